#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/ and runs each for a bounded time.
#
#   scripts/fuzz.sh [SECONDS]          # default 60 s per target, or $FUZZ_SECONDS
#   FUZZ_TARGETS="ssml maps-url" scripts/fuzz.sh 30
#   FUZZ_RUNS=2000 scripts/fuzz.sh     # a fixed number of inputs per target instead of a time
#                                      # (make test: the seeds, then mutations up to 2,000)
#
# Seeds come from Fuzz/corpus/<target>/ (regenerate with python3 Fuzz/make-corpus.py), and a
# dictionary from Fuzz/dict/<target>.dict when there is one; new
# inputs found during a run go to out/fuzz/<target>/corpus, crashes and hangs to
# out/fuzz/<target>/ (crash-*, timeout-*, oom-*); FUZZ_BUILD and FUZZ_OUT move the build and
# those. Prints one line per target:
# target, executions, seconds, outcome. Exits 1 if any target crashed or hung.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
SECONDS_PER_TARGET="${1:-${FUZZ_SECONDS:-60}}"
RUNS="${FUZZ_RUNS:-}"
# Seconds an input may take before it counts as a hang (wall time: a loaded machine needs more).
TIMEOUT="${FUZZ_TIMEOUT:-10}"
# FUZZ_BUILD_NICE=N builds at that niceness (make test: 19, on the time other steps leave idle);
# the runs keep the caller's priority, so that a starved run is not taken for a hang.
build_prefix=()
[ -z "${FUZZ_BUILD_NICE:-}" ] || build_prefix=(nice -n "$FUZZ_BUILD_NICE")
# SWIFT_BUILD_FLAGS: more flags for the build (make test passes its DEBUG_INFO: a crash's stack
# still names its functions from the symbol table).
read -r -a build_flags <<<"${SWIFT_BUILD_FLAGS:-}"
BUILD="${FUZZ_BUILD:-$ROOT/Fuzz/.build}"
OUT="${FUZZ_OUT:-$ROOT/out/fuzz}"
ALL_TARGETS="event-decoder message-format message-resource route-importer maps-url ssml http-request"
TARGETS="${FUZZ_TARGETS:-$ALL_TARGETS}"

if ! [[ "$SECONDS_PER_TARGET" =~ ^[0-9]+$ ]] || [ "$SECONDS_PER_TARGET" -lt 1 ]; then
    echo "usage: scripts/fuzz.sh [SECONDS]  (a whole number of seconds per target)" >&2
    exit 64
fi
if [ -n "$RUNS" ] && ! [[ "$RUNS" =~ ^[1-9][0-9]*$ ]]; then
    echo "usage: FUZZ_RUNS=N scripts/fuzz.sh  (a whole number of inputs per target)" >&2
    exit 64
fi

product() {
    case "$1" in
        event-decoder) echo FuzzEventDecoder ;;
        message-format) echo FuzzMessageFormat ;;
        message-resource) echo FuzzMessageResource ;;
        route-importer) echo FuzzRouteImporter ;;
        maps-url) echo FuzzMapsURL ;;
        ssml) echo FuzzSSML ;;
        http-request) echo FuzzRequestParser ;;
        *) echo "unknown fuzz target: $1 (known: $ALL_TARGETS)" >&2; exit 64 ;;
    esac
}

for target in $TARGETS; do product "$target" >/dev/null; done

echo "building the fuzz targets (debug, -sanitize=fuzzer)..." >&2
# FUZZ_BUILD_LOG=FILE (make test) keeps the compiler's output in FILE and shows its end on failure.
if [ -n "${FUZZ_BUILD_LOG:-}" ]; then
    (cd "$ROOT/Fuzz" && "${build_prefix[@]}" swift build -c debug --scratch-path "$BUILD" \
        -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library "${build_flags[@]}") >"$FUZZ_BUILD_LOG" 2>&1 \
        || { tail -n 40 "$FUZZ_BUILD_LOG" >&2; echo "fuzz: the build failed" >&2; exit 1; }
else
    (cd "$ROOT/Fuzz" && "${build_prefix[@]}" swift build -c debug --scratch-path "$BUILD" \
        -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library "${build_flags[@]}" >&2)
fi
BIN="$(cd "$ROOT/Fuzz" && swift build -c debug --scratch-path "$BUILD" --show-bin-path)"

mkdir -p "$OUT"
SUMMARY="$OUT/summary.txt"
: >"$SUMMARY"
status=0
if [ -n "$RUNS" ]; then
    budget=(-runs="$RUNS")
else
    budget=(-max_total_time="$SECONDS_PER_TARGET")
fi
printf '%-18s %12s %8s  %s\n' target executions seconds outcome | tee -a "$SUMMARY"
for target in $TARGETS; do
    name="$(product "$target")"
    work="$OUT/$target"
    mkdir -p "$work/corpus"
    log="$work/fuzz.log"
    max_len=8192
    [ "$target" = ssml ] && max_len=4096
    dict=()
    [ -f "$ROOT/Fuzz/dict/$target.dict" ] && dict=(-dict="$ROOT/Fuzz/dict/$target.dict")
    started=$(date +%s.%N)
    set +e
    # Swift's own crash reporter would take the trap first and libFuzzer would then never save
    # the input that caused it; with it off, libFuzzer writes crash-* as documented.
    SWIFT_BACKTRACE=enable=no "$BIN/$name" "$work/corpus" "$ROOT/Fuzz/corpus/$target" "${dict[@]}" \
        "${budget[@]}" -timeout="$TIMEOUT" -rss_limit_mb=2048 -max_len="$max_len" \
        -artifact_prefix="$work/" -print_final_stats=1 >"$log" 2>&1
    code=$?
    set -e
    elapsed=$(awk "BEGIN { printf \"%.1f\", $(date +%s.%N) - $started }")
    runs="$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' | tail -1 || true)"
    [ -n "$runs" ] || runs="$(grep -Eo 'Done [0-9]+ runs' "$log" | grep -Eo '[0-9]+' | tail -1 || true)"
    [ -n "$runs" ] || runs="?"
    artifacts="$(find "$work" -maxdepth 1 -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' -o -name 'leak-*' \) | sort)"
    if [ "$code" -eq 0 ] && [ -z "$artifacts" ]; then
        outcome="no crash, no hang"
    else
        outcome="FAILED (exit $code): ${artifacts:-see $log}"
        status=1
        # make test shows the end of the log: the input and the stack of the crash.
        [ -z "${FUZZ_SHOW_LOG:-}" ] || tail -n 40 "$log" >&2
    fi
    printf '%-18s %12s %8s  %s\n' "$target" "$runs" "$elapsed" "$outcome" | tee -a "$SUMMARY"
done
exit "$status"
