/// What a complete pass over a CSV file saw.
public struct CSVReadSummary: Equatable, Sendable {
  /// Number of data rows (lines after the header).
  public let rowCount: Int
  /// The most bytes the reader held in memory at once; bounded by chunk size plus line length.
  public let peakBufferedBytes: Int

  /// Creates a summary of `rowCount` rows read with a peak buffer of `peakBufferedBytes` bytes.
  public init(rowCount: Int, peakBufferedBytes: Int) {
    self.rowCount = rowCount
    self.peakBufferedBytes = peakBufferedBytes
  }
}
