#!/usr/bin/env bash
# Builds a libFuzzer target (with AddressSanitizer) and runs it for a while.
#
#   Tools/fuzz/run.sh TARGET SECONDS     TARGET: manifest, path, font, png, or all
#
# Seeds come from Tools/fuzz/corpus/TARGET (kept in the repository, never written); the
# inputs libFuzzer finds go to Tools/fuzz/out/TARGET and anything that crashes, times out or
# runs out of memory to Tools/fuzz/findings/TARGET (both git-ignored). Each run ends with
# one summary line: target, seconds, executions, corpus size, findings.
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
all=(manifest path font png)
if [ $# -ne 2 ] || ! [[ $2 =~ ^[0-9]+$ ]]; then
    echo "usage: $0 TARGET SECONDS   (TARGET: ${all[*]} or all)" >&2
    exit 2
fi
case $1 in
    all) targets=("${all[@]}") ;;
    manifest|path|font|png) targets=("$1") ;;
    *) echo "unknown target '$1': expected one of ${all[*]} or all" >&2; exit 2 ;;
esac
seconds=$2

# `--sanitize` instruments this package's targets and links libFuzzer; the -X flags carry
# the coverage instrumentation into the badgegen modules (Swift and the C shim) too.
flags=(--package-path "$here" -c release --sanitize=fuzzer --sanitize=address
       -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address)

build() {
    swift build "${flags[@]}" --product "fuzz-$1" >&2
}

# fontconfig's one-off leak while loading its configuration is not ours to fix.
export LSAN_OPTIONS="suppressions=$here/../lsan-suppressions.txt:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

status=0
summaries=()
for target in "${targets[@]}"; do
    if ! build "$target"; then
        echo "fuzz-$target: the build failed" >&2
        exit 1
    fi
    binary=$(swift build "${flags[@]}" --show-bin-path)/fuzz-$target
    out=$here/out/$target
    findings=$here/findings/$target
    mkdir -p "$out" "$findings"
    log=$(mktemp)
    before=$(find "$findings" -type f | wc -l)
    # The output corpus comes first: libFuzzer writes what it finds to the first folder.
    "$binary" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
        -print_final_stats=1 -artifact_prefix="$findings/" "$out" "$here/corpus/$target" 2>"$log"
    code=$?
    executions=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
    corpus=$(grep -o 'corp: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*')
    found=$(( $(find "$findings" -type f | wc -l) - before ))
    if [ "$code" -ne 0 ] || [ "$found" -gt 0 ]; then
        status=1
        grep -E 'ERROR|Fatal error|panic|SUMMARY|Test unit written' "$log" | head -20 >&2
    fi
    cp "$log" "$here/out/$target.log"
    rm -f "$log"
    summaries+=("fuzz-$target: ${seconds} s, ${executions:-?} executions, corpus ${corpus:-?} inputs, $found findings (exit $code)")
done
printf '%s\n' "${summaries[@]}"
exit $status
