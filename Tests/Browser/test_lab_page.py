"""The page of `jellylab lab`, opened from disk in Debian's headless Chromium and driven through
`window.jellylab.set({...})` / `state()`: for random settings its diff rows, refined peaks,
metrics, shape metrics and inverted intervals equal `jellylab diff`, `peaks scene`, `sweep`,
`shape --metrics` and `shape --inversions` (1e-9 relative), its CSS `linear()` stays within its
stated bound of the exact spring as `jellylab spring` samples it, and its code equals
`jellylab export`'s. Also: the URL fragment reproduces a view, the command lines it shows
reproduce its numbers, the controls are labelled and keyboard-driven, the file stays under
150 KB and requests nothing, the charts' legends cover no curve, peak or cut label at the
extremes of the controls, the script time of one interaction (reported, not asserted), and
the README's screenshot (docs/figures/lab.png; with JELLYLAB_SCREENSHOTS=DIR written to
DIR/lab.png)."""

import csv
import io
import os
import pathlib
import random
import shlex
import statistics
import subprocess
import tempfile

from conftest import case_count

REPO = pathlib.Path(__file__).resolve().parents[2]
SETTINGS = case_count(quick=80, long=230)
PRESETS = ["jelly", "skype", "gooey", "skype-close", "gooey-close", "bouncyview"]
SCREENSHOT = REPO / "docs/figures/lab.png"


def run(jellylab, *arguments):
    result = subprocess.run([jellylab, *arguments], capture_output=True, text=True)
    return result


def rows(text):
    return list(csv.DictReader(io.StringIO(text)))


def close(mine, theirs, scale=1.0, tolerance=1e-9):
    return abs(mine - theirs) <= tolerance * max(abs(theirs), scale)


def random_setting(rng, presets):
    name = rng.choice(PRESETS)
    preset = presets[name]

    def helper(base):
        return {
            "duration": rng.choice([base["duration"], rng.uniform(0.1, 2.0), rng.uniform(0.1, 2.0), 0.005, 11.0]),
            "damping": rng.choice([base["damping"], rng.uniform(0.1, 1.0), rng.uniform(0.1, 1.0), 1.0, 1.25]),
            "velocity": rng.choice([base["velocity"], 0.0, rng.uniform(-3, 6)]),
            "delay": rng.choice([base["delay"], 0.0, rng.uniform(0, 0.3)]),
        }

    setting = {
        "preset": name,
        "side": helper(preset["side"]),
        "fps": rng.choice([60, 60, 120, 30, 90.5]),
        "solver": rng.choice(["ios", "ios", "ideal"]),
        "cut": rng.random() < 0.75,
        "maxError": rng.choice([0.001, 0.01, 0.0002, rng.uniform(1e-4, 0.02)]),
    }
    if preset["center"] is not None:
        setting["center"] = helper(preset["center"])
    return setting


def scene_arguments(setting):
    words = ["--preset", setting["preset"]]
    for role in ("side", "center"):
        if role in setting:
            for key in ("duration", "damping", "velocity", "delay"):
                words += [f"--{role}-{key}", repr(setting[role][key])]
    if setting["solver"] != "ios":
        words += ["--uikit-solver", setting["solver"]]
    if not setting["cut"]:
        words.append("--free-spring")
    return words + ["--fps", repr(setting["fps"])]


def linear_stops(text):
    """The stops of a CSS linear() function: (input, output) pairs with the spec's defaults
    (first 0 %, last 100 %, missing inputs spread evenly, inputs never below an earlier one)."""
    body = text[text.index("linear(") + len("linear("):text.rindex(")")]
    stops = []
    for item in body.split(","):
        parts = item.split()
        output = float(parts[0])
        inputs = [float(p.rstrip("%")) / 100 for p in parts[1:]]
        if not inputs:
            stops.append([output, None])
        for x in inputs:
            stops.append([output, x])
    if stops[0][1] is None:
        stops[0][1] = 0.0
    if stops[-1][1] is None:
        stops[-1][1] = 1.0
    largest = 0.0
    for stop in stops:
        if stop[1] is not None:
            stop[1] = max(stop[1], largest)
            largest = stop[1]
    i = 0
    while i < len(stops):
        if stops[i][1] is None:
            j = i
            while stops[j][1] is None:
                j += 1
            a, b = stops[i - 1][1], stops[j][1]
            for k in range(i, j):
                stops[k][1] = a + (b - a) * (k - i + 1) / (j - i + 1)
            i = j
        i += 1
    return [(x, y) for y, x in stops]


