/// What a complete pass over a CSV file saw.
package struct CSVReadSummary: Equatable, Sendable {
  /// Number of data rows (lines after the header).
  package let rowCount: Int
  /// The most bytes the reader held in memory at once; bounded by chunk size plus line length.
  package let peakBufferedBytes: Int
  /// Bytes read from the source, the whole source once the rows are read.
  package let byteCount: Int
  /// The SHA-256 of those bytes (64 lowercase hexadecimal digits), when the reader was asked
  /// for it.
  package let sha256: String?
  /// The data rows skipped because a cell the reader uses is empty (a gap), ≤ ``rowCount``.
  package let gapCount: Int
  /// The 1-based line numbers of those rows, as runs of consecutive data lines (at most
  /// ``maximumGapRuns``; the count above covers them all).
  package let gapLines: [ClosedRange<Int>]

  /// The most runs of gap lines a summary keeps.
  package static let maximumGapRuns = 64

  /// Creates a summary of `rowCount` rows read with a peak buffer of `peakBufferedBytes` bytes,
  /// `byteCount` bytes in all, whose digest is `sha256` when computed, `gapCount` of them skipped
  /// as gaps on `gapLines`.
  package init(
    rowCount: Int, peakBufferedBytes: Int, byteCount: Int = 0, sha256: String? = nil,
    gapCount: Int = 0, gapLines: [ClosedRange<Int>] = []
  ) {
    self.rowCount = rowCount
    self.peakBufferedBytes = peakBufferedBytes
    self.byteCount = byteCount
    self.sha256 = sha256
    self.gapCount = gapCount
    self.gapLines = gapLines
  }
}
