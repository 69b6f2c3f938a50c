import JellyGnuplot

/// The image format of a figure, or `none` for data and script only.
package enum PlotFormat: String, Sendable, CaseIterable {
  /// Antialiased PNG (pngcairo), size in pixels.
  case png
  /// SVG, size in pixels.
  case svg
  /// PDF (pdfcairo): by default a page for a paper, ``paperWidthInches`` ×
  /// ``paperHeightInches`` with its text at ``paperFontPoints``; a size in pixels is converted
  /// at 72 per inch, with the font scaled so that the page looks like the PNG of that size.
  case pdf
  /// Animated GIF: the shape frame by frame beside a marker moving along the diff curve.
  case gif
  /// Text chart of the time series, printed on standard output (size in pixels / 10 × / 20).
  case dumb
  /// No image: only the CSV files, the script and the manifest.
  case none
  /// A self-contained interactive HTML page drawn by jellylab itself (no gnuplot): the CSV files,
  /// the page and the manifest.
  case html

  /// The formats gnuplot draws still (every format but ``gif`` and ``html``).
  package static let staticFormats: [PlotFormat] = [.png, .svg, .pdf, .dumb, .none]

  /// The width of the default PDF page, in inches: a column of text on letter or A4 paper.
  package static let paperWidthInches = 6.5
  /// The height of the default PDF page, in inches (the 2:1 of the default PNG page).
  package static let paperHeightInches = 3.25
  /// The font size of the default PDF page, in points: text still readable when printed.
  package static let paperFontPoints = 8.0
  /// The font size, in points, at which a PDF page of W×H points looks like the PNG page of
  /// W×H pixels (pngcairo draws the 10-point font twice as large as pdfcairo on a page of the
  /// same number of units).
  package static let pixelPageFontPoints = 20.0

  /// The figure layout, in PNG pixels, of a PDF page whose text is `fontPoints` (1...200) and
  /// which is `inches` wide or high: `inches` × 72 × ``pixelPageFontPoints`` / `fontPoints`.
  package static func pdfLayoutPixels(inches: Double, fontPoints: Double) -> Int {
    Int((inches * 72 * pixelPageFontPoints / fontPoints).rounded())
  }

  /// The size in pixels of the default PDF page's layout: 1170×585 (6.5×3.25 inches at 8 pt).
  package static var paperLayout: (width: Int, height: Int) {
    (
      pdfLayoutPixels(inches: paperWidthInches, fontPoints: paperFontPoints),
      pdfLayoutPixels(inches: paperHeightInches, fontPoints: paperFontPoints)
    )
  }

  /// The gnuplot terminal for a page of `width`×`height` pixels (16...20000 each), or nil for
  /// ``none`` and ``html`` (no gnuplot page). GIF frames last `gifDelay` centiseconds (1...65535).
  ///
  /// A PDF page has its text at `pdfFontPoints` (1...200) and is scaled with it: the figure laid
  /// out on `width`×`height` pixels comes out as on the PNG page, `width` × `pdfFontPoints` /
  /// 1440 inches wide, its lines and points scaled alike (pdfcairo's line of width 1 is half a
  /// point, its points as large in points as pngcairo's in pixels). At the default ``pixelPageFontPoints`` that is `width` / 72 inches; at
  /// ``paperFontPoints`` the ``paperLayout`` page is ``paperWidthInches`` wide.
  ///
  /// dumb uses one character per 10×20 pixels, clamped to 10...1000 columns and 5...1000 rows.
  package func terminal(
    width: Int, height: Int, gifDelay: Int = 4, pdfFontPoints: Double = pixelPageFontPoints
  ) -> GnuplotTerminal? {
    switch self {
    case .png: .png(width: width, height: height)
    case .svg: .svg(width: width, height: height)
    case .pdf:
      .pdf(
        widthInches: Self.pdfInches(pixels: width, fontPoints: pdfFontPoints),
        heightInches: Self.pdfInches(pixels: height, fontPoints: pdfFontPoints),
        font: GnuplotFont(face: GnuplotFont.standard.face, pointSize: pdfFontPoints),
        lineScale: pdfFontPoints / 10, pointScale: pdfFontPoints / Self.pixelPageFontPoints)
    case .gif: .gifAnimation(width: width, height: height, delayCentiseconds: gifDelay)
    case .dumb:
      .dumb(columns: min(max(width / 10, 10), 1_000), rows: min(max(height / 20, 5), 1_000))
    case .none, .html: nil
    }
  }

  /// The inches of `pixels` of layout on a PDF page whose text is `fontPoints`.
  package static func pdfInches(pixels: Int, fontPoints: Double) -> Double {
    Double(pixels) * fontPoints / (72 * pixelPageFontPoints)
  }
}
