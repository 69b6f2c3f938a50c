import Foundation

/// Cuts a byte stream into lines at every line feed; a carriage return right before it is part
/// of the terminator (`\r\n` and `\n` both end a line), as `SeriesCSV.parse` splits text.
/// A UTF-8 byte-order mark at the very start is dropped, as `String(data:encoding:)` does.
/// Memory is the longest line; each byte costs O(1).
struct LineSplitter {
  /// The bytes of the line being collected.
  private var pending: [UInt8] = []
  /// The byte fed last (0 before any).
  private var previousByte: UInt8 = 0
  /// Bytes fed so far.
  private var byteCount = 0
  /// The 1-based number of the line last handed out (0 before any).
  private(set) var lineNumber = 0

  private static let lineFeed = UInt8(ascii: "\n")
  private static let carriageReturn = UInt8(ascii: "\r")
  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Feeds the next bytes, calling `emit` with every line they complete (terminator removed)
  /// and its 1-based number.
  mutating func feed(
    _ chunk: Data, _ emit: (_ line: [UInt8], _ number: Int) throws(CLIError) -> Void
  )
    throws(CLIError)
  {
    for byte in chunk {
      byteCount += 1
      if byte == Self.lineFeed {
        if previousByte == Self.carriageReturn { pending.removeLast() }
        try handOut(emit)
      } else {
        pending.append(byte)
        if byteCount == 3 && pending == Self.byteOrderMark { pending.removeAll() }
      }
      previousByte = byte
    }
  }

  /// Hands out the last line (empty when the input ended with a line feed).
  mutating func finish(_ emit: (_ line: [UInt8], _ number: Int) throws(CLIError) -> Void)
    throws(CLIError)
  {
    try handOut(emit)
  }

  private mutating func handOut(_ emit: (_ line: [UInt8], _ number: Int) throws(CLIError) -> Void)
    throws(CLIError)
  {
    lineNumber += 1
    try emit(pending, lineNumber)
    pending.removeAll(keepingCapacity: true)
  }
}
