import Foundation
import JellyFrameDiff
import JellyMath

/// The CSV form of a peak list: the header `index,t,value,kind`, then one row per peak with t
/// in seconds to 1e-10 and value to 1e-9 (fixed decimals, so the text is stable).
public enum PeakTable {
  /// The header line, with no comment lines before it.
  public static let header = "index,t,value,kind"

  /// The peaks as CSV text, ending in a newline.
  public static func csv(_ peaks: [Peak]) -> String {
    var text = header + "\n"
    for peak in peaks {
      text +=
        "\(peak.index),\(FixedPointText.format(peak.time, places: 10)),"
        + "\(FixedPointText.format(peak.value, places: 9)),\(peak.kind.rawValue)\n"
    }
    return text
  }

  /// Peaks read back from CSV text written by ``csv(_:)``; blank lines after the last row are
  /// ignored, as by every CSV reader of jellylab.
  ///
  /// - Throws: ``PeakTableError`` for a wrong header, a blank line between two rows, a wrong
  ///   number of fields, a negative or non-integer index, a non-numeric or non-finite number, a
  ///   time before the row above, or a kind other than `max`/`min`.
  public static func parse(_ text: String) throws(PeakTableError) -> [Peak] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let first = lines.first, first.trimmingCharacters(in: .whitespaces) == header else {
      throw PeakTableError(line: 1, reason: "expected the header '\(header)'")
    }
    var peaks: [Peak] = []
    var pendingBlank: Int?
    for (offset, line) in lines.enumerated().dropFirst() {
      let number = offset + 1
      if line.trimmingCharacters(in: .whitespaces).isEmpty {
        pendingBlank = pendingBlank ?? number
        continue
      }
      if let blank = pendingBlank {
        throw PeakTableError(
          line: blank, reason: "blank line inside the data (only the end of the file may be blank)")
      }
      let fields = line.split(separator: ",", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard fields.count == 4 else {
        throw PeakTableError(
          line: number, reason: "expected 4 fields (index,t,value,kind), found \(fields.count)")
      }
      guard let index = Int(fields[0]), index >= 0 else {
        throw PeakTableError(
          line: number, reason: "index '\(fields[0])' not an integer >= 0")
      }
      guard let time = Double(fields[1]), time.isFinite else {
        throw PeakTableError(line: number, reason: "t '\(fields[1])' not a number")
      }
      guard let value = Double(fields[2]), value.isFinite else {
        throw PeakTableError(line: number, reason: "value '\(fields[2])' not a number")
      }
      if let previous = peaks.last?.time, time < previous {
        throw PeakTableError(
          line: number,
          reason: "t \(fields[1]) is before the row above (\(previous)): rows are in time order")
      }
      guard let kind = PeakKind(rawValue: fields[3]) else {
        throw PeakTableError(
          line: number, reason: "kind '\(fields[3])' is neither 'max' nor 'min'")
      }
      peaks.append(Peak(index: index, time: time, value: value, kind: kind))
    }
    return peaks
  }
}
