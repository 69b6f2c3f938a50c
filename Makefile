# jellylab's checks and tasks; docs/development.md describes each target.
SWIFT ?= swift
BIN := .build/release/jellylab
## What the notebooks and the browser checks drive: the debug build, so `make test` builds no release.
CHECK_BIN := .build/debug/jellylab
WERROR := -Xswiftc -warnings-as-errors
LINT_PATHS := Sources Tests Benchmarks Package.swift Fuzz/Sources Tools Examples
VENV := .venv
PYTHON_PACKAGES := numpy scipy pytest nbmake ipykernel playwright mpmath pillow opencv-python-headless jsonschema lottie-specs
## The test groups, from the tags in the sources (Tests/JellyTestSupport/TestGroups.swift).
GROUP = scripts/test-group.sh

.PHONY: all demo test test-lane-build test-lane-checks deps deps-demo build release install unit golden \
	generate generate-check docs lint example format venv notebooks browser engines recordings bench \
	bench-track bench-measure export-counts long-test clean fuzz-build fuzz fuzz-replay sanitize \
	sanitize-address sanitize-thread

all: build

## Installs gnuplot if missing, builds release, runs the main job.
demo: deps-demo release
	$(BIN) plot --damping 0.85

## Two lanes (the checks lane installs the system packages while the other compiles; with
## CI=true also `make sanitize`), then the wall-clock captures alone.
test:
	@$(MAKE) --no-print-directory -j2 test-lane-build test-lane-checks
	@$(MAKE) --no-print-directory recordings

## Each lane is a make of its own without the jobserver, so its steps run one after the other.
LANE_MAKE = MAKEFLAGS= MFLAGS= $(MAKE) $(if $(findstring n,$(firstword -$(MAKEFLAGS))),-n) --no-print-directory
test-lane-build:
	+@$(LANE_MAKE) build unit generate-check golden docs engines
## Sanitizers build in folders of their own; notebooks' `swift build` waits on SwiftPM's lock.
test-lane-checks:
	+@$(LANE_MAKE) deps venv lint $(if $(filter true,$(CI)),sanitize) example notebooks browser

## The system packages `make test` needs, and the demo's alone (scripts/install-deps.sh).
deps deps-demo:
	@scripts/install-deps.sh $(if $(filter deps-demo,$@),demo,test)

build: # the debug build, warnings as errors
	$(SWIFT) build $(WERROR)
release: # the optimized jellylab (the demo's and `make install`'s binary)
	$(SWIFT) build -c release $(WERROR) --product jellylab
PREFIX ?= /usr/local
install: release # as $(DESTDIR)$(PREFIX)/bin/jellylab
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 0755 $(BIN) "$(DESTDIR)$(PREFIX)/bin/jellylab"
unit: # swift test
	$(SWIFT) test $(WERROR)

## Replays every golden file in data/golden (`make golden CONFIG=release` for the release build).
CONFIG ?= debug
golden:
	$(SWIFT) build -c $(CONFIG) --product jellylab $(WERROR)
	"$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/jellylab" peaks check data/golden

## Rewrites the committed generated files, or fails naming each stale one (scripts/generate.sh).
GENERATE = SWIFT="$(SWIFT)" SWIFT_BUILD_FLAGS="$(WERROR)" PYTHON=$(VENV)/bin/python scripts/generate.sh
generate: venv
	$(GENERATE)
generate-check: venv
	$(GENERATE) --check

## DocC documentation of every Sources/*/*.docc catalog into .build/docs, warnings as errors.
docs:
	SWIFT="$(SWIFT)" SWIFT_BUILD_FLAGS="$(WERROR)" scripts/build-docs.sh

lint: # swift format, then the pages' scripts (node --check, eslint)
	$(SWIFT) format lint --strict -r $(LINT_PATHS)
	scripts/lint-page-assets.sh
format:
	$(SWIFT) format format -i -r $(LINT_PATHS)
example: # the package pinning its motion with JellyGolden (Examples/GoldenPeaks)
	$(SWIFT) test --package-path Examples/GoldenPeaks $(WERROR)

## The Python environment; the stamp's name carries the package list, made under a lock.
VENV_STAMP := $(VENV)/.installed-$(shell echo '$(PYTHON_PACKAGES)' | cksum | cut -d' ' -f1)
venv: $(VENV_STAMP)
$(VENV_STAMP):
	@flock $(VENV).lock sh -c '[ -f $@ ] || { python3 -m venv $(VENV) && \
	  $(VENV)/bin/pip install --quiet --disable-pip-version-check $(PYTHON_PACKAGES) && touch $@; }'

