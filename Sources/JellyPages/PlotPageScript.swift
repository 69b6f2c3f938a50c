/// The plot page's own script, on top of ``PageScript/core``: it builds, per set, the motion
/// chart, the Δ chart and the shape view from the payload of ``PlotPage/payload()``, and keeps
/// them, the readouts and the test hooks at the clock's frame.
///
/// State for tests: `#jellylab` carries `data-t` and `data-frame` (the clock's) and
/// `data-outline` (the first set's drawn outline); each set's `section` carries its own
/// `data-t` and `data-frame`, and its `path.outline` its `data-outline`, the exact SVG path data
/// in points, y down.
package enum PlotPageScript {
  /// The script text.
  package static let source = PageAsset.text(PackageResources.plot_page_js)
}
