# jellylab: the two quick-start targets are `make demo` and `make test`.
SWIFT ?= swift
BIN := .build/release/jellylab
LINT_PATHS := Sources Tests Benchmarks Package.swift

.PHONY: all demo test deps build release lint format unit clean bench

all: build

## Install what is missing (gnuplot-nox via apt-get when root), build in release mode and run the
## main job.
demo: deps release
	$(BIN) convert --duration 1 --damping 0.85
	$(BIN) spring --duration 1 --damping 0.85 --from 617 --to 100 --out out/jelly-spring.csv
	@echo "wrote out/jelly-spring.csv" >&2

## Every check the project has: warnings-as-errors build, the test suite and the lint.
test: deps build unit lint

deps:
	@scripts/install-deps.sh

build:
	$(SWIFT) build -Xswiftc -warnings-as-errors

release:
	$(SWIFT) build -c release -Xswiftc -warnings-as-errors

unit:
	$(SWIFT) test -Xswiftc -warnings-as-errors

lint:
	$(SWIFT) format lint --strict -r $(LINT_PATHS)

format:
	$(SWIFT) format format -i -r $(LINT_PATHS)

## Throughput of jellylab's hot paths beside numpy/scipy in the same run (Benchmarks/): builds
## release, creates the .venv with numpy and scipy if missing, runs both, prints the ratio table.
bench:
	$(SWIFT) build -c release -Xswiftc -warnings-as-errors --product jellylab-bench
	$(SWIFT) build -c release -Xswiftc -warnings-as-errors --product jellylab
	@.venv/bin/python -c 'import numpy, scipy' 2>/dev/null || \
	  { python3 -m venv .venv && .venv/bin/pip install -q numpy scipy; }
	@[ -x /usr/bin/time ] || { [ "$$(id -u)" -eq 0 ] && apt-get install -y -qq time >&2; } || \
	  echo "note: /usr/bin/time is missing (apt-get install time); memory is not measured" >&2
	.build/release/jellylab-bench --out out/bench
	.venv/bin/python Benchmarks/numpy_peer.py --out out/bench --jellylab $(BIN)

clean:
	rm -rf .build out
