"""The compare and sweep pages (`--format html`) in Debian's headless chromium.

Each page must load from file:// with no console error and no request but the file itself.
Compare: after seek(k) the cursor's values are the text of row k of the curves CSV beside the
page, and the cursor sits at u_k. Compare curves: after seek(k) the table shows row k of every
curve's CSV and of curves-minus-first.csv, text for text; the overlay and the difference chart
each draw every curve, in the palette's colours, named in a legend, the difference chart on
the figure's range (which holds every difference). Sweep: hovering a cell shows its CSV row's text, column by
column; choosing a cell (a click) gives its diff at every frame equal to `jellylab diff` with the
cell's damping, velocity and duration within DIFF_TOLERANCE, and after seek(k) the drawn outline
equals `jellylab shape --t t_k --tolerance 0.0005` within OUTLINE_TOLERANCE (both ways: every
CLI point lies near the drawn path and every point of the drawn path near the CLI polyline).
With JELLYLAB_SCREENSHOTS=DIR the pages are saved as DIR/page-compare.png,
DIR/page-compare-curves.png and DIR/page-sweep.png.
"""

import csv
import io
import math
import os
import pathlib
import re
import subprocess

import pytest

DIFF_TOLERANCE = 1e-9  # pt: the page evaluates the same closed form (rounding only)
OUTLINE_TOLERANCE = 0.01  # pt
SHAPE_TOLERANCE = 0.0005  # pt, the CLI polyline's own distance from the exact outline
SWEEPS = {
    # The documented heatmap (README, docs/figures.md): 41 x 31 cells, menu outline driven by diff.
    "skype": ["--preset", "skype", "--damping", "0.2:1.0:0.02", "--velocity", "0:3:0.1",
              "--metric", "largest_bulge"],
    # The jelly block, whose outline is driven by deltaHeight.
    "jelly": ["--damping", "0.3:0.9:0.1", "--velocity", "0:2:1"],
}


def load(browser, path, width=1300, height=1000):
    """The page at `path` with the request and console-error lists it collects."""
    page = browser.new_page(viewport={"width": width, "height": height})
    requests, errors = [], []
    page.on("request", lambda request: requests.append(request.url))
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("dialog", lambda dialog: errors.append("dialog: " + dialog.message))
    page.goto(path.as_uri())
    page.wait_for_function("window.jellylab !== undefined")
    return page, requests, errors


def run(jellylab, args, cwd):
    return subprocess.run([jellylab, *args], check=True, capture_output=True, text=True, cwd=cwd).stdout


def csv_rows(path):
    """The CSV's header and rows as the text written (no number parsing)."""
    lines = [line for line in path.read_text().split("\n") if line]
    return lines[0].split(","), [line.split(",") for line in lines[1:]]


def screenshot(page, name):
    folder = os.environ.get("JELLYLAB_SCREENSHOTS")
    if folder:
        pathlib.Path(folder).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(pathlib.Path(folder) / name), full_page=True)


def test_compare_page(jellylab, browser, tmp_path):
    run(jellylab, ["compare", "--preset", "skype", "--plot", "--format", "html", "--out-dir", "c"], tmp_path)
    html = tmp_path / "c/compare-skype.html"
    header, rows = csv_rows(tmp_path / "c/compare-skype-curves.csv")
    page, requests, errors = load(browser, html)
    try:
        assert page.evaluate("window.jellylab.frameCount") == len(rows) == 201
        for k in (0, 37, 120, 200):
            assert page.evaluate(f"window.jellylab.seek({k})") == k
            shown = page.eval_on_selector_all(
                "#cursor-values td[data-column]", "cells => cells.map(c => [c.dataset.column, c.textContent])")
            shown = dict(shown)
            for name, text in zip(header, rows[k]):
                assert shown[name] == text, (k, name)
            assert page.get_attribute("#page", "data-frame") == str(k)
            cursors = page.eval_on_selector_all("line.cursor", "lines => lines.map(l => l.dataset.t)")
            assert len(cursors) == 2 and all(float(c) == float(rows[k][0]) for c in cursors)
            # Frame k counted from 0 is data row k + 1 of the CSV's 201, counted from 1.
            frame = page.text_content('#cursor-values td[data-column="frame"]')
            assert frame == f"{k} (CSV row {k + 1} of {len(rows)})"
        # The fits are drawn as in the gnuplot figure: the elastic fit dashed, the damped fit
        # dash-dot, in the chart and in its legend.
        dashes = page.eval_on_selector_all(
            "svg path, svg .legend line",
            "nodes => nodes.map(n => [n.style.stroke, n.style.strokeDasharray]).filter(x => x[0])")
        assert ["var(--c-compare-fit-3)", "10, 5, 2, 5"] in dashes, dashes
        assert ["var(--c-compare-fit-2)", "10, 5"] in dashes, dashes
        page.evaluate("window.jellylab.seek(60)")
        screenshot(page, "page-compare.png")
        assert requests == [html.as_uri()], f"the page made other requests: {requests}"
        assert errors == [], f"console errors: {errors}"
    finally:
        page.close()


