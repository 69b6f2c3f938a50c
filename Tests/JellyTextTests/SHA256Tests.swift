import JellyTestSupport
import Testing

@testable import JellyText

@Suite(.tags(.sanitizeMemory)) struct SHA256Tests {
  @Test("FIPS 180-2 examples: \"abc\", the 448-bit message, a million a's, and the empty string")
  func publishedDigests() {
    #expect(
      SHA256.hexDigest(of: Array("abc".utf8))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SHA256.hexDigest(of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(
      SHA256.hexDigest(of: [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    #expect(
      SHA256.hexDigest(of: [UInt8]())
        == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
  }

  @Test("fed in pieces of any size, the digest is the same")
  func pieces() {
    let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
    let whole = SHA256.hexDigest(of: bytes)
    for size in [1, 3, 55, 56, 63, 64, 65, 999] {
      var digest = SHA256()
      var start = 0
      while start < bytes.count {
        digest.update(bytes[start..<min(start + size, bytes.count)])
        start += size
      }
      #expect(digest.hexDigest() == whole, "pieces of \(size)")
    }
  }
}