def linear_value(stops, x):
    """linear() at input x, from the right at a repeated input (the later stop wins)."""
    for k in range(len(stops) - 1, -1, -1):
        if stops[k][0] <= x:
            if k == len(stops) - 1 or stops[k + 1][0] == stops[k][0]:
                return stops[k][1]
            (x0, y0), (x1, y1) = stops[k], stops[k + 1]
            return y0 + (y1 - y0) * (x - x0) / (x1 - x0)
    return stops[0][1]


def linear_error(jellylab, setting, linear, duration_s):
    """The largest |linear() − exact progress| of the side helper's spring over [0, duration),
    the exact curve sampled by `jellylab spring` on 4001 times."""
    side = setting["side"]
    arguments = ["spring", "--duration", repr(side["duration"]), "--damping", repr(side["damping"]),
                 "--velocity", repr(side["velocity"]), "--from", "0", "--to", "1",
                 "--samples", "4001", "--until", repr(duration_s)]
    if setting["solver"] != "ios":
        arguments += ["--uikit-solver", setting["solver"]]
    if not setting["cut"]:
        arguments.append("--free-spring")
    result = run(jellylab, *arguments)
    assert result.returncode == 0, result.stderr
    stops = linear_stops(linear["text"])
    worst = 0.0
    for row in rows(result.stdout):
        t = float(row["t"])
        if t >= duration_s:
            continue  # the cut: linear() ends on 1 at 100 %, as the animation does
        worst = max(worst, abs(linear_value(stops, t / duration_s) - float(row["value"])))
    return worst