CURVES = "linear,easeOutBack,cubic-bezier(0.25,0.1,0.25,1)"


def test_compare_curves_page(jellylab, browser, tmp_path):
    run(jellylab, ["compare", "curves", "--curves", CURVES, "--format", "html", "--out-dir", "k"], tmp_path)
    html = tmp_path / "k/curves.html"
    curves = [csv_rows(tmp_path / f"k/curves-{n}.csv") for n in (1, 2, 3)]
    minus_header, minus = csv_rows(tmp_path / "k/curves-minus-first.csv")
    assert minus_header == ["progress", "curve_1_minus_1", "curve_2_minus_1", "curve_3_minus_1"]
    page, requests, errors = load(browser, html)
    try:
        assert page.evaluate("window.jellylab.frameCount") == len(minus) == 201
        for k in (0, 37, 120, 200):
            assert page.evaluate(f"window.jellylab.seek({k})") == k
            shown = dict(page.eval_on_selector_all(
                "#cursor-values td[data-column]", "cells => cells.map(c => [c.dataset.column, c.textContent])"))
            assert shown["progress"] == minus[k][0] == curves[0][1][k][0]
            for n, (header, rows) in enumerate(curves, start=1):
                assert shown[f"value-{n}"] == rows[k][header.index("value")], (k, n)
                assert shown[f"minus-{n}"] == minus[k][n], (k, n)
            assert shown["frame"] == f"{k} (CSV row {k + 1} of {len(minus)})"
            cursors = page.eval_on_selector_all("line.cursor", "lines => lines.map(l => l.dataset.t)")
            assert len(cursors) == 2 and all(float(c) == float(minus[k][0]) for c in cursors)
        charts = page.evaluate(
            """[...document.querySelectorAll('#charts svg')].map(svg => ({
                 strokes: [...svg.querySelectorAll('g.plot path')].map(p => p.style.stroke),
                 legend: [...svg.querySelectorAll('.legend text')].map(t => t.textContent),
                 labels: [...svg.querySelectorAll('.axis text.y-label')].map(t => t.textContent),
                 y: [svg.querySelector('g.plot').dataset.y0, svg.querySelector('g.plot').dataset.y1].map(Number) }))""")
        names = ["linear", "easeOutBack", "cubic-bezier(0.25, 0.1, 0.25, 1)"]
        assert len(charts) == 2
        for chart in charts:
            assert chart["strokes"] == [f"var(--c-curve-{n})" for n in (1, 2, 3)], chart
            assert chart["legend"] == names, chart
        assert charts[0]["labels"] == ["value (fraction of the travel)"]
        assert charts[1]["labels"] == ["value − curve 1 (fraction of the travel)"]
        low, high = charts[1]["y"]
        differences = [float(v) for row in minus for v in row[1:]]
        assert low <= min(differences) and max(differences) <= high
        # Its own scale, the gnuplot difference panel's, not the overlay's.
        assert [low, high] == page.evaluate("JL.data().differenceRange")
        assert charts[0]["y"] == page.evaluate("JL.data().valueRange") != [low, high]
        page.evaluate("window.jellylab.seek(40)")
        screenshot(page, "page-compare-curves.png")
        assert requests == [html.as_uri()], f"the page made other requests: {requests}"
        assert errors == [], f"console errors: {errors}"
    finally:
        page.close()


