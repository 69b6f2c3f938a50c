#!/bin/sh
# The libFuzzer targets (Fuzz/, docs/reliability.md), for the Makefile's fuzz targets:
#   scripts/fuzz.sh build           builds fuzz-arguments, fuzz-easing and fuzz-csv into .build-fuzz
#   scripts/fuzz.sh run [SECONDS]   runs each for SECONDS (default 60) from Fuzz/corpus/<target>;
#                                   new inputs and crash files go to fuzz-out/<target>/
#   scripts/fuzz.sh replay          replays the seed corpus through the debug builds
set -eu
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
targets="arguments easing csv"
scratch=.build-fuzz
case "${1:-}" in
build)
  for target in $targets; do
    "$SWIFT" build -c release --scratch-path $scratch -Xswiftc -sanitize=fuzzer,address \
      -Xswiftc -parse-as-library --product "fuzz-$target"
  done ;;
run)
  seconds=${2:-60}
  for target in $targets; do
    # Absolute paths: fuzz-arguments works in a temporary directory.
    out="$PWD/fuzz-out/$target"; mkdir -p "$out/corpus"
    echo "fuzz-$target: $seconds s" >&2
    "$scratch/release/fuzz-$target" "$out/corpus" "$PWD/Fuzz/corpus/$target" \
      -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
      -artifact_prefix="$out/" -print_final_stats=1
  done ;;
replay)
  for target in $targets; do ".build/debug/fuzz-$target" "Fuzz/corpus/$target"; done ;;
*)
  echo "usage: $0 build | run [SECONDS] | replay" >&2; exit 2 ;;
esac
