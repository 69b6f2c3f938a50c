import Foundation
import JellyArguments
import JellyFigures
import JellyFit

/// `jellylab fit --plot DIR`: the ``FitFigure`` of the fits, as a 1200 × 700 PNG with its data,
/// script and manifest; the files written are listed on stderr (stdout carries the report).
enum FitPlot {
  /// Writes the figure of `results` for `motion` into `folder`.
  ///
  /// - Returns: ``ExitStatus/checkFailed`` when gnuplot failed, else success (a missing gnuplot
  ///   is a warning).
  /// - Throws: ``CLIError`` when the folder or a file cannot be written.
  static func write(
    _ results: MotionFitResults, motion: RecordedMotion, valueColumn: String,
    valueUnit: String = "input units", folder path: String, command: [String],
    context: CommandContext
  ) throws -> ExitStatus {
    var folder = FigureFolder(path: path, format: .png, width: 1200, height: 700)
    let used = results.profile.usedIndices
    let usedSet = Set(used)
    let leftOut = motion.times.indices.filter { !usedSet.contains($0) }
    let first = motion.times[0]
    let last = motion.times[motion.count - 1]
    let grid = (0..<600).map { first + (last - first) * Double($0) / 599 }
    let curves = results.fits.prefix(4).map { fit in
      FitFigure.Curve(
        label: MotionFitReport.legend(fit), gridValues: grid.map(fit.value(at:)),
        residuals: used.map { motion.values[$0] - fit.value(at: motion.times[$0]) })
    }
    let best =
      results.fits.first(where: \.isRanked).map { "best by BIC: \($0.model.rawValue)" } ?? ""
    let figure = FitFigure(
      sampleTimes: used.map { motion.times[$0] }, sampleValues: used.map { motion.values[$0] },
      leftOutTimes: leftOut.map { motion.times[$0] },
      leftOutValues: leftOut.map { motion.values[$0] }, gridTimes: grid, curves: Array(curves),
      valueLabel: "\(valueColumn) (\(valueUnit))",
      title: "jellylab fit: \(results.fits.count) model\(results.fits.count == 1 ? "" : "s")"
        + " fitted to \(motion.count) samples | \(best)")
    context.startFigureActivity("writing the fit figure", in: &folder)
    let outcome: FigureOutcome
    do {
      outcome = try folder.write(figure, command: command, jellylabVersion: JellyLab.version)
    } catch {
      throw CLIError(figure: error, folder: FitOptions.plot.flag, scriptShowsUsage: false)
    }
    return try context.report(
      outcome, name: figure.name, folder: folder, filesOnStandardError: true)
  }
}
