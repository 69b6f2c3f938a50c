/// One CSV row of numbers and whole numbers being written straight into a ``CSVWriter``'s
/// buffer by ``CSVWriter/appendRow(_:)``: the same text as the writer's `append` per field,
/// with the room for the whole row made once, so a field costs its digits and little more.
package struct CSVNumberRow: ~Copyable {
  /// Where the next byte goes; the writer guarantees room for `fieldsLeft` more fields.
  @usableFromInline var position: UnsafeMutablePointer<UInt8>
  /// Fields the row may still take.
  @usableFromInline var fieldsLeft: Int
  /// Whether a field was written (the next one needs a comma).
  @usableFromInline var isStarted = false

  @inlinable
  init(at position: UnsafeMutablePointer<UInt8>, fields: Int) {
    self.position = position
    fieldsLeft = fields
  }

  /// Appends one number field in shortest round-trip form, as ``CSVWriter/append(_:)-(Double)``
  /// does (negative zero as `0.0`).
  ///
  /// - Precondition: The row has fewer fields than the writer's columns.
  @inlinable @inline(__always)
  package mutating func append(_ value: Double) {
    startField()
    position += Self.writeNumber(value, to: position)
  }

  /// Writes `value` as a CSV number field (its shortest round-trip text, negative zero as
  /// `0.0`) and returns the byte count: the one rule for numbers of both ways of writing a row.
  @inlinable @inline(__always)
  static func writeNumber(_ value: Double, to destination: UnsafeMutablePointer<UInt8>) -> Int {
    ShortestDouble.write(value == 0 ? 0 : value, to: destination)
  }

  /// Appends one whole-number field without a decimal point (e.g. `14`, `-3`), as
  /// ``CSVWriter/append(_:)-(Int)`` does.
  ///
  /// - Precondition: The row has fewer fields than the writer's columns.
  package mutating func append(_ value: Int) {
    startField()
    position += writeInteger(value, to: position)
  }

  /// Counts a field against the columns and writes its separator.
  @inlinable
  mutating func startField() {
    precondition(fieldsLeft > 0, "a CSV row has more fields than the header's columns")
    fieldsLeft -= 1
    if isStarted {
      position.pointee = UInt8(ascii: ",")
      position += 1
    }
    isStarted = true
  }
}
