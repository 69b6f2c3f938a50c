import Dispatch
import Foundation

extension CSVWriter {
  /// The rows a thread formats at once in ``appendRows(count:threadCount:rowsPerBlock:progress:row:)``
  /// unless told otherwise: about 0.25–0.6 MB of text for 3–10 number columns.
  package static let defaultRowsPerBlock = 4_096

  /// Appends the rows `0..<count`, each written by `row(index, &writer)`, formatted in blocks on
  /// up to `threadCount` threads and handed to this writer's sink in index order.
  ///
  /// The text is byte for byte that of calling `row` for each index in turn on this writer
  /// when `row` is a pure function of its index (it is given another writer for each block, so
  /// it cannot see what earlier rows wrote). Memory stays bounded: a batch of
  /// `blocksPerThread` (8) blocks per thread is formatted, the threads taking the next block as
  /// they free up, then written in order, one sink call per block with no copy; then the next
  /// batch. With one thread, or when `count` fits one block, everything runs on the calling
  /// thread.
  ///
  /// - Parameters:
  ///   - count: The number of rows, ≥ 0.
  ///   - threadCount: The most threads, ≥ 1 (default: the active processor count).
  ///   - rowsPerBlock: Rows formatted by one thread at a time, ≥ 1.
  ///   - progress: Called on the calling thread with the number of rows written so far, after
  ///     each batch.
  ///   - row: Writes the fields of row `index` and ends it (exactly one row per call); called
  ///     concurrently from several threads.
  /// - Throws: The first error `row` throws (no row of its block or later is written), or
  ///   whatever the sink throws.
  /// - Precondition: No row of this writer is half written.
  package mutating func appendRows(
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
    let blocks = (0..<Self.blocksPerThread * threads).map { _ in
      RowBlock(columnCount: columnCount, rows: rowsPerBlock)
    }
    var lower = 0
    while lower < count {
      let batchStart = lower
      let batchEnd = min(count, lower + blocks.count * rowsPerBlock)
      let blockCount = (batchEnd - batchStart + rowsPerBlock - 1) / rowsPerBlock
      // `threads` workers take the next unformatted block as they free up, so they finish the
      // batch within about one block of each other.
      let next = BlockCounter()
      DispatchQueue.concurrentPerform(iterations: min(threads, blockCount)) { _ in
        while true {
          let block = next.take()
          if block >= blockCount { return }
          let start = batchStart + block * rowsPerBlock
          blocks[block].format(rows: start..<min(start + rowsPerBlock, batchEnd), row: row)
        }
      }
      try finish()
      for block in blocks[..<blockCount] {
        try block.write { try sinkDirectly($0) }
      }
      lower = batchEnd
      progress(lower)
    }
  }

  /// Blocks formatted per thread in one batch, before the batch is written in order.
  static let blocksPerThread = 8
}

/// The next block of a batch to format, shared by the formatting threads: a lock around one
/// counter, taken once per block (thousands of rows), so it costs nothing measurable and needs
/// no `Synchronization.Atomic` (macOS 15 / iOS 18).
private final class BlockCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var next = 0

  /// The next block index (0, 1, 2, … across all callers).
  func take() -> Int {
    lock.lock()
    defer { lock.unlock() }
    let block = next
    next += 1
    return block
  }
}

/// A run of consecutive rows, formatted by one thread at a time, or the error that stopped it.
/// Its writer's buffer is sized for a whole block and kept from one batch to the next, so the
/// rows are formatted in place and handed to the sink without a copy, and a long run allocates
/// only in its first batch.
private final class RowBlock: @unchecked Sendable {
  /// The writer the rows are formatted into; its sink collects only what overflows the buffer.
  private var writer: CSVWriter
  /// Bytes of this block that overflowed the writer's buffer (long text fields), in order.
  private let overflow: CollectedBytes
  /// The error that stopped the rows, if any.
  private var error: (any Error)?

  init(columnCount: Int, rows: Int) {
    let overflow = CollectedBytes()
    // Room for every row of full-length numbers; a longer text field spills into `overflow`.
    writer = CSVWriter(
      columnCount: columnCount, bufferCapacity: rows * (columnCount * 25 + 1)
    ) { overflow.bytes.append(contentsOf: $0) }
    self.overflow = overflow
  }

  /// Formats `rows` with `row`, replacing the previous block's text.
  func format(rows: Range<Int>, row: @Sendable (Int, inout CSVWriter) throws -> Void) {
    overflow.bytes.removeAll(keepingCapacity: true)
    error = nil
    do {
      // One exclusive access to the stored writer for the whole block, not one per row.
      try writer.appendEach(rows, row: row)
    } catch {
      self.error = error
    }
  }

  /// Hands the block's text to `sink` (one call, or two when a field overflowed), or throws the
  /// error that stopped its rows.
  func write(to sink: (UnsafeRawBufferPointer) throws -> Void) throws {
    if let error { throw error }
    if !overflow.bytes.isEmpty {
      try overflow.bytes.withUnsafeBytes { try sink($0) }
    }
    try writer.withBuffered(sink)
  }
}

extension CSVWriter {
  /// Calls `row(index, &self)` for every index of `rows`, in order.
  fileprivate mutating func appendEach(
    _ rows: Range<Int>, row: (Int, inout CSVWriter) throws -> Void
  ) throws {
    for index in rows { try row(index, &self) }
  }
}

/// The bytes a block's writer hands to its sink (used by one thread at a time).
private final class CollectedBytes {
  var bytes: [UInt8] = []
}
