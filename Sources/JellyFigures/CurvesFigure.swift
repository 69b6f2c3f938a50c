import Foundation
import JellyEasing
import JellyOutput

/// The `compare --curves` figure: easing curves as small multiples, one column per curve with
/// its value over progress on top and its velocity d(value)/d(progress) below, both from
/// JellyEasing (`JellyEasing.EasingCurve.value(at:)` and
/// `JellyEasing.EasingCurve.derivative(at:)`) on N evenly spaced progress values in [0, 1].
///
/// Files (NAME = `curves`): `NAME-K.csv` per curve K (1-based) with progress, value, velocity.
public struct CurvesFigure {
  /// The most curves one figure holds.
  public static let maximumCurves = 12
  /// The most columns per row group; more curves wrap into further value/velocity row pairs.
  public static let maximumColumns = 4
  /// Fraction of the page height below a one-line page title.
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
  /// over a velocity row, in the left ``smallMultiplesWidth`` of the page. Of 1...``maximumColumns`` columns, the one whose panels have the
  /// largest min(plot width, 1.5 × plot height): curves read best wider than tall.
  public func layout(width: Int, height: Int) -> (columns: Int, groups: Int) {
    var best = (columns: 1, groups: curves.count)
    var bestSize = -Double.infinity
    for columns in 1...max(1, min(curves.count, Self.maximumColumns)) {
      let groups = (curves.count + columns - 1) / columns
      let area = Self.panelArea(width: width, height: height, columns: columns, groups: groups)
      let size = min(area.width, 1.5 * area.height)
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
      smallMultiplesWidth * Double(width) / Double(columns) - panelMargins.0,
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

  /// The page title: the title (or `jellylab compare: easing curves`) and the sampling.
  public func pageTitle(_ title: String?) -> String {
    (title ?? "jellylab compare: easing curves") + " | value and velocity"
      + " d(value)/d(progress) on \(samples) samples"
  }

  /// Writes the figure `curves` into `folder`: one CSV per curve, the script, the image and the
  /// manifest (recording `command` and `jellylabVersion`).
  ///
  /// - Throws: ``FigureError/panelsDoNotFit`` (before anything is written) when a panel of a
  ///   page other than dumb would be smaller than ``DiffFigureScript/minimumPanelPixels``;
  ///   otherwise a ``FigureError`` naming what could not be built or written.
  public func write(
    title: String?, to folder: FigureFolder, command: [String], jellylabVersion: String
  )
    throws(FigureError) -> FigureOutcome
  {
    let area = panelArea(width: folder.width, height: folder.height)
    if folder.format != .dumb, min(area.width, area.height) < DiffFigureScript.minimumPanelPixels {
      throw .panelsDoNotFit
    }
    let name = "curves"
    let script = try FigureFolder.script { () throws(GnuplotScriptError) in
      try self.script(
        name: name, title: pageTitle(title), terminal: folder.terminal,
        outputFileName: folder.imageName(name), width: folder.width, height: folder.height)
    }
    let written = try write(name: name, in: try folder.makeFolder())
    let parameters: [String: ManifestValue] = [
      "curves": .strings(curves.map(\.name)), "samples": .number(Double(samples)),
    ]
    return try folder.finish(
      script: script, name: name, written: written, command: command,
      parameters: parameters.merging(folder.pageParameters) { old, _ in old },
      jellylabVersion: jellylabVersion)
  }

  /// The script for `terminal`: small multiples, or for dumb every value curve in one chart.
  ///
  /// - Throws: `JellyOutput.GnuplotScriptError` for unsafe text or out-of-range values.
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
    try script.beginMultiplot()
    let pageTitle = PageTitle(title, pageWidth: width)
    let area = 1 - pageTitle.heightFraction(pageHeight: height)
    try addOverlay(&script, name: name, colors: colors, area: area)
    try pageTitle.addLabels(to: &script, pageHeight: height)
    let (columns, groups) = layout(width: width, height: height)
    let cellWidth = Self.smallMultiplesWidth / Double(columns)
    let cellHeight = area / Double(2 * groups)
    for (offset, curve) in curves.enumerated() {
      let column = offset % columns
      let group = offset / columns
      let fileName = Self.fileName(name, offset + 1)
      for (row, isVelocity) in [(2 * group, false), (2 * group + 1, true)] {
        try script.setPanel(
          originX: Double(column) * cellWidth,
          originY: area - Double(row + 1) * cellHeight, width: cellWidth,
          height: cellHeight)
        try script.setMargins(left: 9, right: 2.5, bottom: 3, top: 2)
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
          try script.setTitle("d(value)/d(progress)")
        } else {
          try script.setYLabel("value")
          // The title is centred on the plot area, right of the y labels: keep it within ¾ of
          // the cell so that it never reaches the neighbour's title.
          let characters = Int(0.75 * cellWidth * Double(width) / PageTitle.characterWidth) - 1
          try script.setTitle(Self.shortened(curve.name, to: characters))
        }
        try script.plot([
          GnuplotPlotClause(
            fileName: fileName, xColumn: "progress", yColumn: isVelocity ? "velocity" : "value",
            color: colors[offset], lineWidth: isVelocity ? 1.5 : 2.5)
        ])
        script.clearAnnotations()
      }
    }
    script.endMultiplot()
    return script
  }

