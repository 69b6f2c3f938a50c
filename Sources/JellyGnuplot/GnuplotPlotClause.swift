/// One element of a `plot` command: two named columns of a CSV file drawn in one style.
///
/// Written as `'./file.csv' {index N} using 'x':'y' with <style> {ls N} {lc …} {lw W}
/// title '…' noenhanced` (or `notitle`). Columns are selected by header name, so the script needs
/// `set datafile columnheaders` (see ``GnuplotScript/readCommaSeparatedValuesWithHeaders()``).
package struct GnuplotPlotClause: Equatable, Sendable {
  /// How the points are drawn.
  package enum Style: Equatable, Sendable {
    /// Straight segments between consecutive rows.
    case lines
    /// A marker at each row.
    case points
    /// Segments and markers.
    case linesPoints
    /// The rows as a closed polygon, filled with solid colour of `opacity` in 0...1.
    case filledClosed(opacity: Double)
    /// The area between the curve and the horizontal line y = `baseline` (finite), filled with
    /// solid colour of `opacity` in 0...1.
    case filledToBaseline(baseline: Double, opacity: Double)
  }

  /// The CSV file, relative to the script's folder.
  package var fileName: String
  /// The data block (0-based, blocks separated by two blank lines), or nil for the whole file.
  package var blockIndex: Int?
  /// The data rows drawn (0-based, counted after the header: `every ::first::last`), or nil
  /// for every row.
  package var rowRange: ClosedRange<Int>?
  /// Header name of the x column.
  package var xColumn: String
  /// Header name of the y column.
  package var yColumn: String
  /// The drawing style.
  package var style: Style
  /// A line style number defined with ``GnuplotScript/defineLineStyle(_:)``, or nil.
  package var lineStyle: Int?
  /// A colour overriding the line style's, or nil.
  package var color: GnuplotColor?
  /// A line width overriding the line style's, in 0.1...50, or nil.
  package var lineWidth: Double?
  /// The key entry, or nil for none.
  package var title: String?
  /// Whether an empty `yColumn` field (a missing value) is read as undefined, which breaks a
  /// line there as NaN does; gnuplot itself skips a row with an empty field and joins its
  /// neighbours across it.
  package var emptyIsUndefined: Bool

  /// Creates a clause plotting `yColumn` against `xColumn` of `fileName`.
  package init(
    fileName: String, blockIndex: Int? = nil, xColumn: String, yColumn: String,
    style: Style = .lines, lineStyle: Int? = nil, color: GnuplotColor? = nil,
    lineWidth: Double? = nil, title: String? = nil, emptyIsUndefined: Bool = false
  ) {
    self.fileName = fileName
    self.blockIndex = blockIndex
    self.xColumn = xColumn
    self.yColumn = yColumn
    self.style = style
    self.lineStyle = lineStyle
    self.color = color
    self.lineWidth = lineWidth
    self.title = title
    self.emptyIsUndefined = emptyIsUndefined
  }

  /// The clause's script text.
  ///
  /// - Throws: ``GnuplotScriptError`` for unsafe text or out-of-range numbers.
  func text() throws(GnuplotScriptError) -> String {
    var parts = [try GnuplotQuoting.quotedFileName(fileName, parameter: "data file name")]
    if let blockIndex {
      guard (0...1_000_000).contains(blockIndex) else {
        throw GnuplotScriptError(
          parameter: "block index", value: "\(blockIndex)", allowed: "an integer in 0...1000000")
      }
      parts.append("index \(blockIndex)")
    }
    if let rowRange {
      guard rowRange.lowerBound >= 0, rowRange.upperBound <= 100_000_000 else {
        throw GnuplotScriptError(
          parameter: "row range", value: "\(rowRange)", allowed: "rows in 0...100000000")
      }
      parts.append("every ::\(rowRange.lowerBound)::\(rowRange.upperBound)")
    }
    let x = try GnuplotQuoting.quoted(xColumn, parameter: "x column")
    let y = try GnuplotQuoting.quoted(yColumn, parameter: "y column")
    parts.append("using \(x):\(emptyIsUndefined ? Self.undefinedIfEmpty(y) : y)")
    parts.append("with " + (try styleText()))
    if let lineStyle {
      guard (1...1_000).contains(lineStyle) else {
        throw GnuplotScriptError(
          parameter: "line style", value: "\(lineStyle)", allowed: "an integer in 1...1000")
      }
      parts.append("ls \(lineStyle)")
    }
    if let color { parts.append("lc \(color)") }
    if let lineWidth {
      parts.append("lw " + (try GnuplotNumbers.inRange(lineWidth, 0.1...50, "line width")))
    }
    if let title {
      parts.append("title \(try GnuplotQuoting.quoted(title, parameter: "key title")) noenhanced")
    } else {
      parts.append("notitle")
    }
    return parts.joined(separator: " ")
  }

  /// The `using` expression of the quoted column `column` that is NaN where its field is
  /// empty: `(strcol('c') eq '' ? NaN : column('c'))`.
  static func undefinedIfEmpty(_ column: String) -> String {
    "(strcol(\(column)) eq '' ? NaN : column(\(column)))"
  }

  private func styleText() throws(GnuplotScriptError) -> String {
    switch style {
    case .lines: return "lines"
    case .points: return "points"
    case .linesPoints: return "linespoints"
    case .filledClosed(let opacity):
      let alpha = try GnuplotNumbers.inRange(opacity, 0...1, "fill opacity")
      return "filledcurves closed fs solid \(alpha)"
    case .filledToBaseline(let baseline, let opacity):
      let level = try GnuplotQuoting.number(baseline, parameter: "fill baseline")
      let alpha = try GnuplotNumbers.inRange(opacity, 0...1, "fill opacity")
      return "filledcurves y=\(level) fs solid \(alpha)"
    }
  }
}
