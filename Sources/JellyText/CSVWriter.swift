import Foundation

/// A streaming CSV writer: a header line, then rows of numbers and text, gathered in a fixed
/// byte buffer and handed to a sink one large chunk at a time.
///
/// Numbers are written in shortest round-trip form by ``ShortestDouble``, whose text is that of
/// Swift's `Double.description` byte for byte, so `Double(field)` parses every written value
/// back to the identical `Double` (including subnormals, `inf`, `-inf` and `nan`; −0.0 is
/// written as `0.0`). Numbers and whole numbers are formatted straight into the buffer, with
/// no `String` per value. Text fields follow RFC 4180: a field holding a comma, a double quote,
/// CR or LF is enclosed in double quotes with inner quotes doubled. Lines end with LF.
///
/// Memory stays bounded however many rows are written: the sink receives chunks of about
/// `bufferCapacity` bytes (at most `bufferCapacity` plus one field), so there is one system call
/// per chunk, not per row. Call ``finish()`` at the end to hand over the last partial chunk.
///
/// Use a writer through one variable (pass it `inout`): a copy shares its buffer and its sink.
package struct CSVWriter {
  /// A function that receives each filled chunk of bytes (valid only during the call).
  package typealias Sink = (UnsafeRawBufferPointer) throws -> Void

  /// The default chunk size: 1 MiB.
  package static let defaultBufferCapacity = 1 << 20

  /// The number of fields in every row (the header's count).
  package let columnCount: Int

  // The state below is visible to inlinable code (not public): ``appendRow(_:)`` is inlined
  // into the commands' row closures, where the optimizer folds each row's field checks.

  /// The bytes: `used` of them are filled; its count is `bufferCapacity` plus room for a row of
  /// numbers, and grows only for a text field longer than that room. (A plain allocation, not
  /// an array: writing a field then needs no copy-on-write check.)
  @usableFromInline var buffer: ByteStorage
  @usableFromInline var used = 0
  @usableFromInline let bufferCapacity: Int
  private let sink: Sink
  @usableFromInline var fieldsInRow = 0

  /// Starts a CSV stream whose first line is `header`.
  ///
  /// - Parameters:
  ///   - header: The column names (at least one), written as text fields.
  ///   - bufferCapacity: The chunk size in bytes, ≥ 1 (default 1 MiB).
  ///   - sink: Receives the chunks, in order.
  /// - Throws: Whatever `sink` throws, if the header alone fills the buffer.
  package init(
    header: [String], bufferCapacity: Int = CSVWriter.defaultBufferCapacity,
    sink: @escaping Sink
  ) throws {
    precondition(!header.isEmpty, "a CSV header needs at least one column")
    precondition(bufferCapacity > 0, "bufferCapacity must be positive")
    columnCount = header.count
    self.bufferCapacity = bufferCapacity
    self.sink = sink
    buffer = ByteStorage(count: bufferCapacity + Self.room(columns: columnCount))
    for name in header { try append(name) }
    try endRow()
  }

  /// A writer of rows of `columnCount` fields without a header: rows that continue a table
  /// whose header another writer wrote (e.g. blocks of rows formatted on several threads and
  /// written in order). The text of every row is the same as the header writer's.
  ///
  /// - Parameters:
  ///   - columnCount: Fields per row, ≥ 1.
  ///   - bufferCapacity: Bytes buffered before `sink` is called (default 64 KiB), > 0.
  ///   - sink: Receives the bytes.
  package init(columnCount: Int, bufferCapacity: Int = 65_536, sink: @escaping Sink) {
    precondition(columnCount > 0, "a CSV row needs at least one column")
    precondition(bufferCapacity > 0, "bufferCapacity must be positive")
    self.columnCount = columnCount
    self.bufferCapacity = bufferCapacity
    self.sink = sink
    buffer = ByteStorage(count: bufferCapacity + Self.room(columns: columnCount))
  }

  /// Bytes kept free past `bufferCapacity` (the buffer is flushed once `used` reaches it): one
  /// separator and the longest number (24 bytes) for every column, and a line feed, so that a
  /// whole row of numbers fits; at least 64.
  private static func room(columns: Int) -> Int {
    max(64, columns * (ShortestDouble.maximumByteCount + 1) + 1)
  }

  /// Appends one number field in shortest round-trip form (e.g. `0.1`, `1e-05`, `inf`);
  /// negative zero is written as `0.0`.
  ///
  /// - Throws: Whatever the sink throws when the buffer fills.
  package mutating func append(_ value: Double) throws {
    try appendShortField { CSVNumberRow.writeNumber(value, to: $0) }
  }

  /// Appends one whole-number field, written without a decimal point (e.g. `14`, `-3`), for
  /// counts, indices and 1/0 flags.
  ///
  /// - Throws: Whatever the sink throws when the buffer fills.
  package mutating func append(_ value: Int) throws {
    try appendShortField { writeInteger(value, to: $0) }
  }

  /// Appends one field of at most 24 bytes, written straight into the buffer by `write`
  /// (which returns its byte count), after a comma unless it is the row's first.
  @inline(__always)
  private mutating func appendShortField(_ write: (UnsafeMutablePointer<UInt8>) -> Int) throws {
    let separator = fieldsInRow > 0
    fieldsInRow += 1
    let start = used
    // The room past `bufferCapacity` is free here: the buffer is flushed once `used` reaches
    // `bufferCapacity`.
    var destination = buffer.bytes + start
    if separator {
      destination.pointee = comma
      destination += 1
    }
    used += write(destination) + (separator ? 1 : 0)
    if used >= bufferCapacity { try flush() }
  }

  /// Appends one text field, quoted as RFC 4180 requires.
  ///
  /// - Throws: Whatever the sink throws when the buffer fills.
  package mutating func append(_ text: String) throws {
    let needsQuotes = text.utf8.contains { $0 == comma || $0 == quote || $0 == 10 || $0 == 13 }
    // Separator, the text with every byte possibly doubled, two quotes.
    let most = 1 + 2 * text.utf8.count + 2
    if used + most > buffer.count {
      buffer = buffer.enlarged(to: used + most, keeping: used)
    }
    if fieldsInRow > 0 { put(comma) }
    fieldsInRow += 1
    if needsQuotes {
      put(quote)
      for byte in text.utf8 {
        if byte == quote { put(quote) }
        put(byte)
      }
      put(quote)
    } else {
      for byte in text.utf8 { put(byte) }
    }
    if used >= bufferCapacity { try flush() }
  }

  /// Appends one row of numbers and whole numbers: `body` appends exactly ``columnCount`` fields
  /// to the row it is given, and the row ends with a line feed. The text is that of the same
  /// `append` calls and ``endRow()``; the room for the row is made once, not per field.
  ///
  /// - Precondition: No row is half written; `body` appends ``columnCount`` fields.
  /// - Throws: Whatever `body` throws (nothing of the row is kept), or whatever the sink
  ///   throws when the buffer fills.
  @inlinable
  package mutating func appendRow(_ body: (inout CSVNumberRow) throws -> Void) throws {
    precondition(fieldsInRow == 0, "appendRow in the middle of a CSV row")
    // The room past `bufferCapacity` holds a row of numbers, and `used` < `bufferCapacity`.
    var row = CSVNumberRow(at: buffer.bytes + used, fields: columnCount)
    try body(&row)
    precondition(
      row.fieldsLeft == 0,
      "CSV row has \(columnCount - row.fieldsLeft) fields, expected \(columnCount)")
    row.position.pointee = 10
    used = row.position + 1 - buffer.bytes
    if used >= bufferCapacity { try flush() }
  }

  /// Ends the current row with a line feed.
  ///
  /// - Precondition: The row has exactly ``columnCount`` fields.
  /// - Throws: Whatever the sink throws when the buffer fills.
  package mutating func endRow() throws {
    precondition(
      fieldsInRow == columnCount, "CSV row has \(fieldsInRow) fields, expected \(columnCount)")
    put(10)
    fieldsInRow = 0
    if used >= bufferCapacity { try flush() }
  }

  /// Writes one complete row of numbers.
  ///
  /// - Precondition: `values` has exactly ``columnCount`` elements.
  /// - Throws: Whatever the sink throws when the buffer fills.
  package mutating func writeRow(_ values: some Sequence<Double>) throws {
    for value in values { try append(value) }
    try endRow()
  }

  /// Writes one complete row of text fields.
  ///
  /// - Precondition: `fields` has exactly ``columnCount`` elements.
  /// - Throws: Whatever the sink throws when the buffer fills.
  package mutating func writeRow(_ fields: some Sequence<String>) throws {
    for field in fields { try append(field) }
    try endRow()
  }

  /// Hands every buffered byte to the sink (call once at the end of the stream).
  ///
  /// - Precondition: No row is half written.
  /// - Throws: Whatever the sink throws.
  package mutating func finish() throws {
    precondition(fieldsInRow == 0, "finish() in the middle of a CSV row")
    try flush()
  }

  /// Stores one byte; room was made by the caller (or is the spare room of a number field).
  private mutating func put(_ byte: UInt8) {
    buffer.bytes[used] = byte
    used += 1
  }

  /// Passes the buffered bytes to `body` instead of the sink and empties the buffer.
  ///
  /// - Precondition: No row is half written.
  mutating func withBuffered(_ body: (UnsafeRawBufferPointer) throws -> Void) rethrows {
    precondition(fieldsInRow == 0, "a CSV row is half written")
    let count = used
    used = 0
    guard count > 0 else { return }
    try body(UnsafeRawBufferPointer(start: buffer.bytes, count: count))
  }

  /// Hands `bytes` to the sink as they are, bypassing the buffer (call ``finish()`` first so
  /// that buffered bytes go before them).
  func sinkDirectly(_ bytes: UnsafeRawBufferPointer) throws {
    guard !bytes.isEmpty else { return }
    try sink(bytes)
  }

  @usableFromInline mutating func flush() throws {
    guard used > 0 else { return }
    let count = used
    used = 0
    try sink(UnsafeRawBufferPointer(start: buffer.bytes, count: count))
  }
}

