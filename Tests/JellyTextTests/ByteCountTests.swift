import JellyText
import Testing

@Suite struct ByteCountTests {
  @Test("sizes in the largest decimal unit, one decimal; infinity is unbounded")
  func words() {
    #expect(ByteCount.words(999) == "999 bytes")
    #expect(ByteCount.words(6e9) == "6.0 GB")
    #expect(ByteCount.words(1.25e13) == "12.5 TB")
    #expect(ByteCount.words(.infinity) == "unbounded")
  }
}
