import Foundation
import JellyFrameDiff

/// Reads a sampled series (t, value) from CSV text, e.g. a diff sequence written by another
/// tool, for ``PeakFinder/sampledPeaks(_:)`` and ``PeakFinder/parabolicPeaks(_:)``.
public enum SeriesCSV {
  /// The samples of `text`: a header row, then rows of numbers. Lines starting with `#` and
  /// blank lines are skipped. The time column is the one named `t` or `time`; the value
  /// column is `valueColumn`, or else `diff`, `value`, or the first other column that is not
  /// `index` or `frame`. A sample's index is its data-row number (0-based).
  ///
  /// - Throws: `FrameDiffError.malformedCSV(line:reason:)` when there is no header, a column is
  ///   missing, a field is not a finite number, or times do not strictly increase.
  public static func parse(_ text: String, valueColumn: String? = nil) throws(FrameDiffError)
    -> [SamplePoint]
  {
    var parser = SeriesCSVLineParser(valueColumn: valueColumn)
    var samples: [SamplePoint] = []
    // Lines end at "\n" or "\r\n" (a Swift Character of its own).
    for (offset, line) in text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }
    ).enumerated() {
      if let sample = try parser.sample(fromLine: line, number: offset + 1) {
        samples.append(sample)
      }
    }
    try parser.finish()
    return samples
  }

  /// The (time, value) column positions of the header `names` read at `line`.
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
