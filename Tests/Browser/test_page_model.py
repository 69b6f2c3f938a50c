"""The pages' model (Sources/JellyPages/Assets/page-model.js, `JLModel`), run in Debian's headless
Chromium, against `jellylab diff` on random scenes: UIKit's spring as iOS runs it (its 12 Newton
steps or the envelope's root, with or without the cut at the duration), delays, velocities,
clamped durations and damping ratios, frame rates. Every row's side, center and diff agree to
1e-9 relative (of the helpers' travel), every refined peak with `jellylab peaks scene` (its time
and value to 1e-9, as printed: t to 1e-10 s, values to 1e-9), and a scene the CLI refuses (no
iOS spring) is one the model refuses too.

Then the sweep metrics of one scene (`JLModel.sceneMetrics`, PresetSweepCell) against one-cell
`jellylab sweep` runs on the presets with random studied-helper springs, frame rates, bands,
solvers and with or without the cut: overshoot and end jump to 1e-9 relative, the peak count
exactly, the first peak and settling times to 1e-10 s + 1e-9 relative, a missing value (no peak,
no settling within 1000 s) missing in both."""

import csv
import io
import json
import pathlib
import random
import subprocess
import tempfile

from conftest import case_count

REPO = pathlib.Path(__file__).resolve().parents[2]
MODEL = REPO / "Sources/JellyPages/Assets/page-model.js"
SCENES = case_count(quick=100, long=300)
# The presets' helpers as data/presets/NAME.json stores them (the text of
# FrameDiffPreset.jsonText(), the catalog in Sources/JellyFrameDiff/FrameDiffPreset+Catalog.swift);
# no CLI command prints a preset's positions, so each sweep setting is also checked against
# `jellylab diff --preset` frame by frame, which proves these are the helpers the CLI runs.
PRESETS = REPO / "data/presets"
SWEEP_PRESETS = ["jelly", "skype", "gooey", "skype-close", "gooey-close", "bouncyview"]
SWEEP_SETTINGS = case_count(quick=90, long=260)


def random_helper(rng):
    duration = rng.choice([rng.uniform(0.05, 2.0), rng.uniform(0.05, 2.0), 0.005, 12.0])
    damping = rng.choice([rng.uniform(0.05, 1.0), rng.uniform(0.05, 1.0), 1.0, 1.3, 0.0])
    velocity = rng.choice([0.0, rng.uniform(-3, 6)])
    delay = rng.choice([0.0, rng.uniform(0, 0.3)])
    return {"duration": duration, "damping": damping, "velocity": velocity, "delay": delay}


def helper_text(helper):
    return ",".join(f"{key}={helper[key]!r}" for key in ("duration", "damping", "velocity", "delay"))


def cli_rows(jellylab, scene, command=("diff",)):
    arguments = [
        jellylab, *command, "--side", helper_text(scene["side"]), "--from", repr(scene["from"]),
        "--to", repr(scene["to"]), "--fps", repr(scene["fps"]), "--until", repr(scene["until"]),
        "--uikit-solver", scene["solver"],
    ]
    if scene["center"] is not None:
        arguments += ["--center", helper_text(scene["center"])]
    if not scene["cut"]:
        arguments.append("--free-spring")
    result = subprocess.run(arguments, capture_output=True, text=True)
    if result.returncode != 0:
        return None, result.stderr
    return list(csv.DictReader(io.StringIO(result.stdout))), result.stderr