notebooks: build venv # every notebook executed against the debug build
	cd notebooks && JELLYLAB=$(abspath $(CHECK_BIN)) JELLYLAB_NOTEBOOK_OUT=$(abspath out/notebooks) \
	  ../$(VENV)/bin/pytest -q --nbmake *.ipynb

browser: build venv deps # exports and html pages in headless chromium (Tests/Browser)
	JELLYLAB=$(abspath $(CHECK_BIN)) JELLYLAB_BROWSER_OUT=$(abspath out/browser) PYTHONDONTWRITEBYTECODE=1 \
	  $(VENV)/bin/pytest -q -p no:cacheprovider Tests/Browser

engines: build deps # the platform curves and interrupted springs against Qt 6 and libadwaita
	JELLYLAB=$(abspath $(CHECK_BIN)) PYTHONDONTWRITEBYTECODE=1 xvfb-run -a sh -c '/usr/bin/python3 Tests/Engines/check_engines.py && /usr/bin/python3 Tests/Engines/record_interruptions.py'

recordings: build venv deps # measure, track | fit on recordings made here (Tests/Recordings)
	JELLYLAB=$(abspath $(CHECK_BIN)) JELLYLAB_RECORDINGS_OUT=$(abspath out/recordings) PYTHONDONTWRITEBYTECODE=1 \
	  $(VENV)/bin/pytest -q -p no:cacheprovider Tests/Recordings

## The benchmarks beside numpy and scipy, then export-counts, bench-track and bench-measure.
bench: venv
	SWIFT="$(SWIFT)" PYTHON=$(VENV)/bin/python scripts/bench.sh
	@$(MAKE) --no-print-directory export-counts
	@$(MAKE) --no-print-directory bench-track
	@$(MAKE) --no-print-directory bench-measure

bench-track: release deps # track on a 1080p recording beside ffmpeg decoding it alone
	python3 Benchmarks/track_bench.py --jellylab $(BIN) --out out/bench

bench-measure: release venv deps # measure beside ffmpeg and the OpenCV peer
	$(VENV)/bin/python Benchmarks/measure_bench.py --jellylab $(BIN) --out out/bench

export-counts: release # export's point counts beside Ramer-Douglas-Peucker's
	scripts/export-point-counts.sh $(BIN)

## The tests tagged .long on every case, the fits beside scipy, then ShortestDouble's proof on
## LONG_TEST_COUNT random bit patterns on LONG_TEST_THREADS threads.
LONG_TEST_COUNT ?= 1e9
LONG_TEST_THREADS ?= 1
long-test: venv
	JELLYLAB_LONG_TESTS=1 $(SWIFT) test $(WERROR) $(shell $(GROUP) long)
	JELLYLAB_LONG_TESTS=1 $(MAKE) --no-print-directory browser
	$(SWIFT) build -c release $(WERROR) --product jellylab
	$(VENV)/bin/python Benchmarks/fit_rounding_peer.py --jellylab $(BIN)
	$(SWIFT) build -c release $(WERROR) --product shortest-double-proof
	.build/release/shortest-double-proof $(LONG_TEST_COUNT) $(LONG_TEST_THREADS)

clean:
	rm -rf .build out

## Fuzzing (docs/reliability.md): build the libFuzzer targets, run each FUZZ_SECONDS, replay.
FUZZ_SECONDS ?= 60
fuzz-build:
	SWIFT="$(SWIFT)" scripts/fuzz.sh build
fuzz: fuzz-build
	SWIFT="$(SWIFT)" scripts/fuzz.sh run $(FUZZ_SECONDS)
fuzz-replay: build
	SWIFT="$(SWIFT)" scripts/fuzz.sh replay

## The tests tagged .sanitizeThread (and .sanitizeMemory under AddressSanitizer), built with
## only their test targets; toolchain leaks suppressed, JELLYLAB_SANITIZED=1 asks for less work.
SANITIZE_ENV := LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan-suppressions.txt:print_suppressions=0 \
	TSAN_OPTIONS=halt_on_error=1 JELLYLAB_SANITIZED=1
sanitize_test = $(SANITIZE_ENV) JELLYLAB_TEST_TARGETS="$(shell $(GROUP) --targets $(2))" \
	$(SWIFT) test --scratch-path .build-$(1) -Xswiftc -sanitize=$(3) $(shell $(GROUP) $(2))
sanitize: sanitize-address sanitize-thread
sanitize-address:
	$(call sanitize_test,asan,sanitizeMemory,address)
sanitize-thread:
	$(call sanitize_test,tsan,sanitizeThread,thread)
