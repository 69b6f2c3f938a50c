/// The two columns of a CSV file that form a sampled series: a time column and a value column.
///
/// Names are matched exactly first, then ignoring case when exactly one column matches (so
/// `--time-column time` finds `Time`). Without a name:
/// - time is the column named `t` or `time` (any case), else the one whose name starts with
///   `time` or `t` followed by `_`, a space, `(` or `[` (e.g. `time_s`, `Time (s)`, `t_ms`);
/// - value is `diff`, else `value` (any case), else the first other column that is not `index`
///   or `frame`.
package struct CSVSeriesColumns: Equatable, Sendable {
  /// The 0-based position of the time column in the header.
  package let time: Int
  /// The 0-based position of the value column in the header.
  package let value: Int

  /// Picks the columns of `header` (line `line` of `file`).
  ///
  /// - Parameters:
  ///   - header: The column names in file order.
  ///   - timeColumn: The time column's name, or `nil` for the default choice.
  ///   - valueColumn: The value column's name, or `nil` for the default choice.
  ///   - file: The file's name, for errors.
  ///   - line: The header's 1-based line number, for errors.
  /// - Throws: ``CSVReadError`` (``CSVReadError/Kind/unknownColumn(name:available:)``,
  ///   ``CSVReadError/Kind/ambiguousColumn(name:matches:)`` or
  ///   ``CSVReadError/Kind/missingSeriesColumn(role:available:)``) listing the columns found.
  package init(
    header: [String], timeColumn: String?, valueColumn: String?, file: String, line: Int = 1
  ) throws(CSVReadError) {
    func fail(_ kind: CSVReadError.Kind) -> CSVReadError {
      CSVReadError(file: file, line: line, kind: kind)
    }
    func named(_ name: String) throws(CSVReadError) -> Int {
      if let exact = header.firstIndex(of: name) { return exact }
      let matches = header.indices.filter { header[$0].lowercased() == name.lowercased() }
      if matches.count > 1 {
        throw fail(.ambiguousColumn(name: name, matches: matches.map { header[$0] }))
      }
      guard let only = matches.first else {
        throw fail(.unknownColumn(name: name, available: header))
      }
      return only
    }
    let lowered = header.map { $0.lowercased() }
    let time: Int
    if let timeColumn {
      time = try named(timeColumn)
    } else {
      var candidates = lowered.indices.filter { lowered[$0] == "t" || lowered[$0] == "time" }
      if candidates.isEmpty {
        candidates = lowered.indices.filter { Self.looksLikeTime(lowered[$0]) }
      }
      if candidates.count > 1 {
        throw fail(.ambiguousColumn(name: "time", matches: candidates.map { header[$0] }))
      }
      guard let only = candidates.first else {
        throw fail(.missingSeriesColumn(role: "time", available: header))
      }
      time = only
    }
    let value: Int
    if let valueColumn {
      value = try named(valueColumn)
    } else {
      let others = lowered.indices.filter { $0 != time }
      let preferred =
        others.first { lowered[$0] == "diff" } ?? others.first { lowered[$0] == "value" }
        ?? others.first { lowered[$0] != "index" && lowered[$0] != "frame" }
      guard let preferred else {
        throw fail(.missingSeriesColumn(role: "value", available: header))
      }
      value = preferred
    }
    self.time = time
    self.value = value
  }

  /// Whether a lower-cased name reads as a time with a unit or note: `time_s`, `t (ms)`, ….
  private static func looksLikeTime(_ name: String) -> Bool {
    for stem in ["time", "t"] where name.hasPrefix(stem) {
      guard let next = name.dropFirst(stem.count).first else { return false }
      if next == "_" || next == " " || next == "(" || next == "[" { return true }
    }
    return false
  }
}
