#!/usr/bin/env bash
# Rewrites every committed file that a generator makes (`make generate`); with --check
# (`make generate-check`, in `make test`) writes nothing and fails naming each one that differs
# from what its generator gives now. The files and their generators:
#   Tests/DocExamplesTests/*.swift: the Swift examples of README.md and of the DocC pages
#     (scripts/doc-examples.py);
#   Sources/JellyText/ShortestDoubleTable.swift: ShortestDouble's powers of ten
#     (scripts/shortest-double-table.py);
#   Tests/JellyEasingTests/CubicBezierReference.swift: exact cubic-bezier values from mpmath
#     (scripts/cubic-bezier-reference.py, run by $PYTHON, which has mpmath);
#   docs/commands/*.md: each command's options reference and ease's table of platform curves
#     (CommandReferencePagesTests and PlatformCatalogDocsTests, which rewrite them with
#     JELLYLAB_WRITE_DOCS=1);
#   data/presets/*.json: the library's presets (FrameDiffPresetTests, with JELLYLAB_UPDATE_DATA=1).
# Those tests fail when their files are stale; they run with `$SWIFT test $SWIFT_BUILD_FLAGS`.
# The golden peak files of data/golden are not generated here: they pin the peaks, and rewriting
# them is a decision of its own (data/golden/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."
swift=${SWIFT:-swift}
python=${PYTHON:-python3}
read -r -a build_flags <<< "${SWIFT_BUILD_FLAGS:-}"
doc_tests='CommandReferencePagesTests|PlatformCatalogDocsTests|FrameDiffPresetTests/jsonFilesEqualLibrary'
table=Sources/JellyText/ShortestDoubleTable.swift
reference=Tests/JellyEasingTests/CubicBezierReference.swift

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

if [ "${1:-}" != --check ]; then
  python3 scripts/doc-examples.py
  python3 scripts/shortest-double-table.py > "$scratch/table"
  cat "$scratch/table" > "$table"
  "$python" scripts/cubic-bezier-reference.py > "$scratch/reference"
  cat "$scratch/reference" > "$reference"
  JELLYLAB_WRITE_DOCS=1 JELLYLAB_UPDATE_DATA=1 "$swift" test ${build_flags[@]+"${build_flags[@]}"} --filter "$doc_tests"
  exit 0
fi

stale=()
python3 scripts/doc-examples.py --check > "$scratch/examples" || [ -s "$scratch/examples" ] || {
  echo "error: scripts/doc-examples.py --check failed" >&2
  exit 1
}
while read -r name; do stale+=("$name"); done < "$scratch/examples"
python3 scripts/shortest-double-table.py > "$scratch/table"
cmp -s "$scratch/table" "$table" || stale+=("$table")
"$python" scripts/cubic-bezier-reference.py --check "$reference" > /dev/null || stale+=("$reference")
if ! "$swift" test ${build_flags[@]+"${build_flags[@]}"} --filter "$doc_tests" > "$scratch/log" 2>&1; then
  pages=$(grep -oE '(docs/commands/[a-z-]+\.md is out|data/presets/[a-z-]+\.json differs)' \
    "$scratch/log" | sort -u) || {
    cat "$scratch/log" >&2
    echo "error: swift test --filter '$doc_tests' failed" >&2
    exit 1
  }
  while read -r page _; do stale+=("$page"); done <<< "$pages"
fi
if [ ${#stale[@]} -gt 0 ]; then
  printf 'stale: %s\n' "${stale[@]}" >&2
  echo "error: ${#stale[@]} generated file(s) differ from their generators: run make generate" >&2
  exit 1
fi
echo "generated files: all up to date" >&2
