"""Real-browser check of `jellylab export` (css-linear, css-keyframes, waapi) in Debian's chromium.

For each source, one page (a file:// page holding no network reference) animates the registered
custom property --jellylab-progress three ways: (a) the exported linear() over unit keyframes
0 -> 1, (b) the exported @keyframes, (c) the exported WAAPI keyframes through element.animate.
Every animation is paused and seeked through `animation.currentTime` to the times of jellylab's
own exact curve (`spring --samples N --until D`, `ease --samples N`, `diff --fps F --until D`,
N = 401 including 0 and the end); the computed value must match the curve within E (the
report's bound), and within the report's certified error, plus R: the browser's own rounding,
measured on the same page with identity animations (keyframes 0 -> 1 and -pi/3 -> e, easing
linear, same duration and seek times).
Run with `make browser` (JELLYLAB=<binary> .venv/bin/pytest Tests/Browser); the figures go to
out/browser/summary.json and the terminal summary.
"""

import csv
import io
import json
import math
import re
import subprocess

import pytest

SEEK_INTERVALS = 400
DEFAULT_BOUND = 0.001
# Chromium serializes a <number> with 6 significant digits: a value of magnitude <= 2 is off by
# at most 5e-6. A larger R would mean the control is broken, not that the export is tolerable.
MAX_BROWSER_ROUNDING = 1e-5
# Ends of the wide control: values at the seek times i/N of the duration have many digits (with
# ends -1 and 2 they would be short decimals that serialize exactly and hide the rounding).
WIDE = (-math.pi / 3, math.e)

SOURCES = {
    "uikit --duration 1 --damping 0.5": ["--duration", "1", "--damping", "0.5"],
    "core-animation --mass 1 --stiffness 100 --damping-coefficient 10": [
        "--mass", "1", "--stiffness", "100", "--damping-coefficient", "10"],
    "swiftui --response 0.5 --damping 0.7 --velocity 1": [
        "--response", "0.5", "--damping", "0.7", "--velocity", "1"],
    "swiftui --duration 0.6 --bounce 0.3 --max-error 0.01": [
        "--duration", "0.6", "--bounce", "0.3", "--max-error", "0.01"],
    "ease --curve easeOutElastic --duration 1": ["--curve", "easeOutElastic", "--duration", "1"],
    "diff --preset skype": ["--preset", "skype"],
}
FORMATS = ("css-linear", "css-keyframes", "waapi")
ELEMENTS = {"css-linear": "linear", "css-keyframes": "keyframes", "waapi": "waapi"}


def option(args, name, default=None):
    return args[args.index(name) + 1] if name in args else default


def without(args, *names):
    """args without the given options and their values."""
    kept, skip = [], False
    for arg in args:
        if skip:
            skip = False
        elif arg in names:
            skip = True
        else:
            kept.append(arg)
    return kept


def run_csv(jellylab, args):
    out = subprocess.run([jellylab, *args], check=True, capture_output=True, text=True).stdout
    return list(csv.DictReader(io.StringIO(out)))


_EXPORTS = {}


def export(jellylab, fmt, source, tmp_dir):
    """(snippet text, report dict) of `jellylab export --format fmt <source> --report FILE`."""
    key = (fmt, tuple(source))
    if key not in _EXPORTS:
        report_path = tmp_dir / f"report-{fmt}.json"
        done = subprocess.run(
            [jellylab, "export", "--format", fmt, *source, "--report", str(report_path)],
            capture_output=True, text=True)
        assert done.returncode == 0, f"export {fmt} {source}: {done.stderr}"
        _EXPORTS[key] = (done.stdout, json.loads(report_path.read_text()))
    return _EXPORTS[key]


