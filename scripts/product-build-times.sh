#!/usr/bin/env bash
# The README's product table: each library product's target built alone from nothing (a fresh scratch
# folder, debug), with the modules it compiles, the wall time and the CPU time (user + system,
# which another load on the machine changes far less than the wall time).
# Usage: scripts/product-build-times.sh [PRODUCT ...]   (default: JellySprings JellyMotion Jelly)
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
products=("$@")
[ ${#products[@]} -gt 0 ] || products=(JellySprings JellyMotion Jelly)
echo "| product | modules | wall (s) | CPU (s) |"
echo "| --- | --- | --- | --- |"
for name in "${products[@]}"; do
  rm -rf "$scratch/build"
  TIMEFORMAT='%R %U %S'
  if ! times=$({ time "$SWIFT" build --scratch-path "$scratch/build" --target "$name" \
    >"$scratch/log" 2>&1; } 2>&1); then
    cat "$scratch/log" >&2
    exit 1
  fi
  debug="$scratch/build/debug"
  swift_modules=$(ls "$debug/Modules" | grep -c '\.swiftmodule$')
  c_modules=$(for d in "$debug"/C*.build; do if ls "$d"/*.o >/dev/null 2>&1; then echo "$d"; fi; done | wc -l)
  echo "$times" | awk -v n="$name" -v m="$((swift_modules + c_modules))" \
    '{ printf "| %s | %d | %.0f | %.0f |\n", n, m, $1, $2 + $3 }'
done
