"""`jellylab measure` and `track | fit` on recordings made for neither: a phone screen rendered
with exact poses, and real toolkits drawing real UI (libadwaita and Qt Quick captured by
ffmpeg's x11grab under Xvfb, Chromium by its screencast), each beside the OpenCV peer.

Every recording is generated here (render_device.py, record_adwaita.py, record_qtquick.py,
record_chromium.py) into $JELLYLAB_RECORDINGS_OUT (default out/recordings) with its truth. The
references are:
- the rendered recordings and libadwaita: the spring they were drawn or animated with (exact);
- Chromium: the fit of the page's own requestAnimationFrame positions (the linear() easing is
  the spring within its own bound);
- Qt Quick on its own clock (every frame one 16 ms step of Qt's animation clock, grabbed from
  the screen): the continuous spring whose 16 ms samples are SpringAnimation's steps, and for
  the eased variant the engine's own frames;
- Qt Quick captured by x11grab on the wall clock: the fit of the engine's own frames over the
  time the video shows the element.

The figures go to accuracy.md and accuracy.json in the output folder (docs/measuring.md quotes
them). Run with the repository's .venv python (numpy, opencv, playwright), JELLYLAB set to the
binary under test.
"""

import csv
import io
import json
import os
import pathlib
import shutil
import subprocess
import sys

import numpy as np
import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]
HERE = pathlib.Path(__file__).resolve().parent
OUT = pathlib.Path(os.environ.get("JELLYLAB_RECORDINGS_OUT", REPO / "out/recordings"))
JELLYLAB = os.environ.get("JELLYLAB", str(REPO / ".build/debug/jellylab"))
SYSTEM_PYTHON = "/usr/bin/python3"

# name: (generator, property, reference kind, ζ/ω0 tolerance, models)
RECORDINGS = {
    "device-h264-60": ("device", "x", "truth", 0.005, "spring,uikit"),
    "device-hevc-120": ("device", "y", "truth", 0.005, "spring,uikit"),
    "device-h264-30": ("device", "x", "truth", 0.005, "spring,uikit"),
    "device-pop": ("device", "scale", "truth", 0.01, "spring,uikit"),
    "device-pop-lossless": ("device", "scale", "truth", 0.005, "spring,uikit"),
    "device-fade": ("device", "opacity", "truth", 0.05, "spring"),
    "adwaita-spring": ("adwaita", "x", "truth", 0.005, "spring,uikit"),
    "chromium-spring": ("chromium", "y", "engine", 0.005, "spring,uikit"),
    # Qt on its own animation clock: the stepper's continuous equivalent is the truth, and the
    # eased curve (whose tolerance is an RMS share of the travel) is judged on the engine's frames.
    "qtquick-spring": ("qtquick", "y", "truth", 0.02, "spring,uikit"),
    "qtquick-easing": ("qtquick", "y", "engine-window", 0.005, "cubic-bezier"),
    # x11grab's capture times over Qt's wall-clock animation: a few percent of timing noise
    # under load (0.6 to 2 % in quiet runs, 5.3 % in a loaded one).
    "qtquick-spring-x11grab": ("qtquick", "y", "engine-window", 0.06, "spring,uikit"),
}
RESULTS = {}
# A screencast whose latency still moved by more than this (s) after its retakes
# (record_chromium.py) stamps some captures a display frame late: a timing noise that moves both
# fits by several percent (one capture in five a frame late: ζ +6 % in ours, +11 % in the peer's),
# judged with x11grab's timing tolerance.
UNSTEADY_S = 0.004
TIMING_TOLERANCE = 0.06


def judged(name):
    """(ζ/ω0 tolerance, whether the recording's clock carries timing noise)."""
    _, _, kind, tolerance, _ = RECORDINGS[name]
    if kind == "engine-window":
        return tolerance, True
    if truth(name).get("capture_latency_spread_s", 0) > UNSTEADY_S:
        return TIMING_TOLERANCE, True
    return tolerance, False


def run(command, **kwargs):
    return subprocess.run(command, capture_output=True, text=True, **kwargs)