def check_setting(jellylab, presets, out, index, setting, state):
    """One setting of the page against the CLI: None when both refuse it, else the largest
    differences and the number of peaks compared."""
    worst = {"rows": 0.0, "peaks": 0.0, "metrics": 0.0, "shape": 0.0, "inversions": 0.0, "linear": 0.0}
    arguments = scene_arguments(setting)
    diff = run(jellylab, "diff", *arguments)
    if "error" in state:
        assert diff.returncode == 2, f"the page refused {setting}: {state['error']}; the CLI did not"
        return None
    assert diff.returncode == 0, f"the CLI refused {setting}: {diff.stderr}; the page did not"
    scale = max(abs(presets[setting["preset"]]["side"]["to"] - presets[setting["preset"]]["side"]["from"]), 1.0)
    expected = rows(diff.stdout)
    assert len(state["rows"]) == len(expected), setting
    for mine, theirs in zip(state["rows"], expected):
        for column in ("t", "side", "center", "diff"):
            error = abs(mine[column] - float(theirs[column])) / scale
            worst["rows"] = max(worst["rows"], error)
            assert error <= 1e-9, (column, mine, theirs, setting)
    expected = rows(run(jellylab, "peaks", "scene", *arguments).stdout)
    assert [(p["index"], p["kind"]) for p in state["peaks"]] == [(int(p["index"]), p["kind"]) for p in expected], setting
    for mine, theirs in zip(state["peaks"], expected):
        worst["peaks"] = max(worst["peaks"], abs(mine["time"] - float(theirs["t"])), abs(mine["value"] - float(theirs["value"])) / scale)
        assert abs(mine["time"] - float(theirs["t"])) <= 1e-10 + 1e-9 * mine["time"], setting
        assert close(mine["value"], float(theirs["value"]), scale), setting
    peaks = len(expected)
    shape = rows(run(jellylab, "shape", "--metrics", *arguments).stdout)
    assert len(shape) == len(state["shapes"]), setting
    columns = {"area": "area", "bbox_min_x": "minX", "bbox_min_y": "minY", "bbox_max_x": "maxX",
               "bbox_max_y": "maxY", "edge_length": "edgeLength", "bulge": "bulge", "inverted": "inverted"}
    size_scale = max(float(shape[0]["bbox_max_x"]) - float(shape[0]["bbox_min_x"]), 1.0)
    for mine, theirs in zip(state["shapes"], shape):
        for column, key in columns.items():
            unit = size_scale ** 2 if column == "area" else size_scale
            error = abs(mine[key] - float(theirs[column])) / max(abs(float(theirs[column])), unit)
            worst["shape"] = max(worst["shape"], error)
            assert error <= 1e-9, (column, mine[key], theirs[column], theirs["frame"], setting)
    inversions = rows(run(jellylab, "shape", "--inversions", *arguments).stdout)
    assert len(inversions) == len(state["inversions"]), (inversions, state["inversions"], setting)
    for mine, theirs in zip(state["inversions"], inversions):
        for key, column in (("start", "start"), ("end", "end"), ("deepestTime", "deepest_t")):
            worst["inversions"] = max(worst["inversions"], abs(mine[key] - float(theirs[column])))
            assert abs(mine[key] - float(theirs[column])) <= 1e-9, (key, mine, theirs, setting)
        assert mine["clipped"] == (theirs["clipped"] == "1")
    sweep_dir = out / f"sweep-{index}"
    side = setting["side"]
    sweep_arguments = [a for a in arguments]
    for key, option in (("duration", "--duration"), ("damping", "--damping"), ("velocity", "--velocity")):
        at = sweep_arguments.index(f"--side-{key}")
        sweep_arguments[at] = option
    sweep = run(jellylab, "sweep", *sweep_arguments, "--format", "none", "--out-dir", str(sweep_dir))
    assert sweep.returncode == 0, sweep.stderr
    cell = rows((sweep_dir / f"{setting['preset']}-sweep.csv").read_text())[0]
    for key, column in (("overshoot", "overshoot"), ("peakCount", "peak_count"), ("firstPeakTime", "first_peak_time"),
                        ("settlingDuration", "settling_duration"), ("endJump", "end_jump")):
        mine, theirs = state["metrics"][key], cell[column]
        if theirs == "":
            assert mine is None, (key, mine, setting)
            continue
        error = abs(mine - float(theirs))
        worst["metrics"] = max(worst["metrics"], error)
        assert error <= 1e-9 * max(1.0, abs(float(theirs))), (key, mine, theirs, setting)
    linear = state["export"]["linear"]
    duration_s = linear["duration"]
    error = linear_error(jellylab, setting, linear, duration_s)
    worst["linear"] = max(worst["linear"], error / linear["bound"])
    assert error <= linear["bound"], (error, linear, setting)
    assert linear["certifiedError"] <= linear["bound"]
    if index % 10 == 0:
        for key, form in (("swiftui", "swiftui"), ("uikit", "uikit"), ("coreAnimation", "core-animation"), ("android", "android")):
            if key == "uikit" and setting["solver"] != "ios":
                continue
            spring = ["--duration", repr(side["duration"]), "--damping", repr(side["damping"]), "--velocity", repr(side["velocity"])]
            if setting["solver"] != "ios":
                spring += ["--uikit-solver", setting["solver"]]
            if not setting["cut"]:
                spring.append("--free-spring")
            exported = run(jellylab, "export", "--format", form, *spring)
            assert exported.returncode == 0, exported.stderr
            assert state["export"]["snippets"][key] == exported.stdout, (key, setting)
    return worst, peaks


