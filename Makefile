# jellylab: the two quick-start targets are `make demo` and `make test`.
SWIFT ?= swift
BIN := .build/release/jellylab
LINT_PATHS := Sources Tests Benchmarks Package.swift

VENV := .venv
PYTHON_PACKAGES := numpy scipy pytest nbmake ipykernel

.PHONY: all demo test deps build release lint format unit golden notebooks venv bench clean

all: build

## Install what is missing (gnuplot-nox via apt-get when root), build in release mode and run the
## main job.
demo: deps release
	$(BIN) plot --damping 0.85

## Every check the project has: warnings-as-errors build, the test suite, the golden peak files,
## the lint and the executed notebooks.
test: deps build unit golden lint notebooks

deps:
	@scripts/install-deps.sh

build:
	$(SWIFT) build -Xswiftc -warnings-as-errors

release:
	$(SWIFT) build -c release -Xswiftc -warnings-as-errors

unit:
	$(SWIFT) test -Xswiftc -warnings-as-errors

## Recompute the peaks of every preset with a golden file in data/golden and compare them, with
## a freshly built jellylab (`make golden CONFIG=release` for the release build).
CONFIG ?= debug
golden:
	$(SWIFT) build -c $(CONFIG) --product jellylab -Xswiftc -warnings-as-errors
	@bin=$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/jellylab; \
	status=0; \
	for file in data/golden/*.csv; do \
	  preset=$$(basename "$$file" .csv); \
	  if "$$bin" peaks --preset "$$preset" --check "$$file" > /dev/null; then \
	    echo "golden $$preset: PASS"; \
	  else \
	    echo "golden $$preset: FAIL" >&2; "$$bin" peaks --preset "$$preset" --check "$$file"; \
	    status=1; \
	  fi; \
	done; \
	exit $$status

lint:
	$(SWIFT) format lint --strict -r $(LINT_PATHS)

format:
	$(SWIFT) format format -i -r $(LINT_PATHS)

## Python environment for the notebooks (and the numpy benchmark peer).
venv: $(VENV)/.installed

$(VENV)/.installed:
	python3 -m venv $(VENV)
	$(VENV)/bin/pip install --quiet --disable-pip-version-check $(PYTHON_PACKAGES)
	touch $@

## Executes every notebook against the release build; fails if a cell fails.
notebooks: release venv
	cd notebooks && JELLYLAB=$(abspath $(BIN)) JELLYLAB_NOTEBOOK_OUT=$(abspath out/notebooks) \
	  ../$(VENV)/bin/pytest -q --nbmake *.ipynb

## Throughput of jellylab's hot paths beside numpy/scipy in the same run (Benchmarks/): builds
## release, creates the .venv with numpy and scipy if missing, runs both, prints the ratio table.
bench: venv
	$(SWIFT) build -c release -Xswiftc -warnings-as-errors --product jellylab-bench
	$(SWIFT) build -c release -Xswiftc -warnings-as-errors --product jellylab
	@[ -x /usr/bin/time ] || { [ "$$(id -u)" -eq 0 ] && apt-get install -y -qq time >&2; } || \
	  echo "note: /usr/bin/time is missing (apt-get install time); memory is not measured" >&2
	.build/release/jellylab-bench --out out/bench
	$(VENV)/bin/python Benchmarks/numpy_peer.py --out out/bench --jellylab $(BIN)

clean:
	rm -rf .build out