def exact_curve(jellylab, source, duration, scale):
    """[(t in s, exact value)] from jellylab's own commands, SEEK_INTERVALS + 1 times from 0 to
    the export's duration."""
    count = SEEK_INTERVALS + 1
    if "--preset" in source:
        fps = SEEK_INTERVALS / duration
        # a hair past the duration, so that the frame n/F = D survives the rounding of n/F
        rows = run_csv(jellylab, ["diff", *source, "--fps", repr(fps),
                                  "--until", repr(duration * (1 + 1e-12))])
        curve = [(float(r["t"]), float(r["diff"]) / scale) for r in rows]
    elif "--curve" in source:
        rows = run_csv(jellylab, ["ease", *without(source, "--duration", "--max-error"),
                                  "--samples", str(count)])
        curve = [(float(r["t"]) * duration, float(r["value"])) for r in rows]
    else:
        rows = run_csv(jellylab, ["spring", *without(source, "--max-error"),
                                  "--samples", str(count), "--until", repr(duration)])
        curve = [(float(r["t"]), float(r["value"])) for r in rows]
    assert len(curve) == count, f"expected {count} exact samples, got {len(curve)}"
    assert curve[0][0] == 0 and math.isclose(curve[-1][0], duration, rel_tol=1e-9)
    return curve


PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><title>jellylab export in the browser</title>
<style>
@property --jellylab-progress {{ syntax: "<number>"; inherits: false; initial-value: 0; }}
@keyframes jellylab-harness-unit {{
  from {{ --jellylab-progress: 0; }} to {{ --jellylab-progress: 1; }} }}
@keyframes jellylab-harness-wide {{
  from {{ --jellylab-progress: {wide_from!r}; }} to {{ --jellylab-progress: {wide_to!r}; }} }}
