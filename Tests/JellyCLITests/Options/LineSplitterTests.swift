import Foundation
import JellyMath
import Testing

@testable import JellyCLI

@Suite struct LineSplitterTests {
  /// The line terminators: "\n" and the single Character "\r\n".
  static func ends(_ character: Character) -> Bool { character == "\n" || character == "\r\n" }

  /// The lines of `bytes` fed in chunks of `chunk` bytes.
  func lines(_ bytes: [UInt8], chunk: Int) throws -> [String] {
    var splitter = LineSplitter()
    var result: [String] = []
    var numbers: [Int] = []
    let collect: ([UInt8], Int) throws(CLIError) -> Void = { line, number in
      result.append(String(decoding: line, as: UTF8.self))
      numbers.append(number)
    }
    var start = 0
    while start < bytes.count {
      let end = min(start + chunk, bytes.count)
      try splitter.feed(Data(bytes[start..<end]), collect)
      start = end
    }
    try splitter.finish(collect)
    #expect(numbers == Array(1...result.count))
    return result
  }

  @Test("equals String.split at \"\\n\" and \"\\r\\n\" for any chunking, CRLF and BOM included")
  func matchesStringSplit() throws {
    let texts = [
      "t,diff\n0,1\n1,2\n", "t,diff\r\n0,1\r\n", "\u{FEFF}t,v\n0,1", "", "\n\n", "a\r\r\nb\rc\n",
      "é,ü\n1,2\n\u{FEFF}x",
    ]
    for text in texts {
      let expected = text.split(omittingEmptySubsequences: false, whereSeparator: Self.ends).map {
        String($0).replacingOccurrences(of: "\u{FEFF}t", with: "t")
      }
      for chunk in [1, 2, 3, 5, 64] {
        #expect(try lines(Array(text.utf8), chunk: chunk) == expected, "\(text.debugDescription)")
      }
    }
  }

  @Test("random ASCII text with CR and LF splits like String, in random chunks")
  func randomText() throws {
    var random = SplitMix64(seed: 7)
    let alphabet = Array("ab,\r\n".utf8)
    for _ in 0..<200 {
      let bytes = (0..<40).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
      let text = String(decoding: bytes, as: UTF8.self)
      let expected = text.split(omittingEmptySubsequences: false, whereSeparator: Self.ends).map(
        String.init)
      let chunk = 1 + Int(random.next() % 7)
      #expect(try lines(bytes, chunk: chunk) == expected, "\(text.debugDescription)")
    }
  }
}
