// The page of `jellylab lab`: the settings as controls; on every change the scene is recomputed
// with JLModel (the helpers, the diff, its refined peaks, the metrics), the shape with the
// outline template, and the export with JLExport. window.jellylab.set({...}) and state() drive
// and read it from tests (Tests/Browser/test_lab_page.py).
(() => {
  "use strict";
  const D = JL.data();
  const root = document.getElementById("page");
  const presets = new Map(D.presets.map((p) => [p.name, p]));
  /** The band of the metrics, a fraction (`sweep`'s default ε). */
  const EPSILON = 0.001;
  /** The most frames the page computes for one setting (LabPageData.maximumFrames). */
  const MAXIMUM_FRAMES = D.maximumFrames;

  // ---- settings ---------------------------------------------------------------------------
  // The controls with the ranges the CLI accepts (`valid`), the slider's span and step, the
  // unit, and the option that sets the value on the command line.
  const HELPER_FIELDS = [
    { key: "duration", label: "duration", unit: "s", slider: [0.01, 4, 0.01], allowed: "a finite number > 0 (UIKit uses [0.01, 10] s)", valid: (v) => v > 0 },
    { key: "damping", label: "damping ratio", unit: "", slider: [0, 1.2, 0.01], allowed: "a finite number >= 0 (UIKit uses [2^-23, 1])", valid: (v) => v >= 0 },
    { key: "velocity", label: "velocity", unit: "travels/s", slider: [-10, 10, 0.1], allowed: "a finite number", valid: () => true },
    { key: "delay", label: "delay", unit: "s", slider: [0, 2, 0.01], allowed: "a finite number >= 0", valid: (v) => v >= 0 },
  ];
  const FPS = { label: "frame rate", unit: "frames/s", slider: [10, 240, 1], allowed: "a finite number in (0, 1000]", valid: (v) => v > 0 && v <= 1000 };
  const BOUND = { label: "linear() bound", unit: "of the travel", allowed: "a finite number in [1e-6, 0.5]", valid: (v) => v >= 1e-6 && v <= 0.5 };

  function presetSettings(preset) {
    const springs = (h) => h && { duration: h.duration, damping: h.damping, velocity: h.velocity, delay: h.delay };
    return { side: springs(preset.side), center: springs(preset.center) };
  }
  const initial = D.initial;
  let settings = {
    preset: initial.preset, side: { ...initial.side }, center: initial.center && { ...initial.center },
    fps: initial.fps, solver: initial.solver, cut: initial.cut, maxError: initial.maxError,
  };
  delete settings.side.from; delete settings.side.to;
  if (settings.center) { delete settings.center.from; delete settings.center.to; }

  /** A decimal number as the command line reads it (no hexadecimal, no "Infinity"). */
  const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

  /** `settings` with `partial` applied; throws an Error naming the field and its range. */
  function merged(base, partial) {
    const next = { ...base, side: { ...base.side }, center: base.center && { ...base.center } };
    if (partial.preset !== undefined && partial.preset !== base.preset) {
      const preset = presets.get(partial.preset);
      if (!preset) throw new Error("preset: unknown preset " + JSON.stringify(partial.preset) + " (known: " + [...presets.keys()].join(", ") + ")");
      Object.assign(next, presetSettings(preset), { preset: partial.preset });
    }
    const number = (name, value, field) => {
      const v = typeof value === "string" ? (DECIMAL.test(value.trim()) ? Number(value.trim()) : NaN) : value;
      if (typeof v !== "number" || !Number.isFinite(v) || !field.valid(v)) {
        throw new Error(name + ": " + JSON.stringify(value) + " is not " + field.allowed);
      }
      return v;
    };
    for (const role of ["side", "center"]) {
      if (!partial[role]) continue;
      if (!next[role]) throw new Error(role + ": the preset " + next.preset + " has no center helper");
      for (const field of HELPER_FIELDS) {
        if (partial[role][field.key] !== undefined) next[role][field.key] = number(role + "-" + field.key, partial[role][field.key], field);
      }
    }
    if (partial.fps !== undefined) next.fps = number("fps", partial.fps, FPS);
    if (partial.maxError !== undefined) next.maxError = number("max-error", partial.maxError, BOUND);
    if (partial.solver !== undefined) {
      if (partial.solver !== "ios" && partial.solver !== "ideal") throw new Error("uikit-solver: " + JSON.stringify(partial.solver) + " is not one of ios, ideal");
      next.solver = partial.solver;
    }
    if (partial.cut !== undefined) {
      const cut = { true: true, 1: true, on: true, false: false, 0: false, off: false }[String(partial.cut)];
      if (cut === undefined) throw new Error("cut: " + JSON.stringify(partial.cut) + " is not one of 1, 0 (on, off)");
      next.cut = cut;
    }
    return next;
  }

  // The URL fragment: the command line's option names.
  function fragment(s) {
    const parts = ["preset=" + s.preset];
    for (const role of ["side", "center"]) {
      if (!s[role]) continue;
      for (const field of HELPER_FIELDS) parts.push(role + "-" + field.key + "=" + s[role][field.key]);
    }
    parts.push("fps=" + s.fps, "uikit-solver=" + s.solver, "cut=" + (s.cut ? 1 : 0), "max-error=" + s.maxError);
    return "#" + parts.join("&");
  }
  /** The fragment's settings as one partial setting per key (the preset first), and the errors of the keys that are not settings. */
  function parseFragment(hash) {
    const partials = [], errors = [];
    const decode = (text) => { try { return decodeURIComponent(text); } catch (error) { errors.push("the link's " + JSON.stringify(text) + " is not valid percent-encoding"); return null; } };
    for (const item of hash.replace(/^#/, "").split("&").filter(Boolean)) {
      const at = item.indexOf("=");
      const key = decode(at < 0 ? item : item.slice(0, at)), value = decode(at < 0 ? "" : item.slice(at + 1));
      if (key === null || value === null) continue;
      const [role, field] = key.split(/-(.*)/s);
      if (key === "preset") partials.unshift({ preset: value });
      else if ((role === "side" || role === "center") && HELPER_FIELDS.some((f) => f.key === field)) partials.push({ [role]: { [field]: value } });
      else if (key === "fps") partials.push({ fps: value });
      else if (key === "uikit-solver") partials.push({ solver: value });
      else if (key === "cut") partials.push({ cut: value });
      else if (key === "max-error") partials.push({ maxError: value });
      else errors.push("the link's " + JSON.stringify(key) + " is not a setting");
    }
    return { partials, errors };
  }
  /** `base` with each of the fragment's settings that is valid applied, and the errors of the others. */
  function fromFragment(base, hash) {
    const { partials, errors } = parseFragment(hash);
    let next = base;
    for (const partial of partials) {
      try { next = merged(next, partial); } catch (error) { errors.push(error.message); }
    }
    return { settings: next, errors };
  }

  // ---- the computation ----------------------------------------------------------------------
  const shortest = (v) => String(v);

  /** The outline's points at drive s: per command, [x0, y0, x1, y1, …] = a + b·s. */
  function outlinePoints(preset, s) {
    return preset.outline.commands.map(([letter, a, b]) => [letter, a.map((v, i) => v + b[i] * s)]);
  }

  /** ShapeMetrics of the outline (area, box, curved-edge length, bulge), from its segments. */
  function shapeMetrics(points, inverted) {
    let area = 0, length = 0, bulge = 0;
    let x0 = points[0][1][0], y0 = points[0][1][1];
    const box = { minX: x0, minY: y0, maxX: x0, maxY: y0 };
    const include = (x, y) => {
      if (x < box.minX) box.minX = x; if (x > box.maxX) box.maxX = x;
      if (y < box.minY) box.minY = y; if (y > box.maxY) box.maxY = y;
    };
    for (const [letter, p] of points) {
      if (letter === "L") {
        area += 0.5 * (x0 * p[1] - y0 * p[0]);
        include(p[0], p[1]);
        [x0, y0] = p;
      } else if (letter === "Q") {
        const [x1, y1, x2, y2] = p;
        area += (x0 * (2 * y1 + y2) + 2 * x1 * (y2 - y0) - x2 * (y0 + 2 * y1)) / 6;
        include(x2, y2);
        for (const [a, b, c] of [[x0, x1, x2], [y0, y1, y2]]) {
          const first = b - a, second = c - b;
          if ((first < 0) !== (second < 0)) {
            const t = first / (first - second);
            if (t > 0 && t < 1) {
              const u = 1 - t;
              include(u * u * x0 + 2 * u * t * x1 + t * t * x2, u * u * y0 + 2 * u * t * y1 + t * t * y2);
            }
          }
        }
        length += quadraticLength(x0, y0, x1, y1, x2, y2);
        const cx = x2 - x0, cy = y2 - y0, ox = x1 - x0, oy = y1 - y0;
        const chord = Math.hypot(cx, cy);
        bulge = Math.max(bulge, chord > 0 ? Math.abs(cx * oy - cy * ox) / chord / 2 : Math.hypot(ox, oy) / 2);
        [x0, y0] = [x2, y2];
      }
    }
    return { area, minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY, edgeLength: length, bulge, inverted: inverted ? 1 : 0 };
  }
  // Gauss–Legendre, 16 nodes on [−1, 1] (the positive half; the weights of ±x are equal).
  const GL_X = [0.0950125098376374, 0.2816035507792589, 0.4580167776572274, 0.6178762444026438, 0.7554044083550030, 0.8656312023878318, 0.9445750230732326, 0.9894009349916499];
  const GL_W = [0.1894506104550685, 0.1826034150449236, 0.1691565193950025, 0.1495959888165767, 0.1246289712555339, 0.0951585116824928, 0.0622535239386479, 0.0271524594117541];
  /** The arc length of a quadratic Bezier: the closed form of ∫|B′|, or Gauss–Legendre when nearly straight. */
  function quadraticLength(x0, y0, x1, y1, x2, y2) {
    const bx = x0 - 2 * x1 + x2, by = y0 - 2 * y1 + y2, lx = x1 - x0, ly = y1 - y0;
    const a = bx * bx + by * by, c = lx * lx + ly * ly;
    if (a <= 0.01 * c) {
      let sum = 0;
      for (let i = 0; i < 8; i++) {
        for (const sign of [-1, 1]) {
          const t = 0.5 + 0.5 * sign * GL_X[i];
          sum += GL_W[i] * 2 * Math.hypot(lx + t * bx, ly + t * by);
        }
      }
      return 0.5 * sum;
    }
    const k = ((bx * ly - by * lx) / a) ** 2, shift = (bx * lx + by * ly) / a;
    const F = (u) => {
      const r = Math.sqrt(u * u + k);
      return k > 0 ? 0.5 * (u * r + k * Math.asinh(u / Math.sqrt(k))) : 0.5 * u * Math.abs(u);
    };
    return 2 * Math.sqrt(a) * (F(1 + shift) - F(shift));
  }

  /** The scene of `s`: helpers, frames, peaks, metrics, shape and export; or { error }. */
  function compute(s) {
    const preset = presets.get(s.preset);
    const make = (h, base) => JLModel.helper({ from: base.from, to: base.to, duration: h.duration, damping: h.damping,
      velocity: h.velocity, delay: h.delay, solver: s.solver, cut: s.cut });
    const side = make(s.side, preset.side);
    const center = preset.center ? make(s.center, preset.center) : null;
    if (side === null || (preset.center && center === null)) {
      return { error: (s.solver === "ios" ? "iOS's routine (12 Newton steps)" : "The envelope's largest root") +
        " gives no spring for the " + (side === null ? "side" : "center") +
        " helper's duration, damping ratio and velocity (as `jellylab diff` refuses them): change one of them." };
    }
    const scene = JLModel.scene(side, center);
    const end = JLModel.animationEnd(scene);
    const count = Math.floor(end * s.fps + 1e-9) + 1;
    if (count > MAXIMUM_FRAMES) {
      return { error: "The animation ends at " + JL.number(end) + " s: " + (Number.isFinite(count) ? count : "more than " + MAXIMUM_FRAMES) +
        " frames at " + s.fps + " frames/s, and the page draws at most " + MAXIMUM_FRAMES + "; lower the frame rate, a duration or a delay." };
    }
    const rows = JLModel.diffRows(side, center, s.fps, end);
    if (!rows.every((row) => Number.isFinite(row.side) && Number.isFinite(row.center))) {
      return { error: "The motion overflows (a value is not a finite number of points): lower a velocity." };
    }
    const peaks = JLModel.refinedPeaks(scene, s.fps, end);
    const metrics = JLModel.sceneMetrics(scene, { epsilon: EPSILON, fps: s.fps, peaks });
    const jelly = preset.kind === "jelly";
    const h = preset.outline.height;
    const bendOf = (t, diff) => {
      if (jelly) {
        const progress = t > end ? 1 : 1 - (side.value(t) - side.to) / (side.from - side.to);
        return h / 2 * (0.5 - Math.abs(progress - 0.5));
      }
      const [p, q] = preset.bend;
      return preset.kind === "skype" ? p - (diff + q) : p + diff - q;
    };
    const driveOf = (t, diff) => (jelly ? bendOf(t, diff) : diff);
    const drives = rows.map((r) => driveOf(r.t, r.diff));
    const shapes = rows.map((r, n) => shapeMetrics(outlinePoints(preset, drives[n]), bendOf(r.t, r.diff) < 0));
    const inversions = inversionIntervals(scene, s.fps, end, peaks, (t) => bendOf(t, scene.diff(t)));
    const studied = { duration: s.side.duration, damping: s.side.damping, velocity: s.side.velocity, solver: s.solver, cut: s.cut };
    const curve = JLExport.springProgress({ ...studied, bound: s.maxError });
    const linear = JLExport.cssLinear(curve, { bound: s.maxError });
    const exported = { linear, snippets: JLExport.snippets(studied) };
    if (linear.error) exported.error = "No linear() for this spring: " + linear.error;
    return { preset, side, center, scene, end, rows, peaks, metrics, drives, shapes, inversions, exported };
  }

  /**
   * AnimatedShape.inversions: the intervals of [0, end] where the bend is negative, with the
   * sign changes solved by Brent's method to 1e-13 s between nodes (frames, peaks, kinks, end).
   */
  function inversionIntervals(scene, fps, end, peaks, bend) {
    const count = Math.floor(end * fps + 1e-9) + 1;
    const nodes = [];
    for (let n = 0; n < count; n++) nodes.push(n / fps);
    for (const p of peaks) nodes.push(p.time);
    for (const t of scene.kinks.concat([end])) if (t > 0 && t < end) nodes.push(t);
    nodes.push(end);
    nodes.sort((a, b) => a - b);
    const crossing = (a, b) => {
      if (scene.kinks.includes(b) && (bend(JLModel.nextDown(b)) < 0) === (bend(a) < 0)) return b;
      const smooth = (t) => { const v = bend(t); return v === 0 ? 1 : v; };
      let root = JLModel.brent(a, b, smooth, 1e-13);
      if (Number.isNaN(root)) root = b;
      if (bend(a) === 0 && root - a <= 1e-13) return a;
      return root;
    };
    const intervals = [];
    let open = null;
    let previous = { time: nodes[0], bend: bend(nodes[0]) };
    if (previous.bend < 0) open = { start: previous.time, deepestTime: previous.time, deepestBend: previous.bend };
    for (const t of nodes.slice(1)) {
      if (!(t > previous.time)) continue;
      const b = bend(t);
      if ((b < 0) !== (previous.bend < 0)) {
        const at = crossing(previous.time, t);
        if (open) {
          intervals.push({ start: open.start, end: at, clipped: false, deepestTime: open.deepestTime, deepestBend: open.deepestBend });
          open = null;
        } else {
          open = { start: at, deepestTime: t, deepestBend: b };
        }
      } else if (b < 0 && open && b < open.deepestBend) {
        open = { start: open.start, deepestTime: t, deepestBend: b };
      }
      previous = { time: t, bend: b };
    }
    if (open) intervals.push({ start: open.start, end, clipped: true, deepestTime: open.deepestTime, deepestBend: open.deepestBend });
    return intervals;
  }

  // ---- command lines --------------------------------------------------------------------------
  function sceneWords(s) {
    const words = ["--preset", s.preset].concat(D.layoutArguments);
    for (const role of ["side", "center"]) {
      if (!s[role]) continue;
      for (const field of HELPER_FIELDS) words.push("--" + role + "-" + field.key, shortest(s[role][field.key]));
    }
    if (s.solver !== "ios") words.push("--uikit-solver", s.solver);
    if (!s.cut) words.push("--free-spring");
    return words;
  }
  function commandLines(s) {
    const words = sceneWords(s);
    const fps = ["--fps", shortest(s.fps)];
    const quote = (word) => (/^[A-Za-z0-9_.,:=+\-/]+$/.test(word) ? word : "'" + word.replace(/'/g, "'\\''") + "'");
    const line = (parts) => parts.map(quote).join(" ");
    const spring = ["--duration", shortest(s.side.duration), "--damping", shortest(s.side.damping), "--velocity", shortest(s.side.velocity)];
    if (s.solver !== "ios") spring.push("--uikit-solver", s.solver);
    if (!s.cut) spring.push("--free-spring");
    return [
      line(["jellylab", "lab"].concat(words, fps, ["--max-error", shortest(s.maxError), "--out", "lab.html"])),
      line(["jellylab", "diff"].concat(words, fps)),
      line(["jellylab", "peaks", "scene"].concat(words, fps)),
      line(["jellylab", "shape", "--metrics"].concat(words, fps)),
      line(["jellylab", "export", "--format", "css-linear"].concat(spring, ["--max-error", shortest(s.maxError)])),
    ];
  }

  // ---- the controls -------------------------------------------------------------------------
  const form = document.getElementById("settings");
  const controls = new Map();
  function fieldRow(parent, name, field, options) {
    const id = "ctl-" + name;
    const row = JL.html("div", { class: "field" }, parent);
    const text = field.label + (field.unit ? " [" + field.unit + "]" : "");
    const spoken = (options.role ? options.role + " helper " : "") + text;
    JL.html("label", { for: id, id: id + "-label" }, row, text);
    const range = options.log
      ? JL.html("input", { type: "range", id: id + "-range", min: String(Math.log10(options.log[0])), max: String(Math.log10(options.log[1])), step: "0.01", "aria-label": spoken + ", slider" })
      : JL.html("input", { type: "range", id: id + "-range", min: String(field.slider[0]), max: String(field.slider[1]), step: String(field.slider[2]), "aria-label": spoken + ", slider" });
    row.appendChild(range);
    const input = JL.html("input", { type: "text", inputmode: "decimal", id, name, autocomplete: "off", spellcheck: "false", "aria-label": spoken, "aria-describedby": id + "-note" }, row);
    const note = JL.html("output", { id: id + "-note", class: "note", for: id }, row);
    const fromRange = () => (options.log ? Number(Math.pow(10, Number(range.value)).toPrecision(3)) : Number(range.value));
    range.addEventListener("input", () => options.apply(fromRange()));
    input.addEventListener("change", () => options.apply(input.value));
    input.addEventListener("keydown", (event) => { if (event.key === "Enter") { event.preventDefault(); options.apply(input.value); } });
    const control = { row, range, input, note, show(value) {
      input.value = shortest(value);
      range.value = String(options.log ? Math.log10(value) : value);
      range.setAttribute("aria-valuetext", shortest(value) + (field.unit ? " " + field.unit : ""));
      input.removeAttribute("aria-invalid");
    } };
    controls.set(name, control);
    return control;
  }
  function fieldset(legend) {
    const set = JL.html("fieldset", {}, form);
    JL.html("legend", {}, set, legend);
    return set;
  }
  const sceneSet = fieldset("Scene");
  const presetRow = JL.html("div", { class: "field" }, sceneSet);
  JL.html("label", { for: "ctl-preset" }, presetRow, "preset");
  const presetSelect = JL.html("select", { id: "ctl-preset", name: "preset" }, presetRow);
  for (const p of D.presets) JL.html("option", { value: p.name }, presetSelect, p.name);
  presetSelect.addEventListener("change", () => apply({ preset: presetSelect.value }));
  const sourceDetails = JL.html("details", { class: "note" }, sceneSet);
  const sourceSummary = JL.html("summary", { id: "preset-summary" }, sourceDetails);
  const sourceNote = JL.html("p", { id: "preset-source" }, sourceDetails);
  fieldRow(sceneSet, "fps", FPS, { apply: (v) => apply({ fps: v }) });
  const solverRow = JL.html("div", { class: "field" }, sceneSet);
  JL.html("label", { for: "ctl-solver" }, solverRow, "UIKit's spring");
  const solverSelect = JL.html("select", { id: "ctl-solver", name: "uikit-solver" }, solverRow);
  JL.html("option", { value: "ios" }, solverSelect, "iOS routine");
  JL.html("option", { value: "ideal" }, solverSelect, "ideal root");
  solverSelect.addEventListener("change", () => apply({ solver: solverSelect.value }));
  const cutRow = JL.html("div", { class: "field check" }, sceneSet);
  const cutBox = JL.html("input", { type: "checkbox", id: "ctl-cut", name: "cut" }, cutRow);
  JL.html("label", { for: "ctl-cut" }, cutRow, "stop each spring at its duration, as UIKit does (off: --free-spring)");
  cutBox.addEventListener("change", () => apply({ cut: cutBox.checked }));
  const helperSets = {};
  for (const role of ["side", "center"]) {
    const set = fieldset(role === "side" ? "Side helper: the animation under study" : "Center helper");
    helperSets[role] = set;
    JL.html("p", { class: "note absent" }, set, "This preset has one spring: no center helper.");
    for (const field of HELPER_FIELDS) {
      fieldRow(set, role + "-" + field.key, field, { role, apply: (v) => apply({ [role]: { [field.key]: v } }) });
    }
  }
  const exportSet = fieldset("Export");
  fieldRow(exportSet, "max-error", BOUND, { log: [1e-5, 0.1], apply: (v) => apply({ maxError: v }) });
  const message = JL.html("p", { class: "error", id: "settings-error", role: "alert" }, form);

  function showSettings(s) {
    presetSelect.value = s.preset;
    const preset = presets.get(s.preset);
    sourceSummary.textContent = preset.kind + " shape; " + (preset.center ? "two helpers" : "one spring") + " along " + preset.coordinate;
    sourceNote.textContent = preset.source;
    controls.get("fps").show(s.fps);
    solverSelect.value = s.solver;
    cutBox.checked = s.cut;
    controls.get("max-error").show(s.maxError);
    for (const role of ["side", "center"]) {
      const present = Boolean(s[role]);
      helperSets[role].classList.toggle("absent", !present);
      helperSets[role].disabled = !present;
      if (!present) continue;
      for (const field of HELPER_FIELDS) {
        const control = controls.get(role + "-" + field.key);
        control.show(s[role][field.key]);
        let note = "";
        if (field.key === "duration") {
          const used = JLModel.durationInEffect(s[role].duration);
          if (used !== s[role].duration) note = "UIKit uses " + shortest(used) + " s (clamped to [0.01, 10])";
        } else if (field.key === "damping") {
          const used = JLModel.dampingRatioInEffect(s[role].damping);
          if (used !== s[role].damping) note = "UIKit uses " + shortest(used) + " (clamped to [2^-23, 1])";
        }
        control.note.textContent = note;
        control.row.classList.toggle("clamped", note !== "");
      }
    }
  }

  // ---- the views ----------------------------------------------------------------------------
  const clock = new JL.Clock([0]);
  const playback = JL.mountControls(document.getElementById("controls"), clock, [1, 0.25, 0.1]);
  JL.publish(root, clock);
  const hooks = window.jellylab;
  const charts = document.getElementById("charts");
  const readout = document.getElementById("readout");
  const metricTable = document.getElementById("metric-values");
  const exportPanel = document.getElementById("export");
  const commandPanel = document.getElementById("command");
  let result = null;
  let views = null;
  let lastTiming = null;

  function extent(values, pad) {
    let lo = Infinity, hi = -Infinity;
    for (const v of values) { if (v < lo) lo = v; if (v > hi) hi = v; }
    const span = hi - lo || Math.max(Math.abs(hi), 1);
    // Snapped outward to whole steps of the axis, so that the axes stay still while a slider
    // moves the curves a little (and the chart keeps its axes: LineChart.setData).
    const step = JL.niceStep(span * (1 + 2 * pad), 5);
    return [Math.floor((lo - pad * span) / step) * step, Math.ceil((hi + pad * span) / step) * step];
  }
  /** Whether chart `c` can take the options `o` with its axes unchanged. */
  function fits(c, o) {
    return Boolean(c) && c.o.title === o.title && c.o.yLabel === o.yLabel &&
      c.o.xRange.join() === o.xRange.join() && c.o.yRange.join() === o.yRange.join();
  }
  /** The curve between frames: 400 samples and both sides of every kink, for the charts. */
  function denseTimes(r) {
    const times = [];
    for (let i = 0; i <= 400; i++) times.push(r.end * i / 400);
    for (const t of r.scene.kinks) if (t <= r.end) times.push(JLModel.nextDown(t), t);
    return times.sort((a, b) => a - b);
  }
  function drawViews(r) {
    const kept = views || {};
    const times = r.rows.map((row) => row.t);
    const dense = denseTimes(r);
    const bands = r.inversions.map((i) => ({ from: i.start, to: i.end, color: "inversion", opacity: 0.18,
      label: "inverted " + JL.number(i.start) + "–" + JL.number(i.end) + " s" }));
    const marks = r.scene.jumps.map((j) => ({ x: j.time, color: "cut", width: 1.5, label: "cut" }));
    const xRange = [0, r.end > 0 ? r.end : 1];
    const center = r.center;
    const motionValues = r.rows.map((row) => row.side).concat(r.rows.map((row) => row.center), dense.map((t) => r.side.value(t)));
    // The legends above the plots: inside, at the extremes of the settings, no corner is free of
    // the curves, the peaks and the cut's label.
    const motionOptions = { width: 450, height: 270, title: "helpers' motion", legend: "above",
      xRange, yRange: extent(motionValues, 0.06), xLabel: "t [s]", yLabel: presets.get(settings.preset).coordinate + " [pt]",
      bands, marks, series: [
        { label: "side", color: "side", x: dense, y: dense.map((t) => r.side.value(t)), width: 2 },
        center ? { label: "center", color: "center", x: dense, y: dense.map((t) => center.value(t)), width: 2, dash: "6 3" }
          : { label: "target", color: "center", x: [0, xRange[1]], y: [r.side.to, r.side.to], width: 1.5, dash: "6 3" },
      ] };
    const peakMax = r.peaks.filter((p) => p.kind === "max"), peakMin = r.peaks.filter((p) => p.kind === "min");
    const diffValues = r.rows.map((row) => row.diff).concat(dense.map((t) => r.scene.diff(t)), r.peaks.map((p) => p.value));
    const diffOptions = { width: 450, height: 270, title: "diff = side − center", legend: "above",
      xRange, yRange: extent(diffValues, 0.08), xLabel: "t [s]", yLabel: "diff [pt]", bands, marks,
      series: [
        { label: "diff", color: "motion", x: dense, y: dense.map((t) => r.scene.diff(t)), width: 1.5 },
        { label: "at frames", color: "side", x: times, y: r.rows.map((row) => row.diff), width: 1 },
      ],
      points: [
        { label: "max", color: "peaks", x: peakMax.map((p) => p.time), y: peakMax.map((p) => p.value), unit: "pt" },
        { label: "min", color: "bend-peaks", x: peakMin.map((p) => p.time), y: peakMin.map((p) => p.value), unit: "pt" },
      ] };
    let motion = kept.motion, diff = kept.diff;
    if (fits(motion, motionOptions) && fits(diff, diffOptions)) {
      motion.setData(motionOptions);
      diff.setData(diffOptions);
      kept.shape.svg.remove();
    } else {
      charts.textContent = "";
      motion = new JL.LineChart(charts, motionOptions);
      diff = new JL.LineChart(charts, diffOptions);
    }
    const shape = new JL.ShapeView(charts, { width: 450, height: 270, title: r.preset.kind + " shape at the cursor",
      box: JL.outlineBox(r.preset.outline, r.drives) });
    shape.setGhost(JL.outlinePath(r.preset.outline, r.drives[0]));
    views = { motion, diff, shape };
  }

  function metricRows(r) {
    const m = r.metrics;
    const t = (v) => (v === null || v === undefined ? "n/a" : JL.number(v) + " s");
    const frame = r.rows.length - 1;
    return [
      ["overshoot", JL.number(m.overshoot), "the side helper's largest excursion past its target / travel"],
      ["settling", t(m.settlingDuration), "when diff last leaves " + EPSILON + " × its largest deviation"],
      ["end_jump", JL.number(m.endJump), "the side helper's jump to its target at its cut / travel"],
      ["first peak", t(m.firstPeakTime), "the first extremum of diff at least " + EPSILON + " × travel from rest"],
      ["peaks", String(m.peakCount), "extrema of diff counted as the first peak is"],
      ["inverted", r.inversions.length ? r.inversions.map((i) => JL.number(i.start) + "–" + JL.number(i.end) + " s").join(", ") : "never", "when the shape bends against its direction"],
      ["frames", String(r.rows.length) + " (0–" + frame + ")", "display-link frames through the end of the animation, " + JL.number(r.end) + " s"],
    ];
  }
  function drawMetrics(r) {
    metricTable.textContent = "";
    const rows = r.error ? [["no scene", r.error, ""]] : metricRows(r);
    for (const [name, value, meaning] of rows) {
      const tr = JL.html("tr", {}, metricTable);
      JL.html("th", { scope: "row" }, tr, name);
      JL.html("td", { "data-metric": name }, tr, value);
      JL.html("td", { class: "meaning" }, tr, meaning);
    }
  }

  function copyButton(parent, label, text) {
    const button = JL.html("button", { type: "button", class: "copy", "aria-label": "Copy " + label }, parent, "Copy");
    button.addEventListener("click", () => {
      const done = () => { button.textContent = "Copied"; setTimeout(() => { button.textContent = "Copy"; }, 1200); };
      const fallback = () => {
        const area = JL.html("textarea", { class: "offscreen", "aria-hidden": "true" }, document.body);
        area.value = text();
        area.select();
        const ok = document.execCommand && document.execCommand("copy");
        area.remove();
        if (ok) done(); else button.textContent = "Select and copy";
      };
      if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(text()).then(done, fallback);
      else fallback();
    });
    return button;
  }
  // The export panel: a note and five code blocks, built once; a change rewrites their text.
  const exportNote = JL.html("p", { class: "export-note", id: "export-note", "aria-live": "polite" }, exportPanel);
  const EXPORTS = [["linear", "CSS linear()"], ["swiftui", "SwiftUI"], ["uikit", "UIKit"], ["coreAnimation", "Core Animation"], ["android", "Android"]];
  const codeBlocks = new Map(EXPORTS.map(([key, heading]) => {
    const section = JL.html("div", { class: "code", id: "export-" + key }, exportPanel);
    const head = JL.html("div", { class: "code-head" }, section);
    JL.html("h3", {}, head, heading);
    const code = JL.html("code", {}, JL.html("pre", { tabindex: "0", "aria-label": heading + " code" }, section));
    const missing = JL.html("p", { class: "export-note" }, section);
    copyButton(head, heading + " code", () => code.textContent);
    return [key, { section, code, missing }];
  }));
  function showCode(key, text, reason) {
    const block = codeBlocks.get(key);
    block.section.hidden = text === null && !reason;
    if (block.code.textContent !== (text || "")) block.code.textContent = text || "";
    block.code.parentNode.hidden = text === null;
    block.missing.textContent = text === null && reason ? reason : "";
  }
  function drawExport(r, s) {
    const e = r.error ? { error: "No spring to export: " + r.error } : r.exported;
    if (e.error) {
      exportNote.textContent = e.error;
      for (const [key] of EXPORTS) showCode(key, null, null);
      return;
    }
    const l = e.linear;
    const ms = shortest(Number((l.duration * 1000).toPrecision(12)));
    exportNote.textContent = "CSS linear(): " + l.points + " points, within " + JL.number(l.certifiedError) +
      " of the exact curve (bound " + shortest(l.bound) + " of the travel, certified between the points), over " + ms +
      " ms" + (s.cut ? ", where UIKit stops the spring." : ", where the free spring stays within bound/20 of its target.");
    showCode("linear", "animation-duration: " + ms + "ms;\nanimation-timing-function: " + l.text + ";");
    for (const [key] of EXPORTS.slice(1)) showCode(key, e.snippets[key], e.snippets.errors[key] || e.snippets.errors.source);
  }

  let commandShown = false;
  const commandButton = JL.html("button", { type: "button", id: "show-command", "aria-expanded": "false", "aria-controls": "command-lines" }, commandPanel, "Show the equivalent command lines");
  const commandPre = JL.html("pre", { id: "command-lines", tabindex: "0", hidden: "" }, commandPanel);
  copyButton(commandPanel, "command lines", () => commandLines(settings).join("\n"));
  commandButton.addEventListener("click", () => {
    commandShown = !commandShown;
    commandPre.hidden = !commandShown;
    commandButton.setAttribute("aria-expanded", String(commandShown));
    commandButton.textContent = commandShown ? "Hide the command lines" : "Show the equivalent command lines";
  });

  clock.onFrame((k, t) => {
    if (!result || result.error || !views) return;
    views.motion.setCursor(t);
    views.diff.setCursor(t);
    views.shape.draw(JL.outlinePath(result.preset.outline, result.drives[k]));
    const row = result.rows[k], shape = result.shapes[k];
    root.setAttribute("data-diff", String(row.diff));
    readout.textContent = "t = " + JL.number(t) + " s   frame " + k + " of " + (result.rows.length - 1) + "   diff " + JL.number(row.diff) +
      " pt   area " + JL.number(shape.area) + " pt²   bulge " + JL.number(shape.bulge) + " pt" + (shape.inverted ? "   inverted" : "");
  });

  // The URL follows the settings a moment after the last change: Chromium makes a burst of
  // history.replaceState calls (one per slider step) slow.
  let fragmentTimer = null;
  function scheduleFragment() {
    clearTimeout(fragmentTimer);
    fragmentTimer = setTimeout(() => {
      const hash = fragment(settings);
      if (location.hash !== hash) history.replaceState(null, "", hash);
    }, 150);
  }

  /** Recomputes and redraws everything for `settings`; returns the script time in ms. */
  function refresh(keepFrame) {
    const started = performance.now();
    result = compute(settings);
    const computed = performance.now();
    showSettings(settings);
    drawMetrics(result);
    drawExport(result, settings);
    commandPre.textContent = commandLines(settings).join("\n");
    clock.pause();
    if (result.error) {
      charts.textContent = "";
      views = null;
      JL.html("p", { class: "no-spring", role: "status" }, charts, result.error);
      clock.times = [0];
      readout.textContent = "";
    } else {
      drawViews(result);
      clock.times = result.rows.map((row) => row.t);
    }
    playback.slider.max = String(clock.times.length - 1);
    hooks.frameCount = clock.times.length;
    hooks.times = clock.times.slice();
    clock.seek(keepFrame ? Math.min(clock.frame, clock.times.length - 1) : 0);
    scheduleFragment();
    const finished = performance.now();
    lastTiming = { computeMs: computed - started, totalMs: finished - started };
    return lastTiming;
  }

  function apply(partial) {
    try {
      settings = merged(settings, partial);
      message.textContent = "";
    } catch (error) {
      message.textContent = "error: " + error.message;
      const name = error.message.split(":")[0];
      const control = controls.get(name);
      const typed = control && control.input.value;
      showSettings(settings);
      if (control) {
        control.input.value = typed;
        control.input.setAttribute("aria-invalid", "true");
      }
      return false;
    }
    refresh(true);
    return true;
  }

  function state() {
    const r = result;
    const base = { settings: JSON.parse(JSON.stringify(settings)), fragment: fragment(settings), commands: commandLines(settings), timing: lastTiming };
    if (r.error) return { ...base, error: r.error };
    const sideInEffect = { duration: JLModel.durationInEffect(settings.side.duration), damping: JLModel.dampingRatioInEffect(settings.side.damping) };
    return {
      ...base, end: r.end, inEffect: { side: sideInEffect },
      rows: r.rows, peaks: r.peaks, metrics: r.metrics, shapes: r.shapes, inversions: r.inversions,
      export: r.exported,
    };
  }
  hooks.set = (partial) => {
    const before = JSON.stringify(settings);
    settings = merged(settings, partial);
    if (JSON.stringify(settings) !== before || !result) refresh(false);
    return state();
  };
  hooks.state = state;

  function applyFragment(hash) {
    const { settings: next, errors } = fromFragment(settings, hash);
    settings = next;
    message.textContent = errors.length ? "error: " + errors.join("; ") + " (left out of the link)" : "";
    return errors;
  }
  window.addEventListener("hashchange", () => {
    if (location.hash === fragment(settings)) return;
    applyFragment(location.hash);
    refresh(true);
  });
  if (location.hash.length > 1) applyFragment(location.hash);
  refresh(false);
})();
