import Foundation
import JellyFrameDiff

/// Parses a sampled series (t, value) one CSV line at a time, so that a file of any length can
/// be read in constant memory; ``SeriesCSV/parse(_:valueColumn:)`` is this parser run over a
/// whole text.
///
/// Grammar: lines starting with `#` and blank lines are skipped; the first other line is the
/// header; every later line holds one number per header column. Leading and trailing spaces,
/// tabs and newline characters of a line and spaces around a field are ignored. The time column
/// is `t` or `time`; the value column is the one asked for, or else `diff`, `value`, or the
/// first other column that is not `index` or `frame`. Times must be finite and strictly
/// increasing, values finite. A sample's index is its data-row number (0-based).
public struct SeriesCSVLineParser: Sendable {
  /// The value column asked for, or `nil` for the default choice.
  public let valueColumn: String?
  /// The header's column names, once the header line has been read.
  public private(set) var columns: [String]?
  /// Data rows read so far.
  public private(set) var sampleCount = 0
  private var timeIndex = 0
  private var valueIndex = 0
  private var lastTime: Double?

  /// A parser that has seen no line yet.
  ///
  /// - Parameter valueColumn: The value column's name, or `nil` for `diff`, `value`, or the
  ///   first other column that is not `index` or `frame`.
  public init(valueColumn: String? = nil) {
    self.valueColumn = valueColumn
  }

  /// Reads one line (without its line terminator).
  ///
  /// - Parameters:
  ///   - line: The text of the line.
  ///   - number: Its 1-based line number in the file, for error messages.
  /// - Returns: The sample of a data row; `nil` for the header, a comment or a blank line.
  /// - Throws: `FrameDiffError.malformedCSV(line:reason:)` when a column is missing, a field
  ///   is not a finite number, or the time does not strictly increase.
  public mutating func sample(fromLine line: Substring, number: Int)
    throws(FrameDiffError) -> SamplePoint?
  {
    guard let fields = Self.fields(of: line) else { return nil }
    guard let names = columns else {
      let names = fields.map(String.init)
      (timeIndex, valueIndex) = try SeriesCSV.locate(names, valueColumn: valueColumn, line: number)
      columns = names
      return nil
    }
    guard fields.count == names.count else {
      throw FrameDiffError.malformedCSV(
        line: number, reason: "expected \(names.count) fields, found \(fields.count)")
    }
    guard let t = Double(fields[timeIndex]), t.isFinite else {
      throw FrameDiffError.malformedCSV(
        line: number, reason: "\(names[timeIndex]) '\(fields[timeIndex])' not a number")
    }
    guard let v = Double(fields[valueIndex]), v.isFinite else {
      throw FrameDiffError.malformedCSV(
        line: number, reason: "\(names[valueIndex]) '\(fields[valueIndex])' not a number")
    }
    if let lastTime, !(t > lastTime) {
      throw FrameDiffError.malformedCSV(
        line: number, reason: "time \(t) does not increase (previous \(lastTime))")
    }
    lastTime = t
    defer { sampleCount += 1 }
    return SamplePoint(index: sampleCount, time: t, value: v)
  }

  /// The fields of `line` with spaces and tabs around them removed, or `nil` for a blank or
  /// comment line. A line of printable ASCII and tabs takes a byte-level path; any other line
  /// is trimmed of Unicode white space and newlines by Foundation (same result on ASCII).
  static func fields(of line: Substring) -> [Substring]? {
    let isPlainASCII = line.utf8.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 }
    guard isPlainASCII else {
      let trimmed = line.trimmingCharacters(in: .whitespaces.union(.newlines))
      if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
      return trimmed.split(separator: ",", omittingEmptySubsequences: false).map {
        Substring($0.trimmingCharacters(in: .whitespaces))
      }
    }
    let trimmed = trimmingSpacesAndTabs(line)
    if trimmed.isEmpty || trimmed.utf8.first == UInt8(ascii: "#") { return nil }
    var fields: [Substring] = []
    var start = trimmed.startIndex
    var position = start
    while position < trimmed.endIndex {
      if trimmed.utf8[position] == UInt8(ascii: ",") {
        fields.append(trimmingSpacesAndTabs(trimmed[start..<position]))
        start = trimmed.utf8.index(after: position)
      }
      position = trimmed.utf8.index(after: position)
    }
    fields.append(trimmingSpacesAndTabs(trimmed[start..<trimmed.endIndex]))
    return fields
  }

  /// `text` without leading and trailing spaces and tabs (ASCII text only).
  private static func trimmingSpacesAndTabs(_ text: Substring) -> Substring {
    func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    var start = text.startIndex
    var end = text.endIndex
    while start < end, isBlank(text.utf8[start]) { start = text.utf8.index(after: start) }
    while end > start {
      let before = text.utf8.index(before: end)
      guard isBlank(text.utf8[before]) else { break }
      end = before
    }
    return text[start..<end]
  }

  /// Checks the end of the input.
  ///
  /// - Throws: `FrameDiffError.malformedCSV(line:reason:)` at line 1 when no header was read.
  public func finish() throws(FrameDiffError) {
    if columns == nil {
      throw FrameDiffError.malformedCSV(line: 1, reason: "no header row")
    }
  }
}
