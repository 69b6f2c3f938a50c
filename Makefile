# jellylab: the two quick-start targets are `make demo` and `make test`.
SWIFT ?= swift
BIN := .build/release/jellylab
LINT_PATHS := Sources Tests Package.swift Fuzz/Sources Tools

.PHONY: all demo test deps build release lint format unit clean fuzz fuzz-build fuzz-replay sanitize \
	sanitize-address sanitize-thread

all: build

## Install what is missing (gnuplot-nox via apt-get when root), build in release mode and run the
## main job.
demo: deps release
	$(BIN) convert --duration 1 --damping 0.85
	$(BIN) spring --duration 1 --damping 0.85 --from 617 --to 100 --out out/jelly-spring.csv
	@echo "wrote out/jelly-spring.csv" >&2

## Every check the project has: warnings-as-errors build, the test suite and the lint; with
## CI=true also the test suite under AddressSanitizer and ThreadSanitizer (`make sanitize`).
test: deps build unit lint $(if $(filter true,$(CI)),sanitize)

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

# ---- Reliability: fuzzing and sanitizers (docs/readme/reliability.md) ----

FUZZ_SECONDS ?= 60
FUZZ_TARGETS := arguments easing csv
FUZZ_SCRATCH := .build-fuzz
FUZZ_BUILD_FLAGS := -c release --scratch-path $(FUZZ_SCRATCH) -Xswiftc -sanitize=fuzzer,address \
	-Xswiftc -parse-as-library

## Builds the libFuzzer targets (fuzz-arguments, fuzz-easing, fuzz-csv) into .build-fuzz.
fuzz-build:
	@for target in $(FUZZ_TARGETS); do \
	  $(SWIFT) build $(FUZZ_BUILD_FLAGS) --product fuzz-$$target || exit 1; \
	done

## Runs each fuzz target for FUZZ_SECONDS (default 60) from the seeds in Fuzz/corpus/<target>;
## new inputs and crash files go to fuzz-out/<target>/ (absolute paths: fuzz-arguments works in
## a temporary directory).
fuzz: fuzz-build
	@for target in $(FUZZ_TARGETS); do \
	  out="$(CURDIR)/fuzz-out/$$target"; mkdir -p "$$out/corpus"; \
	  echo "fuzz-$$target: $(FUZZ_SECONDS) s" >&2; \
	  $(FUZZ_SCRATCH)/release/fuzz-$$target "$$out/corpus" "$(CURDIR)/Fuzz/corpus/$$target" \
	    -max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
	    -artifact_prefix="$$out/" -print_final_stats=1 || exit 1; \
	done

## Heavy numeric tests left out under the sanitizers: dense-sampling oracles that take minutes
## there and exercise no memory or threading path the rest of the suite does not.
SANITIZE_SKIP := --skip 'matchesSampling|arcLengthMatchesSimpsonOnRandomCurves'
## Leaks inside the toolchain's libraries (see the file) are suppressed; any other leak fails.
SANITIZE_ENV := LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan-suppressions.txt \
	TSAN_OPTIONS=halt_on_error=1

## Replays the seed corpus through normal (non-libFuzzer) builds of the fuzz targets.
fuzz-replay: build
	@for target in $(FUZZ_TARGETS); do \
	  .build/debug/fuzz-$$target Fuzz/corpus/$$target || exit 1; \
	done

## The whole test suite under AddressSanitizer, then ThreadSanitizer (separate build folders).
sanitize: sanitize-address sanitize-thread

sanitize-address:
	$(SANITIZE_ENV) $(SWIFT) test --scratch-path .build-asan -Xswiftc -sanitize=address \
	  $(SANITIZE_SKIP)

sanitize-thread:
	$(SANITIZE_ENV) $(SWIFT) test --scratch-path .build-tsan -Xswiftc -sanitize=thread \
	  $(SANITIZE_SKIP)
