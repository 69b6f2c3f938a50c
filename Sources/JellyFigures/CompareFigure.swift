import Foundation
import JellyAnalysis
import JellyGnuplot
import JellyIO

/// The figure of `jellylab compare plot`: a normalized diff laid over an easing with both fits
/// and the residuals, with its CSV file, script and manifest.
package struct CompareFigure: Figure, Sendable {
  /// The comparison and both fits.
  package let result: DiffComparison
  /// The easing's name, e.g. `easeOutElastic`.
  package let curveName: String
  /// The preset compared, or nil for explicit helpers.
  package let presetName: String?
  /// The caller's title (safe for gnuplot), or nil for `jellylab compare: DIFF vs EASING`.
  package let title: String?
  /// The springs in effect, for the manifest (`FrameDiffPreset.springParameters`).
  package let springs: [String: ManifestValue]

  /// The figure of `result` against `curveName`, recording `springs` in the manifest.
  package init(
    result: DiffComparison, curveName: String, presetName: String?, title: String?,
    springs: [String: ManifestValue] = [:]
  ) {
    self.result = result
    self.curveName = curveName
    self.presetName = presetName
    self.title = title
    self.springs = springs
  }

  /// The figure name: `compare-PRESET`, or `compare` for explicit helpers.
  package var name: String { presetName.map { "compare-\($0)" } ?? "compare" }

  /// The diff's legend label: `PRESET diff`, or `diff`.
  package var diffLabel: String { presetName.map { "\($0) diff" } ?? "diff" }

  /// The page title: the title (or `jellylab compare: DIFF vs EASING`), the normalization
  /// (times in s, amplitude in pt, 4 significant digits) and the sample count.
  package func pageTitle() -> String {
    let number = FigureNumber.significant
    let normalization = result.normalization
    return (title ?? "jellylab compare: \(diffLabel) vs \(curveName)") + " | "
      + "aligned at \(normalization.alignment.rawValue): u = (t − \(number(normalization.timeOrigin)) s)"
      + "/\(number(normalization.timeSpan)) s, settled at T = "
      + "\(number(normalization.settlingTime)) s; A = \(number(normalization.amplitude)) pt;"
      + " N = \(result.comparison.times.count)"
  }

  /// The manifest's parameters: the easing, the normalization, both fits and the springs.
  package func manifestParameters() -> [String: ManifestValue] {
    let (normalization, elastic, damped) = (result.normalization, result.elastic, result.damped)
    var parameters: [String: ManifestValue] = [
      "against": .string(curveName), "alignment": .string(normalization.alignment.rawValue),
      "samples": .number(Double(result.comparison.times.count)),
      "settling_time": .number(normalization.settlingTime),
      "time_origin": .number(normalization.timeOrigin),
      "amplitude": .number(normalization.amplitude),
      "rms_difference": .number(result.comparison.rmsDifference),
      "elastic_amplitude": .number(elastic.amplitude), "elastic_period": .number(elastic.period),
      "elastic_rms_residual": .number(elastic.rmsResidual),
      "damped_damping_ratio": .number(damped.dampingRatio),
      "damped_angular_frequency": .number(damped.angularFrequency),
      "damped_rms_residual": .number(damped.rmsResidual),
    ]
    if let presetName { parameters["preset"] = .string(presetName) }
    return parameters.merging(springs) { old, _ in old }
  }

  /// Builds the script, then writes the CSV into `folder`; nothing is written when the fit or
  /// the script cannot be built.
  ///
  /// - Throws: ``FigureError``.
  package func draw(in folder: FigureFolder) throws(FigureError) -> FigureDrawing {
    let data = try CompareFigureCSV(
      comparison: result.comparison, elastic: result.elastic, damped: result.damped)
    let script = try FigureFolder.script { () throws(GnuplotScriptError) in
      try CompareFigureScript(
        data: data, fileName: CompareFigureCSV.fileName(name), title: pageTitle(),
        easingName: curveName, diffLabel: diffLabel, pageWidth: folder.width,
        pageHeight: folder.height
      ).script(terminal: folder.terminal, outputFileName: folder.imageName(name))
    }
    let written = try data.write(name: name, in: try folder.makeFolder())
    return FigureDrawing(
      body: .script(script), dataFiles: written, parameters: manifestParameters())
  }
}
