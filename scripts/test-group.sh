#!/bin/sh
# The tests of one or more groups, read from the Swift Testing tags in Tests/*/ (the tags are
# declared in Tests/JellyTestSupport/TestGroups.swift):
#   scripts/test-group.sh TAG...            `--filter` arguments, one per tagged suite or test
#   scripts/test-group.sh --targets TAG...  the test targets holding them (JELLYLAB_TEST_TARGETS)
# A suite is `@Suite(… .tags(.TAG) …) struct Name` at the top level of a file; a test is
# `@Test(… .tags(.TAG) …) func name(` inside one. The patterns are `Target\.Suite/` and
# `Target\.Suite/name\(`, the test identifiers `swift test --filter` matches.
set -eu
cd "$(dirname "$0")/.."
mode=filters
if [ "${1:-}" = --targets ]; then mode=targets; shift; fi
[ $# -gt 0 ] || { echo "usage: $0 [--targets] TAG..." >&2; exit 2; }
tags=$(printf '%s|' "$@"); tags=${tags%|}

find Tests -name '*.swift' | LC_ALL=C sort | while IFS= read -r file; do
  target=${file#Tests/}; target=${target%%/*}
  awk -v target="$target" -v tags="$tags" '
    # The attribute text since the last declaration: an @Suite or @Test starts it.
    /^[ \t]*@(Suite|Test)([^A-Za-z]|$)/ { attributes = "" }
    { attributes = attributes " " $0 }
    /^(@Suite.* )?((private|fileprivate|package|final) )*(struct|class|enum|actor|extension) [A-Za-z_]/ {
      line = $0; sub(/^.*(struct|class|enum|actor|extension) /, "", line)
      match(line, /^[A-Za-z_][A-Za-z0-9_]*/); suite = substr(line, 1, RLENGTH)
      if (attributes ~ /@Suite/ && tagged(attributes)) print target "\\." suite "/"
      attributes = ""; next
    }
    /^[ \t]+(@Test.*)?func [A-Za-z_]/ {
      line = $0; sub(/^.*func /, "", line)
      match(line, /^[A-Za-z_][A-Za-z0-9_]*/); name = substr(line, 1, RLENGTH)
      if (attributes ~ /@Test/ && tagged(attributes)) print target "\\." suite "/" name "\\("
      attributes = ""; next
    }
    function tagged(text,   list, n, i) {
      n = split(tags, list, "|")
      for (i = 1; i <= n; i++) if (text ~ ("\\.tags\\([^)]*\\." list[i] "[,) ]")) return 1
      return 0
    }' "$file"
done | LC_ALL=C sort -u | if [ $mode = targets ]; then
  sed 's/\\\..*//' | sort -u | tr '\n' ' ' | sed 's/ $//'; echo
else
  sed "s/.*/--filter '&'/" | tr '\n' ' ' | sed 's/ $//'; echo
fi
