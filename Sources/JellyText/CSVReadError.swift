/// A problem found while reading a numeric CSV file, located by file and 1-based line number.
///
/// The ``description`` reads like a compiler diagnostic, `file.csv:17: expected 2 cells, found 3`,
/// so a command-line tool can print it verbatim.
package struct CSVReadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong.
  package enum Kind: Equatable, Sendable {
    /// The file could not be opened or read; `reason` says why in plain words ("no such file",
    /// "is a folder", "permission denied").
    case unreadable(reason: String)
    /// The file holds no bytes at all.
    case emptyFile
    /// The first line is blank or all of its cells are numbers, so it is not a header row.
    case missingHeader
    /// A header cell is empty; `column` is its 1-based position.
    case emptyColumnName(column: Int)
    /// Two header cells have the same name.
    case duplicateColumnName(name: String)
    /// The line is not valid UTF-8.
    case invalidUTF8
    /// The line is empty and a data row follows it (blank lines at the end are ignored).
    case blankLine
    /// The line is longer than the reader's limit, in bytes.
    case lineTooLong(limit: Int)
    /// A double quote opens a cell that the line does not close.
    case unterminatedQuote
    /// The line has `found` cells where the header has `expected`.
    case wrongCellCount(expected: Int, found: Int)
    /// The cell of column `column` is not a decimal number.
    case notANumber(column: String, text: String)
    /// The cell of column `column` is NaN or infinite.
    case notFinite(column: String, text: String)
    /// A requested column does not exist; `available` lists the header in file order.
    case unknownColumn(name: String, available: [String])
    /// A column name given without exact match fits several columns when case is ignored.
    case ambiguousColumn(name: String, matches: [String])
    /// No column looks like the series' `role` (`"time"` or `"value"`); `available` lists the
    /// header in file order.
    case missingSeriesColumn(role: String, available: [String])
    /// The value of `column` is not larger than the one on the previous data line.
    case notIncreasing(column: String, previous: Double, value: Double)
  }

  /// The file's path as given to the reader.
  package let file: String
  /// The 1-based line number, or `nil` when the problem concerns the whole file.
  package let line: Int?
  /// What went wrong.
  package let kind: Kind

  /// Creates an error for `file` at 1-based `line` (nil for the whole file).
  package init(file: String, line: Int?, kind: Kind) {
    self.file = file
    self.line = line
    self.kind = kind
  }

  /// "path:line: message", or "path: message" without a line; a file that cannot be opened
  /// is "cannot read 'path': reason" (the path as given, the reason in plain words).
  package var description: String {
    if case .unreadable(let reason) = kind, line == nil {
      return "cannot read '\(file)': \(reason)"
    }
    let location = line.map { "\(file):\($0)" } ?? file
    return "\(location): \(message)"
  }

  /// Names in quotes, comma-separated: `'t', 'diff'`.
  private static func list(_ names: [String]) -> String {
    names.map { "'\($0)'" }.joined(separator: ", ")
  }

  private var message: String {
    switch kind {
    case .unreadable(let reason): return "cannot read file: \(reason)"
    case .emptyFile: return "file is empty, expected a header row such as 'time,value'"
    case .missingHeader:
      return "missing header row: the first line must name the columns, e.g. 'time,value'"
    case .emptyColumnName(let column): return "header cell \(column) is empty"
    case .duplicateColumnName(let name): return "column name '\(name)' appears twice in the header"
    case .invalidUTF8: return "line is not valid UTF-8 text"
    case .blankLine: return "blank line inside the data (only the end of the file may be blank)"
    case .lineTooLong(let limit): return "line is longer than \(limit) bytes"
    case .unterminatedQuote: return "a double quote opens a cell that the line does not close"
    case .wrongCellCount(let expected, let found):
      return "expected \(expected) cells as in the header, found \(found)"
    case .notANumber(let column, let text):
      return "column '\(column)': '\(text)' is not a number"
    case .notFinite(let column, let text):
      return "column '\(column)': '\(text)' is not finite (NaN and infinity are not allowed)"
    case .unknownColumn(let name, let available):
      return "no column named '\(name)'; columns found: \(Self.list(available))"
    case .ambiguousColumn(let name, let matches):
      return "'\(name)' matches several columns: \(Self.list(matches)); give the exact name"
    case .missingSeriesColumn(let role, let available):
      let expected =
        role == "time"
        ? "no time column (t, time, or a name such as time_s)" : "no value column"
      return "\(expected); columns found: \(Self.list(available))"
    case .notIncreasing(let column, let previous, let value):
      return "column '\(column)' must increase, but \(value) follows \(previous)"
    }
  }
}
