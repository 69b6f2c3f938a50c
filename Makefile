# jellylab: the two quick-start targets are `make demo` and `make test`.
SWIFT ?= swift
BIN := .build/release/jellylab
## The binary the notebooks and the browser checks drive: the debug build that `make build` made for
## the tests, so that `make test` compiles no optimized build.
CHECK_BIN := .build/debug/jellylab
LINT_PATHS := Sources Tests Benchmarks Package.swift Fuzz/Sources Tools Examples

VENV := .venv
PYTHON_PACKAGES := numpy scipy pytest nbmake ipykernel playwright mpmath pillow opencv-python-headless

.PHONY: all demo test test-lane-build test-lane-checks deps deps-demo build release lint format unit golden generate generate-check notebooks venv bench example recordings \
	clean fuzz long-test \
	fuzz-build fuzz-replay export-counts bench-track bench-measure sanitize sanitize-address sanitize-thread install docs browser engines

all: build

## Install what the demo needs if missing (gnuplot-nox via apt-get when root: `make deps-demo`),
## build in release mode and run the main job.
demo: deps-demo release
	$(BIN) plot --damping 0.85

## Every check the project has: warnings-as-errors build, the test suite, the generated files, the
## golden peak files, the lint, the DocC build, the executed notebooks and the browser checks
## (export, html pages); with CI=true also the sanitizer tests under AddressSanitizer and
## ThreadSanitizer (`make sanitize`).
## Two lanes run at once, each in turn: the debug build and everything that runs it; and the lint
## and the sanitizer builds (own build folders). They share no build folder, so one fills the time
## the other spends linking, downloading or waiting on a browser.
test: deps
	@$(MAKE) --no-print-directory -j2 test-lane-build test-lane-checks

## Each lane is a make of its own without the jobserver, so its steps run one after the other.
LANE_MAKE = MAKEFLAGS= MFLAGS= $(MAKE) $(if $(findstring n,$(firstword -$(MAKEFLAGS))),-n) --no-print-directory

test-lane-build:
	+@$(LANE_MAKE) build unit generate-check golden docs notebooks browser engines recordings example

test-lane-checks:
	+@$(LANE_MAKE) lint $(if $(filter true,$(CI)),sanitize)

## The system packages `make test` needs (gnuplot, chromium, ffmpeg, node, eslint, the Qt 6 and
## libadwaita engines, Xvfb), and the demo's alone (gnuplot): scripts/install-deps.sh installs the
## missing ones with apt-get as root, else prints the command (Homebrew's names on macOS).
deps:
	@scripts/install-deps.sh test

deps-demo:
	@scripts/install-deps.sh demo

build:
	$(SWIFT) build -Xswiftc -warnings-as-errors

## The optimized jellylab (the demo's and `make install`'s binary).
release:
	$(SWIFT) build -c release -Xswiftc -warnings-as-errors --product jellylab

## Installs the release binary as $(DESTDIR)$(PREFIX)/bin/jellylab (default PREFIX /usr/local).
PREFIX ?= /usr/local
install: release
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 0755 $(BIN) "$(DESTDIR)$(PREFIX)/bin/jellylab"

unit:
	$(SWIFT) test -Xswiftc -warnings-as-errors

## Replays every golden file in data/golden (scenes, a spring, an easing, a recorded series) with
## a freshly built jellylab and compares the peaks (`make golden CONFIG=release` for the release
## build): `jellylab peaks check data/golden`, one line per file and a summary.
CONFIG ?= debug
golden:
	$(SWIFT) build -c $(CONFIG) --product jellylab -Xswiftc -warnings-as-errors
	"$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/jellylab" peaks check data/golden

## The committed files that generators write (scripts/generate.sh lists them: the docs' Swift
## examples, ShortestDouble's table, the mpmath reference values, docs/commands' generated parts,
## data/presets): `make generate` rewrites them all; `make generate-check` fails naming each stale one.
GENERATE = SWIFT="$(SWIFT)" SWIFT_BUILD_FLAGS="-Xswiftc -warnings-as-errors" PYTHON=$(VENV)/bin/python \
	scripts/generate.sh
generate: venv
	$(GENERATE)
generate-check: venv
	$(GENERATE) --check

