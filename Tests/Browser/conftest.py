"""Fixtures of the browser check: the jellylab binary, one headless Chromium, the summary file,
and a map over items on one thread per core (for checks that start a jellylab per item)."""

import concurrent.futures
import json
import os
import pathlib
import shutil

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]
SUMMARY_ROWS = []
# Whether the random-case checks run every case (`make long-test`, JELLYLAB_LONG_TESTS=1).
LONG_TESTS = os.environ.get("JELLYLAB_LONG_TESTS") == "1"


def case_count(quick, long):
    """How many seeded random cases a dense check runs: `long` with JELLYLAB_LONG_TESTS=1, else
    `quick`, the first cases of the same sequence (as the Swift tests' `LongTests.count`)."""
    return long if LONG_TESTS else quick


@pytest.fixture(scope="session")
def jellylab():
    """Absolute path of the jellylab binary under test ($JELLYLAB, default the release build)."""
    path = pathlib.Path(os.environ.get("JELLYLAB", REPO / ".build/release/jellylab")).resolve()
    if not os.access(path, os.X_OK):
        pytest.fail(f"no jellylab binary at {path} (build it: make release, or set JELLYLAB)")
    return str(path)


@pytest.fixture(scope="session")
def browser():
    """Debian's chromium, headless, launched once for the whole run (Playwright's own
    browser download is not used)."""
    from playwright.sync_api import sync_playwright

    executable = shutil.which("chromium")
    if executable is None:
        pytest.fail("chromium is missing (scripts/install-deps.sh installs Debian's chromium)")
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=executable, args=["--no-sandbox"])
        yield launched
        launched.close()


@pytest.fixture(scope="session")
def parallel():
    """`parallel(function, items)`: `[function(item) for item in items]`, computed on one thread
    per core, so that the jellylab processes the items start run side by side. The page (not
    thread-safe) is driven before, on the test's own thread; the first exception is raised."""

    def parallel_map(function, items):
        with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            return list(pool.map(function, items))

    return parallel_map


@pytest.fixture(scope="session")
def summary():
    """Rows of out/browser/summary.json: one per source and format (written at the end)."""
    return SUMMARY_ROWS


def pytest_sessionfinish(session, exitstatus):
    if not SUMMARY_ROWS:
        return
    out = pathlib.Path(os.environ.get("JELLYLAB_BROWSER_OUT", REPO / "out/browser"))
    out.mkdir(parents=True, exist_ok=True)
    (out / "summary.json").write_text(json.dumps(SUMMARY_ROWS, indent=2) + "\n")


def pytest_terminal_summary(terminalreporter):
    if not SUMMARY_ROWS:
        return
    terminalreporter.section("jellylab export in Chromium")
    for row in SUMMARY_ROWS:
        terminalreporter.write_line(
            f"{row['source']:<64} {row['format']:<13} max error {row['max_error']:.3e}  "
            f"E {row['bound']:g}  certified {row['certified_error']:.3e}  "
            f"R {row['browser_rounding']:.1e}  seeks {row['seeks']}  stops {row['stops']}")
