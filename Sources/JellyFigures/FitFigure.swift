import Foundation
import JellyGnuplot
import JellyIO

/// The figure of `jellylab fit --plot DIR`: a recorded motion with the fitted curves over it,
/// and below, each fit's residuals at the samples it used.
///
/// Files: `fit-samples.csv` (t, value, and residual_K = value − fit K at each used sample),
/// `fit-left-out.csv` (t, value of the samples the fit left out: trimmed holds, repeated
/// frames; written only when there are any), `fit-curves.csv` (t and fit_K on a grid of 600
/// points over the recording), the script `fit.gp`, the image and the manifest `fit.json`.
package struct FitFigure: Figure, Sendable {
  /// One fitted model as drawn.
  package struct Curve: Sendable {
    /// The key entry, e.g. `spring: ζ = 0.5, ω0 = 20 rad/s (RMS 0.24)`.
    package let label: String
    /// The fit's values at ``FitFigure/gridTimes``.
    package let gridValues: [Double]
    /// value − fit at each used sample.
    package let residuals: [Double]

    /// A fitted curve drawn as `label`.
    package init(label: String, gridValues: [Double], residuals: [Double]) {
      self.label = label
      self.gridValues = gridValues
      self.residuals = residuals
    }
  }

  /// The times of the samples the fits used (s).
  package let sampleTimes: [Double]
  /// Their values.
  package let sampleValues: [Double]
  /// The times of the samples left out (s).
  package let leftOutTimes: [Double]
  /// Their values.
  package let leftOutValues: [Double]
  /// The grid the curves are drawn on (s).
  package let gridTimes: [Double]
  /// The fits, best first (at most 4 are drawn).
  package let curves: [Curve]
  /// The value axis' label, with its unit, e.g. `x (input units)`.
  package let valueLabel: String
  /// The page title.
  package let title: String

  /// The figure of the samples used and left out, the grid, the fits, the value axis' label
  /// and the title.
  package init(
    sampleTimes: [Double], sampleValues: [Double], leftOutTimes: [Double],
    leftOutValues: [Double], gridTimes: [Double], curves: [Curve], valueLabel: String,
    title: String
  ) {
    self.sampleTimes = sampleTimes
    self.sampleValues = sampleValues
    self.leftOutTimes = leftOutTimes
    self.leftOutValues = leftOutValues
    self.gridTimes = gridTimes
    self.curves = Array(curves.prefix(4))
    self.valueLabel = valueLabel
    self.title = title
  }

  /// `fit`.
  package var name: String { "fit" }

  /// The data files' names.
  package static let samplesFile = "fit-samples.csv"
  /// The left-out samples' file.
  package static let leftOutFile = "fit-left-out.csv"
  /// The curves' file.
  package static let curvesFile = "fit-curves.csv"

  /// Builds the script, then writes the CSV files into `folder`.
  ///
  /// - Throws: ``FigureError``.
  package func draw(in folder: FigureFolder) throws(FigureError) -> FigureDrawing {
    let script = try FigureFolder.script { () throws(GnuplotScriptError) in
      try FitFigureScript(figure: self, pageWidth: folder.width, pageHeight: folder.height)
        .script(terminal: folder.terminal, outputFileName: folder.imageName(name))
    }
    let url = try folder.makeFolder()
    let residualColumns = curves.indices.map { "residual_\($0 + 1)" }
    try FigureFolder.writeCSV(
      Self.samplesFile, in: url, header: ["t", "value"] + residualColumns,
      rows: sampleTimes.count
    ) { row in [sampleTimes[row], sampleValues[row]] + curves.map { $0.residuals[row] } }
    var files = [Self.samplesFile]
    if !leftOutTimes.isEmpty {
      try FigureFolder.writeCSV(
        Self.leftOutFile, in: url, header: ["t", "value"], rows: leftOutTimes.count
      ) { row in [leftOutTimes[row], leftOutValues[row]] }
      files.append(Self.leftOutFile)
    }
    try FigureFolder.writeCSV(
      Self.curvesFile, in: url, header: ["t"] + curves.indices.map { "fit_\($0 + 1)" },
      rows: gridTimes.count
    ) { row in [gridTimes[row]] + curves.map { $0.gridValues[row] } }
    files.append(Self.curvesFile)
    return FigureDrawing(
      body: .script(script), dataFiles: files,
      parameters: [
        "samples": .number(Double(sampleTimes.count)),
        "left_out": .number(Double(leftOutTimes.count)),
        "models": .strings(curves.map(\.label)),
      ])
  }
}
