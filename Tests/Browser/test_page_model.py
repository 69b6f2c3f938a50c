"""The pages' model (Sources/JellyFigures/Page/Assets/page-model.js, `JLModel`), run in Debian's headless
Chromium, against `jellylab diff` on random scenes: UIKit's spring as iOS runs it (its 12 Newton
steps or the envelope's root, with or without the cut at the duration), delays, velocities,
clamped durations and damping ratios, frame rates. Every row's side, center and diff agree to
1e-9 relative (of the helpers' travel), every refined peak with `jellylab peaks scene` (its time
and value to 1e-9, as printed: t to 1e-10 s, values to 1e-9), and a scene the CLI refuses (no
iOS spring) is one the model refuses too."""

import csv
import io
import json
import pathlib
import random
import subprocess

REPO = pathlib.Path(__file__).resolve().parents[2]
MODEL = REPO / "Sources/JellyFigures/Page/Assets/page-model.js"
SCENES = 300


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
    assert compared >= 200
