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
    let folder = FigureFolder(path: path, format: .png, width: 1200, height: 700)
    let figure = FitFigure(
      results: results, motion: motion, valueLabel: "\(valueColumn) (\(valueUnit))")
    return try context.drawFigure(
      figure, in: folder, activity: "writing the fit figure", command: command,
      option: FitOptions.plot.flag)
  }
}
