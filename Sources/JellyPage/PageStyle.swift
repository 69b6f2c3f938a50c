import JellyFigures

/// The style sheet of every page: the figure colours as CSS custom properties `--c-NAME` read
/// from `JellyFigures.FigurePalette` (the table the gnuplot scripts use), a readable base size
/// (text at least 14 px at 100 % zoom) and a visible focus ring on every control.
///
/// Charts and shapes are SVGs with a `viewBox` that shrink with their column (never wider than
/// it), so a page fits its window; the time cursor is near-black and dashed, apart from every
/// series colour and from the inversion shading.
public enum PageStyle {
  /// The smallest text size on a page, in CSS pixels.
  public static let minimumFontPixels = 14

  /// `:root { --c-motion: #3366cc; … }`, one property per palette entry.
  public static var colorProperties: String {
    ":root {\n"
      + FigurePalette.entries.map { "  --c-\($0.name): \($0.color.hexText);" }.joined(
        separator: "\n") + "\n}"
  }

  /// The whole sheet: the colours, the shared layout and `extra` (a page's own rules).
  public static func css(extra: String = "") -> String {
    colorProperties + "\n" + base + (extra.isEmpty ? "" : "\n" + extra)
  }

  /// The shared rules: page, header, panels, controls, readout and charts.
  static let base = """
    * { box-sizing: border-box; }
    body { margin: 0; padding: 16px 20px; font: 15px/1.4 system-ui, -apple-system, "Segoe UI",
      Roboto, "DejaVu Sans", sans-serif; color: #1b1b1b; background: #f7f7f5; }
    h1 { font-size: 19px; margin: 0 0 4px; font-weight: 600; }
    .subtitle { margin: 0 0 12px; color: #4a4a4a; font-size: 14px; }
    .controls { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; padding: 8px 10px;
      background: #fff; border: 1px solid #d9d9d6; border-radius: 8px; margin-bottom: 12px; }
    .controls button { font: inherit; font-size: 15px; min-width: 40px; padding: 5px 10px;
      border: 1px solid #9a9a96; border-radius: 6px; background: #fff; color: #1b1b1b;
      cursor: pointer; }
    .controls button:hover { background: #eef3fb; }
    .controls button[aria-pressed="true"] { background: var(--c-motion); border-color: var(--c-motion);
      color: #fff; }
    .controls .rates { display: inline-flex; gap: 4px; }
    .controls input[type="range"] { flex: 1 1 240px; min-width: 160px; accent-color: var(--c-motion); }
    button:focus-visible, input:focus-visible, [tabindex]:focus-visible {
      outline: 3px solid #e6a100; outline-offset: 2px; }
    .readout { font: 15px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; margin: 0 0 10px;
      white-space: pre-wrap; min-height: 1.4em; }
    .sets { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
    .set { background: #fff; border: 1px solid #d9d9d6; border-radius: 8px; padding: 10px 12px;
      min-width: 0; max-width: 100%; }
    .sets > .set { flex: 1 1 auto; }
    .set h2 { font-size: 16px; margin: 0 0 6px; font-weight: 600; overflow-wrap: anywhere; }
    .row { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
    .row > * { min-width: 0; max-width: 100%; }
    svg { display: block; overflow: visible; max-width: 100%; height: auto; }
    .caption { margin: 6px 0 0; font-size: 14px; font-weight: 600; }
    svg text { font-family: system-ui, "DejaVu Sans", sans-serif; font-size: 14px; fill: #1b1b1b; }
    svg .axis line, svg .axis path { stroke: #555; }
    svg .grid line { stroke: #e3e3e0; }
    svg .cursor { stroke: #1b1b1b; stroke-width: 2; stroke-dasharray: 7 3; }
    svg .badge { font-weight: 600; }
    svg .mark-label { paint-order: stroke; stroke: #fff; stroke-width: 4px; stroke-linejoin: round; }
    .keys { color: #4a4a4a; font-size: 14px; margin-top: 10px; }
    kbd { font: 14px ui-monospace, "DejaVu Sans Mono", monospace; border: 1px solid #bbb;
      border-bottom-width: 2px; border-radius: 4px; padding: 0 4px; background: #fff; }
    """
}
