import JellyOutput

/// The image format of a figure, or `none` for data and script only.
public enum PlotFormat: String, Sendable, CaseIterable {
  /// Antialiased PNG (pngcairo), size in pixels.
  case png
  /// SVG, size in pixels.
  case svg
  /// PDF (pdfcairo), size in pixels converted at 72 per inch.
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
  public static let staticFormats: [PlotFormat] = [.png, .svg, .pdf, .dumb, .none]

  /// The gnuplot terminal for a page of `width`×`height` pixels (16...20000 each), or nil for
  /// ``none`` and ``html`` (no gnuplot page). GIF frames last `gifDelay` centiseconds (1...65535).
  ///
  /// dumb uses one character per 10×20 pixels, clamped to 10...1000 columns and 5...1000 rows.
  public func terminal(width: Int, height: Int, gifDelay: Int = 4) -> GnuplotTerminal? {
    switch self {
    case .png: .png(width: width, height: height)
    case .svg: .svg(width: width, height: height)
    case .pdf: .pdf(widthInches: Double(width) / 72, heightInches: Double(height) / 72)
    case .gif: .gifAnimation(width: width, height: height, delayCentiseconds: gifDelay)
    case .dumb:
      .dumb(columns: min(max(width / 10, 10), 1_000), rows: min(max(height / 20, 5), 1_000))
    case .none, .html: nil
    }
  }
}
