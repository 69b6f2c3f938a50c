# jellylab: the two quick-start targets are `make demo` and `make test`.
SWIFT ?= swift
BIN := .build/release/jellylab
LINT_PATHS := Sources Tests Package.swift

.PHONY: all demo test deps build release lint format unit clean

all: build

## Install what is missing (gnuplot-nox via apt-get when root), build in release mode and run the
## main job.
demo: deps release
	$(BIN) plot --damping 0.85

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

clean:
	rm -rf .build out
