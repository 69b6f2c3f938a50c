// Annotations placed by graph or screen fractions, shaded rectangles behind the data, and the
// key's placement. Graph fractions run 0...1 across the plot area of the current panel, screen
// fractions across the whole page.

/// Where a label's anchor sits relative to its text.
package enum GnuplotLabelAlignment: String, Sendable {
  /// The text starts at the anchor.
  case left
  /// The text is centred on the anchor.
  case center
  /// The text ends at the anchor.
  case right
}

/// The coordinate system of a point given to a label.
package enum GnuplotCoordinates: String, Sendable {
  /// Data units of the x and y axes.
  case first
  /// Fractions 0...1 of the current plot area.
  case graph
  /// Fractions 0...1 of the page.
  case screen
}

/// Where the key (legend) of a plot goes.
package enum GnuplotKeyPlacement: String, Sendable {
  /// Inside the plot area, top right.
  case insideTopRight = "inside top right"
  /// Inside the plot area, top left.
  case insideTopLeft = "inside top left"
  /// Inside the plot area, bottom right.
  case insideBottomRight = "inside bottom right"
  /// Right of the plot area, top aligned (the right margin grows to hold it).
  case outsideRight = "outside right top"
  /// Below the plot area, entries side by side (the bottom margin grows to hold it).
  case below = "below center horizontal"
  /// Below the plot area, one entry per line, each line sample left of its text (the bottom
  /// margin grows to hold them).
  case belowOneColumn = "below left vertical maxcols 1 reverse Left"
}

extension GnuplotScript {
  /// Places `text` at (`x`, `y`) in `coordinates` with `alignment` (`set label … at … center`).
  /// Points in `graph` or `screen` coordinates must lie in 0...1, so the label stays inside the
  /// plot area or the page.
  ///
  /// - Throws: ``GnuplotScriptError`` for control characters, non-finite coordinates or a
  ///   fraction outside 0...1.
  package mutating func addLabel(
    _ text: String, x: Double, y: Double, coordinates: GnuplotCoordinates,
    alignment: GnuplotLabelAlignment, front: Bool = true
  ) throws(GnuplotScriptError) {
    let quoted = try GnuplotQuoting.quoted(text, parameter: "label")
    let (xSystem, ySystem) =
      switch coordinates {
      case .first: ("first", "first")
      case .graph: ("graph", "graph")
      case .screen: ("screen", "screen")
      }
    let xText = try Self.coordinate(x, coordinates, "label x")
    let yText = try Self.coordinate(y, coordinates, "label y")
    commands.append(
      "set label \(quoted) at \(xSystem) \(xText), \(ySystem) \(yText) \(alignment.rawValue)"
        + " \(front ? "front" : "back") noenhanced")
  }

  /// Draws a vertical line at `x` (first-axis data units) from `fromGraph` (a fraction 0...1 of
  /// the plot area's height, default its bottom) to the top of the plot area, behind the data,
  /// the key and the axes.
  ///
  /// - Throws: ``GnuplotScriptError`` for a non-finite `x`, a width outside 0.1...50 or a start
  ///   outside 0...1.
  package mutating func addVerticalLine(
    x: Double, color: GnuplotColor, lineWidth: Double = 1, fromGraph: Double = 0
  ) throws(GnuplotScriptError) {
    let xText = try GnuplotQuoting.number(x, parameter: "vertical line x")
    let width = try GnuplotNumbers.inRange(lineWidth, 0.1...50, "line width")
    let start = try GnuplotNumbers.inRange(fromGraph, 0...1, "vertical line start")
    commands.append(
      "set arrow from first \(xText), graph \(start) to first \(xText), graph 1 nohead back"
        + " lc \(color) lw \(width)")
  }

  /// Shades the band `fromX...toX` (first-axis data units, fromX < toX) over the full height of
  /// the plot area with `color` at `opacity` (0...1), behind the data and without a border.
  ///
  /// - Throws: ``GnuplotScriptError`` for non-finite or reversed bounds or an opacity outside
  ///   0...1.
  package mutating func addShadedBand(
    fromX: Double, toX: Double, color: GnuplotColor, opacity: Double
  ) throws(GnuplotScriptError) {
    guard fromX.isFinite, toX.isFinite, fromX < toX else {
      throw GnuplotScriptError(
        parameter: "band", value: "\(fromX)...\(toX)", allowed: "finite bounds, from < to")
    }
    let from = try GnuplotQuoting.number(fromX, parameter: "band start")
    let to = try GnuplotQuoting.number(toX, parameter: "band end")
    let alpha = try GnuplotNumbers.inRange(opacity, 0...1, "band opacity")
    commands.append(
      "set object rectangle from first \(from), graph 0 to first \(to), graph 1 behind"
        + " fillcolor \(color) fillstyle solid \(alpha) noborder")
  }

  /// Removes every rectangle (e.g. before the next multiplot panel).
  package mutating func clearObjects() {
    commands.append("unset object")
  }

  /// Shows the key at `placement`; an `opaque` key is drawn on a white box over anything
  /// behind it (lines of the plot never strike through its text).
  package mutating func setKey(_ placement: GnuplotKeyPlacement, opaque: Bool) {
    commands.append("set key \(placement.rawValue)" + (opaque ? " opaque box" : " noopaque nobox"))
  }

  private static func coordinate(_ value: Double, _ system: GnuplotCoordinates, _ parameter: String)
    throws(GnuplotScriptError) -> String
  {
    switch system {
    case .first: try GnuplotQuoting.number(value, parameter: parameter)
    case .graph, .screen: try GnuplotNumbers.inRange(value, 0...1, parameter)
    }
  }
}
