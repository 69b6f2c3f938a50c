/// Splits fuzzer bytes into command-line arguments.
public enum ArgumentVector {
  /// The arguments encoded in `bytes`: pieces separated by NUL or line feed, each decoded as
  /// UTF-8 (invalid sequences become U+FFFD), empty pieces kept. At most `maximumCount`
  /// arguments are returned.
  public static func decode(_ bytes: UnsafeRawBufferPointer, maximumCount: Int = 64) -> [String] {
    var arguments: [String] = []
    var start = 0
    for index in 0...bytes.count {
      guard index == bytes.count || bytes[index] == 0 || bytes[index] == 0x0A else { continue }
      if arguments.count == maximumCount { break }
      arguments.append(
        String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
      start = index + 1
    }
    return arguments
  }
}
