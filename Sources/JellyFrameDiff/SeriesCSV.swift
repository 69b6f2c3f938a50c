import Foundation

/// Reads a sampled series (t, value) from CSV text, e.g. a diff sequence written by another
/// tool, for ``PeakFinder/sampledPeaks(_:)`` and ``PeakFinder/parabolicPeaks(_:)``.
public enum SeriesCSV {
  /// The samples of `text`: a header row, then rows of numbers. Lines starting with `#` and
  /// blank lines are skipped. The time column is the one named `t` or `time`; the value
  /// column is `valueColumn`, or else `diff`, `value`, or the first other column that is not
  /// `index` or `frame`. A sample's index is its data-row number (0-based).
  ///
  /// - Throws: ``FrameDiffError/malformedCSV(line:reason:)`` when there is no header, a column is
  ///   missing, a field is not a finite number, or times do not strictly increase.
  public static func parse(_ text: String, valueColumn: String? = nil) throws(FrameDiffError)
    -> [SamplePoint]
  {
    var columns: [String]?
    var timeColumn = 0
    var valueIndex = 0
    var samples: [SamplePoint] = []
    for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let number = offset + 1
      let line = rawLine.trimmingCharacters(in: .whitespaces.union(.newlines))
      if line.isEmpty || line.hasPrefix("#") { continue }
      let fields = line.split(separator: ",", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard let names = columns else {
        (timeColumn, valueIndex) = try locate(fields, valueColumn: valueColumn, line: number)
        columns = fields
        continue
      }
      guard fields.count == names.count else {
        throw FrameDiffError.malformedCSV(
          line: number, reason: "expected \(names.count) fields, found \(fields.count)")
      }
      guard let t = Double(fields[timeColumn]), t.isFinite else {
        throw FrameDiffError.malformedCSV(
          line: number, reason: "\(names[timeColumn]) '\(fields[timeColumn])' not a number")
      }
      guard let v = Double(fields[valueIndex]), v.isFinite else {
        throw FrameDiffError.malformedCSV(
          line: number, reason: "\(names[valueIndex]) '\(fields[valueIndex])' not a number")
      }
      if let last = samples.last, !(t > last.time) {
        throw FrameDiffError.malformedCSV(
          line: number, reason: "time \(t) does not increase (previous \(last.time))")
      }
      samples.append(SamplePoint(index: samples.count, time: t, value: v))
    }
    if columns == nil {
      throw FrameDiffError.malformedCSV(line: 1, reason: "no header row")
    }
    return samples
  }

  static func locate(_ names: [String], valueColumn: String?, line: Int) throws(FrameDiffError)
    -> (Int, Int)
  {
    guard let time = names.firstIndex(where: { $0 == "t" || $0 == "time" }) else {
      throw FrameDiffError.malformedCSV(line: line, reason: "no 't' or 'time' column")
    }
    if let wanted = valueColumn {
      guard let value = names.firstIndex(of: wanted) else {
        throw FrameDiffError.malformedCSV(line: line, reason: "no '\(wanted)' column")
      }
      return (time, value)
    }
    let candidates = names.indices.filter {
      $0 != time && names[$0] != "index" && names[$0] != "frame"
    }
    let preferred =
      candidates.first { names[$0] == "diff" } ?? candidates.first { names[$0] == "value" }
      ?? candidates.first
    guard let value = preferred else {
      throw FrameDiffError.malformedCSV(line: line, reason: "no value column")
    }
    return (time, value)
  }
}
