import Foundation
import JellyArguments

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

  /// Column names taken for the points when `--time-column` is not given (any case).
  static let defaultColumns = ["x", "t", "time", "time_s", "progress"]

  /// The points `--at` or `--input` give, or `nil` when neither is given.
  ///
  /// `--input` holds one number per line, or a CSV whose header names its columns: the
  /// points are the `--time-column` column, else the first of ``defaultColumns`` present,
  /// else the first column. Blank lines and lines starting with `#` are skipped.
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

  /// The points in `text` (see ``points(_:)``); `name` names it in errors.
  static func points(in text: String, column: String?, name: String) throws(CLIError) -> [Double] {
    var points: [Double] = []
    var index: Int?
    // Split at every line break, "\r\n" included (one Character in Swift, which a split at
    // "\n" would not find).
    for (offset, rawLine) in text.split(
      omittingEmptySubsequences: false, whereSeparator: \.isNewline
    )
    .enumerated() {
      let line = rawLine.trimmingCharacters(in: .whitespaces.union(["\r"]))
      if line.isEmpty || line.hasPrefix("#") { continue }
      let cells = line.split(separator: ",", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard let chosen = index else {
        if Double(cells[0]) != nil {
          guard column == nil else {
            throw CLIError(
              "--input \(name): --time-column \(column ?? "") needs a header row", showsUsage: false
            )
          }
          index = 0
        } else {
          index = try columnIndex(cells, column: column, name: name, line: offset + 1)
          continue
        }
        points.append(try number(cells[0], name: name, line: offset + 1))
        continue
      }
      guard chosen < cells.count else {
        throw CLIError(
          "--input \(name):\(offset + 1): the row has \(cells.count) cells, the column is"
            + " number \(chosen + 1)", showsUsage: false)
      }
      points.append(try number(cells[chosen], name: name, line: offset + 1))
      guard points.count <= maximumPoints else {
        throw CLIError("--input \(name): more than \(maximumPoints) points", showsUsage: false)
      }
    }
    guard !points.isEmpty else {
      throw CLIError("--input \(name): no points to evaluate", showsUsage: false)
    }
    return points
  }

  private static func columnIndex(_ header: [String], column: String?, name: String, line: Int)
    throws(CLIError) -> Int
  {
    if let column {
      guard let index = header.firstIndex(of: column) else {
        throw CLIError(
          "--input \(name):\(line): no column '\(column)' (columns: "
            + header.joined(separator: ", ") + ")", showsUsage: false)
      }
      return index
    }
    for candidate in defaultColumns {
      if let index = header.firstIndex(where: { $0.lowercased() == candidate }) { return index }
    }
    return 0
  }

  private static func number(_ text: String, name: String, line: Int) throws(CLIError) -> Double {
    guard let value = Double(text), value.isFinite else {
      throw CLIError(
        "--input \(name):\(line): '\(text)' is not a finite number", showsUsage: false)
    }
    return value
  }
}