## DocC documentation of every Sources/*/*.docc catalog into .build/docs/<T>, warnings as
## errors (scripts/build-docs.sh; symbol graphs from the debug build made with the same flags).
docs:
	SWIFT="$(SWIFT)" SWIFT_BUILD_FLAGS="-Xswiftc -warnings-as-errors" scripts/build-docs.sh

## swift format; then the pages' scripts (Sources/JellyPages/Assets): `node --check` on each
## script and Debian's eslint (eslint:recommended) where it is installed (scripts/lint-page-assets.sh).
lint:
	$(SWIFT) format lint --strict -r $(LINT_PATHS)
	scripts/lint-page-assets.sh

## The example package of an app pinning its motion with JellyGolden (Examples/GoldenPeaks): its
## own `swift test`, against this checkout by path.
example:
	$(SWIFT) test --package-path Examples/GoldenPeaks -Xswiftc -warnings-as-errors

format:
	$(SWIFT) format format -i -r $(LINT_PATHS)

## Python environment for the notebooks, the browser checks, the reference values (mpmath) and the
## numpy benchmark peer.
## The stamp's name carries the package list, so a venv made before a package was added is completed.
VENV_STAMP := $(VENV)/.installed-$(shell echo '$(PYTHON_PACKAGES)' | cksum | cut -d' ' -f1)
venv: $(VENV_STAMP)

## Under a lock, since both lanes of `make test` need it.
$(VENV_STAMP):
	@flock $(VENV).lock sh -c '[ -f $@ ] || { python3 -m venv $(VENV) && \
	  $(VENV)/bin/pip install --quiet --disable-pip-version-check $(PYTHON_PACKAGES) && touch $@; }'

## Executes every notebook against the debug build; fails if a cell fails.
notebooks: build venv
	cd notebooks && JELLYLAB=$(abspath $(CHECK_BIN)) JELLYLAB_NOTEBOOK_OUT=$(abspath out/notebooks) \
	  ../$(VENV)/bin/pytest -q --nbmake *.ipynb

## In Debian's headless chromium (through Playwright, without its browser download; Tests/Browser):
## the exported css-linear, css-keyframes and waapi animations seeked against jellylab's exact curves
## (figures in out/browser/summary.json), and the html pages of plot, compare and sweep driven through
## window.jellylab against `jellylab shape`, `diff` and their CSV files; and `jellylab track` on a
## screencast of an exported spring against the page's own requestAnimationFrame positions (traces
## in out/browser/track-*.csv); the pages' model (page-model.js) against `jellylab diff` and `peaks`.
browser: build venv
	@scripts/install-deps.sh test
	JELLYLAB=$(abspath $(CHECK_BIN)) JELLYLAB_BROWSER_OUT=$(abspath out/browser) PYTHONDONTWRITEBYTECODE=1 \
	  $(VENV)/bin/pytest -q -p no:cacheprovider Tests/Browser

## The platform curves against the real engines Debian ships (Tests/Engines/check_engines.py, with
## Debian's python3 and its bindings): Qt 6's QEasingCurve and Qt Quick's SpringAnimation through
## PyQt6 offscreen, libadwaita's easings and spring durations through PyGObject under xvfb-run; each
## engine's output equal to its recording in Tests/Fixtures/engines, and `jellylab ease` equal to it.
engines: build
	@scripts/install-deps.sh test
	JELLYLAB=$(abspath $(CHECK_BIN)) PYTHONDONTWRITEBYTECODE=1 xvfb-run -a /usr/bin/python3 Tests/Engines/check_engines.py

## The measuring half on recordings made for neither (Tests/Recordings): a phone screen rendered
## with exact poses (H.264 60 and 30 fps, HEVC 10-bit 120 Hz with dropped frames, a pop-in, a fade)
## and real toolkits drawing real UI (libadwaita by x11grab under Xvfb, Qt Quick on its own clock
## and by x11grab, Chromium by its screencast), generated here; `jellylab measure` and `track | fit` on each against its truth and
## beside the OpenCV peer (Benchmarks/opencv_peer.py); the table in out/recordings/accuracy.md.
recordings: build venv
	@scripts/install-deps.sh test
	JELLYLAB=$(abspath $(CHECK_BIN)) JELLYLAB_RECORDINGS_OUT=$(abspath out/recordings) PYTHONDONTWRITEBYTECODE=1 \
	  $(VENV)/bin/pytest -q -p no:cacheprovider Tests/Recordings

