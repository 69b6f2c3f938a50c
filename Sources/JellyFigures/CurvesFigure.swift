import Foundation
import JellyEasing
import JellyOutput

/// The `compare --curves` figure: easing curves as small multiples, one column per curve with
/// its value over progress on top and its velocity d(value)/d(progress) below, both from
/// JellyEasing (``JellyEasing/EasingCurve/value(at:)`` and
/// ``JellyEasing/EasingCurve/derivative(at:)``) on N evenly spaced progress values in [0, 1].
///
/// Files (NAME = `curves`): `NAME-K.csv` per curve K (1-based) with progress, value, velocity.
public struct CurvesFigure {
  /// The most curves one figure holds.
  public static let maximumCurves = 12
  /// The most columns per row group; more curves wrap into further value/velocity row pairs.
  public static let maximumColumns = 4
  /// Fraction of the page height below the page title.
  public static let panelAreaHeight = 0.93
  /// Room for tic labels, axis labels and the title around a panel, in pixels (width, height).
  public static let panelMargins = (80.0, 70.0)
  /// Distinct line colours, one per curve (repeating after six).
  public static let palette: [GnuplotColor] = [
    .jellyBlue, .jellyOrange, GnuplotColor(red: 0x31, green: 0xA3, blue: 0x54),
    GnuplotColor(red: 0x75, green: 0x6B, blue: 0xB1),
    GnuplotColor(red: 0xCB, green: 0x18, blue: 0x1D),
    .jellyNavy,
  ]
  /// The CSV column names.
  public static let header = ["progress", "value", "velocity"]

  /// The curves, in the order given.
  public let curves: [any EasingCurve]
  /// The number of samples per curve, ≥ 3.
  public let samples: Int

  /// The figure of `curves` (1...``maximumCurves``), each sampled `samples` (≥ 3) times.
  public init(curves: [any EasingCurve], samples: Int) {
    self.curves = curves
    self.samples = samples
  }

  /// `NAME-K.csv` for curve `number` (1-based).
  public static func fileName(_ name: String, _ number: Int) -> String { "\(name)-\(number).csv" }

  /// The progress of sample `i`.
  public func progress(_ i: Int) -> Double { Double(i) / Double(samples - 1) }

  /// (columns, row groups) of the grid on a `width`×`height` page: each group is a value row
  /// over a velocity row. Of 1...``maximumColumns`` columns, the one whose panels have the
  /// largest min(plot width, 2 × plot height): curves read best wider than tall.
  public func layout(width: Int, height: Int) -> (columns: Int, groups: Int) {
    var best = (columns: 1, groups: curves.count)
    var bestSize = -Double.infinity
    for columns in 1...max(1, min(curves.count, Self.maximumColumns)) {
      let groups = (curves.count + columns - 1) / columns
      let area = Self.panelArea(width: width, height: height, columns: columns, groups: groups)
      let size = min(area.width, 2 * area.height)
      if size > bestSize {
        bestSize = size
        best = (columns, groups)
      }
    }
    return best
  }

  /// The plot area of one panel on a `width`×`height` page, in pixels, in the chosen layout.
  public func panelArea(width: Int, height: Int) -> (width: Double, height: Double) {
    let (columns, groups) = layout(width: width, height: height)
    return Self.panelArea(width: width, height: height, columns: columns, groups: groups)
  }

  /// The plot area of one panel of a `columns` × (2·`groups`) grid, in pixels.
  public static func panelArea(width: Int, height: Int, columns: Int, groups: Int)
    -> (width: Double, height: Double)
  {
    (
      Double(width) / Double(columns) - panelMargins.0,
      panelAreaHeight * Double(height) / Double(2 * groups) - panelMargins.1
    )
  }

