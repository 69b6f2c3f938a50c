"use strict";
(() => {
  const D = JL.data();
  const { header, rows } = JL.csv(D.csv);
  const column = (name) => rows.map((row) => parseFloat(row[header.indexOf(name)]));
  const u = column("u");
  const times = u.map((v) => D.timeOrigin + v * D.timeSpan);
  const clock = new JL.Clock(times);
  const root = document.getElementById("page");
  JL.mountControls(document.getElementById("controls"), clock, [1, 0.25, 0.1]);
  const charts = document.getElementById("charts");
  const series = (list) => list.map((c) => ({ label: c.label, color: c.color, x: u, y: column(c.column),
    width: c.width, dash: c.dash }));
  const top = new JL.LineChart(charts, { width: 860, height: 360, xRange: [0, 1], yRange: D.curvesRange,
    yLabel: "normalized value (1 = main excursion)", series: series(D.curves) });
  const bottom = new JL.LineChart(charts, { width: 860, height: 250, xRange: [0, 1], yRange: D.residualsRange,
    xLabel: D.uLabel, yLabel: "residual", series: series(D.residuals) });
  const table = document.getElementById("cursor-values");
  const cells = {};
  const add = (name, label, color) => {
    const tr = JL.html("tr", {}, table);
    const th = JL.html("th", { scope: "row" }, tr);
    if (color) JL.html("span", { class: "swatch", style: "background:" + JL.colour(color) }, th);
    JL.html("span", {}, th, label);
    cells[name] = JL.html("td", { "data-column": name }, tr);
  };
  add("frame", "frame");
  add("t", "t [s]");
  for (const name of header) {
    const curve = D.curves.concat(D.residuals).find((c) => c.column === name);
    add(name, name === "u" ? "u" : name, curve ? curve.color : null);
  }
  clock.onFrame((k, t) => {
    top.setCursor(u[k]);
    bottom.setCursor(u[k]);
    cells.frame.textContent = k + " (CSV row " + (k + 1) + " of " + clock.count + ")";
    cells.t.textContent = String(t);
    header.forEach((name, i) => { cells[name].textContent = rows[k][i]; });
    root.setAttribute("data-u", rows[k][0]);
  });
  JL.publish(root, clock);
  clock.seek(0);
})();
