/// The output device of a gnuplot script and its page size.
///
/// Every terminal is set `noenhanced`, so `_ ^ @ { } &` in titles print literally.
package enum GnuplotTerminal: Equatable, Sendable {
  /// Antialiased PNG (pngcairo), `width`×`height` pixels, each in 16...20000.
  case png(width: Int, height: Int, font: GnuplotFont = .standard)
  /// SVG, `width`×`height` user units (pixels), each in 16...20000.
  case svg(width: Int, height: Int, font: GnuplotFont = .standard)
  /// PDF (pdfcairo), `widthInches`×`heightInches`, each in 0.5...200 inches; every line width
  /// multiplied by `lineScale` and every point size by `pointScale` (each in 0.01...100; at 1,
  /// the terminal's own: a line of width 1 is half a point wide, a point of size 1 as on a PNG
  /// page of one pixel per point).
  case pdf(
    widthInches: Double, heightInches: Double, font: GnuplotFont = .standard,
    lineScale: Double = 1, pointScale: Double = 1)
  /// Animated GIF (libgd, not antialiased), `width`×`height` pixels in 16...20000, a frame delay
  /// of `delayCentiseconds` in 1...65535 (1/100 s) and `loopCount` repeats in 0...65535
  /// (0 = forever). Each `plot` adds one frame.
  case gifAnimation(
    width: Int, height: Int, delayCentiseconds: Int = 4, loopCount: Int = 0,
    font: GnuplotFont = .standard)
  /// Plain text (dumb), `columns`×`rows` characters, in 10...1000 and 5...1000.
  case dumb(columns: Int, rows: Int)

  /// The usual file extension without the dot: png, svg, pdf, gif or txt.
  package var fileExtension: String {
    switch self {
    case .png: "png"
    case .svg: "svg"
    case .pdf: "pdf"
    case .gifAnimation: "gif"
    case .dumb: "txt"
    }
  }

  /// The `set terminal …` command.
  ///
  /// - Throws: ``GnuplotScriptError`` when a size, delay, loop count or font is out of range.
  package func command() throws(GnuplotScriptError) -> String {
    switch self {
    case .png(let width, let height, let font):
      return "set terminal pngcairo \(try Self.pixels(width, height)) \(try font.option())"
        + " noenhanced"
    case .svg(let width, let height, let font):
      return "set terminal svg \(try Self.pixels(width, height)) \(try font.option()) noenhanced"
    case .pdf(let width, let height, let font, let lineScale, let pointScale):
      for (name, value) in [("width", width), ("height", height)] {
        guard value.isFinite, (0.5...200).contains(value) else {
          throw GnuplotScriptError(
            parameter: "pdf \(name)", value: "\(value)", allowed: "a number of inches in 0.5...200")
        }
      }
      let w = try GnuplotQuoting.number(width, parameter: "pdf width")
      let h = try GnuplotQuoting.number(height, parameter: "pdf height")
      var scales = ""
      if lineScale != 1 {
        scales +=
          " linewidth " + (try GnuplotNumbers.inRange(lineScale, 0.01...100, "pdf line scale"))
      }
      if pointScale != 1 {
        scales +=
          " pointscale " + (try GnuplotNumbers.inRange(pointScale, 0.01...100, "pdf point scale"))
      }
      return "set terminal pdfcairo size \(w)in,\(h)in \(try font.option())\(scales) noenhanced"
    case .gifAnimation(let width, let height, let delay, let loops, let font):
      try Self.check(delay, in: 1...65_535, parameter: "gif delay (1/100 s)")
      try Self.check(loops, in: 0...65_535, parameter: "gif loop count")
      return "set terminal gif animate delay \(delay) loop \(loops)"
        + " \(try Self.pixels(width, height)) \(try font.option()) noenhanced"
    case .dumb(let columns, let rows):
      try Self.check(columns, in: 10...1_000, parameter: "dumb columns")
      try Self.check(rows, in: 5...1_000, parameter: "dumb rows")
      return "set terminal dumb size \(columns),\(rows) noenhanced"
    }
  }

  private static func pixels(_ width: Int, _ height: Int) throws(GnuplotScriptError) -> String {
    try check(width, in: 16...20_000, parameter: "width (pixels)")
    try check(height, in: 16...20_000, parameter: "height (pixels)")
    return "size \(width),\(height)"
  }

  private static func check(_ value: Int, in range: ClosedRange<Int>, parameter: String)
    throws(GnuplotScriptError)
  {
    guard range.contains(value) else {
      throw GnuplotScriptError(
        parameter: parameter, value: "\(value)",
        allowed: "an integer in \(range.lowerBound)...\(range.upperBound)")
    }
  }
}
