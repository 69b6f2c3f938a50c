"""Real-browser check of `jellylab plot --format html` in Debian's chromium.

Each page is loaded from a file:// path; it must log no console error, raise no dialog and make
no request but the page file itself. `window.jellylab.seek(k)` is called for several frames k:
the drawn outline (`data-outline`, exact SVG path data in points) must lie within 0.01 pt of
`jellylab shape --t t_k --tolerance 0.0005` both ways (the page's Q segments sampled densely,
distances to the shape polyline and back), and each chart's cursor must sit at t_k. Screenshots
of the shape at three frames must differ. With JELLYLAB_SCREENSHOTS=DIR the page screenshots are
written to DIR/page-plot-jelly.png and DIR/page-plot-two.png.
"""

import csv
import io
import os
import pathlib
import re
import subprocess

import numpy
import pytest

OUTLINE_TOLERANCE = 0.01  # pt, the bound
SHAPE_TOLERANCE = 0.0005  # pt, the reference polyline's own accuracy
SAMPLES_PER_CURVE = 400
CURSOR_TOLERANCE = 1e-9  # s, the cursor's pixel mapped back to a time (exact arithmetic)
HOSTILE_TITLE = "x </script><script>alert(1)</script>\"'&<>"
VIEWPORT = {"width": 1320, "height": 900}

PAGES = {
    "jelly": [["--damping", "0.85"]],
    "two": [["--damping", "0.85,0.5"]],
    "menus": [["--preset", "skype,gooey"]],
    "hostile": [["--damping", "0.85", "--title", HOSTILE_TITLE]],
}


def set_arguments(args, index):
    """The scene arguments of set `index` (a list value split at its comma)."""
    out = []
    for position, arg in enumerate(args):
        if position > 0 and args[position - 1] in ("--damping", "--preset"):
            parts = arg.split(",")
            out.append(parts[min(index, len(parts) - 1)])
        elif arg != "--title" and (position == 0 or args[position - 1] != "--title"):
            out.append(arg)
    return out


@pytest.fixture(scope="module")
def pages(jellylab, tmp_path_factory):
    made = {}
    for key, (args,) in PAGES.items():
        folder = tmp_path_factory.mktemp(f"page-{key}")
        done = subprocess.run(
            [jellylab, "plot", *args, "--format", "html", "--out-dir", str(folder)],
            check=True, capture_output=True, text=True)
        html = [line for line in done.stdout.splitlines() if line.endswith(".html")]
        assert len(html) == 1, done.stdout
        made[key] = (pathlib.Path(html[0]).resolve(), args)
    return made


class Loaded:
    """One page open in its own context, with what it logged and requested."""

    def __init__(self, browser, path):
        self.context = browser.new_context(viewport=VIEWPORT)
        self.page = self.context.new_page()
        self.errors, self.requests, self.dialogs = [], [], []
        self.page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.on("request", lambda r: self.requests.append(r.url))
        self.page.on("dialog", lambda d: (self.dialogs.append(d.message), d.dismiss()))
        self.url = path.as_uri()
        self.page.goto(self.url)
        self.page.wait_for_function("() => window.jellylab !== undefined")

    def seek(self, frame):
        return self.page.evaluate(f"window.jellylab.seek({frame})")

    def close(self):
        self.context.close()


@pytest.fixture
def loaded(browser):
    opened = []

    def load(path):
        page = Loaded(browser, path)
        opened.append(page)
        return page

    yield load
    for page in opened:
        page.close()


def parse_path(d):
    """The page's path data as a list of (kind, points) with absolute points, kind L, Q or C."""
    tokens = re.findall(r"[MLQCZ]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?", d)
    segments, current, start, index = [], None, None, 0
    counts = {"M": 1, "L": 1, "Q": 2, "C": 3}
    while index < len(tokens):
        command = tokens[index]
        index += 1
        if command == "Z":
            if current != start:
                segments.append(("L", [current, start]))
            current = start
            continue
        points = []
        for _ in range(counts[command]):
            points.append((float(tokens[index]), float(tokens[index + 1])))
            index += 2
        if command == "M":
            current = start = points[0]
        else:
            segments.append((command, [current, *points]))
            current = points[-1]
    return segments


