import JellyArguments
import JellyFigures
import JellyFit
import JellyIO
import JellyInterruption

/// `jellylab fit`: fits a spring or an easing to a recorded motion (a CSV series `t,value`) and
/// ranks the models by BIC: parameters with standard errors, residuals, criteria, warnings, and
/// the fitted spring in every parametrization; `--plot DIR` draws the data, fits and residuals.
struct FitCommand: Command {
  /// `"fit"`.
  var name: String { "fit" }

  /// One line for the command list.
  var abstract: String {
    "Fits a spring, UIKit spring, cubic-bezier or elastic easing to a recorded motion."
  }

  /// The input, the models, what the fit handles and the output.
  var discussion: String {
    """
    --input FILE is a CSV series as 'peaks series' reads it: a time column (t or time; in
    seconds, or in the unit its name ends with: time_ms, t (us); --time-unit) and a value
    column (diff, value, or the first other column). Only those two cells are read: other
    columns may hold text, and a row whose time or value is empty (a frame where 'track'
    saw no object) is a gap, skipped and counted on stderr. Models: spring (a free
    damped spring: natural_frequency, damping_ratio, velocity, start_time, from, to), uikit
    (duration, damping_ratio, velocity through iOS's 12 Newton steps, cut at the duration),
    cubic-bezier (x1, y1, x2, y2, duration) and elastic (Penner's elastic out: amplitude,
    period, duration); every model holds 'from' until start_time. auto fits all four and
    ranks them by BIC (lowest first). A recording may hold before and after the motion, be
    rounded to whole pixels, noisy, jittered, repeat or drop frames, and snap to its target:
    the holds are trimmed to 20 samples next to the motion, repeated frames are left out,
    and a spring keeps a snap when the BIC prefers it. A release velocity (and a curve's
    flat start y1 = 0 or end y2 = 1) is freed only when that lowers the BIC by more than 10.
    Standard errors come from s²·(JᵀJ)⁻¹ with exact Jacobians; warnings name parameters on a
    bound or not determined by the data.
    --interrupted fits instead a spring given a second target at an unknown time T, continued
    by each rule: keep-velocity (the same spring on from the value and velocity at T: UIKit's
    sum, SwiftUI, Framer Motion, Android, libadwaita, Qt Quick), restart (a spring of its own
    from the value at rest: CSS) and jump (from the first start: Web Animations); the table
    ranks them by BIC and names the best with the evidence (ΔBIC to the next).

    """
  }

  /// The option groups declared, whose rules are the command's.
  var optionGroups: [any OptionGroup.Type] { [SeriesOptions.self] }

  /// The input columns, the models, the fixed values, the report and the figure.
  var options: [OptionSpec] {
    [
      SeriesOptions.input.spec, SeriesOptions.timeColumn.spec,
      SeriesOptions.timeUnit.spec, SeriesOptions.valueColumn.spec, FitOptions.models.spec,
      FitOptions.from.spec,
      FitOptions.to.spec, FitOptions.startTime.spec, FitOptions.mass.spec, FitOptions.format.spec,
      OutputOptions.file.spec, FitOptions.plot.spec, Self.interrupted.spec,
    ]
  }

  /// `--interrupted`: which platform's interruption rule explains the recording.
  static let interrupted = Option<Bool>.flag(
    "interrupted",
    help: "Fit a motion given a second target at an unknown time: which platform's rule (keep"
      + " the velocity, restart at rest, jump) explains it")

  /// Reads the series, fits the models, writes the figure (if asked) and the report.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    guard let path = options[SeriesOptions.input] else {
      throw CLIError("--input is required: the CSV series to read ('-' is stdin)")
    }
    if let folder = options[FitOptions.plot] {
      do {
        try OutputLocation.checkFolderAncestors(folder)
      } catch {
        throw CLIError("\(FitOptions.plot.flag): \(error)", showsUsage: false)
      }
    }
    let samples: CSVSeries.Samples
    do {
      samples = try CSVSeries.read(
        path, timeColumn: options[SeriesOptions.timeColumn],
        valueColumn: options[SeriesOptions.valueColumn],
        timeUnit: options[SeriesOptions.timeUnit])
    } catch {
      throw SeriesInput.cliError(error)
    }
    samples.report(
      path: path, givenUnit: options[SeriesOptions.timeUnit] != nil, context: context)
    if options[Self.interrupted] {
      return try fitInterruption(samples, options, context: context)
    }
    let results: MotionFitResults
    let motion: RecordedMotion
    do {
      motion = try RecordedMotion(times: samples.times, values: samples.values)
      let models = options[FitOptions.models] ?? MotionModel.all
      results = try context.whileWorking("fitting \(models.count) model(s)") {
        () throws(MotionFitError) in
        try MotionFitter.fit(motion, models: models, fixed: FitOptions.fixedValues(options))
      }
    } catch {
      throw CLIError(Self.message(error, path: path), showsUsage: false)
    }
    let report = MotionFitReport(
      results: results,
      listsModels: FitOptions.isAuto(options) || (options[FitOptions.models]?.count ?? 4) > 1)
    // The report's destination is opened before the figure is drawn, so that an unusable
    // --out fails before anything is written.
    let output = try context.openOutput(options[OutputOptions.file])
    var status = ExitStatus.success
    if let folder = options[FitOptions.plot] {
      status = try FitPlot.write(
        results, motion: motion, valueColumn: samples.valueColumn, folder: folder,
        command: options.commandLine("jellylab fit"), context: context)
    }
    let text: String
    switch options[FitOptions.format] {
    case .table: text = report.table()
    case .json: text = report.json()
    case .csv:
      text = report.csv()
      for fit in results.fits {
        for warning in report.warnings(fit) { context.warn("\(fit.model.rawValue): \(warning)") }
      }
    }
    try output.write(text)
    try output.commit()
    return status
  }

  /// The error line of a series that cannot be fitted: `--input FILE: reason`.
  static func message(_ error: MotionFitError, path: String) -> String {
    switch error {
    case .invalidFixedValue(let parameter):
      let option =
        switch parameter.parameter.rawValue {
        case "start time": FitOptions.startTime.flag
        case "mass": FitOptions.mass.flag
        case "from": FitOptions.from.flag
        default: FitOptions.to.flag
        }
      return "\(option): \(parameter)"
    default:
      return "--input \(path == "-" ? CSVReader.standardInputName : path): \(error)"
    }
  }

  /// `--interrupted`: the rules fitted, as a table or JSON.
  private func fitInterruption(
    _ samples: CSVSeries.Samples, _ options: ParsedOptions, context: CommandContext
  ) throws -> ExitStatus {
    let ignored = [
      FitOptions.models.spec, FitOptions.plot.spec, FitOptions.from.spec,
      FitOptions.to.spec, FitOptions.startTime.spec, FitOptions.mass.spec,
    ]
    if let given = ignored.first(where: { options.names.contains($0.name) }) {
      throw CLIError("--\(given.name) cannot be combined with --interrupted")
    }
    let fit: InterruptionFit
    do {
      fit = try context.whileWorking("fitting 3 interruption rules") {
        () throws(InterruptionError) in
        try InterruptionFit(times: samples.times, values: samples.values)
      }
    } catch {
      throw CLIError("--input: \(error)", showsUsage: false)
    }
    let output = try context.openOutput(options[OutputOptions.file])
    switch options[FitOptions.format] {
    case .table: try output.write(fit.table())
    case .json: try output.write(fit.json())
    case .csv: try output.write(fit.csv())
    }
    try output.commit()
    return .success
  }
}