def test_model_diff_matches_cli(jellylab, browser):
    rng = random.Random(20261205)
    page = browser.new_page()
    page.set_content("<!doctype html><title>model</title>")
    page.add_script_tag(content=MODEL.read_text())
    compared = 0
    refused = 0
    peaks = 0
    worst_time = worst_value = 0.0
    worst = 0.0
    for _ in range(SCENES):
        scene = {
            "side": random_helper(rng),
            "center": random_helper(rng) if rng.random() < 0.8 else None,
            "from": rng.choice([0.0, rng.uniform(-500, 500)]),
            "to": rng.uniform(-800, 800),
            "fps": rng.choice([60.0, 120.0, 30.0, 90.5]),
            "until": rng.uniform(0.2, 2.5),
            "solver": rng.choice(["ios", "ios", "ideal"]),
            "cut": rng.random() < 0.8,
        }
        expected, stderr = cli_rows(jellylab, scene)
        got = page.evaluate(
            """(scene) => {
              const make = (h) => JLModel.helper({ from: scene.from, to: scene.to, duration: h.duration,
                damping: h.damping, velocity: h.velocity, delay: h.delay, solver: scene.solver,
                cut: scene.cut });
              const side = make(scene.side);
              const center = scene.center ? make(scene.center) : null;
              if (side === null || (scene.center && center === null)) return null;
              return {
                rows: JLModel.diffRows(side, center, scene.fps, scene.until),
                peaks: JLModel.refinedPeaks(JLModel.scene(side, center), scene.fps, scene.until),
              };
            }""",
            scene,
        )
        if expected is None:
            assert got is None, f"the CLI refused {scene} ({stderr.strip()}), the model did not"
            refused += 1
            continue
        assert got is not None, f"the model refused {scene}, the CLI did not"
        peaks_expected, _ = cli_rows(jellylab, scene, ("peaks", "scene"))
        assert peaks_expected is not None
        assert [(p["index"], p["kind"]) for p in got["peaks"]] == [
            (int(p["index"]), p["kind"]) for p in peaks_expected], f"peaks differ: {scene}"
        for mine, theirs in zip(got["peaks"], peaks_expected):
            time_error = abs(mine["time"] - float(theirs["t"]))
            value_error = abs(mine["value"] - float(theirs["value"]))
            worst_time = max(worst_time, time_error)
            worst_value = max(worst_value, value_error)
            assert time_error <= 1e-10 + 1e-9 * mine["time"], scene
            assert value_error <= 1e-9 * max(1.0, abs(mine["value"])), scene
        peaks += len(got["peaks"])
        got = got["rows"]
        assert len(got) == len(expected), f"{len(got)} rows, the CLI {len(expected)}: {scene}"
        scale = max(abs(scene["to"] - scene["from"]), 1.0)
        for mine, theirs in zip(got, expected):
            assert mine["frame"] == int(theirs["frame"])
            assert mine["t"] == float(theirs["t"])
            for column in ("side", "center", "diff"):
                error = abs(mine[column] - float(theirs[column])) / scale
                worst = max(worst, error)
                assert error <= 1e-9, f"{column} at frame {mine['frame']}: {mine[column]} vs {theirs[column]}: {scene}"
        compared += 1
    page.close()
    print(f"page model: {compared} scenes compared with jellylab diff and peaks ({peaks} peaks),"
          f" {refused} refused by both; largest diff difference {worst:.2e} of the travel, peaks"
          f" within {worst_time:.1e} s and {worst_value:.1e} of the printed ones")
    assert compared >= 0.6 * SCENES


def preset_helpers(name):
    """The preset's side and center helper (None for a one-spring preset) as the model's helper
    arguments: from and to evaluated in its layout (ScreenExpression.evaluate(in:)), delay and
    UIKit spring arguments."""
    preset = json.loads((PRESETS / f"{name}.json").read_text())
    layout = preset["layout"]

    def position(expression):
        return (expression["width"] * layout["width"] + expression["height"] * layout["height"]
                + expression["element"] * layout["element_height"] + expression["constant"])

    def helper(spec):
        if spec is None:
            return None
        return {"from": position(spec["from"]), "to": position(spec["to"]), "delay": spec["delay"],
                "duration": spec["duration"], "damping": spec["damping_ratio"],
                "velocity": spec["initial_velocity"]}

    return helper(preset["side"]), helper(preset.get("center"))