def sample_path(d):
    """Dense points on the page's path: every segment at SAMPLES_PER_CURVE + 1 parameters."""
    u = numpy.linspace(0.0, 1.0, SAMPLES_PER_CURVE + 1)[:, None]
    chunks = []
    for kind, points in parse_path(d):
        p = [numpy.array(point) for point in points]
        if kind == "L":
            chunks.append((1 - u) * p[0] + u * p[1])
        elif kind == "Q":
            chunks.append((1 - u) ** 2 * p[0] + 2 * (1 - u) * u * p[1] + u ** 2 * p[2])
        else:
            chunks.append((1 - u) ** 3 * p[0] + 3 * (1 - u) ** 2 * u * p[1]
                          + 3 * (1 - u) * u ** 2 * p[2] + u ** 3 * p[3])
    return numpy.vstack(chunks)


def distance_to_polyline(points, vertices):
    """The largest distance from any of `points` to the closed polyline through `vertices`."""
    a, b = vertices[:-1], vertices[1:]
    ab = b - a
    length2 = numpy.maximum((ab ** 2).sum(axis=1), 1e-300)
    ap = points[:, None, :] - a[None, :, :]
    t = numpy.clip((ap * ab[None]).sum(axis=2) / length2[None], 0.0, 1.0)
    nearest = a[None] + t[..., None] * ab[None]
    return float(numpy.sqrt(((points[:, None, :] - nearest) ** 2).sum(axis=2)).min(axis=1).max())


def shape_polyline(jellylab, scene, t):
    out = subprocess.run(
        [jellylab, "shape", *scene, "--t", t, "--tolerance", str(SHAPE_TOLERANCE)],
        check=True, capture_output=True, text=True).stdout
    rows = list(csv.DictReader(io.StringIO(out)))
    assert rows, out
    return numpy.array([(float(row["x"]), float(row["y"])) for row in rows])


def check_frame(jellylab, loaded_page, frame, args, set_count):
    """Seeks `frame`; checks every set's outline and cursors; returns the worst outline error."""
    page = loaded_page.page
    assert loaded_page.seek(frame) == frame
    root_t = page.get_attribute("#jellylab", "data-t")
    assert int(page.get_attribute("#jellylab", "data-frame")) == frame
    assert float(root_t) == page.evaluate(f"window.jellylab.times[{frame}]")
    worst = 0.0
    for index in range(set_count):
        section = f"#set-{index}"
        t_text = page.get_attribute(section, "data-t")
        outline = page.get_attribute(f"{section} path.outline", "data-outline")
        scene = set_arguments(args, index)
        reference = shape_polyline(jellylab, scene, t_text)
        drawn = sample_path(outline)
        error = max(distance_to_polyline(drawn, reference),
                    distance_to_polyline(reference, sample_path(outline)))
        assert error <= OUTLINE_TOLERANCE, (frame, index, error)
        worst = max(worst, error)
        t = float(t_text)
        cursors = page.eval_on_selector_all(
            f"{section} g.plot",
            """groups => groups.map(g => ({x0: +g.dataset.x0, x1: +g.dataset.x1,
              left: +g.dataset.left, right: +g.dataset.right,
              x: +g.querySelector('line.cursor').getAttribute('x1'),
              t: g.querySelector('line.cursor').getAttribute('data-t')}))""")
        assert len(cursors) == 2
        for cursor in cursors:
            assert float(cursor["t"]) == t
            shown = cursor["x0"] + (cursor["x"] - cursor["left"]) / (
                cursor["right"] - cursor["left"]) * (cursor["x1"] - cursor["x0"])
            assert abs(shown - t) <= CURSOR_TOLERANCE * max(1.0, cursor["x1"]), (shown, t)
    return worst


