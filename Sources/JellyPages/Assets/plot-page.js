(() => {
  const D = JL.data();
  const clock = new JL.Clock(D.times);
  const root = document.getElementById("jellylab");
  JL.mountControls(document.getElementById("controls"), clock, D.rates);
  const two = D.sets.length > 1;
  const width = two ? 600 : 640;
  const [bx0, by0, bx1, by1] = D.shapeBox;
  const views = D.sets.map((s, i) => {
    const section = document.getElementById("set-" + i);
    const charts = section.querySelector(".charts");
    const series = s.oneSpring
      ? [{ label: "displacement y − target", color: "motion", x: s.t, y: s.diff, width: 2.5 }]
      : [{ label: "side − its target", color: "side", x: s.t, y: s.side, width: 1.5 },
         { label: "center − its target", color: "center", x: s.t, y: s.center, width: 1.5, dash: "6 4" },
         { label: "diff = side − center", color: "motion", x: s.t, y: s.diff, width: 2.5 }];
    const motion = new JL.LineChart(charts, {
      width, height: two ? 250 : 290, xRange: D.timeRange, yRange: D.seriesRange,
      yLabel: s.oneSpring ? "displacement [pt]" : "side, center, diff [pt]", title: s.oneSpring ? "motion" : "motion (diff = side − center)",
      series,
      points: s.peaks.t.length ? [{ label: s.peaksTitle, color: "peaks", x: s.peaks.t, y: s.peaks.value, unit: "pt" }] : [],
      marks: s.cuts.map(([x, y, label]) => ({ x, y, color: "cut", label })),
    });
    const bend = new JL.LineChart(charts, {
      width, height: two ? 220 : 250, xRange: D.timeRange, yRange: D.bendRange,
      xLabel: "t [s]", yLabel: "Δ [pt]", caption: s.bendPanelTitle,
      series: [{ label: s.bendTitle, color: "bend", x: s.t, y: s.bend, width: 2 }],
      points: s.bendPeaks.t.length ? [{ label: "peaks of Δ (continuous)", color: "bend-peaks", x: s.bendPeaks.t, y: s.bendPeaks.value, r: 4, unit: "pt" }] : [],
      bands: s.inversions.map(([a, b, tDeep, deep]) => ({ from: a, to: b, color: "inversion", opacity: 0.18,
        label: "inverted " + JL.number(a) + "–" + JL.number(b) + " s, deepest " + JL.number(deep) + " pt at " + JL.number(tDeep) + " s" })),
    });
    const shape = new JL.ShapeView(section.querySelector(".shape"), {
      width: two ? 600 : 500, height: two ? 340 : 540, title: "shape (exact outline, to scale)",
      box: { minX: bx0, minY: by0, maxX: bx1, maxY: by1 },
    });
    shape.setGhost(s.outlines[s.outlines.length - 1]);
    const readout = document.getElementById("readout-" + i);
    return (k) => {
      const j = Math.min(k, s.t.length - 1);
      const t = s.t[j];
      motion.setCursor(t);
      bend.setCursor(t);
      shape.draw(s.outlines[j]);
      section.setAttribute("data-t", String(t));
      section.setAttribute("data-frame", String(j));
      let text = "t = " + JL.number(t) + " s   frame " + s.frame[j] + (j < k ? " (at rest)" : "") + "\n";
      if (s.oneSpring) text += "displacement " + JL.number(s.diff[j]) + " pt";
      else text += "side " + JL.number(s.side[j]) + " pt   center " + JL.number(s.center[j]) + " pt   diff " + JL.number(s.diff[j]) + " pt";
      // Inverted means Δ < 0 at this frame (an inversion interval's ends have Δ = 0).
      text += "   Δ " + JL.number(s.bend[j]) + " pt" + (s.bend[j] < 0 ? "   inverted" : "");
      readout.textContent = text;
      return s.outlines[j];
    };
  });
  clock.onFrame((k) => {
    const outlines = views.map((update) => update(k));
    root.setAttribute("data-outline", outlines[0]);
  });
  // Two sets side by side line up: each heading, readout and caption is as tall as the
  // taller of the two, so the charts below them start at one height. A new frame's readout
  // only grows them; a new window size measures afresh.
  const align = (afresh) => {
    if (!two) return;
    for (const selector of ["h2", ".readout", ".caption"]) {
      const items = D.sets.map((s, i) => document.querySelector("#set-" + i + " " + selector));
      if (items.some((item) => !item)) continue;
      if (afresh) for (const item of items) item.style.minHeight = "";
      const tallest = Math.max(...items.map((item) => item.getBoundingClientRect().height));
      for (const item of items) item.style.minHeight = tallest + "px";
    }
  };
  clock.onFrame(() => align(false));
  JL.publish(root, clock);
  clock.seek(0);
  align(true);
  window.addEventListener("resize", () => align(true));
})();
