import Foundation
import JellyEasing
import JellyFigures
import JellyFrameDiff
import JellyOutput

/// The figures of `jellylab compare`: `--plot` (the overlay, both fits and the residuals) and
/// `--curves` (easings as small multiples of value and velocity).
extension CompareCommand {
  /// Options besides the scene's that only make sense with a diff, refused with `--curves`.
  static let diffOnlyOptions: Set<String> = ["against", "align", "plot"]

  /// Refuses figure-only options without a figure and report formats with one.
  static func checkFigureOptions(_ options: ParsedOptions, drawsFigure: Bool) throws(CLIError) {
    if drawsFigure {
      if let format = options.text("format"), reportFormats.contains(format) {
        throw CLIError(
          "--format \(format) is a report format; a figure takes one of "
            + FigureOutput.formats.map(\.rawValue).joined(separator: ", "), showsUsage: false)
      }
      return
    }
    if let format = options.text("format"), !reportFormats.contains(format) {
      throw CLIError(
        "--format \(format) is an image format: add --plot or --curves, or give one of "
          + reportFormats.joined(separator: ", "), showsUsage: false)
    }
    if let given = ["size", "title"].first(where: options.contains) {
      throw CLIError("--\(given) needs --plot or --curves", showsUsage: false)
    }
  }

  /// `--plot`: writes the figure of `comparison` and both fits into `--out`.
  func runCompareFigure(
    _ options: ParsedOptions, context: CommandContext, normalization: DiffNormalization,
    comparison: CurveComparison, elastic: ElasticFit, damped: DampedOscillationFit,
    curveName: String
  ) throws -> ExitStatus {
    let output = try FigureOutput(options)
    let data: CompareFigureCSV
    do {
      data = try CompareFigureCSV(comparison: comparison, elastic: elastic, damped: damped)
    } catch {
      throw CLIError(figure: error)
    }
    let preset = options.text("preset")
    let name = preset.map { "compare-\($0)" } ?? "compare"
    let diffLabel = preset.map { "\($0) diff" } ?? "diff"
    let title =
      (options.text("title") ?? "jellylab compare: \(diffLabel) vs \(curveName)") + " | "
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
      "settlingTime": .number(normalization.settlingTime),
      "timeOrigin": .number(normalization.timeOrigin),
      "amplitude": .number(normalization.amplitude),
      "rmsDifference": .number(comparison.rmsDifference),
      "elasticAmplitude": .number(elastic.amplitude), "elasticPeriod": .number(elastic.period),
      "elasticRMSResidual": .number(elastic.rmsResidual),
      "dampedDampingRatio": .number(damped.dampingRatio),
      "dampedAngularFrequency": .number(damped.angularFrequency),
      "dampedRMSResidual": .number(damped.rmsResidual),
      "format": .string(output.format.rawValue), "width": .number(Double(output.width)),
      "height": .number(Double(output.height)),
    ]
    if let preset { parameters["preset"] = .string(preset) }
    return try output.finish(
      script: script, name: name, written: written,
      command: FigureOutput.commandLine(self.name, options, specs: self.options),
      parameters: parameters, context: context)
  }

  /// `--curves LIST`: writes the small multiples of the listed easings into `--out`.
  func runCurvesFigure(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    let scene = Set(SceneOptions.givenNames(options, includingAliases: true))
    if let conflict = options.names.first(where: {
      scene.contains($0) || Self.diffOnlyOptions.contains($0)
    }) {
      throw CLIError(
        "--curves and --\(conflict) cannot be combined: --curves draws easings alone, without a"
          + " diff", showsUsage: false)
    }
    let entries = try CurveList.split(options.text("curves") ?? "", option: "--curves")
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
    let samples = options.integer("samples") ?? 201
    guard samples <= CurveComparison.maximumSamples else {
      throw CLIError.invalidValue(
        option: "--samples", allowed: "an integer in [3, \(CurveComparison.maximumSamples)]",
        got: "\(samples)")
    }
    try Self.checkFigureOptions(options, drawsFigure: true)
    let output = try FigureOutput(options)
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
      (options.text("title") ?? "jellylab compare: easing curves") + " | value and velocity"
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
      command: FigureOutput.commandLine(self.name, options, specs: self.options),
      parameters: [
        "curves": .string(curves.map(\.name).joined(separator: "; ")),
        "samples": .number(Double(samples)), "format": .string(output.format.rawValue),
        "width": .number(Double(output.width)), "height": .number(Double(output.height)),
      ], context: context)
  }

  /// `value` with 4 significant digits.
  static func number(_ value: Double) -> String { String(format: "%.4g", value) }
}
