#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer, then under ThreadSanitizer.
#
#   Tools/sanitize.sh            both, one after the other
#   Tools/sanitize.sh address    or only one of them (address, thread)
#
# Each sanitizer builds into its own scratch folder (.build-asan, .build-tsan; git-ignored)
# so neither disturbs the normal .build. The script prints how long each run took and
# exits non-zero if any run fails.
set -uo pipefail

cd "$(dirname "$0")/.."
[ $# -gt 0 ] || set -- address thread
# fontconfig's one-off leak while loading its configuration is not ours to fix.
# print_suppressions=0: the suppressed list would land on the stderr the tests read.
export LSAN_OPTIONS="suppressions=$PWD/Tools/lsan-suppressions.txt:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

# Tools/tsan-suppressions.txt lists none today; the option stays for the day one is needed.
export TSAN_OPTIONS="suppressions=$PWD/Tools/tsan-suppressions.txt${TSAN_OPTIONS:+:$TSAN_OPTIONS}"

status=0
summaries=()
for sanitizer in "$@"; do
    skip=()
    case $sanitizer in
        # The memory-limit tests limit address space with `ulimit -v`, which neither
        # sanitizer's runtime can start under (each maps terabytes of shadow memory); it
        # runs in every plain `swift test`.
        address) scratch=.build-asan; skip=(--skip addressSpaceLimit --skip noFailedAllocation) ;;
        # The full-disk test limits file size with `ulimit -f`, which ThreadSanitizer's own
        # runtime cannot start under (it dies with SIGBUS before badgegen runs); it runs in
        # every plain `swift test` and under AddressSanitizer.
        thread) scratch=.build-tsan; skip=(--skip fullDisk --skip addressSpaceLimit --skip noFailedAllocation) ;;
        *) echo "unknown sanitizer '$sanitizer': expected address or thread" >&2; exit 2 ;;
    esac
    start=$(date +%s)
    # Built from scratch each time (the packages' checkouts are kept): an incremental build
    # once kept badgegen compiled against an older layout of Canvas, which
    # AddressSanitizer reported as a stack overflow in every test that runs the tool.
    rm -rf "$scratch"/*-unknown-linux-gnu "$scratch/debug"
    if ! swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch"; then
        summaries+=("$sanitizer: the build failed after $(($(date +%s) - start)) s")
        status=1
        continue
    fi
    built=$(date +%s)
    swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" "${skip[@]}"
    code=$?
    end=$(date +%s)
    [ "$code" -eq 0 ] || status=1
    summaries+=("$sanitizer: build $((built - start)) s, tests $((end - built)) s, exit $code")
done
printf '%s\n' "${summaries[@]}"
exit $status
