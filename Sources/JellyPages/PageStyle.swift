import JellyFigures

/// The style sheet of every page: the figure colours as CSS custom properties `--c-NAME` read
/// from `JellyFigures.FigurePalette` (the table the gnuplot scripts use), a readable base size
/// (text at least 14 px at 100 % zoom) and a visible focus ring on every control.
///
/// Charts and shapes are SVGs with a `viewBox` that shrink with their column (never wider than
/// it), so a page fits its window; the time cursor is near-black and dashed, apart from every
/// series colour and from the inversion shading.
package enum PageStyle {
  /// The smallest text size on a page, in CSS pixels.
  package static let minimumFontPixels = 14

  /// `:root { --c-motion: #3366cc; … }`, one property per palette entry.
  package static var colorProperties: String {
    ":root {\n"
      + FigurePalette.entries.map { "  --c-\($0.name): \($0.color.hexText);" }.joined(
        separator: "\n") + "\n}"
  }

  /// The whole sheet: the colours, the shared layout and `extra` (a page's own rules).
  package static func css(extra: String = "") -> String {
    colorProperties + "\n" + base + (extra.isEmpty ? "" : "\n" + extra)
  }

  /// The shared rules: page, header, panels, controls, readout and charts.
  static let base = PageAsset.text(PackageResources.page_css)
}