def random_sweep_setting(rng):
    if rng.random() < 0.1:
        # A free spring iOS's Newton steps leave with a tiny decay rate (a short duration with
        # a tiny damping ratio): the settling search doubles its horizon up to 1000 s, and often
        # finds no settling there (an empty field).
        return {
            "preset": rng.choice(SWEEP_PRESETS),
            "damping": rng.choice([1e-6, 1e-5, 0.001]),
            "velocity": rng.choice([0.0, 1.0, -1.0, 3.0, -3.0, 10.0]),
            "duration": rng.choice([0.01, 0.05, 0.2]),
            "fps": rng.choice([60.0, 120.0, 30.0, 90.5, 240.0]),
            "epsilon": rng.choice([None, 0.01]),
            "solver": "ios",
            "cut": False,
        }
    return {
        "preset": rng.choice(SWEEP_PRESETS),
        # ζ in [0.9, 0.96] with a velocity away from the target: the first turn short of the
        # target, the crossing, then the cut before the next turn (SweepCell's overshoot is the
        # value just before the cut).
        "damping": rng.choice([rng.uniform(0.05, 1.0), rng.uniform(0.05, 1.0), rng.uniform(0.01, 0.2),
                               rng.uniform(0.9, 0.96), 1.0, 1.3, 0.002, 2e-4]),
        "velocity": rng.choice([0.0, rng.uniform(-3, 6), rng.uniform(-1, 2), rng.uniform(-5, -0.5)]),
        "duration": rng.choice([rng.uniform(0.1, 2.0), rng.uniform(0.1, 2.0), rng.uniform(2.0, 4.0),
                                0.005, 12.0]),
        "fps": rng.choice([60.0, 120.0, 30.0, 90.5, 240.0]),
        "epsilon": rng.choice([None, None, 0.01, 0.05, 1e-4]),
        "solver": rng.choice(["ios", "ios", "ideal"]),
        "cut": rng.random() < 0.65,
    }


def setting_arguments(setting):
    arguments = ["--preset", setting["preset"], "--damping", repr(setting["damping"]),
                 "--velocity", repr(setting["velocity"]), "--duration", repr(setting["duration"]),
                 "--fps", repr(setting["fps"]), "--uikit-solver", setting["solver"]]
    if not setting["cut"]:
        arguments.append("--free-spring")
    return arguments


def cli_sweep_cell(jellylab, setting, folder):
    """The one CSV row of `jellylab sweep` with one value per axis, or None when it refuses."""
    arguments = [jellylab, "sweep", *setting_arguments(setting), "--format", "none",
                 "--threads", "1", "--out-dir", str(folder)]
    if setting["epsilon"] is not None:
        arguments += ["--epsilon", repr(setting["epsilon"])]
    result = subprocess.run(arguments, capture_output=True, text=True)
    if result.returncode != 0:
        return None, result.stderr
    with open(folder / f"{setting['preset']}-sweep.csv", newline="") as file:
        rows = list(csv.DictReader(file))
    assert len(rows) == 1, f"{len(rows)} rows for one cell: {setting}"
    return rows[0], result.stderr


def optional(field):
    return None if field == "" else float(field)


def check_sweep_cell(jellylab, folder, setting, side, got):
    """One one-cell sweep, in its own `folder`, of the CLI against the model's `got`: None when
    both refuse it, else the largest differences and what the cell is."""
    worst = {"overshoot": 0.0, "end_jump": 0.0, "first_peak_time": 0.0, "settling_duration": 0.0,
             "diff": 0.0}
    expected, stderr = cli_sweep_cell(jellylab, setting, folder)
    if expected is None:
        assert got is None, f"the CLI refused {setting} ({stderr.strip()}), the model did not"
        return None
    assert got is not None, f"the model refused {setting}, the CLI did not"
    # The cell's spring arguments as the CSV gives them (the values in effect).
    assert float(expected["damping"]) == got["damping"], setting
    assert float(expected["velocity"]) == setting["velocity"], setting
    assert float(expected["duration"]) == got["duration"], setting
    # The scene itself: the preset's helpers with the studied one's springs, frame by frame.
    diff = subprocess.run([jellylab, "diff", *setting_arguments(setting)],
                          capture_output=True, text=True, check=True)
    rows = list(csv.DictReader(io.StringIO(diff.stdout)))
    assert len(rows) == len(got["rows"]), (
        f"{len(rows)} rows, the model {len(got['rows'])}: {setting}")
    scale = max(abs(side["to"] - side["from"]), 1.0)
    for mine, theirs in zip(got["rows"], rows):
        for column in ("side", "center", "diff"):
            error = abs(mine[column] - float(theirs[column])) / scale
            worst["diff"] = max(worst["diff"], error)
            assert error <= 1e-9, f"{column} at frame {mine['frame']}: {setting}"
    metrics = got["metrics"]
    for column, key in (("overshoot", "overshoot"), ("end_jump", "endJump")):
        theirs = float(expected[column])
        error = abs(metrics[key] - theirs) / max(abs(theirs), 1e-300)
        if metrics[key] == theirs:
            error = 0.0
        worst[column] = max(worst[column], error)
        assert error <= 1e-9, f"{column} {metrics[key]!r} vs {theirs!r}: {setting}"
    assert metrics["peakCount"] == int(expected["peak_count"]), (
        f"peak_count {metrics['peakCount']} vs {expected['peak_count']}: {setting}")
    for column, key in (("first_peak_time", "firstPeakTime"),
                        ("settling_duration", "settlingDuration")):
        theirs = optional(expected[column])
        mine = metrics[key]
        if theirs is None or mine is None:
            assert theirs is None and mine is None, f"{column} {mine} vs {theirs}: {setting}"
            continue
        error = abs(mine - theirs)
        worst[column] = max(worst[column], error)
        assert error <= 1e-10 + 1e-9 * abs(theirs), (
            f"{column} {mine!r} vs {theirs!r}: {setting}")
    return {"worst": worst, "peak_count": metrics["peakCount"], "free": not setting["cut"],
            "ideal": setting["solver"] == "ideal", "no_peak": expected["first_peak_time"] == "",
            "unsettled": expected["settling_duration"] == ""}


