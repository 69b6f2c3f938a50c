"use strict";
const JL = (() => {
  const NS = "http://www.w3.org/2000/svg";
  function filled(node, attrs, parent, text) {
    for (const key in attrs || {}) node.setAttribute(key, attrs[key]);
    if (text !== undefined && text !== null) node.textContent = text;
    if (parent) parent.appendChild(node);
    return node;
  }
  function el(tag, attrs, parent, text) {
    return filled(document.createElementNS(NS, tag), attrs, parent, text);
  }
  function html(tag, attrs, parent, text) {
    return filled(document.createElement(tag), attrs, parent, text);
  }
  function data() {
    return JSON.parse(document.getElementById("jellylab-data").textContent);
  }
  function csv(text) {
    const lines = text.split("\n").filter((line) => line.length > 0);
    return { header: lines[0].split(","), rows: lines.slice(1).map((line) => line.split(",")) };
  }
  function number(v, digits) {
    if (v === null || v === undefined || !isFinite(v)) return "n/a";
    const d = digits === undefined ? 4 : digits;
    const a = Math.abs(v);
    let s;
    if (a !== 0 && (a < 1e-3 || a >= 1e5)) s = v.toExponential(2);
    else s = v.toFixed(Math.max(0, d - Math.max(0, Math.floor(Math.log10(a || 1)) + 1)));
    return s.replace("-", "−");
  }
  function niceStep(span, count) {
    const raw = Math.max(span, 1e-12) / count;
    const power = Math.pow(10, Math.floor(Math.log10(raw)));
    const f = raw / power;
    return (f < 1.5 ? 1 : f < 3 ? 2 : f < 7 ? 5 : 10) * power;
  }
  function ticks(lo, hi, count) {
    const step = niceStep(hi - lo, count);
    const out = [];
    for (let v = Math.ceil(lo / step - 1e-9) * step; v <= hi + step * 1e-9; v += step) {
      out.push(Math.abs(v) < step * 1e-9 ? 0 : v);
    }
    return { step, values: out };
  }
  function tickText(v, step) {
    const places = Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
    return v.toFixed(places).replace("-", "−");
  }
  function colour(name) { return "var(--c-" + name + ")"; }

  // The width of `text` in the charts' 14 px font, in pixels, measured on a canvas: the same
  // glyph advances as the SVG text, without forcing a layout of the page.
  let measure = null;
  function textWidth(text) {
    if (measure === null) {
      measure = document.createElement("canvas").getContext("2d");
      measure.font = '14px system-ui, "DejaVu Sans", sans-serif';
    }
    return measure.measureText(text).width;
  }
  // Whether the segment (ax, ay)–(bx, by) meets the box [x0, x1] × [y0, y1] (Liang–Barsky).
  function segmentMeetsBox(ax, ay, bx, by, x0, y0, x1, y1) {
    let lo = 0, hi = 1;
    const dx = bx - ax, dy = by - ay;
    for (const [p, q] of [[-dx, ax - x0], [dx, x1 - ax], [-dy, ay - y0], [dy, y1 - ay]]) {
      if (p === 0) { if (q < 0) return false; }
      else {
        const r = q / p;
        if (p < 0) lo = Math.max(lo, r); else hi = Math.min(hi, r);
        if (lo > hi) return false;
      }
    }
    return true;
  }
  // The index of the last value of the ascending `xs` at or before x (0 before the first).
  function lastAtOrBefore(xs, x) {
    let lo = 0, hi = xs.length - 1;
    if (hi < 0 || x <= xs[0]) return 0;
    if (x >= xs[hi]) return hi;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (xs[mid] <= x) lo = mid; else hi = mid;
    }
    return lo;
  }

  class Clock {
    constructor(times) {
      this.times = times;
      this.frame = 0;
      this.rate = 1;
      this.playing = false;
      this.listeners = [];
      this.stateListeners = [];
      this.tick = this.tick.bind(this);
    }
    get count() { return this.times.length; }
    get time() { return this.times[this.frame]; }
    onFrame(listener) { this.listeners.push(listener); }
    onState(listener) { this.stateListeners.push(listener); }
    seek(frame) {
      const k = Math.min(Math.max(Math.round(Number(frame)) || 0, 0), this.count - 1);
      this.frame = k;
      for (const listener of this.listeners) listener(k, this.times[k]);
      return k;
    }
    step(by) { this.pause(); return this.seek(this.frame + by); }
    setRate(rate) {
      if (!(rate > 0)) return;
      this.rate = rate;
      if (this.playing) this.restart();
      this.notify();
    }
    play(rate) {
      if (rate > 0) this.rate = rate;
      if (this.frame >= this.count - 1) this.seek(0);
      this.playing = true;
      this.restart();
      requestAnimationFrame(this.tick);
      this.notify();
    }
    pause() {
      if (!this.playing) return;
      this.playing = false;
      this.notify();
    }
    toggle() { if (this.playing) this.pause(); else this.play(); }
    restart() { this.origin = performance.now(); this.originTime = this.time; }
    tick(now) {
      if (!this.playing) return;
      const t = this.originTime + (now - this.origin) / 1000 * this.rate;
      const k = lastAtOrBefore(this.times, t);
      if (k !== this.frame) this.seek(k);
      if (k >= this.count - 1) { this.pause(); return; }
      requestAnimationFrame(this.tick);
    }
    notify() { for (const listener of this.stateListeners) listener(this); }
  }

  function mountControls(parent, clock, rates) {
    const bar = html("div", { class: "controls", role: "group", "aria-label": "Playback" }, parent);
    const back = html("button", { type: "button", "aria-label": "Previous frame", title: "Previous frame (←)" }, bar, "◀︎|");
    const play = html("button", { type: "button", "aria-label": "Play", title: "Play / pause (space)" }, bar, "▶︎ Play");
    const forward = html("button", { type: "button", "aria-label": "Next frame", title: "Next frame (→)" }, bar, "|▶︎");
    const group = html("span", { class: "rates", role: "group", "aria-label": "Playback speed" }, bar);
    const rateButtons = rates.map((rate) => {
      const button = html("button", { type: "button", "aria-label": "Speed " + rate + "×", "aria-pressed": "false" }, group, rate + "×");
      button.addEventListener("click", () => { clock.setRate(rate); if (!clock.playing) clock.play(rate); });
      return { rate, button };
    });
    const slider = html("input", { type: "range", min: "0", max: String(clock.count - 1), step: "1", value: "0", "aria-label": "Frame" }, bar);
    back.addEventListener("click", () => clock.step(-1));
    forward.addEventListener("click", () => clock.step(1));
    play.addEventListener("click", () => clock.toggle());
    slider.addEventListener("input", () => { clock.pause(); clock.seek(Number(slider.value)); });
    clock.onFrame((k, t) => {
      slider.value = String(k);
      slider.setAttribute("aria-valuetext", "frame " + k + ", t = " + number(t) + " s");
    });
    const state = () => {
      play.textContent = clock.playing ? "❚❚ Pause" : "▶︎ Play";
      play.setAttribute("aria-label", clock.playing ? "Pause" : "Play");
      for (const { rate, button } of rateButtons) button.setAttribute("aria-pressed", String(rate === clock.rate));
    };
    clock.onState(state);
    state();
    // Space plays / pauses wherever the focus is but in a form field (a focused button does not
    // take it; Enter still presses buttons); the arrows, Home and End move the clock, also on the
    // frame slider.
    const typing = (target) => {
      const tag = target && target.tagName;
      // Other sliders (a page's settings) keep their own arrow keys.
      return tag === "TEXTAREA" || tag === "SELECT" || (tag === "INPUT" && target !== slider);
    };
    document.addEventListener("keydown", (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (typing(event.target)) return;
      const big = event.shiftKey ? 10 : 1;
      if (event.key === " ") clock.toggle();
      else if (event.key === "ArrowLeft") clock.step(-big);
      else if (event.key === "ArrowRight") clock.step(big);
      else if (event.key === "Home") { clock.pause(); clock.seek(0); }
      else if (event.key === "End") { clock.pause(); clock.seek(clock.count - 1); }
      else return;
      event.preventDefault();
    });
    // A focused button would take the space's key-up as a press: it belongs to play / pause.
    document.addEventListener("keyup", (event) => {
      if (event.key === " " && !typing(event.target)) event.preventDefault();
    });
    return { bar, play, slider, rateButtons };
  }

  class LineChart {
    // options: width, height, title (one line in the chart), caption (wrapping text above), xLabel, yLabel, xRange [lo, hi], yRange [lo, hi],
    // series [{label, color, x, y, width, dash}], points [{label, color, x, y, r}],
    // bands [{from, to, color, opacity, label}], marks [{x, color, label, width, y}] (label at
    // height y in data units, else at the bottom), legend: false (none), "above" (one row between
    // the title and the plot, where it covers nothing) or absent (in the corner of the plot that
    // covers the fewest points of the curves)
    constructor(parent, o) {
      this.o = o;
      const width = o.width || 600, height = o.height || 260;
      const m = { left: 62, right: 14, top: (o.title ? 28 : 10) + (o.legend === "above" ? 20 : 0), bottom: 46 };
      this.box = { left: m.left, right: width - m.right, top: m.top, bottom: height - m.bottom };
      if (o.caption) html("p", { class: "caption", style: "max-width:" + width + "px" }, parent, o.caption);
      const svg = el("svg", { width, height, viewBox: "0 0 " + width + " " + height, role: "img",
        "aria-label": o.caption || o.title || o.yLabel || "chart" }, parent);
      this.svg = svg;
      const b = this.box;
      if (o.title) el("text", { x: b.left, y: 18, class: "badge" }, svg, o.title);
      const grid = el("g", { class: "grid" }, svg);
      const axis = el("g", { class: "axis" }, svg);
      const xt = ticks(o.xRange[0], o.xRange[1], Math.max(3, Math.round((b.right - b.left) / 90)));
      const yt = ticks(o.yRange[0], o.yRange[1], Math.max(3, Math.round((b.bottom - b.top) / 45)));
      for (const v of xt.values) {
        const x = this.px(v);
        el("line", { x1: x, x2: x, y1: b.top, y2: b.bottom }, grid);
        el("line", { x1: x, x2: x, y1: b.bottom, y2: b.bottom + 5 }, axis);
        el("text", { x, y: b.bottom + 20, "text-anchor": "middle" }, axis, tickText(v, xt.step));
      }
      let widest = 0;
      for (const v of yt.values) {
        const y = this.py(v);
        el("line", { x1: b.left, x2: b.right, y1: y, y2: y }, grid);
        el("line", { x1: b.left - 5, x2: b.left, y1: y, y2: y }, axis);
        const label = el("text", { x: b.left - 8, y: y + 5, "text-anchor": "end" }, axis, tickText(v, yt.step));
        widest = Math.max(widest, textWidth(label.textContent));
      }
      el("rect", { x: b.left, y: b.top, width: b.right - b.left, height: b.bottom - b.top, fill: "none", stroke: "#555" }, axis);
      if (o.xLabel) el("text", { x: (b.left + b.right) / 2, y: height - 6, "text-anchor": "middle" }, axis, o.xLabel);
      // The y label's middle 9 pixels left of the widest tic label (its text is 14 px high).
      const yLabelX = Math.max(9, Math.min(16, b.left - 8 - widest - 9));
      if (o.yLabel) el("text", { x: 0, y: 0, "text-anchor": "middle", class: "y-label", transform: "translate(" + yLabelX + " " + (b.top + b.bottom) / 2 + ") rotate(-90)" }, axis, o.yLabel);
      const clipId = "clip" + Math.random().toString(36).slice(2);
      const clip = el("clipPath", { id: clipId }, svg);
      el("rect", { x: b.left, y: b.top, width: b.right - b.left, height: b.bottom - b.top }, clip);
      this.plot = el("g", { class: "plot", "clip-path": "url(#" + clipId + ")",
        "data-x0": o.xRange[0], "data-x1": o.xRange[1], "data-left": b.left, "data-right": b.right,
        "data-y0": o.yRange[0], "data-y1": o.yRange[1] }, svg);
      this.draw(o);
    }
    // Replaces the bands, marks, series, points and legend, keeping the axes: `o` has the same
    // ranges as the chart (a page that redraws often keeps its axes still and saves the work).
    setData(o) {
      this.o = Object.assign({}, this.o, o, { xRange: this.o.xRange, yRange: this.o.yRange });
      this.plot.textContent = "";
      if (this.legend) this.legend.remove();
      this.legend = null;
      this.legendBox = null;
      this.draw(this.o);
    }
    // The data layer: bands, the zero line, marks, series, points, the cursor and the legend.
    draw(o) {
      const b = this.box, plot = this.plot, svg = this.svg;
      for (const band of o.bands || []) {
        const x0 = this.px(band.from), x1 = this.px(band.to);
        const r = el("rect", { x: x0, y: b.top, width: Math.max(x1 - x0, 1), height: b.bottom - b.top,
          style: "fill:" + colour(band.color) + ";fill-opacity:" + (band.opacity || 0.18) }, plot);
        if (band.label) el("title", {}, r, band.label);
      }
      if (o.yRange[0] < 0 && o.yRange[1] > 0) el("line", { x1: b.left, x2: b.right, y1: this.py(0), y2: this.py(0), stroke: "#888", "stroke-width": 1 }, plot);
      for (const mark of o.marks || []) {
        const x = this.px(mark.x);
        el("line", { x1: x, x2: x, y1: b.top, y2: b.bottom, style: "stroke:" + colour(mark.color) + ";stroke-width:" + (mark.width || 2) }, plot);
      }
      this.series = [];
      for (const s of o.series || []) {
        let d = "";
        for (let i = 0; i < s.x.length; i++) d += (i ? "L" : "M") + this.px(s.x[i]).toFixed(2) + " " + this.py(s.y[i]).toFixed(2);
        el("path", { d, fill: "none", style: "stroke:" + colour(s.color) + ";stroke-width:" + (s.width || 2) + (s.dash ? ";stroke-dasharray:" + s.dash : "") }, plot);
        this.series.push(s);
      }
      for (const p of o.points || []) {
        for (let i = 0; i < p.x.length; i++) {
          const c = el("circle", { cx: this.px(p.x[i]), cy: this.py(p.y[i]), r: p.r || 4.5, style: "fill:" + colour(p.color) + ";stroke:#fff;stroke-width:1" }, plot);
          el("title", {}, c, (p.label || "") + ": t = " + number(p.x[i]) + " s, " + number(p.y[i]) + (p.unit ? " " + p.unit : ""));
        }
      }
      this.cursor = el("line", { class: "cursor", x1: b.left, x2: b.left, y1: b.top, y2: b.bottom }, plot);
      this.dots = this.series.map((s) => el("circle", { r: 5, style: "fill:" + colour(s.color) + ";stroke:#fff;stroke-width:1.5" }, plot));
      const legend = (o.series || []).concat(o.points || []).filter((s) => s.label);
      if (legend.length && o.legend === "above") {
        this.legend = el("g", { class: "legend" }, svg);
        this.legendBox = this.legendRow(legend, o);
      } else if (legend.length && o.legend !== false) {
        const g = el("g", { class: "legend" }, svg);
        this.legend = g;
        const widths = legend.map((s) => 34 + 7.6 * s.label.length);
        const w = Math.max(...widths) + 10;
        const h = legend.length * 20 + 8;
        // The corner whose box covers the fewest points of the curves (top right on a tie).
        const corners = [[b.right - w - 6, b.top + 6], [b.right - w - 6, b.bottom - h - 6],
          [b.left + 6, b.top + 6], [b.left + 6, b.bottom - h - 6]];
        const covered = ([cx, cy]) => {
          let n = 0;
          for (const s of o.series || []) {
            for (let i = 0; i < s.x.length; i++) {
              const X = this.px(s.x[i]), Y = this.py(s.y[i]);
              if (X >= cx && X <= cx + w && Y >= cy && Y <= cy + h) n++;
            }
          }
          return n;
        };
        let [x0, y0] = corners[0];
        let fewest = covered(corners[0]);
        for (const corner of corners.slice(1)) {
          const n = covered(corner);
          if (n < fewest) { [x0, y0] = corner; fewest = n; }
        }
        el("rect", { x: x0, y: y0, width: w, height: h, fill: "#fff", "fill-opacity": 0.88, stroke: "#ccc" }, g);
        legend.forEach((s, i) => {
          const y = y0 + 14 + i * 20;
          if ((o.points || []).indexOf(s) >= 0) {
            el("circle", { cx: x0 + 18, cy: y, r: 4.5, style: "fill:" + colour(s.color) }, g);
          } else {
            el("line", { x1: x0 + 6, x2: x0 + 30, y1: y, y2: y, style: "stroke:" + colour(s.color) + ";stroke-width:" + (s.width || 2) + (s.dash ? ";stroke-dasharray:" + s.dash : "") }, g);
          }
          el("text", { x: x0 + 36, y: y + 5 }, g, s.label);
        });
        this.legendBox = { x0, y0, x1: x0 + w, y1: y0 + h };
      }
      // The marks' labels last: at a height where no curve, point or the legend is under them.
      for (const mark of o.marks || []) if (mark.label) this.placeMarkLabel(mark);
    }
    // The legend as one row of entries (swatch, then label) above the plot, from its left edge;
    // returns the row's box.
    legendRow(entries, o) {
      const b = this.box, g = this.legend, y = b.top - 10;
      let x = b.left;
      for (const s of entries) {
        if ((o.points || []).indexOf(s) >= 0) {
          el("circle", { cx: x + 12, cy: y, r: 4.5, style: "fill:" + colour(s.color) }, g);
        } else {
          el("line", { x1: x, x2: x + 24, y1: y, y2: y, style: "stroke:" + colour(s.color) + ";stroke-width:" + (s.width || 2) + (s.dash ? ";stroke-dasharray:" + s.dash : "") }, g);
        }
        el("text", { x: x + 29, y: y + 5 }, g, s.label);
        x += 29 + textWidth(s.label) + 14;
      }
      return { x0: b.left, y0: y - 10, x1: x - 14, y1: y + 8 };
    }
    // A mark's label beside its line (left of it in the right half), at the height nearest
    // the preferred one (mark.y, else the bottom) whose box no curve crosses and which
    // covers no point and not the legend; else where the fewest curves cross it.
    placeMarkLabel(mark) {
      const b = this.box, x = this.px(mark.x);
      const right = x > (b.left + b.right) / 2;
      const text = el("text", { x: right ? x - 6 : x + 6, y: b.bottom - 8, "text-anchor": right ? "end" : "start", class: "mark-label" }, this.plot, mark.label);
      const width = textWidth(mark.label);
      const x0 = (right ? x - 6 - width : x + 6) - 3, x1 = x0 + width + 6;
      // The pieces of the curves under the label's columns (no other can cross its box).
      const segments = [];
      for (const s of this.series) {
        for (let i = 1; i < s.x.length; i++) {
          const ax = this.px(s.x[i - 1]), bx = this.px(s.x[i]);
          if (Math.max(ax, bx) < x0 || Math.min(ax, bx) > x1) continue;
          segments.push([ax, this.py(s.y[i - 1]), bx, this.py(s.y[i])]);
        }
      }
      const boxes = [];
      for (const p of this.o.points || []) {
        const r = (p.r || 4.5) + 2;
        for (let i = 0; i < p.x.length; i++) {
          const cx = this.px(p.x[i]), cy = this.py(p.y[i]);
          boxes.push({ x0: cx - r, y0: cy - r, x1: cx + r, y1: cy + r });
        }
      }
      if (this.legendBox) boxes.push(this.legendBox);
      const cost = (baseline) => {
        const y0 = baseline - 15, y1 = baseline + 5;
        if (y0 < b.top + 2 || y1 > b.bottom - 2) return Infinity;
        let n = 0;
        for (const [ax, ay, bx, by] of segments) if (segmentMeetsBox(ax, ay, bx, by, x0, y0, x1, y1)) n++;
        for (const q of boxes) if (q.x0 < x1 && q.x1 > x0 && q.y0 < y1 && q.y1 > y0) n += 1000;
        return n;
      };
      const preferred = mark.y === undefined ? b.bottom - 8 : this.py(mark.y) + 5;
      let best = preferred, fewest = Infinity;
      for (let d = 0; d <= b.bottom - b.top; d += 3) {
        for (const y of d ? [preferred + d, preferred - d] : [preferred]) {
          const n = cost(y);
          if (n < fewest) { best = y; fewest = n; }
        }
        if (fewest === 0) break;
      }
      if (fewest === Infinity) best = Math.min(Math.max(preferred, b.top + 16), b.bottom - 6);
      text.setAttribute("y", best);
      return text;
    }
    px(v) { const [lo, hi] = this.o.xRange; return this.box.left + (v - lo) / (hi - lo) * (this.box.right - this.box.left); }
    py(v) { const [lo, hi] = this.o.yRange; return this.box.bottom - (v - lo) / (hi - lo) * (this.box.bottom - this.box.top); }
    setCursor(t) {
      const x = this.px(t);
      this.cursor.setAttribute("x1", x);
      this.cursor.setAttribute("x2", x);
      this.cursor.setAttribute("data-t", String(t));
      this.series.forEach((s, i) => {
        const k = lastAtOrBefore(s.x, t);
        this.dots[i].setAttribute("cx", this.px(s.x[k]));
        this.dots[i].setAttribute("cy", this.py(s.y[k]));
      });
    }
  }

  class ShapeView {
    // options: width, height, box {minX, minY, maxX, maxY} in points, title, fill, stroke
    constructor(parent, o) {
      const width = o.width || 420, height = o.height || 360;
      const m = { left: 56, right: 14, top: o.title ? 28 : 10, bottom: 46 };
      const bw = o.box.maxX - o.box.minX, bh = o.box.maxY - o.box.minY;
      const scale = Math.min((width - m.left - m.right) / bw, (height - m.top - m.bottom) / bh);
      const ox = m.left + ((width - m.left - m.right) - bw * scale) / 2;
      const oy = m.top + ((height - m.top - m.bottom) - bh * scale) / 2;
      this.scale = scale;
      const svg = el("svg", { width, height, viewBox: "0 0 " + width + " " + height, role: "img", "aria-label": o.title || "shape" }, parent);
      this.svg = svg;
      if (o.title) el("text", { x: m.left, y: 18, class: "badge" }, svg, o.title);
      const axis = el("g", { class: "axis" }, svg);
      const px = (x) => ox + (x - o.box.minX) * scale, py = (y) => oy + (y - o.box.minY) * scale;
      const step = niceStep(Math.max(bw, bh), 5);
      const x0 = px(o.box.minX), x1 = px(o.box.maxX), y0 = py(o.box.minY), y1 = py(o.box.maxY);
      el("rect", { x: x0, y: y0, width: x1 - x0, height: y1 - y0, fill: "#fbfbfa", stroke: "#555" }, axis);
      for (let v = Math.ceil(o.box.minX / step) * step; v <= o.box.maxX + 1e-9; v += step) {
        el("line", { x1: px(v), x2: px(v), y1: y1, y2: y1 + 5 }, axis);
        el("text", { x: px(v), y: y1 + 20, "text-anchor": "middle" }, axis, tickText(v, step));
      }
      for (let v = Math.ceil(o.box.minY / step) * step; v <= o.box.maxY + 1e-9; v += step) {
        el("line", { x1: x0 - 5, x2: x0, y1: py(v), y2: py(v) }, axis);
        el("text", { x: x0 - 8, y: py(v) + 5, "text-anchor": "end" }, axis, tickText(v, step));
      }
      el("text", { x: (x0 + x1) / 2, y: height - 6, "text-anchor": "middle" }, axis, "x [pt]");
      el("text", { x: 0, y: 0, "text-anchor": "middle", transform: "translate(" + Math.max(14, x0 - 42) + " " + (y0 + y1) / 2 + ") rotate(-90)" }, axis, "y [pt]");
      const g = el("g", { class: "shape", transform: "translate(" + ox + " " + oy + ") scale(" + scale + ") translate(" + (-o.box.minX) + " " + (-o.box.minY) + ")" }, svg);
      this.ghost = el("path", { d: "", fill: "none", stroke: "#aaa", "stroke-width": 1.5, "stroke-dasharray": "4 3", "vector-effect": "non-scaling-stroke" }, g);
      this.path = el("path", { class: "outline", d: "", "data-outline": "", "vector-effect": "non-scaling-stroke",
        style: "fill:" + colour(o.fill || "ramp-start") + ";fill-opacity:0.6;stroke:" + colour(o.stroke || "outline") + ";stroke-width:2" }, g);
    }
    setGhost(d) { this.ghost.setAttribute("d", d); }
    draw(d) { this.path.setAttribute("d", d); this.path.setAttribute("data-outline", d); }
  }

  // An OutlineTemplate's path data at drive s (every coordinate a + b·s), and the box of its
  // outlines over `drives` (their extremes suffice: the template is affine), padded by 4 %.
  function outlinePath(template, s) {
    let d = "";
    for (const [letter, a, b] of template.commands) {
      d += letter;
      const parts = [];
      for (let i = 0; i < a.length; i++) parts.push(String(a[i] + b[i] * s));
      d += parts.join(" ");
    }
    return d;
  }
  function outlineBox(template, drives) {
    const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
    for (const s of [Math.min(...drives), Math.max(...drives)]) {
      for (const [, a, b] of template.commands) {
        for (let i = 0; i < a.length; i += 2) {
          const x = a[i] + b[i] * s, y = a[i + 1] + b[i + 1] * s;
          box.minX = Math.min(box.minX, x); box.maxX = Math.max(box.maxX, x);
          box.minY = Math.min(box.minY, y); box.maxY = Math.max(box.maxY, y);
        }
      }
    }
    const pad = 0.04 * Math.max(box.maxX - box.minX, box.maxY - box.minY);
    return { minX: box.minX - pad, minY: box.minY - pad, maxX: box.maxX + pad, maxY: box.maxY + pad };
  }

  function publish(root, clock) {
    clock.onFrame((k, t) => {
      root.setAttribute("data-frame", String(k));
      root.setAttribute("data-t", String(t));
    });
    window.jellylab = {
      seek: (frame) => { clock.pause(); return clock.seek(frame); },
      play: (rate) => clock.play(rate),
      pause: () => clock.pause(),
      frameCount: clock.count,
      times: clock.times.slice(),
    };
  }

  return { el, html, data, csv, number, niceStep, ticks, colour, lastAtOrBefore, Clock, mountControls, LineChart, ShapeView, outlinePath, outlineBox, publish };
})();
