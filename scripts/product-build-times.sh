#!/usr/bin/env bash
# The README's product table: each library product built alone from nothing (a fresh scratch
# folder, debug), with the modules it compiles and the wall time. Usage: scripts/product-build-times.sh [PRODUCT ...]
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
echo "| product | modules | clean debug build (s) |"
echo "| --- | --- | --- |"
for product in "${@:-JellySprings JellyMotion Jelly}"; do
  for name in $product; do
    rm -rf "$scratch/build"
    start=$(date +%s.%N)
    "$SWIFT" build --scratch-path "$scratch/build" --product "$name" >/dev/null
    end=$(date +%s.%N)
    modules=$(find "$scratch/build/debug/" -maxdepth 1 -name '*.build' -type d | wc -l)
    awk -v n="$name" -v m="$modules" -v s="$start" -v e="$end" \
      'BEGIN { printf "| %s | %d | %.0f |\n", n, m, e - s }'
  done
done