def test_model_sweep_metrics_match_cli(jellylab, browser, parallel):
    rng = random.Random(20261211)
    page = browser.new_page()
    page.set_content("<!doctype html><title>model</title>")
    page.add_script_tag(content=MODEL.read_text())
    helpers = {name: preset_helpers(name) for name in SWEEP_PRESETS}

    def evaluate(setting):
        side, center = helpers[setting["preset"]]
        return page.evaluate(
            """([setting, side, center]) => {
              const make = (h, studied) => JLModel.helper({ from: h.from, to: h.to, delay: h.delay,
                duration: studied ? setting.duration : h.duration,
                damping: studied ? setting.damping : h.damping,
                velocity: studied ? setting.velocity : h.velocity,
                solver: setting.solver, cut: setting.cut });
              const sideHelper = make(side, true);
              const centerHelper = center ? make(center, false) : null;
              if (sideHelper === null || (center && centerHelper === null)) return null;
              const scene = JLModel.scene(sideHelper, centerHelper);
              const end = JLModel.animationEnd(scene);
              const options = { fps: setting.fps };
              if (setting.epsilon !== null) options.epsilon = setting.epsilon;
              return {
                duration: sideHelper.duration,
                damping: sideHelper.dampingRatio,
                end,
                rows: JLModel.diffRows(sideHelper, centerHelper, setting.fps, end),
                metrics: JLModel.sceneMetrics(scene, options),
              };
            }""",
            [setting, side, center],
        )

    settings = [random_sweep_setting(rng) for _ in range(SWEEP_SETTINGS)]
    models = [evaluate(setting) for setting in settings]
    page.close()
    with tempfile.TemporaryDirectory() as folder:
        folder = pathlib.Path(folder)
        results = parallel(
            lambda item: check_sweep_cell(jellylab, folder / str(item[0]), item[1],
                                          helpers[item[1]["preset"]][0], item[2]),
            [(index, setting, model) for index, (setting, model) in enumerate(zip(settings, models))])
    cells = [cell for cell in results if cell is not None]
    compared, refused = len(cells), len(results) - len(cells)
    worst = {key: max([0.0] + [cell["worst"][key] for cell in cells]) for key in
             ("overshoot", "end_jump", "first_peak_time", "settling_duration", "diff")}
    largest_count = max([0] + [cell["peak_count"] for cell in cells])
    free, ideal, no_peak, unsettled = (sum(cell[key] for cell in cells)
                                       for key in ("free", "ideal", "no_peak", "unsettled"))
    print(f"page model: {compared} one-cell sweeps compared with jellylab sweep ({refused} refused by"
          f" both, {no_peak} without a peak, {unsettled} unsettled within 1000 s, up to"
          f" {largest_count} peaks); largest relative difference overshoot {worst['overshoot']:.1e},"
          f" end_jump {worst['end_jump']:.1e}; largest difference first_peak_time"
          f" {worst['first_peak_time']:.1e} s, settling_duration {worst['settling_duration']:.1e} s"
          f" (allowed 1e-10 s + 1e-9 relative); scenes' diff within {worst['diff']:.1e} of the"
          f" travel; {free} free springs, {ideal} with the ideal solver")
    assert compared >= 0.75 * SWEEP_SETTINGS
    assert min(free, ideal, no_peak, unsettled) > 0, (free, ideal, no_peak, unsettled)