def path_points(d, samples=400):
    """Points along the SVG path `d` (M, L, Q, Z; absolute), every quadratic sampled densely."""
    tokens = re.findall(r"[MLQZ]|-?[0-9.]+(?:e-?[0-9]+)?", d)
    points, current, start, i = [], None, None, 0
    while i < len(tokens):
        letter = tokens[i]
        i += 1
        if letter == "Z":
            points += segment(current, start)
            current = start
            continue
        count = {"M": 2, "L": 2, "Q": 4}[letter]
        values = [float(v) for v in tokens[i:i + count]]
        i += count
        if letter == "M":
            current = start = (values[0], values[1])
            points.append(current)
        elif letter == "L":
            end = (values[0], values[1])
            points += segment(current, end)
            current = end
        else:
            control, end = (values[0], values[1]), (values[2], values[3])
            for n in range(1, samples + 1):
                s = n / samples
                points.append(tuple((1 - s) ** 2 * a + 2 * (1 - s) * s * b + s * s * c
                                    for a, b, c in zip(current, control, end)))
            current = end
    return points


def segment(a, b, samples=50):
    return [tuple(p + (q - p) * n / samples for p, q in zip(a, b)) for n in range(1, samples + 1)]


def distance_to_polyline(point, polyline):
    best = math.inf
    for a, b in zip(polyline, polyline[1:]):
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = dx * dx + dy * dy
        s = 0 if length == 0 else max(0, min(1, ((point[0] - a[0]) * dx + (point[1] - a[1]) * dy) / length))
        best = min(best, math.hypot(point[0] - a[0] - s * dx, point[1] - a[1] - s * dy))
    return best


