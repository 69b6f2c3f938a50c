import Foundation

/// The points of one column of a CSV text, as `ease --input` and `spring --input` evaluate them:
/// blank lines and `#` comments skipped, spaces around cells trimmed, every line break (`\r\n`
/// included) ending a line. A first row that starts with a number has no header, and the first
/// column is read; else the header names the column: the one asked for, or the first of
/// ``defaultColumns`` present (any case), or the first.
package enum CSVPointColumn {
  /// The header names tried, in order, when no column is asked for.
  package static let defaultColumns = ["x", "t", "time", "time_s", "progress"]

  /// The finite numbers of the column, in order: at least one, at most `maximumCount`.
  ///
  /// - Parameters:
  ///   - text: The CSV text.
  ///   - column: The header name of the column to read, or `nil` for the default one.
  ///   - maximumCount: The most points read; more is an error.
  /// - Throws: ``CSVPointColumnError`` for the first problem met, with its 1-based line.
  package static func points(in text: String, column: String?, maximumCount: Int)
    throws(CSVPointColumnError) -> [Double]
  {
    var points: [Double] = []
    var index: Int?
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
          if let column { throw .headerNeeded(column: column) }
          index = 0
        } else {
          index = try columnIndex(cells, column: column, line: offset + 1)
          continue
        }
        points.append(try number(cells[0], line: offset + 1))
        continue
      }
      guard chosen < cells.count else {
        throw .shortRow(line: offset + 1, cellCount: cells.count, column: chosen)
      }
      points.append(try number(cells[chosen], line: offset + 1))
      guard points.count <= maximumCount else { throw .tooManyPoints(maximumCount) }
    }
    guard !points.isEmpty else { throw .noPoints }
    return points
  }

  private static func columnIndex(_ header: [String], column: String?, line: Int)
    throws(CSVPointColumnError) -> Int
  {
    if let column {
      guard let index = header.firstIndex(of: column) else {
        throw .noSuchColumn(line: line, column: column, header: header)
      }
      return index
    }
    for candidate in defaultColumns {
      if let index = header.firstIndex(where: { $0.lowercased() == candidate }) { return index }
    }
    return 0
  }

  private static func number(_ text: String, line: Int) throws(CSVPointColumnError) -> Double {
    guard let value = Double(text), value.isFinite else {
      throw .notFinite(line: line, text: text)
    }
    return value
  }
}

/// Why ``CSVPointColumn/points(in:column:maximumCount:)`` refused a text; lines are 1-based.
package enum CSVPointColumnError: Error, Equatable, Sendable {
  /// A column was named but the first row is data, not a header.
  case headerNeeded(column: String)
  /// The header has no column of that name.
  case noSuchColumn(line: Int, column: String, header: [String])
  /// A row has too few cells for the column (0-based `column`).
  case shortRow(line: Int, cellCount: Int, column: Int)
  /// A cell that is not a finite number.
  case notFinite(line: Int, text: String)
  /// More points than the maximum.
  case tooManyPoints(Int)
  /// No point at all.
  case noPoints

  /// The line concerned, if one is.
  package var line: Int? {
    switch self {
    case .noSuchColumn(let line, _, _), .shortRow(let line, _, _), .notFinite(let line, _): line
    case .headerNeeded, .tooManyPoints, .noPoints: nil
    }
  }

  /// What is wrong, without the file or line: `no column 'x' (columns: a, b)`, `the row has 1
  /// cells, the column is number 2`, `'abc' is not a finite number`, `more than 10 points`, `no
  /// points to evaluate`, `the column needs a header row`.
  package var problem: String {
    switch self {
    case .headerNeeded: "the column needs a header row"
    case .noSuchColumn(_, let column, let header):
      "no column '\(column)' (columns: " + header.joined(separator: ", ") + ")"
    case .shortRow(_, let count, let column):
      "the row has \(count) cells, the column is number \(column + 1)"
    case .notFinite(_, let text): "'\(text)' is not a finite number"
    case .tooManyPoints(let count): "more than \(count) points"
    case .noPoints: "no points to evaluate"
    }
  }
}
