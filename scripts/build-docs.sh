#!/usr/bin/env bash
# Builds the DocC documentation of every catalog Sources/<T>/<T>.docc into .build/docs/<T>, with
# warnings as errors. A new target is picked up as soon as it has a catalog.
# Symbol graphs come from `swift package dump-symbol-graph`, which reuses the debug build;
# pass the same flags as the build (SWIFT_BUILD_FLAGS) so that nothing is recompiled. With
# extension block symbols, a module's extensions of another module's types (each library's
# `Parameter` names) are documented, and linked, under that module's "Extended Modules".
set -euo pipefail
cd "$(dirname "$0")/.."

swift=${SWIFT:-swift}
read -r -a build_flags <<< "${SWIFT_BUILD_FLAGS:-}"
docc=${DOCC:-$(command -v docc || true)}
if [ -z "$docc" ]; then
  docc="$(dirname "$(readlink -f "$(command -v "$swift")")")/docc"
fi
[ -x "$docc" ] || { echo "error: docc not found next to $swift (set DOCC=...)" >&2; exit 2; }

# Test modules may be unbuilt (their graphs then fail); only the library graphs are needed, and
# each catalog's graph is checked below, so a stale folder is removed first.
rm -rf .build/*/debug/symbolgraph
log=$("$swift" package "${build_flags[@]}" dump-symbol-graph --minimum-access-level public \
  --emit-extension-block-symbols 2>&1) || true
graphs=$(printf '%s\n' "$log" | sed -n 's/^Files written to //p' | tail -1)
[ -d "$graphs" ] || { printf '%s\nerror: no symbol graph folder\n' "$log" >&2; exit 1; }

shopt -s nullglob
catalogs=(Sources/*/*.docc)
[ ${#catalogs[@]} -gt 0 ] || { echo "error: no Sources/*/*.docc catalog" >&2; exit 1; }
mkdir -p .build/docs .build/docs-symbols
for catalog in "${catalogs[@]}"; do
  target=$(basename "$catalog" .docc)
  symbols=.build/docs-symbols/$target
  rm -rf "$symbols" && mkdir -p "$symbols"
  [ -f "$graphs/$target.symbols.json" ] || {
    echo "error: $catalog: no symbol graph for module $target" >&2; exit 1; }
  # The module's own graph and its extensions of other modules (T@Other.symbols.json).
  cp "$graphs/$target.symbols.json" "$symbols/"
  for extension in "$graphs/$target@"*.symbols.json; do cp "$extension" "$symbols/"; done
  echo "docc: $target" >&2
  "$docc" convert "$catalog" --additional-symbol-graph-dir "$symbols" \
    --fallback-display-name "$target" --fallback-bundle-identifier "org.jellylab.$target" \
    --output-path ".build/docs/$target" --warnings-as-errors
done
