import Foundation
import JellyAnalysis
import JellyEasing
import JellyFigures
import JellyFrameDiff
import JellyOutput

/// The figures of `jellylab compare`: `--plot` (the overlay, both fits and the residuals) and
/// `--curves` (easings as small multiples of value and velocity).
extension CompareMode {
  func runCompareFigure(
    _ options: ParsedOptions, preset scenePreset: FrameDiffPreset, context: CommandContext,
    _ result: DiffComparison, _ curveName: String
  ) throws -> ExitStatus {
    let (normalization, comparison) = (result.normalization, result.comparison)
    let (elastic, damped) = (result.elastic, result.damped)
    let output = FigureOptions.output(options, gnuplotSearchPath: nil)
    let data: CompareFigureCSV
    do {
      data = try CompareFigureCSV(comparison: comparison, elastic: elastic, damped: damped)
    } catch {
      throw CLIError(figure: error)
    }
    let preset: String? = scenePreset.name == "custom" ? nil : scenePreset.name
    let name = preset.map { "compare-\($0)" } ?? "compare"
    let diffLabel = preset.map { "\($0) diff" } ?? "diff"
    let title =
      (options[FigureOptions.title] ?? "jellylab compare: \(diffLabel) vs \(curveName)") + " | "
      + "aligned at \(normalization.alignment.rawValue): u = (t − \(Self.number(normalization.timeOrigin)) s)"
      + "/\(Self.number(normalization.timeSpan)) s, settled at T = "
      + "\(Self.number(normalization.settlingTime)) s; A = \(Self.number(normalization.amplitude)) pt;"
      + " N = \(comparison.times.count)"
    let script: GnuplotScript
    do {
      script = try CompareFigureScript(
        data: data, fileName: CompareFigureCSV.fileName(name), title: title,
        easingName: curveName, diffLabel: diffLabel, pageWidth: output.width,
        pageHeight: output.height
      ).script(terminal: output.terminal, outputFileName: output.imageName(name))
    } catch {
      throw CLIError("cannot build the figure: \(error)", showsUsage: false)
    }
    let folder = try output.makeFolder()
    let written: [String]
    do {
      written = try data.write(name: name, in: folder)
    } catch {
      throw CLIError(figure: error)
    }
    var parameters: [String: ManifestValue] = [
      "against": .string(curveName), "alignment": .string(normalization.alignment.rawValue),
      "samples": .number(Double(comparison.times.count)),
      "settling_time": .number(normalization.settlingTime),
      "time_origin": .number(normalization.timeOrigin),
      "amplitude": .number(normalization.amplitude),
      "rms_difference": .number(comparison.rmsDifference),
      "elastic_amplitude": .number(elastic.amplitude), "elastic_period": .number(elastic.period),
      "elastic_rms_residual": .number(elastic.rmsResidual),
      "damped_damping_ratio": .number(damped.dampingRatio),
      "damped_angular_frequency": .number(damped.angularFrequency),
      "damped_rms_residual": .number(damped.rmsResidual),
      "format": .string(output.format.rawValue), "width": .number(Double(output.width)),
      "height": .number(Double(output.height)),
    ]
    if let preset { parameters["preset"] = .string(preset) }
    return try output.finish(
      script: script, name: name, written: written,
      command: FigureOutput.commandLine("jellylab compare \(self.name)", options),
      parameters: parameters, context: context)
  }

  /// `--curves LIST`: writes the small multiples of the listed easings into `--out`.
  func runCurvesFigure(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    guard let list = options[CompareCommand.curves] else {
      throw CLIError("--curves is required: the easings to draw, comma-separated")
    }
    let entries = try CurveList.split(list, option: "--curves")
    guard entries.count <= CurvesFigure.maximumCurves else {
      throw CLIError(
        "--curves: \(entries.count) curves given, at most \(CurvesFigure.maximumCurves)",
        showsUsage: false)
    }
    var curves: [any EasingCurve] = []
    for entry in entries {
      do {
        curves.append(try EasingParser.parse(entry))
      } catch {
        throw CLIError("--curves: \(error)", showsUsage: false)
      }
    }
    let samples = try Self.samples(options)
    let output = FigureOptions.output(options, gnuplotSearchPath: nil)
    let figure = CurvesFigure(curves: curves, samples: samples)
    let area = figure.panelArea(width: output.width, height: output.height)
    if output.format != .dumb, min(area.width, area.height) < DiffFigureScript.minimumPanelPixels {
      throw CLIError(
        "--curves: \(curves.count) curves do not fit --size \(output.width)x\(output.height):"
          + " each panel needs a plot area of at least"
          + " \(Int(DiffFigureScript.minimumPanelPixels)) px each way; give fewer curves or a"
          + " larger --size", showsUsage: false)
    }
    let name = "curves"
    let title =
      (options[FigureOptions.title] ?? "jellylab compare: easing curves") + " | value and velocity"
      + " d(value)/d(progress) on \(samples) samples"
    let script: GnuplotScript
    do {
      script = try figure.script(
        name: name, title: title, terminal: output.terminal,
        outputFileName: output.imageName(name), width: output.width, height: output.height)
    } catch {
      throw CLIError("cannot build the figure: \(error)", showsUsage: false)
    }
    let folder = try output.makeFolder()
    let written: [String]
    do {
      written = try figure.write(name: name, in: folder)
    } catch {
      throw CLIError(figure: error)
    }
    return try output.finish(
      script: script, name: name, written: written,
      command: FigureOutput.commandLine("jellylab compare \(self.name)", options),
      parameters: [
        "curves": .strings(curves.map(\.name)),
        "samples": .number(Double(samples)), "format": .string(output.format.rawValue),
        "width": .number(Double(output.width)), "height": .number(Double(output.height)),
      ], context: context)
  }

  /// `value` with 4 significant digits.
  static func number(_ value: Double) -> String { String(format: "%.4g", value) }
}