  /// Writes one CSV per curve into `folder` and returns their names.
  public func write(name: String, in folder: URL) throws(FigureError) -> [String] {
    var names: [String] = []
    for (offset, curve) in curves.enumerated() {
      let fileName = Self.fileName(name, offset + 1)
      try FigureFolder.writeCSV(fileName, in: folder, header: Self.header, rows: samples) {
        let u = progress($0)
        return [u, curve.value(at: u), curve.derivative(at: u)]
      }
      names.append(fileName)
    }
    return names
  }

  /// The script for `terminal`: small multiples, or for dumb every value curve in one chart.
  ///
  /// - Throws: ``GnuplotScriptError`` for unsafe text or out-of-range values.
  public func script(
    name: String, title: String, terminal: GnuplotTerminal, outputFileName: String,
    width: Int, height: Int
  ) throws(GnuplotScriptError) -> GnuplotScript {
    var script = try GnuplotScript(terminal: terminal, outputFileName: outputFileName)
    script.readCommaSeparatedValuesWithHeaders()
    let colors = (0..<curves.count).map { Self.palette[$0 % Self.palette.count] }
    if case .dumb = terminal {
      try script.setTitle(title)
      try script.setXLabel("progress")
      try script.setYLabel("value")
      script.setKey(true)
      try script.setXRange(0, 1)
      try script.plot(
        curves.enumerated().map { offset, curve in
          GnuplotPlotClause(
            fileName: Self.fileName(name, offset + 1), xColumn: "progress", yColumn: "value",
            title: curve.name)
        })
      return script
    }
    try script.beginMultiplot(title: title)
    let (columns, groups) = layout(width: width, height: height)
    let cellWidth = 1 / Double(columns)
    let cellHeight = Self.panelAreaHeight / Double(2 * groups)
    for (offset, curve) in curves.enumerated() {
      let column = offset % columns
      let group = offset / columns
      let fileName = Self.fileName(name, offset + 1)
      for (row, isVelocity) in [(2 * group, false), (2 * group + 1, true)] {
        try script.setPanel(
          originX: Double(column) * cellWidth,
          originY: Self.panelAreaHeight - Double(row + 1) * cellHeight, width: cellWidth,
          height: cellHeight)
        try script.setMargins(left: 9, right: 1.5, bottom: 3, top: 2)
        script.clearLabelsAndTitle()
        script.setGrid(true)
        script.setKey(false)
        try script.setXRange(0, 1)
        let (low, high) = range(curve, velocity: isVelocity)
        try script.setYRange(low, high)
        // About four tic steps, so that short panels do not crowd their labels.
        try script.setTickSteps(x: 0.2, y: DiffFigureScript.niceStep((high - low) / 4))
        if isVelocity {
          // The value panel above shares this x axis, so only the velocity row names it, and
          // only in the last row group (above, the label would touch the next row's titles).
          if group == groups - 1 { try script.setXLabel("progress") }
          try script.setYLabel("velocity")
          try script.setTitle("velocity d(value)/d(progress)")
        } else {
          try script.setYLabel("value")
          try script.setTitle(curve.name)
        }
        try script.plot([
          GnuplotPlotClause(
            fileName: fileName, xColumn: "progress", yColumn: isVelocity ? "velocity" : "value",
            color: colors[offset], lineWidth: isVelocity ? 1.5 : 2.5)
        ])
      }
    }
    script.endMultiplot()
    return script
  }

  /// The y range of a curve's value (always showing 0 and 1) or velocity (always showing 0),
  /// padded by 8 % and rounded outward to 0.01.
  public func range(_ curve: any EasingCurve, velocity: Bool) -> (Double, Double) {
    var low = 0.0
    var high = velocity ? 0.0 : 1.0
    for i in 0..<samples {
      let u = progress(i)
      let value = velocity ? curve.derivative(at: u) : curve.value(at: u)
      low = min(low, value)
      high = max(high, value)
    }
    let pad = 0.08 * max(high - low, 1e-3)
    return (FigureFolder.outward(low - pad, .down), FigureFolder.outward(high + pad, .up))
  }
}