#linear {{ animation-name: jellylab-harness-unit; animation-fill-mode: both;
{css_linear}
}}
#control-unit {{ animation: jellylab-harness-unit {duration_ms}ms linear both; }}
#control-wide {{ animation: jellylab-harness-wide {duration_ms}ms linear both; }}
</style>
<style>
{css_keyframes}
</style>
<script>
function jellylabAnimate(element) {{
{waapi}
  return element.animate(jellylabKeyframes, jellylabTiming);
}}
</script>
</head><body>
<div id="linear"></div>
<div id="keyframes" class="jellylab"></div>
<div id="waapi"></div>
<div id="control-unit"></div>
<div id="control-wide"></div>
<script>jellylabAnimate(document.getElementById("waapi"));</script>
</body></html>
"""

SEEK = """(times) => {
  const reads = {}, counts = {};
  let timeDrift = 0;
  for (const id of ["linear", "keyframes", "waapi", "control-unit", "control-wide"]) {
    const element = document.getElementById(id);
    const animations = element.getAnimations();
    counts[id] = animations.length;
    if (animations.length !== 1) continue;
    const animation = animations[0];
    animation.pause();
    reads[id] = times.map((t) => {
      animation.currentTime = t;
      timeDrift = Math.max(timeDrift, Math.abs(animation.currentTime - t));
      return getComputedStyle(element).getPropertyValue("--jellylab-progress");
    });
  }
  return { reads, counts, timeDrift };
}"""


def build_page(snippets, duration_ms):
    for fmt, text in snippets.items():
        assert "</style" not in text and "</script" not in text, f"{fmt} text closes its tag"
    return PAGE.format(css_linear=snippets["css-linear"], css_keyframes=snippets["css-keyframes"],
                       waapi=snippets["waapi"], duration_ms=duration_ms, wide_from=WIDE[0],
                       wide_to=WIDE[1])


def seek_page(browser, path, times_ms):
    """Loads the page, seeks every animation to times_ms; returns (reads, counts, drift)."""
    page = browser.new_page()
    requests, errors = [], []
    page.on("request", lambda request: requests.append(request.url))
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        page.goto(path.as_uri())
        result = page.evaluate(SEEK, times_ms)
    finally:
        page.close()
    assert requests == [path.as_uri()], f"the page made other requests: {requests}"
    assert errors == [], f"console errors: {errors}"
    return result


def parse(value):
    assert value.strip() != "", "--jellylab-progress is not animated"
    return float(value)


def check_source(jellylab, browser, name, source, tmp_path, mutate_linear=None):
    """Exports, builds and seeks one page; returns {format: row} of errors and the R found."""
    exports = {fmt: export(jellylab, fmt, source, tmp_path) for fmt in FORMATS}
    snippets = {fmt: text for fmt, (text, _) in exports.items()}
    if mutate_linear is not None:
        snippets["css-linear"] = mutate_linear(snippets["css-linear"])
    report = exports["css-linear"][1]
    duration = report["duration_s"]
    for fmt, (_, other) in exports.items():
        assert other["format"] == fmt
        for key in ("duration_s", "scale", "start_value", "end_value", "bound"):
            assert other[key] == report[key], f"{fmt} report {key} differs from css-linear's"
    bound = float(option(source, "--max-error", DEFAULT_BOUND))
    assert report["bound"] == bound
    curve = exact_curve(jellylab, source, duration, report["scale"])
    assert report["start_value"] == pytest.approx(curve[0][1], abs=1e-12)
    # a free spring is cut where it stays within E/20 of its target and ends exactly on it
    assert abs(report["end_value"] - curve[-1][1]) <= bound

    duration_ms = repr(duration * 1000)
    page_path = tmp_path / "page.html"
    page_path.write_text(build_page(snippets, duration_ms))
    times_ms = [t * 1000 for t, _ in curve]
    result = seek_page(browser, page_path, times_ms)
    assert result["counts"] == {"linear": 1, "keyframes": 1, "waapi": 1, "control-unit": 1,
                                "control-wide": 1}
    reads = {id: [parse(v) for v in values] for id, values in result["reads"].items()}

    d_ms = float(duration_ms)
    unit = [t / d_ms for t in times_ms]
    wide = [WIDE[0] + (WIDE[1] - WIDE[0]) * t / d_ms for t in times_ms]
    rounding = max(
        max(abs(r - v) for r, v in zip(reads["control-unit"], unit)),
        max(abs(r - v) for r, v in zip(reads["control-wide"], wide)))
    assert rounding <= MAX_BROWSER_ROUNDING, f"control animations off by {rounding}"

    rows = {}
    for fmt in FORMATS:
        errors = [abs(r - v) for r, (_, v) in zip(reads[ELEMENTS[fmt]], curve)]
        worst = max(range(len(errors)), key=errors.__getitem__)
        rows[fmt] = {
            "source": name, "format": fmt, "max_error": errors[worst],
            "at_s": curve[worst][0], "bound": bound,
            "certified_error": exports[fmt][1]["certified_error"],
            "measured_error": exports[fmt][1].get("measured_error"),
            "browser_rounding": rounding, "seeks": len(curve),
            "stops": exports[fmt][1]["points"], "duration_s": duration,
            "current_time_drift_ms": result["timeDrift"],
        }
    return rows


@pytest.mark.parametrize("name", list(SOURCES))
def test_export_matches_exact_curve_in_chromium(jellylab, browser, summary, tmp_path, name):
    rows = check_source(jellylab, browser, name, SOURCES[name], tmp_path)
    summary.extend(rows.values())
    for fmt, row in rows.items():
        assert row["max_error"] <= row["bound"] + row["browser_rounding"], (
            f"{name} {fmt}: {row['max_error']} at t = {row['at_s']} s exceeds "
            f"E {row['bound']} + R {row['browser_rounding']}")
        # the browser interpolates the stops as jellylab does, so the report's own claim holds too
        assert row["max_error"] <= row["certified_error"] + row["browser_rounding"], (
            f"{name} {fmt}: {row['max_error']} at t = {row['at_s']} s exceeds the certified "
            f"error {row['certified_error']} + R {row['browser_rounding']}")


def test_check_catches_a_wrong_duration(jellylab, browser, tmp_path):
    """The harness is not blind: a linear() animation 2 % too long misses the curve by more than
    E + R (while the two untouched formats still pass on the same page)."""
    name = "uikit --duration 1 --damping 0.5"

    def stretch(text):
        return re.sub(r"(animation-duration:\s*)([0-9.eE+-]+)ms",
                      lambda m: f"{m.group(1)}{float(m.group(2)) * 1.02!r}ms", text)

    rows = check_source(jellylab, browser, name, SOURCES[name], tmp_path, mutate_linear=stretch)
    tolerance = DEFAULT_BOUND + rows["css-linear"]["browser_rounding"]
    assert rows["css-linear"]["max_error"] > tolerance
    assert rows["css-keyframes"]["max_error"] <= tolerance
    assert rows["waapi"]["max_error"] <= tolerance
