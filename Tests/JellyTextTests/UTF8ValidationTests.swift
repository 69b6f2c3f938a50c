import JellyTestSupport
import JellyText
import Testing

@Suite struct UTF8ValidationTests {
  /// Whether `bytes` are UTF-8 by the standard library's decoder (the reference).
  static func decoderAccepts(_ bytes: [UInt8]) -> Bool {
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }

  /// The third and fourth bytes tried: ASCII, both ends of the continuation range and of its
  /// thirds, and bytes that cannot follow (`swift test` tries the first four, `make long-test`
  /// all ten).
  static let tails: [UInt8] = [0x41, 0x80, 0xBF, 0xC0, 0x7F, 0x8F, 0x90, 0x9F, 0xA0, 0xFF]

  @Test(
    "every lead and second byte, with typical third and fourth bytes, as the decoder says",
    .tags(.long))
  func agreesWithTheDecoder() {
    let tails = Self.tails.prefix(LongTests.count(quick: 4, long: Self.tails.count))
    var disagreements: [[UInt8]] = []
    for lead in UInt8.min...UInt8.max {
      for second in UInt8.min...UInt8.max {
        for third in tails {
          for fourth in tails {
            let bytes = [lead, second, third, fourth]
            for length in [1, 2, 3, 4] where length > 2 || (third == 0x41 && fourth == 0x41) {
              let prefix = Array(bytes.prefix(length))
              if UTF8Validation.isValid(prefix) != Self.decoderAccepts(prefix) {
                disagreements.append(prefix)
              }
            }
          }
        }
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
  }

  @Test("ASCII runs of any length around a multibyte character or a bad byte")
  func asciiRuns() {
    for before in 0..<20 {
      for after in 0..<12 {
        let ascii = Array(repeating: UInt8(ascii: "a"), count: before)
        let tail = Array(repeating: UInt8(ascii: "b"), count: after)
        #expect(UTF8Validation.isValid(ascii + Array("é✓😀".utf8) + tail))
        #expect(!UTF8Validation.isValid(ascii + [0xFF] + tail))
        #expect(!UTF8Validation.isValid(ascii + [0xE2, 0x9C] + tail))
        #expect(
          UTF8Validation.string(ascii + [0xC3, 0xA9] + tail) == String(
            repeating: "a", count: before) + "é" + String(repeating: "b", count: after))
      }
    }
    #expect(UTF8Validation.string([0xED, 0xA0, 0x80]) == nil)  // a surrogate
    #expect(UTF8Validation.isValid(ArraySlice<UInt8>()))
  }
}
