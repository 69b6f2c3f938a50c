/// What a complete pass over a CSV file saw.
package struct CSVReadSummary: Equatable, Sendable {
  /// Number of data rows (lines after the header).
  package let rowCount: Int
  /// The most bytes the reader held in memory at once; bounded by chunk size plus line length.
  package let peakBufferedBytes: Int

  /// Creates a summary of `rowCount` rows read with a peak buffer of `peakBufferedBytes` bytes.
  package init(rowCount: Int, peakBufferedBytes: Int) {
    self.rowCount = rowCount
    self.peakBufferedBytes = peakBufferedBytes
  }
}
