// Colour maps: a palette, a labelled colour box and `with image` heatmaps of three named CSV
// columns. `with image` needs the rows to form a regular x–y grid (any order); a NaN value
// leaves its pixel transparent.

extension GnuplotScript {
  /// Viridis (perceptually uniform, readable in grey and by colour-blind readers), sampled at
  /// five stops from dark purple to yellow.
  package static let viridis: [GnuplotColor] = [
    GnuplotColor(red: 0x44, green: 0x01, blue: 0x54),
    GnuplotColor(red: 0x3B, green: 0x52, blue: 0x8B),
    GnuplotColor(red: 0x21, green: 0x91, blue: 0x8C),
    GnuplotColor(red: 0x5E, green: 0xC9, blue: 0x62),
    GnuplotColor(red: 0xFD, green: 0xE7, blue: 0x25),
  ]

  /// A diverging map for signed values (ColorBrewer's RdBu, five stops): blue for negative,
  /// near-white at the middle, red for positive; use it with a colour range symmetric about 0.
  package static let diverging: [GnuplotColor] = [
    GnuplotColor(red: 0x21, green: 0x66, blue: 0xAC),
    GnuplotColor(red: 0x92, green: 0xC5, blue: 0xDE),
    GnuplotColor(red: 0xF7, green: 0xF7, blue: 0xF7),
    GnuplotColor(red: 0xF4, green: 0xA5, blue: 0x82),
    GnuplotColor(red: 0xB2, green: 0x18, blue: 0x2B),
  ]

  /// Sets the palette to `colors`, evenly spaced from the low to the high end of the colour
  /// range (`set palette defined (0 '#…', 1 '#…', …)`).
  ///
  /// - Throws: ``GnuplotScriptError`` for fewer than 2 or more than 256 colours.
  package mutating func setPalette(_ colors: [GnuplotColor]) throws(GnuplotScriptError) {
    guard (2...256).contains(colors.count) else {
      throw GnuplotScriptError(
        parameter: "palette", value: "\(colors.count) colours", allowed: "2...256 colours")
    }
    let stops = colors.enumerated().map { "\($0.offset) '\($0.element.hexText)'" }
    commands.append("set palette defined (\(stops.joined(separator: ", ")))")
  }

  /// Shows the colour box at the right of the plot, labelled with `label` (e.g. the metric and
  /// its unit).
  ///
  /// - Throws: ``GnuplotScriptError`` for control characters in `label`.
  package mutating func setColorBox(label: String) throws(GnuplotScriptError) {
    let quoted = try GnuplotQuoting.quoted(label, parameter: "cb label")
    commands.append("set colorbox")
    commands.append("set cblabel \(quoted) noenhanced")
  }

  /// Fixes the colour range to `lower...upper` (finite, lower < upper) in data units.
  ///
  /// - Throws: ``GnuplotScriptError`` for a non-finite or empty range.
  package mutating func setColorRange(_ lower: Double, _ upper: Double) throws(GnuplotScriptError) {
    guard lower.isFinite, upper.isFinite, lower < upper else {
      throw GnuplotScriptError(
        parameter: "colour range", value: "\(lower)...\(upper)",
        allowed: "finite bounds, lower < upper")
    }
    let low = try GnuplotQuoting.number(lower, parameter: "colour range")
    let high = try GnuplotQuoting.number(upper, parameter: "colour range")
    commands.append("set cbrange [\(low):\(high)]")
  }

  /// Draws the grid of `fileName` as a heatmap: one pixel per row at (`xColumn`, `yColumn`),
  /// coloured by `colorColumn` through the palette, without a key entry (the colour box is the
  /// legend). An empty colour field (a missing value) is an uncoloured pixel: it is read as
  /// NaN, since gnuplot would drop the row and break the grid.
  ///
  /// - Throws: ``GnuplotScriptError`` for unsafe file or column names.
  package mutating func plotImage(
    fileName: String, xColumn: String, yColumn: String, colorColumn: String
  ) throws(GnuplotScriptError) {
    let file = try GnuplotQuoting.quotedFileName(fileName, parameter: "data file name")
    let x = try GnuplotQuoting.quoted(xColumn, parameter: "x column")
    let y = try GnuplotQuoting.quoted(yColumn, parameter: "y column")
    let color = try GnuplotQuoting.quoted(colorColumn, parameter: "colour column")
    let value = GnuplotPlotClause.undefinedIfEmpty(color)
    commands.append("plot \(file) using \(x):\(y):\(value) with image notitle")
  }
}