## Throughput of jellylab's hot paths beside numpy/scipy in the same run (Benchmarks/): builds
## release, creates the .venv with numpy and scipy if missing, runs both, prints the ratio table.
bench: venv
	$(SWIFT) build -c release -Xswiftc -warnings-as-errors --product jellylab-bench
	$(SWIFT) build -c release -Xswiftc -warnings-as-errors --product jellylab
	@[ -x /usr/bin/time ] || { [ "$$(id -u)" -eq 0 ] && apt-get install -y -qq time >&2; } || \
	  echo "note: /usr/bin/time is missing (apt-get install time); memory is not measured" >&2
	.build/release/jellylab-bench --out out/bench
	$(VENV)/bin/python Benchmarks/numpy_peer.py --out out/bench --jellylab $(BIN)
	@$(MAKE) --no-print-directory export-counts
	@$(MAKE) --no-print-directory bench-track
	@$(MAKE) --no-print-directory bench-measure

## `jellylab track` on a 1080p 60 fps recording beside ffmpeg decoding it alone, by appearance
## (the default) and by a difference from the background (Benchmarks/track_bench.py; the table
## in docs/benchmarks.md).
bench-track: release
	@scripts/install-deps.sh test
	python3 Benchmarks/track_bench.py --jellylab $(BIN) --out out/bench

## On rendered phone recordings (Tests/Recordings/render_device.py, into out/bench/recordings):
## jellylab's own CPU time a frame beside ffmpeg's decoding on the 1080x2340 HEVC one, and
## `jellylab measure` end to end beside the OpenCV peer (Benchmarks/opencv_peer.py), time and
## accuracy (Benchmarks/measure_bench.py; the tables in out/bench/measure.md and docs/benchmarks.md).
bench-measure: release venv
	@scripts/install-deps.sh test
	$(VENV)/bin/python Benchmarks/measure_bench.py --jellylab $(BIN) --out out/bench

## The point counts of `export --format css-linear` beside Ramer-Douglas-Peucker's at the same
## bound (the table in docs/benchmarks.md).
export-counts: release
	scripts/export-point-counts.sh $(BIN)

## The long checks. First the dense numeric oracles on every random case (JELLYLAB_LONG_TESTS=1,
## see Tests/JellyTestSupport/LongTests.swift; `swift test` checks the first quarter of the same
## cases with the same tolerances): the random cut scenes, springs and shapes against DenseScan,
## and the settling times against sampling every 2e-5 s, and the spring fits' accuracy grid
## (MotionFitterAccuracyTests, which prints its table), with the same pixel-rounded recordings
## fitted by scipy's least_squares beside jellylab (Benchmarks/fit_rounding_peer.py).
## Then the equality proof of the CSV number formatter (ShortestDouble): LONG_TEST_COUNT random
## bit patterns (default 10^9) compared byte for byte with Swift's Double.description, in
## release, on LONG_TEST_THREADS threads (default 1); the default test suite checks 10^6.
LONG_TESTS := 'SpringMotionSettlingTests|DiffExtremaTests|DiffNormalizationCutTests|PresetSweepCellTests|SweepCellCutTests|AnimatedShapeCutInversionsTests|BendExtremaCutTests|MotionFitterAccuracyTests'
LONG_TEST_COUNT ?= 1e9
LONG_TEST_THREADS ?= 1
long-test: venv
	JELLYLAB_LONG_TESTS=1 $(SWIFT) test -Xswiftc -warnings-as-errors --filter $(LONG_TESTS)
	$(SWIFT) build -c release -Xswiftc -warnings-as-errors --product jellylab
	$(VENV)/bin/python Benchmarks/fit_rounding_peer.py --jellylab $(BIN)
	$(SWIFT) build -c release -Xswiftc -warnings-as-errors --product shortest-double-proof
	.build/release/shortest-double-proof $(LONG_TEST_COUNT) $(LONG_TEST_THREADS)

clean:
	rm -rf .build out

# ---- Reliability: fuzzing and sanitizers (docs/reliability.md) ----

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

