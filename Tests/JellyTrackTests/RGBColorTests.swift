import JellyTestSupport
import Testing

@testable import JellyTrack

@Suite(.tags(.sanitizeMemory)) struct RGBColorTests {
  @Test("#rrggbb in either case; anything else is refused")
  func parsing() {
    #expect(RGBColor(hex: "#2060A0") == RGBColor(red: 0x20, green: 0x60, blue: 0xa0))
    #expect(RGBColor(hex: "#ffffff")?.description == "#ffffff")
    for text in ["2060a0", "#2060a", "#2060a0f", "#2060g0", "red", "", "#"] {
      #expect(RGBColor(hex: text) == nil, "\(text)")
    }
  }

  @Test("the distance is the sum of the channels' absolute differences")
  func distance() {
    let a = RGBColor(red: 10, green: 200, blue: 0)
    let b = RGBColor(red: 20, green: 100, blue: 255)
    #expect(a.distance(to: b) == 10 + 100 + 255)
    #expect(a.distance(to: a) == 0)
  }
}
