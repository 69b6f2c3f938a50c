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

  /// Creates a summary of `rowCount` rows read with a peak buffer of `peakBufferedBytes` bytes,
  /// `byteCount` bytes in all, whose digest is `sha256` when computed.
  package init(rowCount: Int, peakBufferedBytes: Int, byteCount: Int = 0, sha256: String? = nil) {
    self.rowCount = rowCount
    self.peakBufferedBytes = peakBufferedBytes
    self.byteCount = byteCount
    self.sha256 = sha256
  }
}
