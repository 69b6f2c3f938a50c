import Foundation
import JellyArguments
import JellyText

/// `--at` and `--input`: a curve evaluated at given points instead of on a grid, for `ease`
/// (progress values, any finite number: CSS defines the functions outside [0, 1]) and `spring`
/// (times in seconds).
enum EvaluationOptions: OptionGroup {
  /// The most points one run evaluates.
  static let maximumPoints = SamplingOptions.maximumRows

  /// `--at X[,X...]`: the points, in the order given.
  static let at = Option<[Double]?>.numbers(
    "at", .anyFinite, counts: 1...maximumPoints, valueName: "X[,X...]",
    help: "Evaluate at these points, in this order, instead of a grid (ease: progress; spring: s)",
    allowed: "finite numbers, comma-separated")
  /// `--input FILE|-`: the points from a file or standard input, as `peaks series` reads its
  /// series (the same declaration).
  static let input = SeriesOptions.input
  /// `--time-column NAME`: the column of the points in a CSV with a header.
  static let column = SeriesOptions.timeColumn

  /// `--at`, `--input` and `--time-column`.
  static let specs = [at.spec, input.spec, column.spec]

  /// `--at` replaces `--input`.
  static let rules: [OptionRule] = [.exclusive([at.spec, input.spec])]

  /// The points `--at` or `--input` give, or `nil` when neither is given.
  ///
  /// `--input` holds one number per line, or a CSV whose header names its columns: the
  /// points are the `--time-column` column, else the first of
  /// `CSVPointColumn.defaultColumns` present, else the first column. Blank lines and lines
  /// starting with `#` are skipped.
  ///
  /// - Throws: ``CLIError`` naming the file and line of a value that is not a finite number,
  ///   a missing column, or an input without points.
  static func points(_ options: ParsedOptions) throws(CLIError) -> [Double]? {
    if let points = options[at] { return points }
    guard let path = options[input] else { return nil }
    let text: String
    if path == "-" {
      let data = FileHandle.standardInput.readDataToEndOfFile()
      guard let read = String(data: data, encoding: .utf8) else {
        throw CLIError("--input: standard input is not UTF-8 text", showsUsage: false)
      }
      text = read
    } else {
      text = try InputFile.text(path, option: "--input")
    }
    return try points(in: text, column: options[column], name: path == "-" ? "<stdin>" : path)
  }

  /// The points of `text`'s column (`CSVPointColumn`), `--time-column` or the default one;
  /// errors name `--input` and the file (`name`).
  static func points(in text: String, column: String?, name: String) throws(CLIError) -> [Double] {
    do {
      return try CSVPointColumn.points(in: text, column: column, maximumCount: maximumPoints)
    } catch .headerNeeded(let column) {
      throw CLIError(
        "--input \(name): --time-column \(column) needs a header row", showsUsage: false)
    } catch {
      let line = error.line.map { ":\($0)" } ?? ""
      throw CLIError("--input \(name)\(line): \(error.problem)", showsUsage: false)
    }
  }
}