def test_lab_page(jellylab, browser, summary, parallel):
    out = pathlib.Path(tempfile.mkdtemp(prefix="jellylab-lab-"))
    path = out / "lab.html"
    result = run(jellylab, "lab", "--out", str(path))
    assert result.returncode == 0, result.stderr
    size = path.stat().st_size
    assert size < 150_000, f"the page is {size} bytes"
    page = browser.new_page(viewport={"width": 1360, "height": 1000})
    requests = []
    page.on("request", lambda request: requests.append(request.url) if not request.url.startswith(("file:", "data:")) else None)
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(path.as_uri())
    presets = {p["name"]: p for p in page.evaluate("JSON.parse(document.getElementById('jellylab-data').textContent).presets")}
    rng = random.Random(20261205)
    settings = [random_setting(rng, presets) for _ in range(SETTINGS)]
    states = [page.evaluate("(s) => window.jellylab.set(s)", setting) for setting in settings]
    results = parallel(lambda item: check_setting(jellylab, presets, out, *item),
                       [(index, setting, state) for index, (setting, state) in enumerate(zip(settings, states))])
    checked = [result for result in results if result is not None]
    compared, refused = len(checked), len(results) - len(checked)
    peaks_compared = sum(peaks for _, peaks in checked)
    worst = {key: max([0.0] + [differences[key] for differences, _ in checked]) for key in
             ("rows", "peaks", "metrics", "shape", "inversions", "linear")}
    assert compared >= 0.8 * SETTINGS, (compared, refused)
    print(f"lab page: {compared} settings equal to the CLI ({peaks_compared} peaks), {refused} refused by both; "
          f"largest differences: rows {worst['rows']:.1e} of the travel, peaks {worst['peaks']:.1e}, metrics "
          f"{worst['metrics']:.1e}, shape metrics {worst['shape']:.1e} relative, inversions {worst['inversions']:.1e} s; "
          f"linear() error at most {worst['linear']:.3f} of its bound")
    assert not errors, errors
    assert not requests, requests
    page.close()


def test_lab_page_fragment_commands_keyboard(jellylab, browser):
    out = pathlib.Path(tempfile.mkdtemp(prefix="jellylab-lab-"))
    path = out / "lab.html"
    assert run(jellylab, "lab", "--preset", "skype", "--out", str(path)).returncode == 0
    page = browser.new_page(viewport={"width": 1360, "height": 1000})
    page.goto(path.as_uri())
    state = page.evaluate("window.jellylab.set({ side: { damping: 0.42, velocity: 1.5 }, fps: 120, solver: 'ideal' })")
    fragment = state["fragment"]
    page.wait_for_function("(f) => location.hash === f", arg=fragment)
    # The link reproduces the view in a fresh page.
    other = browser.new_page()
    other.goto(path.as_uri() + fragment)
    again = other.evaluate("window.jellylab.state()")
    assert again["settings"] == state["settings"]
    assert again["rows"] == state["rows"] and again["peaks"] == state["peaks"]
    # Editing the fragment by hand applies it.
    other.evaluate("location.hash = '#preset=gooey&side-damping=0.6'")
    other.wait_for_function("() => window.jellylab.state().settings.preset === 'gooey'")
    assert other.evaluate("window.jellylab.state().settings.side.damping") == 0.6
    # A bad value in a link is named and left out, the others apply, and the address shows the
    # setting in effect; a bad percent-escape is named too.
    # The address differs in its fragment alone, so the page applies it on hashchange, later.
    other.goto(path.as_uri() + "#side-damping=-1&max-error=0.5&side-velocity=0x10&cut=false")
    other.wait_for_function(
        "() => document.getElementById('settings-error').textContent.includes('side-damping')")
    assert "side-velocity" in other.inner_text("#settings-error")
    settings = other.evaluate("window.jellylab.state().settings")
    assert settings["maxError"] == 0.5 and settings["cut"] is False and settings["side"]["velocity"] != 16
    other.wait_for_function("() => location.hash.includes('max-error=0.5') && !location.hash.includes('0x10')")
    other.evaluate("location.hash = '#side-damping=%E0%A4'")
    other.wait_for_function("() => document.getElementById('settings-error').textContent.includes('percent-encoding')")
    # A motion that overflows is named instead of drawn.
    assert "overflows" in other.evaluate("window.jellylab.set({ preset: 'jelly', solver: 'ios', side: { velocity: 1e308 } }).error")
    other.close()
    # The command lines shown reproduce the page's numbers.
    page.click("#show-command")
    lines = page.inner_text("#command-lines").splitlines()
    diff_line = next(line for line in lines if line.startswith("jellylab diff "))
    result = run(jellylab, *shlex.split(diff_line)[1:])
    assert result.returncode == 0, result.stderr
    assert [float(r["diff"]) for r in rows(result.stdout)] == [r["diff"] for r in state["rows"]]
    # Every control has a name; the sliders take the arrow keys (the clock does not move).
    unnamed = page.evaluate("""() => [...document.querySelectorAll('#settings input, #settings select')]
        .filter((e) => !(e.labels && e.labels.length) && !e.getAttribute('aria-labelledby') && !e.getAttribute('aria-label'))
        .map((e) => e.id)""")
    assert unnamed == []
    page.evaluate("window.jellylab.set({ side: { damping: 0.5 } })")
    frame = page.evaluate("window.jellylab.seek(3)")
    page.focus("#ctl-side-damping-range")
    page.keyboard.press("ArrowRight")
    assert abs(page.evaluate("window.jellylab.state().settings.side.damping") - 0.51) < 1e-12
    assert page.get_attribute("#page", "data-frame") == str(frame)
    # A typed value outside the range is refused with one message naming the control.
    page.fill("#ctl-side-duration", "-1")
    page.keyboard.press("Enter")
    assert page.inner_text("#settings-error").startswith("error: side-duration")
    assert page.get_attribute("#ctl-side-duration", "aria-invalid") == "true"
    assert page.evaluate("window.jellylab.state().settings.side.duration") > 0
    assert page.input_value("#ctl-side-duration") == "-1"
    page.fill("#ctl-side-damping", "0x10")
    page.keyboard.press("Enter")
    assert page.inner_text("#settings-error").startswith("error: side-damping")
    # A clamped duration is shown as used.
    page.fill("#ctl-side-duration", "20")
    page.keyboard.press("Enter")
    assert "UIKit uses 10 s" in page.inner_text("#ctl-side-duration-note")
    # Tab order follows the settings: preset, its source, frame rate, solver, cut, the side helper.
    page.focus("#ctl-preset")
    order = []
    for _ in range(6):
        page.keyboard.press("Tab")
        order.append(page.evaluate("document.activeElement.id"))
    assert order == ["preset-summary", "ctl-fps-range", "ctl-fps", "ctl-solver", "ctl-cut", "ctl-side-duration-range"], order
    page.close()