def frames_to_check(count):
    return sorted({0, 1, 5, count // 5, count // 3, count // 2, (3 * count) // 4, count - 1})


def assert_clean(loaded_page):
    assert loaded_page.errors == []
    assert loaded_page.dialogs == []
    assert loaded_page.requests == [loaded_page.url]


def save_screenshot(loaded_page, name):
    folder = os.environ.get("JELLYLAB_SCREENSHOTS")
    if folder:
        pathlib.Path(folder).mkdir(parents=True, exist_ok=True)
        loaded_page.page.screenshot(path=str(pathlib.Path(folder) / name), full_page=True)


@pytest.mark.parametrize("key", ["jelly", "two", "menus"])
def test_outlines_and_cursors_follow_seek(jellylab, pages, loaded, key):
    path, args = pages[key]
    page = loaded(path)
    count = page.page.evaluate("window.jellylab.frameCount")
    assert count == len(page.page.evaluate("window.jellylab.times")) > 10
    set_count = page.page.locator("section.set").count()
    assert set_count == (1 if key == "jelly" else 2)
    for frame in frames_to_check(count):
        check_frame(jellylab, page, frame, args, set_count)
    # Past the end the clock stays on its last frame.
    assert page.seek(count + 5) == count - 1
    assert_clean(page)


@pytest.mark.parametrize("key,name", [("jelly", "page-plot-jelly.png"), ("two", "page-plot-two.png")])
def test_shape_moves_between_frames(pages, loaded, key, name):
    path, _ = pages[key]
    page = loaded(path)
    count = page.page.evaluate("window.jellylab.frameCount")
    shots = []
    for frame in (2, count // 8, count // 4):
        page.seek(frame)
        shots.append(page.page.locator("#set-0 .shape svg").screenshot())
    assert shots[0] != shots[1] and shots[1] != shots[2] and shots[0] != shots[2]
    page.seek(count // 8)
    save_screenshot(page, name)
    assert_clean(page)


def test_keyboard_controls_and_readable_text(pages, loaded):
    path, _ = pages["jelly"]
    page = loaded(path)
    p = page.page
    count = p.evaluate("window.jellylab.frameCount")
    frame = lambda: int(p.get_attribute("#jellylab", "data-frame"))
    p.keyboard.press("End")
    assert frame() == count - 1
    p.keyboard.press("Home")
    assert frame() == 0
    p.keyboard.press("ArrowRight")
    p.keyboard.press("ArrowRight")
    assert frame() == 2
    p.keyboard.press("Shift+ArrowRight")
    assert frame() == 12
    p.keyboard.press("ArrowLeft")
    assert frame() == 11
    assert "frame" in p.text_content("#readout-0") and "Δ" in p.text_content("#readout-0")
    # Space plays from the current frame; the clock moves on; space again pauses.
    p.keyboard.press("Space")
    assert p.get_attribute("button[aria-label='Pause']", "aria-label") == "Pause"
    p.wait_for_function("() => +document.getElementById('jellylab').dataset.frame > 11")
    p.keyboard.press("Space")
    assert p.locator("button[aria-label='Play']").count() == 1
    # The rates are labelled buttons; the pressed one is marked.
    for rate in ("1×", "0.25×", "0.1×"):
        assert p.locator(f"button[aria-label='Speed {rate}']").count() == 1
    # Tab reaches a control, whose focus ring is visible.
    p.keyboard.press("Tab")
    outline = p.evaluate(
        "(() => { const s = getComputedStyle(document.activeElement);"
        " return [document.activeElement.tagName, s.outlineStyle, parseFloat(s.outlineWidth)]; })()")
    assert outline[0] in ("BUTTON", "INPUT") and outline[1] != "none" and outline[2] >= 2
    smallest = p.evaluate(
        "Math.min(...[...document.querySelectorAll('body *')].filter(e => e.textContent.trim()"
        " && !e.children.length).map(e => parseFloat(getComputedStyle(e).fontSize)))")
    assert smallest >= 14
    assert_clean(page)


def test_hostile_title_stays_text(pages, loaded):
    path, _ = pages["hostile"]
    page = loaded(path)
    assert page.page.text_content("h1") == HOSTILE_TITLE
    assert page.page.title() == HOSTILE_TITLE
    assert page.page.locator("script").count() == 3
    assert_clean(page)


def test_page_size(pages):
    path, _ = pages["jelly"]
    assert path.stat().st_size < 1_000_000


@pytest.mark.parametrize("key", ["two", "menus"])
@pytest.mark.parametrize("width", [1024, 1400])
def test_two_sets_fit_the_window(browser, pages, key, width):
    """No sideways scrolling: the page is no wider than the window, each set's headings wrap
    and its charts and shape fit its column (side by side at 1400 px, stacked at 1024 px)."""
    path, _ = pages[key]
    context = browser.new_context(viewport={"width": width, "height": 900})
    try:
        p = context.new_page()
        p.goto(path.as_uri())
        p.wait_for_function("() => window.jellylab !== undefined")
        assert p.evaluate("document.documentElement.scrollWidth") <= width
        sets = p.eval_on_selector_all(
            "section.set",
            """sections => sections.map(s => { const r = s.getBoundingClientRect();
              return {left: r.left, right: r.right, top: r.top,
                heading: s.querySelector('h2').scrollWidth <= s.querySelector('h2').clientWidth,
                svgs: [...s.querySelectorAll('svg')].map(g => g.getBoundingClientRect().right)}; })""")
        assert len(sets) == 2
        for box in sets:
            assert box["right"] <= width and box["heading"]
            assert len(box["svgs"]) == 3 and max(box["svgs"]) <= box["right"]
        side_by_side = sets[0]["top"] == sets[1]["top"]
        assert side_by_side == (width == 1400)
    finally:
        context.close()


def test_space_plays_and_pauses_wherever_the_focus_is(pages, loaded):
    path, _ = pages["jelly"]
    page = loaded(path)
    p = page.page
    frame = lambda: int(p.get_attribute("#jellylab", "data-frame"))
    playing = lambda: p.locator("button[aria-label='Pause']").count() == 1
    # A click on a speed button plays; space then pauses (it does not press the button again).
    p.click("button[aria-label='Speed 0.25×']")
    assert playing()
    p.keyboard.press("Space")
    assert not playing()
    stopped = frame()
    p.wait_for_timeout(300)
    assert frame() == stopped and not playing()
    p.keyboard.press("Space")
    assert playing()
    p.keyboard.press("Space")
    assert not playing()
    # Enter still presses the focused button.
    page.seek(3)
    p.focus("button[aria-label='Next frame']")
    p.keyboard.press("Enter")
    assert frame() == 4 and not playing()
    # On the slider the arrows step one frame, ten with shift, as elsewhere; space plays.
    p.focus("input[type='range']")
    p.keyboard.press("Shift+ArrowRight")
    assert frame() == 14
    p.keyboard.press("ArrowLeft")
    assert frame() == 13
    p.keyboard.press("Shift+ArrowLeft")
    assert frame() == 3
    assert p.input_value("input[type='range']") == "3"
    p.keyboard.press("Space")
    assert playing()
    p.keyboard.press("Space")
    assert not playing()
    assert_clean(page)


@pytest.mark.parametrize("key", ["jelly", "menus"])
def test_cursor_is_not_the_inversion_colour(pages, loaded, key):
    path, _ = pages[key]
    page = loaded(path)
    colours = page.page.evaluate(
        """(() => { const probe = document.createElement('div');
          probe.style.color = 'var(--c-inversion)'; document.body.appendChild(probe);
          const inversion = getComputedStyle(probe).color; probe.remove();
          return [inversion, ...[...document.querySelectorAll('line.cursor')]
            .map(l => getComputedStyle(l).stroke)]; })()""")
    inversion, cursors = colours[0], colours[1:]
    assert inversion == "rgb(203, 24, 29)" and cursors
    assert all(c != inversion for c in cursors), colours
    assert_clean(page)


@pytest.mark.parametrize("key", ["jelly", "two", "menus"])
def test_inverted_readout_means_negative_bend(pages, loaded, key):
    """The readout says "inverted" at a frame exactly when its Δ is below 0: never at Δ = 0,
    such as the jelly's last frame (1 s, the cut) or the menus' first frame (t = 0)."""
    import re

    path, _ = pages[key]
    page = loaded(path)
    count = page.page.evaluate("window.jellylab.frameCount")
    sets = page.page.locator("[id^=readout-]").count()
    checked_zero = 0
    for frame in range(count):
        page.seek(frame)
        for i in range(sets):
            text = page.page.text_content(f"#readout-{i}")
            bend = float(re.search(r"Δ (\S+) pt", text).group(1).replace("−", "-"))
            assert ("inverted" in text) == (bend < 0), (frame, text)
            checked_zero += bend == 0
    assert checked_zero >= 1


def test_two_set_heading_names_both_sets(pages, loaded):
    """The page of two sets names both: by preset, and by the parameters in which they differ
    when they share one."""
    path, _ = pages["two"]
    page = loaded(path)
    heading = page.page.text_content("h1")
    assert heading == "jellylab plot: jelly (damping 0.85) vs jelly (damping 0.5)"
    assert page.page.title() == heading
    assert_clean(page)
    path, _ = pages["menus"]
    page = loaded(path)
    assert page.page.text_content("h1") == "jellylab plot: skype vs gooey"
    assert_clean(page)


@pytest.mark.parametrize("key", ["two", "menus"])
def test_two_sets_line_up(browser, pages, key):
    """Side by side, the two sets' charts and shapes have the same sizes and start at the same
    heights (whatever their headings, readouts and captions wrap to), and the charts of one
    quantity share their axes' ranges."""
    path, _ = pages[key]
    context = browser.new_context(viewport={"width": 1400, "height": 900})
    try:
        p = context.new_page()
        p.goto(path.as_uri())
        p.wait_for_function("() => window.jellylab !== undefined")
        boxes = p.eval_on_selector_all(
            "section.set",
            """sections => sections.map(s => [...s.querySelectorAll('svg')].map(g => {
              const r = g.getBoundingClientRect(); return [r.top, r.width, r.height]; }))""")
        assert len(boxes) == 2 and len(boxes[0]) == len(boxes[1]) == 3
        for first, second in zip(boxes[0], boxes[1]):
            assert abs(first[0] - second[0]) < 0.5, boxes
            assert abs(first[1] - second[1]) < 0.5 and abs(first[2] - second[2]) < 0.5, boxes
        ranges = p.eval_on_selector_all(
            "section.set",
            """sections => sections.map(s => [...s.querySelectorAll('g.plot')].map(g =>
              [g.dataset.x0, g.dataset.x1, g.dataset.y0, g.dataset.y1, g.dataset.left,
               g.dataset.right]))""")
        assert ranges[0] == ranges[1], ranges
        # Still in line after frames whose readouts differ.
        for frame in (0, 17, 40):
            p.evaluate(f"window.jellylab.seek({frame})")
            tops = p.eval_on_selector_all(
                "section.set svg", "svgs => svgs.map(g => g.getBoundingClientRect().top)")
            assert abs(tops[0] - tops[3]) < 0.5 and abs(tops[1] - tops[4]) < 0.5, tops
    finally:
        context.close()


def test_cut_label_clear_of_the_curves(jellylab, browser, tmp_path):
    """UIKit's cut is labelled beside its line, inside the plot, with no curve under the text,
    also where the largest diff comes just before the cut (Skype at damping 0.1, velocity 0.3)."""
    scenes = [["--damping", "0.85"], ["--preset", "skype"], ["--preset", "gooey"],
              ["--preset", "skype", "--damping", "0.1", "--velocity", "0.3"],
              ["--damping", "0.05"]]
    context = browser.new_context(viewport=VIEWPORT)
    try:
        for index, scene in enumerate(scenes):
            folder = tmp_path / f"cut-{index}"
            done = subprocess.run(
                [jellylab, "plot", *scene, "--format", "html", "--out-dir", str(folder)],
                check=True, capture_output=True, text=True)
            html = [line for line in done.stdout.splitlines() if line.endswith(".html")][0]
            p = context.new_page()
            p.goto(pathlib.Path(html).resolve().as_uri())
            p.wait_for_function("() => window.jellylab !== undefined")
            found = p.evaluate(
                """(() => [...document.querySelectorAll('text.mark-label')].map(t => {
                  const g = t.closest('g.plot'), box = t.getBBox();
                  const left = +g.dataset.left, right = +g.dataset.right;
                  const clip = g.ownerSVGElement.querySelector('clipPath rect');
                  const top = +clip.getAttribute('y'), bottom = top + +clip.getAttribute('height');
                  let hits = 0;
                  for (const path of g.querySelectorAll('path')) {
                    const n = path.getTotalLength();
                    for (let s = 0; s <= n; s += 1) {
                      const q = path.getPointAtLength(s);
                      if (q.x > box.x + 1 && q.x < box.x + box.width - 1
                          && q.y > box.y + 1 && q.y < box.y + box.height - 1) hits++;
                    }
                  }
                  return {text: t.textContent, hits, inside: box.x >= left && box.x + box.width <= right
                    && box.y >= top && box.y + box.height <= bottom};
                }))()""")
            assert len(found) == 1 and found[0]["text"].startswith("UIKit ends at "), (scene, found)
            assert found[0]["hits"] == 0 and found[0]["inside"], (scene, found)
            p.close()
    finally:
        context.close()


@pytest.mark.parametrize("key,label", [("jelly", "displacement [pt]"),
                                       ("menus", "side, center, diff [pt]")])
def test_motion_axis_names_its_quantity(pages, loaded, key, label):
    path, _ = pages[key]
    page = loaded(path)
    labels = page.page.eval_on_selector_all(
        "section.set", "sections => sections.map(s => s.querySelector('text.y-label').textContent)")
    assert labels and all(text == label for text in labels)
    assert_clean(page)
