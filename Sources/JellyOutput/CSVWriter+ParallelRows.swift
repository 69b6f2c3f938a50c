import Dispatch
import Foundation

extension CSVWriter {
  /// The rows a thread formats at once in ``appendRows(count:threadCount:rowsPerBlock:progress:row:)``
  /// unless told otherwise: about 0.25–0.6 MB of text for 3–10 number columns.
  public static let defaultRowsPerBlock = 4_096

  /// Appends the rows `0..<count`, each written by `row(index, &writer)`, formatted in blocks on
  /// up to `threadCount` threads and handed to this writer's sink in index order.
  ///
  /// The text is byte for byte that of calling `row` for each index in turn on this writer
  /// when `row` is a pure function of its index (it is given a fresh writer for each block, so
  /// it cannot see what earlier rows wrote). Memory stays bounded: a batch of a few blocks per
  /// thread is formatted, then written in order, then the next batch. With one thread, or when
  /// `count` fits one block, everything runs on the calling thread.
  ///
  /// - Parameters:
  ///   - count: The number of rows, ≥ 0.
  ///   - threadCount: The most threads, ≥ 1 (default: the active processor count).
  ///   - rowsPerBlock: Rows formatted by one thread at a time, ≥ 1.
  ///   - progress: Called on the calling thread with the number of rows written so far, after
  ///     each batch.
  ///   - row: Writes the fields of row `index` and ends it (exactly one row per call); called
  ///     concurrently from several threads.
  /// - Throws: The first error `row` throws (no row of its batch or later is written), or
  ///   whatever the sink throws.
  /// - Precondition: No row of this writer is half written.
  public mutating func appendRows(
    count: Int, threadCount: Int? = nil, rowsPerBlock: Int = CSVWriter.defaultRowsPerBlock,
    progress: (Int) -> Void = { _ in },
    row: @escaping @Sendable (Int, inout CSVWriter) throws -> Void
  ) throws {
    precondition(count >= 0, "count must not be negative")
    precondition(rowsPerBlock >= 1, "rowsPerBlock must be at least 1")
    let threads = threadCount ?? ProcessInfo.processInfo.activeProcessorCount
    precondition(threads >= 1, "threadCount must be at least 1")
    if threads == 1 || count <= rowsPerBlock {
      for index in 0..<count {
        try row(index, &self)
        if index % rowsPerBlock == rowsPerBlock - 1 { progress(index + 1) }
      }
      progress(count)
      return
    }
    let blocks = (0..<4 * threads).map { _ in RowBlock(columnCount: columnCount) }
    var lower = 0
    while lower < count {
      let batchStart = lower
      let batchEnd = min(count, lower + blocks.count * rowsPerBlock)
      let blockCount = (batchEnd - batchStart + rowsPerBlock - 1) / rowsPerBlock
      // Worker w formats blocks w, w + threads, …: never more than `threads` at once.
      let workers = min(threads, blockCount)
      DispatchQueue.concurrentPerform(iterations: workers) { worker in
        for block in stride(from: worker, to: blockCount, by: workers) {
          let start = batchStart + block * rowsPerBlock
          blocks[block].format(rows: start..<min(start + rowsPerBlock, batchEnd), row: row)
        }
      }
      for block in blocks[..<blockCount] {
        if let error = block.error { throw error }
        try appendFormattedRows(block.bytes)
      }
      lower = batchEnd
      progress(lower)
    }
  }

  /// Hands complete rows, already formatted (each ending in a line feed), to the sink after
  /// the bytes buffered before them.
  mutating func appendFormattedRows(_ bytes: [UInt8]) throws {
    try finish()
    try bytes.withUnsafeBytes { try sinkDirectly($0) }
  }
}

/// The text of a run of consecutive rows, formatted by one thread at a time, or the error that
/// stopped it; its writer and bytes are kept from one batch to the next, so a long run
/// allocates only in its first batch.
private final class RowBlock: @unchecked Sendable {
  /// The rows' text, each ending in a line feed.
  private(set) var bytes: [UInt8] = []
  /// The error that stopped the rows, if any.
  private(set) var error: (any Error)?
  private var writer: CSVWriter

  init(columnCount: Int) {
    let collected = CollectedBytes()
    writer = CSVWriter(columnCount: columnCount) { collected.bytes.append(contentsOf: $0) }
    self.collected = collected
  }

  private let collected: CollectedBytes

  /// Formats `rows` with `row`, replacing the previous block's text.
  func format(rows: Range<Int>, row: @Sendable (Int, inout CSVWriter) throws -> Void) {
    collected.bytes.removeAll(keepingCapacity: true)
    error = nil
    do {
      for index in rows { try row(index, &writer) }
      try writer.finish()
    } catch {
      self.error = error
    }
    swap(&bytes, &collected.bytes)
  }
}

/// The bytes a block's writer hands to its sink (used by one thread at a time).
private final class CollectedBytes {
  var bytes: [UInt8] = []
}