def test_lab_page_timing_and_screenshot(jellylab, browser, tmp_path):
    path = tmp_path / "lab.html"
    assert run(jellylab, "lab", "--out", str(path)).returncode == 0
    page = browser.new_page(viewport={"width": 1360, "height": 1180})
    page.goto(path.as_uri())
    timings = page.evaluate("""() => {
        const times = [];
        for (let i = 0; i < 60; i++) {
          window.jellylab.set({ side: { damping: 0.5 + (i % 30) / 100 } });
          times.push(window.jellylab.state().timing);
        }
        return times;
      }""")
    total = statistics.median(t["totalMs"] for t in timings)
    computed = statistics.median(t["computeMs"] for t in timings)
    print(f"lab page: one interaction on the 1 s jelly at 60 fps takes {total:.2f} ms of script time "
          f"(median of 60; the computation {computed:.2f} ms, the rest redrawing)")
    page.evaluate("window.jellylab.set({ preset: 'skype' })")
    page.evaluate("window.jellylab.seek(27)")
    shot = tmp_path / "lab.png"
    page.screenshot(path=str(shot), full_page=False)
    folder = os.environ.get("JELLYLAB_SCREENSHOTS")
    if folder:
        pathlib.Path(folder).mkdir(parents=True, exist_ok=True)
        (pathlib.Path(folder) / "lab.png").write_bytes(shot.read_bytes())
    # The README's copy is this test's screenshot: same size (its pixels follow the fonts).
    assert SCREENSHOT.exists(), "docs/figures/lab.png is missing: JELLYLAB_SCREENSHOTS=docs/figures make browser"
    assert SCREENSHOT.read_bytes()[16:24] == shot.read_bytes()[16:24], "docs/figures/lab.png is not 1360 x 1180"
    page.close()


