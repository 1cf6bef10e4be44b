#!/usr/bin/env bash
# Batch throughput benchmark: N captioned hike badges (default 1,000) at 1x, 2x and 3x,
# drawn by the release `badgegen batch` into a temporary folder.
#
#   Tools/bench/batch.sh                       1,000 badges, all cores, --compression fast
#   COUNT=10000 SCALES=1 Tools/bench/batch.sh  the memory check: 10,000 badges at 1x
#   JOBS=1 COMPRESSION=small Tools/bench/batch.sh
#
# Prints files/s, ms per file, peak RSS and the output size. Needs /usr/bin/time (GNU).
# Nothing is left in the repository; the output goes to a temporary folder, removed at exit.
set -euo pipefail

COUNT=${COUNT:-1000}
SCALES=${SCALES:-1,2,3}
JOBS=${JOBS:-$(nproc)}
COMPRESSION=${COMPRESSION:-fast}
SCRATCH=${SCRATCH:-.build-batch}

cd "$(dirname "$0")/../.."
swift build -c release --static-swift-stdlib --scratch-path "$SCRATCH" --product badgegen >/dev/null
BIN="$SCRATCH/release/badgegen"

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# A manifest of COUNT captioned badges with varied names, hues and grayscale amounts, light
# only: the files resvg draws for the same badges (DARK=1 adds the dark variants).
dark=$([[ ${DARK:-0} == 1 ]] && echo true || echo false)
{
    printf '{"defaults": {"dark": %s}, "badges": [\n' "$dark"
    for ((i = 0; i < COUNT; i++)); do
        sep=$([[ $i -lt $((COUNT - 1)) ]] && echo , || true)
        printf '  {"name": "Hike %d", "hue": %d, "grayscale": %s}%s\n' \
            "$i" $(( (i * 37) % 360 )) "0.$(( i % 10 ))" "$sep"
    done
    printf ']}\n'
} >"$WORK/manifest.json"

/usr/bin/time -v "$BIN" batch "$WORK/manifest.json" --out "$WORK/out" --scales "$SCALES" \
    --jobs "$JOBS" --compression "$COMPRESSION" --quiet --json >"$WORK/summary.json" 2>"$WORK/time.txt" || {
    cat "$WORK/time.txt" >&2; exit 1; }

files=$(ls "$WORK/out" | wc -l)
bytes=$(du -sb "$WORK/out" | cut -f1)
wall=$(grep 'Elapsed (wall clock)' "$WORK/time.txt" | awk '{print $NF}')
seconds=$(echo "$wall" | awk -F: '{ if (NF == 3) print $1 * 3600 + $2 * 60 + $3; else print $1 * 60 + $2 }')
rss_kb=$(grep 'Maximum resident set size' "$WORK/time.txt" | awk '{print $NF}')
cpu=$(grep 'Percent of CPU' "$WORK/time.txt" | awk '{print $NF}')

echo "badges: $COUNT  scales: $SCALES  jobs: $JOBS  compression: $COMPRESSION"
echo "summary: $(cat "$WORK/summary.json")"
awk -v f="$files" -v s="$seconds" -v r="$rss_kb" -v b="$bytes" -v c="$cpu" 'BEGIN {
    printf "files: %d in %.2f s (CPU %s)\n", f, s, c
    printf "throughput: %.0f files/s, %.3f ms/file\n", f / s, 1000 * s / f
    printf "peak RSS: %.1f MB\n", r / 1024
    printf "output: %.1f MB, %.1f KB/file\n", b / 1048576, b / 1024 / f
}'