@pytest.mark.parametrize("name", sorted(SWEEPS))
def test_sweep_page(jellylab, browser, tmp_path, name):
    args = SWEEPS[name]
    run(jellylab, ["sweep", *args, "--format", "html", "--out-dir", "s"], tmp_path)
    preset = args[args.index("--preset") + 1] if "--preset" in args else "jelly"
    html = tmp_path / f"s/{preset}-sweep.html"
    header, rows = csv_rows(tmp_path / f"s/{preset}-sweep.csv")
    page, requests, errors = load(browser, html)
    try:
        # Hover: the table shows the cell's CSV row, text for text (a middle cell and a corner).
        cell = len(rows) // 2 + 3
        for index in (cell, 0, len(rows) - 1):
            page.hover(f'rect.cell[data-cell="{index}"]')
            shown = dict(page.eval_on_selector_all(
                "#cell-values td[data-column]", "cells => cells.map(c => [c.dataset.column, c.textContent])"))
            # A missing value (an empty field) reads n/a, as in every jellylab table.
            assert [shown[column] for column in header] == [v or "n/a" for v in rows[index]], index
        # Choose the middle cell: its diff equals `jellylab diff` with its parameters.
        page.click(f'rect.cell[data-cell="{cell}"]')
        assert page.get_attribute("#page", "data-cell") == str(cell)
        row = dict(zip(header, rows[cell]))
        spring = ["--damping", row["damping"], "--velocity", row["velocity"], "--duration", row["duration"]]
        scene = ["--preset", preset, *spring]
        expected = list(csv.DictReader(io.StringIO(run(jellylab, ["diff", *scene], tmp_path))))
        curve = page.evaluate("window.jellylab.curve()")
        assert len(curve["times"]) == len(expected) == page.evaluate("window.jellylab.frameCount")
        worst = max(abs(d - float(e["diff"])) for d, e in zip(curve["diff"], expected))
        assert worst <= DIFF_TOLERANCE, worst
        assert all(t == float(e["t"]) for t, e in zip(curve["times"], expected))
        assert max(abs(float(e["diff"])) for e in expected) > 5  # the cell moves
        # Its outline at three frames equals `jellylab shape` at t_k.
        for k in (0, len(expected) // 4, len(expected) // 2):
            page.evaluate(f"window.jellylab.seek({k})")
            t = page.get_attribute("#page", "data-t")
            assert float(t) == float(expected[k]["t"])
            drawn = path_points(page.get_attribute("path.outline", "data-outline"))
            shape = run(jellylab, ["shape", *scene, "--t", t, "--tolerance", str(SHAPE_TOLERANCE)], tmp_path)
            polyline = [(float(r["x"]), float(r["y"])) for r in csv.DictReader(io.StringIO(shape))]
            worst = max(max(distance_to_polyline(p, polyline) for p in drawn[::4]),
                        max(distance_to_polyline(p, drawn) for p in polyline))
            assert worst <= OUTLINE_TOLERANCE, (k, worst)
        # Keyboard: focus the map, move right, Enter chooses the next cell along x.
        page.focus("#heatmap svg")
        page.keyboard.press("ArrowRight")
        page.keyboard.press("Enter")
        columns = len({r[header.index("velocity")] for r in rows})  # the y axis of both sweeps
        assert page.get_attribute("#page", "data-cell") == str(cell + columns)
        page.click(f'rect.cell[data-cell="{cell}"]')
        page.evaluate(f"window.jellylab.seek({len(expected) // 3})")
        page.hover(f'rect.cell[data-cell="{cell}"]')
        if name == "skype":
            screenshot(page, "page-sweep.png")
        assert requests == [html.as_uri()], f"the page made other requests: {requests}"
        assert errors == [], f"console errors: {errors}"
    finally:
        page.close()


def test_sweep_blank_cells_answer_the_pointer(jellylab, browser, tmp_path):
    """A cell without a spring (blank, its metrics empty) shows its row under the pointer; chosen,
    it says so and the clock, slider and test hooks hold no earlier cell's time or frame."""
    run(jellylab, ["sweep", *SWEEPS["skype"], "--format", "html", "--out-dir", "s"], tmp_path)
    html = tmp_path / "s/skype-sweep.html"
    header, rows = csv_rows(tmp_path / "s/skype-sweep.csv")
    page, requests, errors = load(browser, html)
    try:
        blank = page.evaluate("JL.data().cells.findIndex(c => c === null)")
        assert blank >= 0 and rows[blank][header.index("largest_bulge")] == ""
        row = dict(zip(header, rows[blank]))
        # Choose a moving cell first and move its clock on.
        cell = len(rows) // 2 + 3
        page.click(f'rect.cell[data-cell="{cell}"]')
        named = dict(zip(header, rows[cell]))
        assert page.text_content("#cell-heading") == (
            f"damping {named['damping']}, velocity {named['velocity']} (cell {cell})")
        page.evaluate("window.jellylab.seek(12)")
        assert page.text_content("#cell-readout").startswith(f"t = 0.2000 s   frame 12 of ")
        # Hover, then click the blank cell with the pointer.
        page.hover(f'rect.cell[data-cell="{blank}"]')
        shown = dict(page.eval_on_selector_all(
            "#cell-values td[data-column]", "cells => cells.map(c => [c.dataset.column, c.textContent])"))
        assert [shown[column] for column in header] == [v or "n/a" for v in rows[blank]]
        assert page.text_content("#cell-heading") == (
            f"damping {row['damping']}, velocity {row['velocity']} (cell {blank})")
        page.click(f'rect.cell[data-cell="{blank}"]')
        assert page.get_attribute("#page", "data-cell") == str(blank)
        assert "No iOS spring for this cell" in page.text_content("#cell-views")
        for name in ("data-t", "data-frame", "data-diff"):
            assert page.get_attribute("#page", name) == "", name
        assert page.text_content("#cell-readout") == ""
        assert page.evaluate("window.jellylab.frameCount") == 1
        assert page.evaluate("window.jellylab.times") == [0]
        assert page.input_value("input[type='range']") == "0"
        assert page.evaluate("window.jellylab.curve()") is None
        assert requests == [html.as_uri()] and errors == [], (requests, errors)
    finally:
        page.close()


def test_one_row_sweep_keeps_its_colour_bar_inside(jellylab, browser, tmp_path):
    """A one-axis sweep: the colour bar is at least 200 px high with at most 5 ticks, and its
    rotated label lies inside the heatmap's card."""
    run(jellylab, ["sweep", "--damping", "0.8:0.9:0.05", "--format", "html", "--out-dir", "s"], tmp_path)
    page, requests, errors = load(browser, tmp_path / "s/jelly-sweep.html")
    try:
        boxes = page.evaluate(
            """(() => { const box = (e) => { const r = e.getBoundingClientRect();
                return [r.left, r.top, r.right, r.bottom]; };
              const label = document.querySelector('#heatmap text.bar-label');
              const bar = label.parentNode;
              return { card: box(document.getElementById('heatmap')), label: box(label),
                ticks: bar.querySelectorAll(':scope > text:not(.bar-label)').length,
                frame: box(bar.querySelector('rect[fill=none]')) }; })()""")
        card, label, frame = boxes["card"], boxes["label"], boxes["frame"]
        assert card[0] <= label[0] and label[2] <= card[2], boxes
        assert card[1] <= label[1] and label[3] <= card[3], boxes
        assert frame[3] - frame[1] >= 200 and 2 <= boxes["ticks"] <= 5, boxes
        assert errors == [], errors
    finally:
        page.close()