/// A writer's byte buffer: one fixed allocation, replaced by a larger one (never resized in
/// place) when a long text field needs more room.
@usableFromInline final class ByteStorage {
  /// The first byte; `count` bytes are allocated.
  @usableFromInline let bytes: UnsafeMutablePointer<UInt8>
  /// The number of bytes allocated, ≥ 1.
  let count: Int

  /// A buffer of `count` ≥ 1 bytes, all 0: from `calloc`, which hands out fresh pages from
  /// the system without writing them, so the kernel zeroes each page when it is first written,
  /// on the thread that writes it, and pages never written (the room a block of rows keeps for
  /// the longest numbers) are never touched. (A `memset` here cost the parallel CSV commands
  /// some 17 ms of one thread before the first row, for 16 MiB of row blocks.)
  init(count: Int) {
    guard let memory = calloc(count, 1) else {
      fatalError("could not allocate a CSV buffer of \(count) bytes")
    }
    bytes = memory.bindMemory(to: UInt8.self, capacity: count)
    self.count = count
  }

  deinit { free(bytes) }

  /// A buffer of at least `minimumCount` bytes (twice this one's count, or more) whose first
  /// `keeping` bytes are this one's.
  func enlarged(to minimumCount: Int, keeping: Int) -> ByteStorage {
    let larger = ByteStorage(count: max(minimumCount, 2 * count))
    larger.bytes.update(from: bytes, count: keeping)
    return larger
  }
}

/// Writes the decimal digits of `value` (with a leading `-` when negative) and returns their
/// count, at most 20.
func writeInteger(_ value: Int, to destination: UnsafeMutablePointer<UInt8>) -> Int {
  // One digit (flags, small counts) without the digit count and the digit loop.
  if value >= 0 && value < 10 {
    destination.pointee = UInt8(truncatingIfNeeded: value) &+ UInt8(ascii: "0")
    return 1
  }
  var start = destination
  if value < 0 {
    start.pointee = UInt8(ascii: "-")
    start += 1
  }
  let magnitude = UInt64(value.magnitude)
  let count = ShortestDouble.decimalDigitCount(magnitude == 0 ? 1 : magnitude)
  ShortestDouble.writeDigits(magnitude, count: count, endingAt: start + count)
  return start + count - destination
}

private let comma = UInt8(ascii: ",")
private let quote = UInt8(ascii: "\"")