  /// Fraction of the page width taken by the small multiples; the overlay panel is at the right.
  public static let smallMultiplesWidth = 0.7

  /// The right-hand panel: every curve's value on one shared scale, named in a key below it.
  private func addOverlay(
    _ script: inout GnuplotScript, name: String, colors: [GnuplotColor], area: Double
  ) throws(GnuplotScriptError) {
    try script.setPanel(
      originX: Self.smallMultiplesWidth, originY: 0, width: 1 - Self.smallMultiplesWidth,
      height: area)
    try script.setMargins(left: 9, right: 3, bottom: nil, top: 2)
    script.clearLabelsAndTitle()
    // The key below names the curves; an x label there would collide with it.
    try script.setTitle("all curves, one scale (progress 0...1)")
    try script.setYLabel("value")
    script.setGrid(true)
    script.setKey(.belowOneColumn, opaque: false)
    try script.setXRange(0, 1)
    let (low, high) = overlayRange()
    try script.setYRange(low, high)
    try script.setTickSteps(x: 0.2, y: DiffFigureScript.niceStep((high - low) / 6))
    try script.plot(
      curves.enumerated().map { offset, curve in
        GnuplotPlotClause(
          fileName: Self.fileName(name, offset + 1), xColumn: "progress", yColumn: "value",
          color: colors[offset], lineWidth: 2, title: curve.name)
      })
    script.setKey(false)
  }

  /// `name` cut to `limit` characters (at least 4), ending in "…" when cut; the full names are
  /// in the overlay's key.
  public static func shortened(_ name: String, to limit: Int) -> String {
    let limit = max(limit, 4)
    return name.count <= limit ? name : String(name.prefix(limit - 1)) + "…"
  }

  /// The overlay's y range: every curve's value range (``range(_:velocity:)``) together.
  public func overlayRange() -> (Double, Double) {
    var low = 0.0
    var high = 1.0
    for curve in curves {
      let (curveLow, curveHigh) = range(curve, velocity: false)
      low = min(low, curveLow)
      high = max(high, curveHigh)
    }
    return (low, high)
  }

  /// The smallest span of a velocity panel: a constant velocity (e.g. `steps`, 0 between its
  /// jumps) is drawn on −0.5...0.5, whose tic labels leave room for the axis label.
  public static let minimumVelocitySpan = 1.0

  /// The y range of a curve's value (always showing 0 and 1) or velocity (always showing 0,
  /// at least ``minimumVelocitySpan`` wide), padded by 8 % and rounded outward to 0.01.
  public func range(_ curve: any EasingCurve, velocity: Bool) -> (Double, Double) {
    var low = 0.0
    var high = velocity ? 0.0 : 1.0
    for i in 0..<samples {
      let u = progress(i)
      let value = velocity ? curve.derivative(at: u) : curve.value(at: u)
      low = min(low, value)
      high = max(high, value)
    }
    if velocity, high - low < Self.minimumVelocitySpan {
      let middle = (low + high) / 2
      (low, high) = (middle - Self.minimumVelocitySpan / 2, middle + Self.minimumVelocitySpan / 2)
    }
    let pad = 0.08 * max(high - low, 1e-3)
    return (FigureFolder.outward(low - pad, .down), FigureFolder.outward(high + pad, .up))
  }
}
