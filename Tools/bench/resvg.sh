#!/usr/bin/env bash
# The yardstick for the batch benchmark: the same captioned hike badges, written as SVG
# files, rendered to PNG by the `resvg` command line, one process per file.
#
#   Tools/bench/resvg.sh                    1,000 badges at 1x, 2x, 3x, one process at a time
#   JOBS=2 Tools/bench/resvg.sh             two processes at once (all cores here)
#   COUNT=300 RESVG=/opt/resvg/bin/resvg Tools/bench/resvg.sh
#   Tools/bench/resvg.sh --svg "Earth Day" 90 >earth-day.svg   one badge's SVG, nothing run
#
# The last form prints the SVG of one captioned badge (name, hue rotation in degrees, and
# optionally a grayscale amount) at 1x, the picture `badgegen --name "Earth Day" --hue 90`
# draws, for timing one process of each against the other.
#
# Each SVG is the badge of Docs/spec.md §Badge (hexagon with its gradient, eight symbols at opacity
# 0.5) with its name as a caption in DejaVu Sans, under the same grayscale and hue
# rotation as Tools/bench/batch.sh gives badge i. resvg loads the system fonts to draw
# the caption: a cost it pays per process, as a one-file-per-process tool must.
# Prints milliseconds per file for each scale and for the whole run.
set -euo pipefail

COUNT=${COUNT:-1000}
JOBS=${JOBS:-1}
RESVG=${RESVG:-resvg}

# svg <name> <hue> <grayscale> <scale>: the SVG text of a captioned badge. A grayscale of 0
# adds no saturate step, as badgegen applies no filter it does not need.
svg() {
    local name=$1 hue=$2 grayscale=$3 s=$4 saturate=""
    if [[ $grayscale != 0 ]]; then
        saturate="<feColorMatrix type=\"saturate\" values=\"$(awk -v g="$grayscale" 'BEGIN { print 1 - g }')\"/>"
    fi
    local symbol='M 210 12.6 L 115.08 141.12 L 210 89.46 L 304.92 141.12 Z M 115.08 166.32 L 12.6 302.4 L 407.4 302.4 L 304.92 166.32 L 210 114.66 Z'
    cat <<SVG
<svg xmlns="http://www.w3.org/2000/svg" width="$((100 * s))" height="$((122 * s))" viewBox="0 0 100 122">
<defs>
<linearGradient id="bg" gradientUnits="userSpaceOnUse" x1="150" y1="0" x2="150" y2="180"><stop offset="0" stop-color="rgb(239,120,221)"/><stop offset="1" stop-color="rgb(239,172,120)"/></linearGradient>
<filter id="f" filterUnits="userSpaceOnUse" x="0" y="0" width="100" height="122" color-interpolation-filters="sRGB">$saturate<feColorMatrix type="hueRotate" values="$hue"/></filter>
</defs>
<g filter="url(#f)">
<g transform="scale(0.3333333333)">
<path d="M 262.32 85.5 L 174.96 15 Q 150 0 125.04 15 L 37.68 85.5 Q 25.2 100.5 25.2 115.5 L 25.2 184.5 Q 25.2 199.5 37.68 214.5 L 125.04 285 Q 150 300 174.96 285 L 262.32 214.5 Q 274.8 199.5 274.8 184.5 L 274.8 115.5 Q 274.8 100.5 262.32 85.5 Z" fill="url(#bg)"/>
$(for a in 0 45 90 135 180 225 270 315; do
    echo "<path transform=\"translate(0 75) translate(150 0) scale(0.25) translate(-150 0) rotate($a 150 300) translate(-60 -60)\" d=\"$symbol\" fill=\"rgb(79,79,191)\" opacity=\"0.5\"/>"
done)
</g>
<text x="50" y="119" text-anchor="middle" font-family="DejaVu Sans" font-size="12">$name</text>
</g>
</svg>
SVG
}

if [[ ${1:-} == --svg ]]; then
    svg "${2:?a name}" "${3:-0}" "${4:-0}" 1
    exit 0
fi
command -v "$RESVG" >/dev/null || { echo "resvg not found: set RESVG to its path" >&2; exit 1; }

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# badge <index> <scale>: captioned badge <index> at <scale>, named, filtered and
# tinted as Tools/bench/batch.sh makes it.
badge() {
    svg "Hike $1" $(( ($1 * 37) % 360 )) "0.$(( $1 % 10 ))" "$2"
}

mkdir -p "$WORK/svg" "$WORK/png"
for ((i = 0; i < COUNT; i++)); do
    for s in 1 2 3; do badge "$i" "$s" >"$WORK/svg/hike-$i@${s}x.svg"; done
done

now() { date +%s.%N; }
total=0
for s in 1 2 3; do
    start=$(now)
    for ((i = 0; i < COUNT; i++)); do
        echo "$WORK/svg/hike-$i@${s}x.svg" "$WORK/png/hike-$i@${s}x.png"
    done | xargs -P "$JOBS" -n 2 "$RESVG"
    seconds=$(awk -v a="$start" -v b="$(now)" 'BEGIN { print b - a }')
    total=$(awk -v t="$total" -v s="$seconds" 'BEGIN { print t + s }')
    awk -v s="$seconds" -v n="$COUNT" -v k="$s" 'BEGIN { printf "@%dx: %.2f ms/file\n", k, 1000 * s / n }'
done
files=$(ls "$WORK/png" | wc -l)
[[ $files -eq $((3 * COUNT)) ]] || { echo "resvg wrote $files of $((3 * COUNT)) files" >&2; exit 1; }
echo "resvg: $COUNT badges x 3 scales, $JOBS at a time"
awk -v t="$total" -v f="$files" 'BEGIN { printf "all: %d files in %.2f s, %.2f ms/file, %.0f files/s\n", f, t, 1000 * t / f, f / t }'
