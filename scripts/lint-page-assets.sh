#!/usr/bin/env bash
# Lints the pages' scripts (Sources/JellyPages/Assets/*.js): `node --check` on each, then Debian's
# eslint (eslint:recommended, scripts/page-assets.eslintrc.json) when it is installed.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts=(Sources/JellyPages/Assets/*.js)
if ! command -v node >/dev/null 2>&1; then
  echo "error: node is missing (apt-get install nodejs, or make deps)" >&2
  exit 1
fi
for file in "${scripts[@]}"; do node --check "$file"; done
if command -v eslint >/dev/null 2>&1; then
  # Debian installs eslint's modules under /usr/share/nodejs, which a nodejs from elsewhere
  # does not search by itself.
  # page-core.js, page-model.js and page-export.js define the globals JL, JLModel and JLExport that
  # the page scripts read.
  lint() { NODE_PATH="${NODE_PATH:-/usr/share/nodejs}" eslint --no-eslintrc \
    -c scripts/page-assets.eslintrc.json -f unix "$@"; }
  lint Sources/JellyPages/Assets/page-core.js Sources/JellyPages/Assets/page-model.js
  [ ! -f Sources/JellyPages/Assets/page-export.js ] ||
    lint --global JLModel Sources/JellyPages/Assets/page-export.js
  lint --global JL,JLModel,JLExport $(printf '%s\n' "${scripts[@]}" | grep -vE '/page-(core|model|export)\.js$')
else
  echo "note: eslint is missing (apt-get install eslint); the page scripts had node --check only" >&2
fi
