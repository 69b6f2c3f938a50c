"use strict";
(() => {
  const D = JL.data();
  const files = D.curves.map((c) => JL.csv(c.csv));
  const column = (file, name) => file.rows.map((row) => parseFloat(row[file.header.indexOf(name)]));
  const u = column(files[0], "progress");
  // Progress is played as a 1 s animation: frame k is CSV row k, at u_k.
  const clock = new JL.Clock(u);
  const root = document.getElementById("page");
  JL.mountControls(document.getElementById("controls"), clock, [1, 0.25, 0.1]);
  const charts = document.getElementById("charts");
  const n = D.curves.length;
  const minus = D.minusFirst ? JL.csv(D.minusFirst.csv) : null;
  const values = new JL.LineChart(charts, { width: 860, height: Math.max(360, 140 + 20 * n), xRange: [0, 1],
    yRange: D.valueRange, title: "all curves, one scale", xLabel: minus ? undefined : D.xLabel, yLabel: D.valueLabel,
    series: D.curves.map((c, i) => ({ label: c.name, color: c.color, x: u, y: column(files[i], "value"), width: 2 })) });
  const charted = [values];
  if (minus) {
    charted.push(new JL.LineChart(charts, { width: 860, height: Math.max(300, 120 + 20 * n), xRange: [0, 1],
      yRange: D.differenceRange, title: D.differenceTitle, xLabel: D.xLabel, yLabel: D.differenceLabel,
      series: D.curves.map((c, i) => ({ label: c.name, color: c.color, x: u,
        y: column(minus, D.minusFirst.columns[i]), width: 2 })) }));
  }
  const table = document.getElementById("cursor-values");
  const cells = {};
  const row = (th, columns) => {
    const tr = JL.html("tr", {}, table);
    const head = JL.html("th", { scope: "row" }, tr);
    th(head);
    for (const name of columns) cells[name] = JL.html("td", { "data-column": name }, tr);
  };
  row((th) => JL.html("span", {}, th, "frame"), ["frame"]);
  row((th) => JL.html("span", {}, th, "progress"), ["progress"]);
  const head = JL.html("tr", {}, table);
  JL.html("th", { scope: "col" }, head, "curve");
  JL.html("th", { scope: "col" }, head, "value");
  if (minus) JL.html("th", { scope: "col" }, head, "− curve 1");
  D.curves.forEach((c, i) => {
    row((th) => {
      JL.html("span", { class: "swatch", style: "background:" + JL.colour(c.color) }, th);
      JL.html("span", {}, th, (i + 1) + ": " + c.name);
    }, minus ? ["value-" + (i + 1), "minus-" + (i + 1)] : ["value-" + (i + 1)]);
  });
  clock.onFrame((k) => {
    for (const chart of charted) chart.setCursor(u[k]);
    cells.frame.textContent = k + " (CSV row " + (k + 1) + " of " + clock.count + ")";
    cells.progress.textContent = files[0].rows[k][0];
    files.forEach((file, i) => {
      cells["value-" + (i + 1)].textContent = file.rows[k][file.header.indexOf("value")];
      if (minus) cells["minus-" + (i + 1)].textContent = minus.rows[k][i + 1];
    });
    root.setAttribute("data-u", files[0].rows[k][0]);
  });
  JL.publish(root, clock);
  clock.seek(0);
})();
