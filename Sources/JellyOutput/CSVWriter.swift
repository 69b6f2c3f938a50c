/// A streaming CSV writer: a header line, then rows of numbers and text, gathered in a fixed
/// byte buffer and handed to a sink one large chunk at a time.
///
/// Numbers are written with Swift's shortest round-trip `description`, so `Double(field)`
/// parses every written value back to the identical `Double` (including −0.0, subnormals,
/// `inf`, `-inf` and `nan`). Text fields follow RFC 4180: a field holding a comma, a double
/// quote, CR or LF is enclosed in double quotes with inner quotes doubled. Lines end with LF.
///
/// Memory stays bounded however many rows are written: the sink receives chunks of about
/// `bufferCapacity` bytes (at most `bufferCapacity` plus one field), so there is no system call
/// per row. Call ``finish()`` at the end to hand over the last partial chunk.
public struct CSVWriter {
  /// A function that receives each filled chunk of bytes (valid only during the call).
  public typealias Sink = (UnsafeRawBufferPointer) throws -> Void

  /// The number of fields in every row (the header's count).
  public let columnCount: Int

  private var buffer: [UInt8]
  private let bufferCapacity: Int
  private let sink: Sink
  private var fieldsInRow = 0

  /// Starts a CSV stream whose first line is `header`.
  ///
  /// - Parameters:
  ///   - header: The column names (at least one), written as text fields.
  ///   - bufferCapacity: The chunk size in bytes, ≥ 1 (default 64 KiB).
  ///   - sink: Receives the chunks, in order.
  /// - Throws: Whatever `sink` throws, if the header alone fills the buffer.
  public init(header: [String], bufferCapacity: Int = 65_536, sink: @escaping Sink) throws {
    precondition(!header.isEmpty, "a CSV header needs at least one column")
    precondition(bufferCapacity > 0, "bufferCapacity must be positive")
    columnCount = header.count
    self.bufferCapacity = bufferCapacity
    self.sink = sink
    buffer = []
    buffer.reserveCapacity(bufferCapacity + 64)
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
  public init(columnCount: Int, bufferCapacity: Int = 65_536, sink: @escaping Sink) {
    precondition(columnCount > 0, "a CSV row needs at least one column")
    precondition(bufferCapacity > 0, "bufferCapacity must be positive")
    self.columnCount = columnCount
    self.bufferCapacity = bufferCapacity
    self.sink = sink
    buffer = []
    buffer.reserveCapacity(bufferCapacity + 64)
  }

  /// Appends one number field in shortest round-trip form (e.g. `0.1`, `1e-05`, `inf`);
  /// negative zero is written as `0.0`.
  ///
  /// - Throws: Whatever the sink throws when the buffer fills.
  public mutating func append(_ value: Double) throws {
    separateField()
    var text = value == 0 ? "0.0" : value.description
    text.withUTF8 { buffer.append(contentsOf: $0) }
    try flushIfFull()
  }

  /// Appends one whole-number field, written without a decimal point (e.g. `14`, `-3`), for
  /// counts, indices and 1/0 flags.
  ///
  /// - Throws: Whatever the sink throws when the buffer fills.
  public mutating func append(_ value: Int) throws {
    separateField()
    var text = String(value)
    text.withUTF8 { buffer.append(contentsOf: $0) }
    try flushIfFull()
  }

  /// Appends one text field, quoted as RFC 4180 requires.
  ///
  /// - Throws: Whatever the sink throws when the buffer fills.
  public mutating func append(_ text: String) throws {
    separateField()
    let needsQuotes = text.utf8.contains { $0 == comma || $0 == quote || $0 == 10 || $0 == 13 }
    if needsQuotes {
      buffer.append(quote)
      for byte in text.utf8 {
        if byte == quote { buffer.append(quote) }
        buffer.append(byte)
      }
      buffer.append(quote)
    } else {
      buffer.append(contentsOf: text.utf8)
    }
    try flushIfFull()
  }

  /// Ends the current row with a line feed.
  ///
  /// - Precondition: The row has exactly ``columnCount`` fields.
  /// - Throws: Whatever the sink throws when the buffer fills.
  public mutating func endRow() throws {
    precondition(
      fieldsInRow == columnCount, "CSV row has \(fieldsInRow) fields, expected \(columnCount)")
    buffer.append(10)
    fieldsInRow = 0
    try flushIfFull()
  }

  /// Writes one complete row of numbers.
  ///
  /// - Precondition: `values` has exactly ``columnCount`` elements.
  /// - Throws: Whatever the sink throws when the buffer fills.
  public mutating func writeRow(_ values: some Sequence<Double>) throws {
    for value in values { try append(value) }
    try endRow()
  }

  /// Writes one complete row of text fields.
  ///
  /// - Precondition: `fields` has exactly ``columnCount`` elements.
  /// - Throws: Whatever the sink throws when the buffer fills.
  public mutating func writeRow(_ fields: some Sequence<String>) throws {
    for field in fields { try append(field) }
    try endRow()
  }

  /// Hands every buffered byte to the sink (call once at the end of the stream).
  ///
  /// - Precondition: No row is half written.
  /// - Throws: Whatever the sink throws.
  public mutating func finish() throws {
    precondition(fieldsInRow == 0, "finish() in the middle of a CSV row")
    try flush()
  }

  private mutating func separateField() {
    if fieldsInRow > 0 { buffer.append(comma) }
    fieldsInRow += 1
  }

  private mutating func flushIfFull() throws {
    if buffer.count >= bufferCapacity { try flush() }
  }

  private mutating func flush() throws {
    guard !buffer.isEmpty else { return }
    try buffer.withUnsafeBytes { try sink($0) }
    buffer.removeAll(keepingCapacity: true)
  }
}

private let comma = UInt8(ascii: ",")
private let quote = UInt8(ascii: "\"")
