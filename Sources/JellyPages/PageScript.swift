/// The JavaScript every page shares, written by jellylab (no outside script): it defines one
/// global `JL` with the building blocks a page script combines.
///
/// - `JL.data()`: the payload of ``HTMLDocument/dataElementID``, parsed.
/// - `JL.Clock(times)`: the page's one clock over frame times (seconds, ascending):
///   `seek(frame)` (synchronous; listeners registered with `onFrame(f)` run before it returns),
///   `play(rate)` (1, 0.25, 0.1 … of real time, from the current frame; at the end it stops),
///   `pause()`, `step(by)`, `frame`, `time`, `playing`, `rate`.
/// - `JL.mountControls(parent, clock, rates)`: the labelled buttons (play/pause, step, rates)
///   and the frame slider, and the keyboard wherever the focus is but in a form field (a text
///   field, a select, a checkbox or another slider keeps its keys): space play/pause, also on a
///   focused button; ←/→ one frame, shift ten, also on the frame slider; Home/End first/last
///   frame; Enter presses the focused button.
/// - `JL.LineChart(parent, options)`: an SVG chart with axes, ticks, axis labels with units, a
///   legend, shaded bands, points, labelled vertical marks and a time cursor
///   (`setCursor(t)` moves it and the dots on each series to the last sample at or before t).
///   The plot group carries `data-x0`, `data-x1` (time range, s), `data-y0`, `data-y1` (the y
///   range) and `data-left`, `data-right` (its pixels), so a test can map the cursor's `x1` back
///   to a time. A mark's label (`text.mark-label`) sits beside its line at the height nearest
///   the preferred one where no curve crosses it and it covers no point and not the legend.
/// - `JL.ShapeView(parent, options)`: the outline of a shape in points, y down, to scale, with
///   axes; `draw(d)` sets the path and its `data-outline` attribute to the exact path data.
/// - `JL.publish(root, clock)`: `window.jellylab = {seek, play, pause, frameCount, times}` and
///   `data-t` (shortest form), `data-frame` on `root`, kept current.
/// - `JL.csv(text)`: `{header, rows}` of an embedded CSV text (fields as written, no quoting).
/// - `JL.number(v)` (`n/a` for a missing value), `JL.el(tag, attributes, parent, text)`,
///   `JL.html(…)`, `JL.niceStep(span, n)`.
package enum PageScript {
  /// The shared script (clock, controls, charts, shape view, test hooks).
  package static let core = PageAsset.text(PackageResources.page_core_js)
  /// The model (`JLModel`): JellySprings' spring motion, UIKit's spring as iOS runs it, a
  /// scene's diff and its refined peaks, ported from the Swift library and checked against the
  /// CLI in Chromium (Tests/Browser/test_page_model.py).
  package static let model = PageAsset.text(PackageResources.page_model_js)
  /// The export (`JLExport`): Swift's number texts, the SwiftUI, UIKit, Core Animation and
  /// Android code of a UIKit spring as `jellylab export` writes it, and a CSS `linear()` within
  /// a certified bound (Tests/Browser/test_page_export.py).
  package static let export = PageAsset.text(PackageResources.page_export_js)
}
