import Foundation
import JellyArguments
import JellyExport
import JellyFit
import JellyIO
import JellyTrack
import JellyVideo

/// `jellylab measure REC`: `track` then `fit` in one step. It follows the element by its
/// appearance, fits the property that moves, and reports the fitted parameters with their
/// errors and the platform constants as `export` prints them; `--plot DIR` draws the fit and a
/// contact sheet, `--golden FILE` pins the measured spring, `--export FORMAT` prints its code.
struct MeasureCommand: Command {
  /// `REC`.
  static let video = OperandSpec(
    "REC", help: "The screen recording to measure (any video ffmpeg reads; its first video stream)")
  /// `--value auto|x|y|scale|opacity`.
  static let value = Option<MeasuredProperty?>.parsed(
    "value", valueName: "PROPERTY",
    help: "What to fit: the box's centre x or y (px), its scale, or its opacity",
    allowed: "auto, x, y, scale or opacity",
    defaultText: "auto: the one that changes most (a move over the box's size, the scale's or"
      + " the opacity's change)"
  ) { $0 == "auto" ? nil : MeasuredProperty(rawValue: $0) }
  /// `--golden FILE`.
  static let golden = Option<String?>.text(
    "golden", valueName: "FILE",
    help: "Pin the measured spring: record FILE (a golden CSV of its peaks over a travel of 1,"
      + " and FILE's .meta.json) when it does not exist, else check the measurement against it")
  /// `--export FORMAT`.
  static let export = Option<ExportFormat?>.parsed(
    "export", valueName: "FORMAT",
    help: "Also print the code that reproduces the measured motion, as 'jellylab export' writes it",
    allowed: ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")
  ) { ExportFormat(rawValue: $0) }
  /// `--plot DIR`.
  static let plot = Option<String?>.parsed(
    "plot", valueName: "DIR",
    help: "Also write into DIR the track (track.csv), the fit figure and a contact sheet of frames"
      + " with the tracked and the fitted box",
    allowed: "a folder path ('-' cannot hold a figure's several files)"
  ) { $0.isEmpty || $0 == "-" ? nil : $0 }

  /// `"measure"`.
  var name: String { "measure" }

  /// One line for the command list.
  var abstract: String {
    "Measures an element's motion in a screen recording: track, fit, constants, figures."
  }

  /// What is measured and how.
  var discussion: String {
    """
    REC is tracked as 'jellylab track REC' tracks it (the element by its appearance: --object,
    --roi), and the property that moves (--value) is fitted as 'jellylab fit' fits a series
    (--model; frames without the element are gaps). The report gives what was measured, the
    fits ranked by BIC with their parameters, standard errors and warnings, and, for the best
    spring fit, the platform constants as 'jellylab export' prints them (SwiftUI, UIKit, Core
    Animation, Android) with the export command line that reproduces it. --export FORMAT adds
    that format's code. --plot DIR writes track.csv, the fit figure (fit.png) and a contact
    sheet (contact.png): frames from the element's first appearance to its rest, each with the
    tracked box and the box of the fitted motion. --golden FILE records the best spring fit
    (a travel from 0 to 1) as a golden CSV of its peaks with FILE's .meta.json when FILE does
    not exist, and checks the measured spring against it when it does (exit status 1 when it
    differs; 'jellylab peaks check FILE' replays it). Exit status 1 too, with a warning, when
    the fit ranked first or the spring of the constants leaves a parameter undetermined (an
    infinite standard error): the report is then no measurement.

    """
  }

  /// The recording.
  var operands: [OperandSpec] { [Self.video] }

  /// The option groups declared, whose rules are the command's.
  var optionGroups: [any OptionGroup.Type] { [TrackingOptions.self] }

  /// The element, the property, the models, the report and the extras.
  var options: [OptionSpec] {
    [
      TrackingOptions.object.spec, TrackingOptions.region.spec, TrackingOptions.restTolerance.spec,
      Self.value.spec, FitOptions.models.spec, FitOptions.format.spec, OutputOptions.file.spec,
      Self.plot.spec, Self.golden.spec, Self.export.spec,
    ]
  }

  /// Tracks, fits, reports, and writes what the options ask for.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    let path = options.operands[0]
    if let folder = options[Self.plot] {
      do {
        try OutputLocation.checkFolderAncestors(folder)
      } catch {
        throw CLIError("\(Self.plot.flag): \(error)", showsUsage: false)
      }
    }
    let source = try VideoSource.opening(path, region: options[TrackingOptions.region])
    let output = try context.openOutput(options[OutputOptions.file])
    let track = try source.appearanceTrack(
      object: options[TrackingOptions.object], context: context)
    let summary = TrackSummary(
      times: track.times, boxes: track.boxes, restTolerance: options[TrackingOptions.restTolerance])
    if let still = TrackRow.stillMessage(
      summary, path: path, element: track.element, appearance: track.appearance)
    {
      throw CLIError(still, showsUsage: false)
    }
    var warnings = TrackRow.warnings(summary).map { "track: \($0)" }
    let measured = MeasuredSeries(track: track, property: options[Self.value])
    do {
      try measured.checkMoves(in: track, recording: path)
    } catch {
      let most = error.mostChanging
      let hint =
        most != measured.property
        ? "; the \(most.rawValue) of the element changes most: give \(Self.value.flag) \(most.rawValue)"
        : ""
      throw CLIError("\(error)\(hint)", showsUsage: false)
    }
    let motion: RecordedMotion
    let results: MotionFitResults
    do {
      motion = try RecordedMotion(times: measured.times, values: measured.values)
      let models = options[FitOptions.models] ?? MotionModel.all
      results = try context.whileWorking("fitting \(models.count) model(s)") {
        () throws(MotionFitError) in try MotionFitter.fit(motion, models: models)
      }
    } catch {
      throw CLIError(
        "\(path): the \(measured.property.rawValue) of the element: \(error)", showsUsage: false)
    }
    let report = MotionFitReport(
      results: results,
      listsModels: FitOptions.isAuto(options) || (options[FitOptions.models]?.count ?? 4) > 1)
    let reproduction = MeasuredReproduction(results: results)
    let undetermined = results.undeterminedWarning(springFit: reproduction.fit)
    if let undetermined { warnings.append(undetermined) }
    for message in warnings { context.warn(message) }
    let exported = try options[Self.export].map { format in
      try reproduction.code(format: format)
    }
    var status = undetermined == nil ? ExitStatus.success : .checkFailed
    if let folder = options[Self.plot] {
      let plotted = try MeasurePlot.write(
        track: track, measured: measured, results: results, motion: motion, source: source,
        folder: folder, command: options.commandLine("jellylab measure"), context: context)
      if plotted != .success { status = plotted }
    }
    let measureReport = MeasureReport(
      recording: path, measured: measured, fits: report,
      springModel: reproduction.fit?.model.rawValue,
      constants: reproduction.constants().map { ($0.format.rawValue, $0.entries) },
      reproduce: reproduction.exportCommand(options[Self.export] ?? .swiftUI),
      code: exported?.code, warnings: warnings)
    let text: String
    switch options[FitOptions.format] {
    case .json: text = measureReport.json()
    // Data only: the fits' rows, as `fit --format csv` writes them.
    case .csv: text = report.csv()
    case .table: text = measureReport.table()
    }
    try output.write(text)
    try output.commit()
    if let golden = options[Self.golden] {
      let pinned = try reproduction.pin(golden, context: context)
      if pinned == .checkFailed { status = .checkFailed }
    }
    return status
  }
}
