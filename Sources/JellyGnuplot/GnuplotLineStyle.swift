/// A numbered gnuplot line style, `set style line N lc rgb '#…' lw W {pt P ps S} {dt D}`.
package struct GnuplotLineStyle: Equatable, Sendable {
  /// The style number used by plot clauses (`ls N`), in 1...1000.
  package var index: Int
  /// The line and point colour.
  package var color: GnuplotColor
  /// Line width in multiples of the terminal's base width, in 0.1...50.
  package var lineWidth: Double
  /// gnuplot point type (e.g. 7 = filled circle), in 0...100, or nil for the default.
  package var pointType: Int?
  /// Point size multiplier, in 0.1...50, or nil for the default.
  package var pointSize: Double?
  /// gnuplot dash type (1 = solid, 2 = dashed, …), in 1...5, or nil for solid.
  package var dashType: Int?

  /// Creates line style `index`.
  package init(
    index: Int, color: GnuplotColor, lineWidth: Double = 1.5, pointType: Int? = nil,
    pointSize: Double? = nil, dashType: Int? = nil
  ) {
    self.index = index
    self.color = color
    self.lineWidth = lineWidth
    self.pointType = pointType
    self.pointSize = pointSize
    self.dashType = dashType
  }

  /// The `set style line …` command.
  ///
  /// - Throws: ``GnuplotScriptError`` when a field is out of range.
  func command() throws(GnuplotScriptError) -> String {
    guard (1...1_000).contains(index) else {
      throw GnuplotScriptError(
        parameter: "line style index", value: "\(index)", allowed: "an integer in 1...1000")
    }
    var parts = ["set style line \(index) lc \(color)"]
    parts.append("lw " + (try GnuplotNumbers.inRange(lineWidth, 0.1...50, "line width")))
    if let pointType {
      guard (0...100).contains(pointType) else {
        throw GnuplotScriptError(
          parameter: "point type", value: "\(pointType)", allowed: "an integer in 0...100")
      }
      parts.append("pt \(pointType)")
    }
    if let pointSize {
      parts.append("ps " + (try GnuplotNumbers.inRange(pointSize, 0.1...50, "point size")))
    }
    if let dashType {
      guard (1...5).contains(dashType) else {
        throw GnuplotScriptError(
          parameter: "dash type", value: "\(dashType)", allowed: "an integer in 1...5")
      }
      parts.append("dt \(dashType)")
    }
    return parts.joined(separator: " ")
  }
}