## The tests the sanitizers can find something in (docs/reliability.md, "Sanitizers"), as
## `swift test --filter` patterns (Module.Suite/ or Module.Suite/test); the rest of the suite is
## arithmetic on values in one thread, where a sanitizer has nothing to watch.
## Threads, signals and child processes: under AddressSanitizer and ThreadSanitizer (the CLI's
## are all in JellyCLIProcessTests, so that these builds skip the large JellyCLITests).
SANITIZE_THREAD_TESTS := \
	'JellyMathTests\.ParallelMapTests/' \
	'JellyTextTests\.CSVWriterParallelRowsTests/' \
	'JellyIOTests\.(ActivityLine|ProgressBar)Tests/' \
	'JellyIOTests\.InterruptCleanupTests/' \
	'JellyGnuplotTests\.Gnuplot(Renderer|RendererInterrupt|Injection|RenderError)Tests/' \
	'JellyVideoTests\.(VideoDecoder|PresentationClock|FrameReadAhead)Tests/' \
	'JellyCLIProcessTests\.'
## Under AddressSanitizer only: unsafe pointers and buffers in one thread, and threads whose shared
## state is all checked Sendable (the sweep engine, the shape timeline, the sweep figure: parallelMap
## with Sendable closures over values), where Swift 6's compiler rules out data races and the one
## unchecked part, parallelMap's output buffer, is under ThreadSanitizer above.
SANITIZE_MEMORY_TESTS := \
	'JellySweepTests\.SweepTests/' \
	'JellySweepTests\.PresetSweepTests/deterministic' \
	'JellyShapesTests\.ShapeTimelineTests/threads' \
	'JellyShapesTests\.ShapeCSVTests/streamedMetrics' \
	'JellyFiguresTests\.SweepFigureTests/blocksGrowFromSmall' \
	'JellyTextTests\.(CSV[A-Za-z]*|ShortestDouble|SHA256)Tests/' \
	'JellyIOTests\.(CSV[A-Za-z]*|FileProblem|OutputTarget|AtomicFileWriter)Tests/' \
	'JellySpringsTests\.SpringMotionUniformGridTests/' \
	'JellyGeometryTests\.GaussLegendreTests/' \
	'JellyAnalysisTests\.DampedOscillationFitTests/' \
	'JellyTrackTests\.' \
	'CJellyMathTests\.'
filters = $(foreach pattern,$(1),--filter $(pattern))
## The test targets those suites live in: the sanitizer builds compile only these (Package.swift).
sanitized_targets = $(sort $(foreach pattern,$(subst ',,$(1)),$(firstword $(subst \., ,$(pattern)))))
## Leaks inside the toolchain's libraries (see the file) are suppressed; any other leak fails.
## JELLYLAB_SANITIZED tells the tests that run the instrumented jellylab for seconds to ask for
## less work (it runs 5 to 10 times slower), keeping each run as long as the unsanitized one.
SANITIZE_ENV := LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan-suppressions.txt:print_suppressions=0 \
	TSAN_OPTIONS=halt_on_error=1 JELLYLAB_SANITIZED=1

## Replays the seed corpus through normal (non-libFuzzer) builds of the fuzz targets.
fuzz-replay: build
	@for target in $(FUZZ_TARGETS); do \
	  .build/debug/fuzz-$$target Fuzz/corpus/$$target || exit 1; \
	done

## The sanitizer tests under AddressSanitizer (threads, signals, processes and unsafe memory),
## then ThreadSanitizer (threads, signals, processes), in separate build folders.
sanitize: sanitize-address sanitize-thread

sanitize-address:
	$(SANITIZE_ENV) JELLYLAB_TEST_TARGETS="$(call sanitized_targets,$(SANITIZE_THREAD_TESTS) $(SANITIZE_MEMORY_TESTS))" \
	  $(SWIFT) test --scratch-path .build-asan -Xswiftc -sanitize=address \
	  $(call filters,$(SANITIZE_THREAD_TESTS) $(SANITIZE_MEMORY_TESTS))

sanitize-thread:
	$(SANITIZE_ENV) JELLYLAB_TEST_TARGETS="$(call sanitized_targets,$(SANITIZE_THREAD_TESTS))" \
	  $(SWIFT) test --scratch-path .build-tsan -Xswiftc -sanitize=thread \
	  $(call filters,$(SANITIZE_THREAD_TESTS))
