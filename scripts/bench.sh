#!/bin/sh
# `make bench`'s own part: jellylab's hot paths (jellylab-bench) beside numpy and scipy in the same
# run (Benchmarks/numpy_peer.py), release builds, the ratio table in out/bench.
set -eu
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
PYTHON=${PYTHON:-.venv/bin/python}
"$SWIFT" build -c release -Xswiftc -warnings-as-errors --product jellylab-bench
"$SWIFT" build -c release -Xswiftc -warnings-as-errors --product jellylab
[ -x /usr/bin/time ] || { [ "$(id -u)" -eq 0 ] && apt-get install -y -qq time >&2; } ||
  echo "note: /usr/bin/time is missing (apt-get install time); memory is not measured" >&2
.build/release/jellylab-bench --out out/bench
"$PYTHON" Benchmarks/numpy_peer.py --out out/bench --jellylab .build/release/jellylab