@pytest.fixture(scope="session")
def recordings():
    """Generates every recording once (the renderer skips what is already there)."""
    OUT.mkdir(parents=True, exist_ok=True)
    steps = [
        [sys.executable, str(HERE / "render_device.py"), "--out", str(OUT)],
        [SYSTEM_PYTHON, str(HERE / "record_adwaita.py"), "--out", str(OUT)],
        [SYSTEM_PYTHON, str(HERE / "record_qtquick.py"), "--out", str(OUT)],
        [sys.executable, str(HERE / "record_chromium.py"), "--out", str(OUT), "--jellylab",
         JELLYLAB],
    ]
    for step in steps:
        script = pathlib.Path(step[1]).name
        generator = script.removesuffix(".py").removeprefix("record_").removeprefix("render_")
        names = [n for n, spec in RECORDINGS.items() if spec[0] == generator]
        # The renderer skips what it already made; an engine's recordings, once made, are kept.
        if generator != "device" and all((OUT / f"{n}.json").exists() for n in names):
            continue
        result = run(step, env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"})
        assert result.returncode == 0, f"{script}: {result.stdout}{result.stderr}"
    return OUT


def truth(name):
    return json.loads((OUT / f"{name}.json").read_text())


def video(name):
    return str(OUT / truth(name)["video"])


def fit_json(csv_text, value_column, model):
    result = run([JELLYLAB, "fit", "--input", "-", "--value-column", value_column, "--model",
                  model, "--format", "json"], input=csv_text)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def reference(name, first_seen):
    """The motion each recording is judged against (see the module's docstring)."""
    record = truth(name)
    kind = RECORDINGS[name][2]
    motion = record["motion"]
    if kind == "truth":
        return {"damping_ratio": motion["damping_ratio"],
                "natural_frequency": motion["natural_frequency"]}
    frames = record["engine_frames"]
    if kind == "engine-window":
        frames = [f for f in frames if f[0] >= first_seen - 1e-3]
    text = "t,v\n" + "".join(f"{t!r},{v!r}\n" for t, v in frames)
    model = "cubic-bezier" if RECORDINGS[name][4] == "cubic-bezier" else "spring"
    return fit_json(text, "v", model)


def bezier_value(fit, t):
    """The fitted cubic-bezier model's value at `t` s (from before its start, to after its
    duration)."""
    progress = (t - fit["start_time"]) / fit["duration"]
    if progress <= 0:
        return fit["from"]
    if progress >= 1:
        return fit["to"]

    def coordinate(s, c1, c2):
        return 3 * c1 * s * (1 - s) ** 2 + 3 * c2 * s * s * (1 - s) + s ** 3

    low, high = 0.0, 1.0
    for _ in range(60):
        middle = (low + high) / 2
        if coordinate(middle, fit["x1"], fit["x2"]) < progress:
            low = middle
        else:
            high = middle
    share = coordinate((low + high) / 2, fit["y1"], fit["y2"])
    return fit["from"] + (fit["to"] - fit["from"]) * share


def rows(text):
    return list(csv.DictReader(io.StringIO(text)))


@pytest.mark.parametrize("name", list(RECORDINGS))
def test_measure(recordings, name):
    """`measure REC` with no options: the property that moves, fitted as its reference says."""
    generator, prop, _, tolerance, models = RECORDINGS[name]
    plot = OUT / f"{name}-measure"
    result = run([JELLYLAB, "measure", video(name), "--model", models, "--format", "json",
                  "--plot", str(plot)])
    assert result.returncode in (0, 1), result.stderr
    report = json.loads(result.stdout)
    assert report["measured"] == prop, f"measured {report['measured']}, not {prop}"
    track = rows((plot / "track.csv").read_text())
    first_seen = min(float(r["t"]) for r in track if r["x"])
    ref = reference(name, first_seen)
    fits = report["fit"]["models"] if "models" in report["fit"] else [report["fit"]]
    best = next(f for f in fits if f["model"] in models.split(","))
    entry = {"name": name, "engine": truth(name)["engine"], "property": prop,
             "frames": report["frames"], "samples": report["samples"], "model": best["model"]}
    if models == "cubic-bezier":
        # A cubic Bézier's control points and duration trade off with one another (the fit
        # cannot bound them separately), so the curve itself is judged: the fitted curve
        # against the engine's own frames over the recorded window (about their median
        # offset), as a share of the travel.
        frames = [f for f in truth(name)["engine_frames"] if f[0] >= first_seen - 1e-3]
        travel = abs(best["to"] - best["from"])
        misses = np.array([bezier_value(best, t) - v for t, v in frames])
        # The found box's centre is the card's, shadow included: a constant offset.
        misses -= np.median(misses)
        entry["curve_rms"] = float(np.sqrt(np.mean(np.square(misses)))) / travel
        entry["curve"] = [best[k] for k in ("x1", "y1", "x2", "y2", "duration")]
        entry["tolerance"] = tolerance
        RESULTS.setdefault(name, {}).update(entry)
        assert entry["curve_rms"] <= tolerance, entry
        return
    entry["zeta_error"] = best["damping_ratio"] / ref["damping_ratio"] - 1
    entry["omega0_error"] = best["natural_frequency"] / ref["natural_frequency"] - 1
    entry["zeta_z"] = (best["damping_ratio"] - ref["damping_ratio"]) / best[
        "damping_ratio_stderr"] if best.get("damping_ratio_stderr") else None
    tolerance, _ = judged(name)
    entry["tolerance"] = tolerance
    entry["reference"] = {k: ref[k] for k in ("damping_ratio", "natural_frequency")}
    RESULTS.setdefault(name, {}).update(entry)
    seen = f"{entry}; capture: {truth(name).get('capture_notes', '')}"
    assert abs(entry["zeta_error"]) <= tolerance, seen
    assert abs(entry["omega0_error"]) <= tolerance, seen


@pytest.mark.parametrize("name", list(RECORDINGS))
def test_track_pipes_into_fit(recordings, name):
    """`jellylab track REC | jellylab fit --input - --value-column AXIS` works on every one."""
    axis = truth(name)["axis"] or "x"
    model = "cubic-bezier" if RECORDINGS[name][4] == "cubic-bezier" else "spring"
    command = (f"'{JELLYLAB}' track '{video(name)}' | '{JELLYLAB}' fit --input - "
               f"--value-column {axis} --model {model}")
    result = run(["/bin/bash", "-o", "pipefail", "-c", command])
    if RECORDINGS[name][2] == "truth" and truth(name)["property"] != "position":
        # The centre of a pop-in or a fade does not move: fit reads a still value as such.
        assert result.returncode in (0, 2), result.stderr
        return
    assert result.returncode == 0, result.stderr
    assert "natural_frequency" in result.stdout or "x1" in result.stdout


@pytest.mark.parametrize("name", [n for n in RECORDINGS if RECORDINGS[n][0] == "device"])
def test_rendered_positions(recordings, name):
    """On the rendered recordings, with the card's own box named (`--object`), the tracked
    centre, scale and opacity against the drawn ones: position RMS (about the mean offset) at
    most 0.1 px, the scale within 0.2 % and the opacity within 0.01 (RMS)."""
    record = truth(name)
    x, y, w, h = record["object"]
    box = f"{int(x)},{int(y)},{int(w)},{int(h)}"
    result = run([JELLYLAB, "track", video(name), "--object", box])
    assert result.returncode == 0, result.stderr
    frames = record["frames"]
    deviations, scales, opacities = [], [], []
    for row, (t, tx, ty, ts, to) in zip(rows(result.stdout), frames):
        assert abs(float(row["t"]) - t) < 1e-6
        if row["x"]:
            deviations.append((float(row["x"]) - tx, float(row["y"]) - ty))
            scales.append(float(row["scale"]) / ts - 1)
        if row["opacity"] and to > 0:
            opacities.append(float(row["opacity"]) - to)
    d = np.array(deviations)
    rms = float(np.sqrt(((d - d.mean(axis=0)) ** 2).mean()))
    entry = RESULTS.setdefault(name, {})
    entry.update({"position_rms_px": rms, "placed": len(deviations),
                  "scale_rms": float(np.sqrt(np.mean(np.square(scales)))),
                  "opacity_rms": float(np.sqrt(np.mean(np.square(opacities))))
                  if opacities else None})
    assert rms <= 0.1, entry
    if record["property"] == "scale":
        assert entry["scale_rms"] <= 0.002, entry
    if record["property"] == "opacity":
        assert entry["opacity_rms"] <= 0.01, entry


@pytest.mark.parametrize(
    "name", [n for n in RECORDINGS if RECORDINGS[n][1] in ("x", "y") and RECORDINGS[n][4] != "cubic-bezier"])
def test_at_least_as_accurate_as_opencv(recordings, name):
    """Beside the OpenCV peer (Benchmarks/opencv_peer.py: matchTemplate on the card at rest, a
    parabolic peak, scipy's least_squares) on the same recording, against the same reference:
    the larger of the ζ and ω0 errors at most the peer's (within 0.05 %), and on the rendered
    ones the position RMS at most the peer's. The x11grab capture of the Qt window carries the
    wall clock's capture times, not the engine's: both fits there share a timing noise of a few
    percent that differs from run to run (+0.62 % beside the peer's +1.82 % in one run, +0.83 %
    beside +0.50 %, +5.3 % beside +1.5 % in a loaded one), so there, and on a screencast whose
    latency stayed unsteady (`judged`), the larger error is at most the peer's or the
    tolerance."""
    entry = RESULTS.get(name, {})
    if "reference" not in entry:
        pytest.skip("measure did not run")
    peer = run([sys.executable, str(REPO / "Benchmarks/opencv_peer.py"), video(name)])
    assert peer.returncode == 0, peer.stderr
    found = json.loads(peer.stdout)
    ref = entry["reference"]
    entry["peer_zeta_error"] = found["zeta"] / ref["damping_ratio"] - 1
    entry["peer_omega0_error"] = found["omega0"] / ref["natural_frequency"] - 1
    entry["peer_position_rms_px"] = found.get("position_rms_px")
    entry["peer_tracked"] = found.get("tracked")
    ours = max(abs(entry["zeta_error"]), abs(entry["omega0_error"]))
    theirs = max(abs(entry["peer_zeta_error"]), abs(entry["peer_omega0_error"]))
    tolerance, noisy_clock = judged(name)
    seen = f"{entry}; capture: {truth(name).get('capture_notes', '')}"
    if noisy_clock:
        assert ours <= max(theirs + 0.0005, tolerance), seen
    else:
        assert ours <= theirs + 0.0005, seen
    if entry.get("position_rms_px") is not None and found.get("position_rms_px") is not None:
        assert entry["position_rms_px"] <= found["position_rms_px"] + 0.005, entry


@pytest.fixture(scope="session", autouse=True)
def accuracy_table():
    """After every test: accuracy.json and the Markdown table accuracy.md."""
    yield
    if not RESULTS:
        return
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "accuracy.json").write_text(json.dumps(RESULTS, indent=2) + "\n")

    def percent(value):
        return "" if value is None else f"{100 * value:+.2f} %"

    def pixels(value):
        return "" if value is None else f"{value:.3f}"

    lines = [
        "| recording | engine | fitted | ζ error | ω0 error | position RMS (px) | peer ζ | peer ω0 |"
        " peer RMS (px) |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for name in RECORDINGS:
        entry = RESULTS.get(name, {})
        if "curve_rms" in entry:
            shape = (f"the fitted curve within {100 * entry['curve_rms']:.3f} % of the travel"
                     " (RMS) of the engine's frames")
            lines.append(f"| {name} | {entry.get('engine', '')} | {entry.get('property', '')} |"
                         f" {shape} | | | | | |")
            continue
        lines.append(
            f"| {name} | {entry.get('engine', '')} | {entry.get('property', '')} |"
            f" {percent(entry.get('zeta_error'))} | {percent(entry.get('omega0_error'))} |"
            f" {pixels(entry.get('position_rms_px'))} | {percent(entry.get('peer_zeta_error'))} |"
            f" {percent(entry.get('peer_omega0_error'))} |"
            f" {pixels(entry.get('peer_position_rms_px'))} |")
    (OUT / "accuracy.md").write_text("\n".join(lines) + "\n")
