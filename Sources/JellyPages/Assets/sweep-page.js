"use strict";
(() => {
  const D = JL.data();
  const { header, rows } = JL.csv(D.csv);
  const metricColumn = header.indexOf(D.metric);
  const xs = D.x.values, ys = D.y ? D.y.values : [0];
  const columns = ys.length;
  const root = document.getElementById("page");

  // Colours: the gnuplot palette, stops evenly spaced over the colour range, linear in RGB.
  const stops = D.palette.map((hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)));
  function colourOf(value) {
    if (!isFinite(value)) return D.noValue || "none";
    let f = (value - D.colorRange[0]) / (D.colorRange[1] - D.colorRange[0]);
    f = Math.min(Math.max(f, 0), 1) * (stops.length - 1);
    const i = Math.min(Math.floor(f), stops.length - 2), w = f - i;
    const c = stops[i].map((a, j) => Math.round(a + (stops[i + 1][j] - a) * w));
    return "rgb(" + c.join(",") + ")";
  }

  // The heatmap: x = the first axis, y = the second (one row without it), cell i·columns + j.
  // One row of cells is 86 px high, but its colour bar keeps at least 200 px (and fewer
  // ticks than a tall bar) and the card grows to hold it.
  const W = 620;
  const m = { left: 70, right: 118, top: 12, bottom: 52 };
  const ph = D.y ? 430 - m.top - m.bottom : 86;
  const barHeight = Math.max(ph, 200);
  const H = Math.max(m.top + ph + m.bottom, m.top + barHeight + 14);
  const svg = JL.el("svg", { width: W, height: H, viewBox: "0 0 " + W + " " + H, tabindex: "0", role: "application",
    "aria-label": "Heatmap of " + D.metricLabel + "; arrow keys move, Enter chooses a cell" }, document.getElementById("heatmap"));
  // The colour bar's label, rotated, broken into lines that each fit beside the bar; the
  // map gives up 17 px of width per extra line so the label stays inside the card.
  const barLabel = D.metricLabel + (D.noValue ? "; grey = no value" : "; blank = no value");
  const labelLines = (() => {
    const probe = JL.el("text", {}, svg);
    const room = 2 * Math.min(m.top + barHeight / 2, H - m.top - barHeight / 2) - 8;
    const fits = (text) => { probe.textContent = text; return probe.getComputedTextLength() <= room; };
    const lines = [];
    let line = "";
    for (const word of barLabel.split(" ")) {
      const next = line ? line + " " + word : word;
      if (!line || fits(next)) line = next;
      else { lines.push(line); line = word; }
    }
    lines.push(line);
    probe.remove();
    return lines;
  })();
  m.right += 17 * (labelLines.length - 1);
  const pw = W - m.left - m.right;
  const cw = pw / xs.length, ch = ph / columns;
  const map = JL.el("g", {}, svg);
  const cellRect = (index) => {
    const i = Math.floor(index / columns), j = index % columns;
    return { x: m.left + i * cw, y: m.top + (columns - 1 - j) * ch };
  };
  for (let index = 0; index < rows.length; index++) {
    const r = cellRect(index);
    JL.el("rect", { class: "cell", x: r.x, y: r.y, width: cw + 0.4, height: ch + 0.4, "data-cell": index,
      fill: colourOf(parseFloat(rows[index][metricColumn])) }, map);
  }
  const axis = JL.el("g", { class: "axis" }, svg);
  JL.el("rect", { x: m.left, y: m.top, width: pw, height: ph, fill: "none", stroke: "#555" }, axis);
  function axisTicks(values, place) {
    const lo = values[0], hi = values[values.length - 1];
    const t = JL.ticks(lo, hi, 6);
    const texts = values.length > 1 ? t.values : [lo];
    const step = values.length > 1 ? t.step : 1;
    for (const v of texts) {
      const f = values.length > 1 ? (v - lo) / (hi - lo) * (values.length - 1) + 0.5 : 0.5;
      place(f, (values.length > 1 ? v.toFixed(Math.max(0, -Math.floor(Math.log10(step) + 1e-9))) : String(v)).replace("-", "−"));
    }
  }
  axisTicks(xs, (f, text) => {
    const x = m.left + f * cw;
    JL.el("line", { x1: x, x2: x, y1: m.top + ph, y2: m.top + ph + 5 }, axis);
    JL.el("text", { x, y: m.top + ph + 20, "text-anchor": "middle" }, axis, text);
  });
  JL.el("text", { x: m.left + pw / 2, y: m.top + ph + m.bottom - 8, "text-anchor": "middle" }, axis, D.x.label);
  if (D.y) {
    axisTicks(ys, (f, text) => {
      const y = m.top + ph - f * ch;
      JL.el("line", { x1: m.left - 5, x2: m.left, y1: y, y2: y }, axis);
      JL.el("text", { x: m.left - 8, y: y + 5, "text-anchor": "end" }, axis, text);
    });
    JL.el("text", { x: 0, y: 0, "text-anchor": "middle", transform: "translate(16 " + (m.top + ph / 2) + ") rotate(-90)" }, axis, D.y.label);
  }
  // The colour bar, with the metric's label and unit.
  const bx = W - m.right + 16, bw = 16;
  const bar = JL.el("g", { class: "axis" }, svg);
  const steps = 64;
  for (let s = 0; s < steps; s++) {
    const v = D.colorRange[0] + (D.colorRange[1] - D.colorRange[0]) * (s + 0.5) / steps;
    JL.el("rect", { x: bx, y: m.top + barHeight * (1 - (s + 1) / steps), width: bw, height: barHeight / steps + 0.5, fill: colourOf(v), "shape-rendering": "crispEdges" }, bar);
  }
  JL.el("rect", { x: bx, y: m.top, width: bw, height: barHeight, fill: "none", stroke: "#555" }, bar);
  const ct = JL.ticks(D.colorRange[0], D.colorRange[1], Math.min(5, Math.max(2, Math.floor(barHeight / 50))));
  for (const v of ct.values) {
    const y = m.top + barHeight * (1 - (v - D.colorRange[0]) / (D.colorRange[1] - D.colorRange[0]));
    JL.el("line", { x1: bx + bw, x2: bx + bw + 4, y1: y, y2: y }, bar);
    JL.el("text", { x: bx + bw + 7, y: y + 5 }, bar, v.toFixed(Math.max(0, -Math.floor(Math.log10(ct.step) + 1e-9))).replace("-", "−"));
  }
  const label = JL.el("text", { class: "bar-label", x: 0, y: 0, "text-anchor": "middle",
    transform: "translate(" + (W - 8) + " " + (m.top + barHeight / 2) + ") rotate(-90)" }, bar);
  labelLines.forEach((line, i) => {
    JL.el("tspan", { x: 0, dy: i === 0 ? -17 * (labelLines.length - 1) : 17 }, label, line);
  });
  const focusBox = JL.el("rect", { class: "focus-cell", width: cw, height: ch, visibility: "hidden" }, svg);
  const chosenBox = JL.el("rect", { class: "chosen-cell", width: cw, height: ch, visibility: "hidden" }, svg);

  // The row of a cell, every CSV column as written.
  const table = document.getElementById("cell-values");
  const valueCells = header.map((name) => {
    const tr = JL.html("tr", {}, table);
    JL.html("th", { scope: "row" }, tr, name);
    return JL.html("td", { "data-column": name }, tr, "–");
  });
  const heading = document.getElementById("cell-heading");
  // A cell by its parameters, as the CSV writes them: "damping 0.26, velocity 0.5 (cell 98)".
  const axisText = (axis, values, i, index) => {
    const at = header.indexOf(axis.name);
    return axis.name + " " + (at >= 0 ? rows[index][at] : String(values[i]));
  };
  function cellName(index) {
    const i = Math.floor(index / columns), j = index % columns;
    const parts = [axisText(D.x, xs, i, index)];
    if (D.y) parts.push(axisText(D.y, ys, j, index));
    return parts.join(", ") + " (cell " + index + ")";
  }
  const cellTime = document.getElementById("cell-readout");
  function show(index) {
    const r = cellRect(index);
    focusBox.setAttribute("x", r.x); focusBox.setAttribute("y", r.y);
    focusBox.setAttribute("visibility", "visible");
    heading.textContent = cellName(index);
    table.setAttribute("data-cell", String(index));
    header.forEach((name, i) => { valueCells[i].textContent = rows[index][i] === "" ? "n/a" : rows[index][i]; });
  }

  // A helper's value at t from its numbers: from, to, delay, α, ω0², v0, end, cuts; the spring
  // (mass 1, stiffness ω0², damping 2α) moves as JLModel.springMotion solves it.
  const motions = new WeakMap();
  function value(h, t) {
    const [from, to, delay, alpha, omega2, v0, end, cuts] = h;
    if (t < delay) return from;
    if (cuts === 1 && t >= end) return to;
    let motion = motions.get(h);
    if (motion === undefined) {
      motion = JLModel.springMotion({ mass: 1, stiffness: omega2, damping: 2 * alpha }, from - to, v0);
      motions.set(h, motion);
    }
    return to + motion.displacement(t - delay);
  }
  const outline = (s) => JL.outlinePath(D.outline, s);
  const outlineBox = (drives) => JL.outlineBox(D.outline, drives);

  // The clock: frames of the chosen cell (one frame before any is chosen).
  const clock = new JL.Clock([0]);
  const controls = JL.mountControls(document.getElementById("controls"), clock, [1, 0.25, 0.1]);
  JL.publish(root, clock);
  const views = document.getElementById("cell-views");
  let chart = null, shape = null, curve = null;
  function choose(index) {
    const cell = D.cells[index];
    show(index);
    const r = cellRect(index);
    chosenBox.setAttribute("x", r.x); chosenBox.setAttribute("y", r.y);
    chosenBox.setAttribute("visibility", "visible");
    root.setAttribute("data-cell", String(index));
    clock.pause();
    views.textContent = "";
    if (!cell) {
      // No curve: the clock, the slider and the test hooks go back to one frame at t = 0,
      // and the root carries no t, frame or diff of an earlier cell.
      curve = null;
      chart = null;
      shape = null;
      clock.times = [0];
      controls.slider.max = "0";
      window.jellylab.frameCount = 1;
      window.jellylab.times = [0];
      clock.seek(0);
      for (const name of ["data-t", "data-frame", "data-diff"]) root.setAttribute(name, "");
      cellTime.textContent = "";
      JL.html("p", { class: "no-spring", role: "status" }, views,
        "No iOS spring for this cell: UIKit builds none from its parameters, so its metrics are missing (n/a) and it has no diff curve or shape.");
      return;
    }
    const side = D.side.slice(0, 3).concat(cell, [D.side[7]]);
    const end = Math.max(cell[3], D.center ? D.center[6] : 0);
    const count = Math.floor(end * D.fps + 1e-9) + 1;
    const times = [], diffs = [], drives = [];
    for (let n = 0; n < count; n++) {
      const t = n / D.fps;
      const sideValue = value(side, t);
      const diff = sideValue - (D.center ? value(D.center, t) : side[1]);
      times.push(t); diffs.push(diff);
      if (D.outline.drive === "deltaHeight") {
        const progress = t > end ? 1 : 1 - (sideValue - side[1]) / (side[0] - side[1]);
        drives.push(D.outline.height / 2 * (0.5 - Math.abs(progress - 0.5)));
      } else {
        drives.push(diff);
      }
    }
    curve = { times, diff: diffs, drive: drives };
    const lo = Math.min(0, ...diffs), hi = Math.max(0, ...diffs), pad = 0.06 * (hi - lo || 1);
    const row = rows[index];
    chart = new JL.LineChart(views, { width: 620, height: 300, title: "diff(t) of cell " + index + ": " +
        header.slice(0, 3).map((name, i) => name + " " + row[i]).join(", "),
      xRange: [0, times[times.length - 1] || 1], yRange: [lo - pad, hi + pad], xLabel: "t [s]", yLabel: "diff [pt]",
      series: [{ label: "diff", color: "motion", x: times, y: diffs, width: 2 }], legend: false });
    shape = new JL.ShapeView(views, { width: 420, height: 300, box: outlineBox(drives), title: "shape at the cursor" });
    shape.setGhost(outline(drives[0]));
    clock.times = times;
    controls.slider.max = String(count - 1);
    window.jellylab.frameCount = count;
    window.jellylab.times = times.slice();
    clock.seek(Math.min(clock.frame, count - 1));
  }
  clock.onFrame((k, t) => {
    if (!curve) return;
    chart.setCursor(t);
    shape.draw(outline(curve.drive[k]));
    root.setAttribute("data-diff", String(curve.diff[k]));
    cellTime.textContent = "t = " + JL.number(t) + " s   frame " + k + " of " + (curve.times.length - 1) +
      "   diff " + JL.number(curve.diff[k]) + " pt";
  });
  window.jellylab.choose = (index) => choose(index);
  window.jellylab.curve = () => curve && { times: curve.times.slice(), diff: curve.diff.slice() };

  // Pointer and keyboard.
  let focused = 0;
  const cellAt = (event) => {
    const target = event.target;
    return target && target.getAttribute && target.getAttribute("data-cell") !== null ? Number(target.getAttribute("data-cell")) : null;
  };
  map.addEventListener("mousemove", (event) => { const i = cellAt(event); if (i !== null) { focused = i; show(i); } });
  map.addEventListener("click", (event) => { const i = cellAt(event); if (i !== null) { focused = i; choose(i); } });
  svg.addEventListener("focus", () => show(focused));
  svg.addEventListener("keydown", (event) => {
    let i = Math.floor(focused / columns), j = focused % columns;
    if (event.key === "ArrowLeft") i = Math.max(0, i - 1);
    else if (event.key === "ArrowRight") i = Math.min(xs.length - 1, i + 1);
    else if (event.key === "ArrowUp") j = Math.min(columns - 1, j + 1);
    else if (event.key === "ArrowDown") j = Math.max(0, j - 1);
    else if (event.key === "Enter") { choose(focused); event.preventDefault(); event.stopPropagation(); return; }
    else return;
    focused = i * columns + j;
    show(focused);
    event.preventDefault();
    event.stopPropagation();
  });
})();
