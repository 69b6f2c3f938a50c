/// UTF-8 validation for the text readers (the standard library's `String(validating:as:)`
/// needs macOS 15 / iOS 18; this runs wherever the package does).
package enum UTF8Validation {
  /// Whether `bytes` are well-formed UTF-8 (Unicode's table 3-7: no overlong forms, no
  /// surrogates, nothing above U+10FFFF, no truncated sequence). Runs of ASCII are skipped
  /// eight bytes at a time.
  package static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let count = bytes.count
    var index = 0
    while index < count {
      // Eight ASCII bytes at a time while they last.
      while index &+ 8 <= count,
        UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
          & 0x8080_8080_8080_8080 == 0
      {
        index &+= 8
      }
      guard index < count else { return true }
      let lead = bytes[index]
      if lead < 0x80 {
        index &+= 1
        continue
      }
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        (length, low) = (3, 0xA0)
      case 0xED:
        (length, high) = (3, 0x9F)
      case 0xE1...0xEF: length = 3
      case 0xF0:
        (length, low) = (4, 0x90)
      case 0xF4:
        (length, high) = (4, 0x8F)
      case 0xF1...0xF3: length = 4
      default: return false
      }
      guard count &- index >= length else { return false }
      let second = bytes[index &+ 1]
      guard second >= low, second <= high else { return false }
      if length >= 3, bytes[index &+ 2] & 0xC0 != 0x80 { return false }
      if length == 4, bytes[index &+ 3] & 0xC0 != 0x80 { return false }
      index &+= length
    }
    return true
  }

  /// Whether `bytes` are well-formed UTF-8, as the buffer overload decides.
  package static func isValid(_ bytes: some Collection<UInt8>) -> Bool {
    if let valid = bytes.withContiguousStorageIfAvailable({ isValid($0) }) { return valid }
    return Array(bytes).withUnsafeBufferPointer { isValid($0) }
  }

  /// The text of `bytes`, or `nil` when they are not well-formed UTF-8.
  package static func string(_ bytes: some Collection<UInt8>) -> String? {
    isValid(bytes) ? String(decoding: bytes, as: UTF8.self) : nil
  }
}
