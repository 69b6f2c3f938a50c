import JellyTestSupport
import Testing

@testable import JellyTrack

@Suite(.tags(.sanitizeMemory)) struct PixelRegionTests {
  @Test("x,y,w,h parses to four integers; other text is refused")
  func parsing() {
    #expect(
      PixelRegion(parsing: "10,20,300,40") == PixelRegion(x: 10, y: 20, width: 300, height: 40))
    #expect(PixelRegion(parsing: "0,0,1,1")?.description == "0,0,1,1")
    for text in ["10,20,300", "-1,0,10,10", "0,0,0,10", "a,b,c,d", "1,2,3,4,5", ""] {
      #expect(PixelRegion(parsing: text) == nil, "\(text)")
    }
  }

  @Test("a region fits a frame when it lies inside it")
  func fits() {
    #expect(PixelRegion(x: 0, y: 0, width: 640, height: 360).fits(width: 640, height: 360))
    #expect(!PixelRegion(x: 1, y: 0, width: 640, height: 360).fits(width: 640, height: 360))
    #expect(!PixelRegion(x: 600, y: 0, width: 100, height: 100).fits(width: 640, height: 360))
  }

  @Test("evenAligned holds the region from an even corner; relative(to:) places it inside")
  func evenAligned() {
    let odd = PixelRegion(x: 51, y: 101, width: 499, height: 200)
    #expect(odd.evenAligned == PixelRegion(x: 50, y: 100, width: 500, height: 201))
    #expect(odd.relative(to: odd.evenAligned) == PixelRegion(x: 1, y: 1, width: 499, height: 200))
    let even = PixelRegion(x: 50, y: 100, width: 7, height: 3)
    #expect(even.evenAligned == even)
  }
}