# The drawn geometry of each chart in the SVG's own units: the legend's box, every series as its
# polyline, the peaks' dots as boxes and the marks' labels ("cut") as boxes.
CHART_GEOMETRY = """() => [...document.querySelectorAll('#charts svg')].filter((svg) => svg.querySelector('g.plot'))
    .map((svg) => {
      const box = (e) => { const b = e.getBBox(); return [b.x, b.y, b.x + b.width, b.y + b.height]; };
      const legend = svg.querySelector('g.legend');
      const plot = svg.querySelector('g.plot');
      return {
        title: svg.querySelector('text.badge').textContent,
        legend: legend ? box(legend) : null,
        curves: [...plot.querySelectorAll('path')].map((p) =>
          p.getAttribute('d').split(/[ML]/).filter(Boolean).map((xy) => xy.trim().split(' ').map(Number))),
        dots: [...plot.querySelectorAll('circle:not([r="5"])')].filter((c) => c.getAttribute('cx') !== null)
          .map((c) => { const r = Number(c.getAttribute('r')), x = Number(c.getAttribute('cx')), y = Number(c.getAttribute('cy'));
            return [x - r, y - r, x + r, y + r]; }),
        labels: [...plot.querySelectorAll('text.mark-label')].map((t) => ({ text: t.textContent, box: box(t) })),
      };
    })"""

# Settings at the ends of the lab's sliders (damping ratio 0.01, where iOS's solver still converges, to 1.2, duration 0.01 to 4 s) and a
# duration past UIKit's 10 s, for a menu (two helpers) and the jelly block (one).
EXTREMES = [
    {"side": {"damping": 0.01}},
    {"side": {"damping": 0.05, "duration": 4.0}},
    {"side": {"damping": 1.2}},
    {"side": {"damping": 1.0, "duration": 0.01}},
    {"side": {"duration": 4.0}},
    {"side": {"duration": 11.0}},
    {"side": {"duration": 0.01}},
    {"side": {"duration": 0.05, "damping": 0.1}},
    {"side": {"damping": 0.3, "velocity": 10.0}},
    {"fps": 10, "side": {"damping": 0.2}},
]


def boxes_meet(a, b):
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def segment_meets_box(p, q, box):
    """Whether the segment from p to q has a point inside box (x0, y0, x1, y1): Liang-Barsky."""
    t0, t1 = 0.0, 1.0
    dx, dy = q[0] - p[0], q[1] - p[1]
    for d, lo, hi, at in ((dx, box[0], box[2], p[0]), (dy, box[1], box[3], p[1])):
        if d == 0:
            if at <= lo or at >= hi:
                return False
            continue
        a, b = (lo - at) / d, (hi - at) / d
        t0, t1 = max(t0, min(a, b)), min(t1, max(a, b))
        if t0 >= t1:
            return False
    return True


def test_lab_legends_cover_nothing(jellylab, browser, tmp_path):
    path = tmp_path / "lab.html"
    assert run(jellylab, "lab", "--out", str(path)).returncode == 0
    page = browser.new_page(viewport={"width": 1360, "height": 1000})
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(path.as_uri())
    drawn = labels = 0
    for preset in ("skype", "jelly"):
        for extreme in EXTREMES:
            setting = {"preset": preset, "cut": True, **extreme}
            setting["side"] = {"duration": 0.7, "damping": 0.65, "velocity": 0.0, "delay": 0.0, **extreme["side"]}
            state = page.evaluate("(s) => window.jellylab.set(s)", setting)
            assert "error" not in state, (setting, state["error"])
            charts = page.evaluate(CHART_GEOMETRY)
            assert [c["title"] for c in charts] == ["helpers' motion", "diff = side − center"], charts
            for chart in charts:
                legend = chart["legend"]
                assert legend is not None, (chart["title"], setting)
                for curve in chart["curves"]:
                    for p, q in zip(curve, curve[1:] or curve):
                        assert not segment_meets_box(p, q, legend), (chart["title"], p, q, legend, setting)
                for dot in chart["dots"]:
                    assert not boxes_meet(dot, legend), (chart["title"], dot, legend, setting)
                for label in chart["labels"]:
                    assert not boxes_meet(label["box"], legend), (chart["title"], label, legend, setting)
                    labels += label["text"] == "cut"
                drawn += 1
    assert drawn == 2 * 2 * len(EXTREMES)
    assert labels >= len(EXTREMES), labels
    assert not errors, errors
    page.close()
