import Foundation
import JellyGnuplot
import JellyIO

/// The figure of `jellylab interrupt --plot DIR`: one interrupted motion as several platforms
/// continue it, the values over time above and the velocities below, with a vertical line at
/// each interruption.
///
/// Files (NAME = `interruption`, or the name given): `NAME.csv` (t, then `value_K` and
/// `velocity_K` of each motion K, 1-based), the script `NAME.gp`, the image and `NAME.json`.
package struct InterruptionFigure: Figure, Sendable {
  /// One platform's motion as drawn.
  package struct Curve: Sendable {
    /// The key entry, e.g. `uikit (additive): velocity jump 0, settles 1.21 s after T`.
    package let label: String
    /// The values at ``InterruptionFigure/times``, in value units.
    package let values: [Double]
    /// The velocities there, in value units per second.
    package let velocities: [Double]

    /// A motion drawn as `label`.
    package init(label: String, values: [Double], velocities: [Double]) {
      self.label = label
      self.values = values
      self.velocities = velocities
    }
  }

  /// The most motions one figure holds (as many colours as ``FigurePalette/curves``).
  package static let maximumCurves = 12
  /// The sample times (s), ascending.
  package let times: [Double]
  /// The motions (at most ``maximumCurves``).
  package let curves: [Curve]
  /// The interruptions' times (s).
  package let interruptionTimes: [Double]
  /// The value axis' unit, e.g. `px`.
  package let unit: String
  /// The page title.
  package let title: String
  /// What the values are, on the axes: `value`, `diff`.
  package let valueName: String
  /// The figure's name: its files are NAME.csv, NAME.gp, the image and NAME.json.
  package let name: String

  /// The figure of `curves` sampled at `times`, interrupted at `interruptionTimes`, their
  /// values called `valueName` in `unit`, written as `name` (default `interruption`).
  package init(
    times: [Double], curves: [Curve], interruptionTimes: [Double], unit: String, title: String,
    valueName: String = "value", name: String = "interruption"
  ) {
    self.times = times
    self.curves = Array(curves.prefix(Self.maximumCurves))
    self.interruptionTimes = interruptionTimes
    self.unit = unit
    self.title = title
    self.valueName = valueName
    self.name = name
  }

  /// The data file's name.
  var dataFile: String { name + ".csv" }
  /// Fraction of the page height taken by the velocity panel.
  package static let velocityHeight = 0.36

  /// Builds the script, then writes the CSV into `folder`.
  ///
  /// - Throws: ``FigureError``.
  package func draw(in folder: FigureFolder) throws(FigureError) -> FigureDrawing {
    let script = try FigureFolder.script { () throws(GnuplotScriptError) in
      try self.script(
        terminal: folder.terminal, outputFileName: folder.imageName(name),
        pageWidth: folder.width, pageHeight: folder.height)
    }
    let url = try folder.makeFolder()
    let columns = curves.indices.flatMap { ["value_\($0 + 1)", "velocity_\($0 + 1)"] }
    try FigureFolder.writeCSV(dataFile, in: url, header: ["t"] + columns, rows: times.count) {
      row in [times[row]] + curves.flatMap { [$0.values[row], $0.velocities[row]] }
    }
    return FigureDrawing(
      body: .script(script), dataFiles: [dataFile],
      parameters: [
        "motions": .strings(curves.map(\.label)),
        "interruptions": .list(interruptionTimes.map { .number($0) }),
      ])
  }

  /// The line styles: one colour per motion, the later ones dashed.
  static var lineStyles: [GnuplotLineStyle] {
    FigurePalette.curves.enumerated().map { index, color in
      GnuplotLineStyle(
        index: index + 1, color: color, lineWidth: index < 4 ? 2.2 : 1.8,
        dashType: index < 4 ? nil : index % 4 + 1)
    }
  }

  /// The script for `terminal` on a `pageWidth` × `pageHeight` pixel page.
  func script(
    terminal: GnuplotTerminal, outputFileName: String, pageWidth: Int, pageHeight: Int
  ) throws(GnuplotScriptError) -> GnuplotScript {
    var script = try GnuplotScript.figure(
      terminal: terminal, outputFileName: outputFileName, lineStyles: Self.lineStyles)
    try script.addCurvesOverResiduals(
      title: title, pageWidth: pageWidth, pageHeight: pageHeight,
      residualHeight: Self.velocityHeight, leftMargin: 12,
      curves: { (script, bottomAxis) throws(GnuplotScriptError) in
        try addPanel(&script, column: "value", label: "\(valueName) (\(unit))", key: true)
        if bottomAxis { try script.setXLabel(Self.timeLabel) }
      },
      residuals: { (script) throws(GnuplotScriptError) in
        try addPanel(
          &script, column: "velocity",
          label: (valueName == "value" ? "velocity" : "rate of the \(valueName)") + " (\(unit)/s)",
          key: false)
      })
    return script
  }

  /// The x axis label.
  static let timeLabel = "t, time since the first animation started (s)"

  private func addPanel(
    _ script: inout GnuplotScript, column: String, label: String, key: Bool
  ) throws(GnuplotScriptError) {
    script.setGrid(true)
    if key { script.setKey(.outsideRight, opaque: false) } else { script.setKey(false) }
    try script.setXRange(times.first ?? 0, max(times.last ?? 1, (times.first ?? 0) + 1e-9))
    let all = curves.flatMap { column == "value" ? $0.values : $0.velocities }.filter(\.isFinite)
    let low = all.min() ?? 0
    let high = all.max() ?? 1
    let pad = 0.06 * max(high - low, 1e-9)
    try script.setYRange(low - pad, high + pad)
    try script.setYLabel(label)
    if !key { try script.setXLabel(Self.timeLabel) }
    for time in interruptionTimes {
      try script.addVerticalLine(x: time, color: FigurePalette.cut, lineWidth: 1)
    }
    try script.plot(
      curves.indices.map { index in
        GnuplotPlotClause(
          fileName: dataFile, xColumn: "t", yColumn: "\(column)_\(index + 1)",
          lineStyle: index + 1, title: key ? curves[index].label : nil)
      })
  }
}
