import JellyTestSupport
import Testing

@testable import JellyTrack

@Suite(.tags(.sanitizeMemory)) struct PixelFormatTests {
  @Test("a frame's bytes: 3 a pixel in rgb24; Y' plus two quarter planes in yuv420p, odd sizes up")
  func byteCounts() {
    #expect(PixelFormat.rgb24.byteCount(width: 1920, height: 1080) == 6_220_800)
    #expect(PixelFormat.yuv420p.byteCount(width: 1920, height: 1080) == 3_110_400)
    #expect(PixelFormat.yuv420p.byteCount(width: 5, height: 3) == 15 + 2 * 3 * 2)
  }

  @Test("a region's planes in yuv420p: Y' rows, then the chroma rows covering it, compact")
  func regionPlanes() {
    // Columns 51...549 and rows 101...301 of a 640 x 360 frame: chroma columns 25...274
    // (250 of them) and rows 50...150 (101).
    let planes = RegionPlanes(
      region: PixelRegion(x: 51, y: 101, width: 499, height: 201), frameWidth: 640,
      frameHeight: 360, format: .yuv420p)
    #expect(planes.chromaX == 25 && planes.chromaY == 50 && planes.chromaWidth == 250)
    let (luma, blue, red) = (planes.planes[0], planes.planes[1], planes.planes[2])
    #expect(luma.start == 101 * 640 + 51 && luma.rows == 201 && luma.rowBytes == 499)
    #expect(blue.start == 640 * 360 + 50 * 320 + 25 && blue.stride == 320 && blue.rows == 101)
    #expect(red.start == blue.start + 320 * 180 && red.compactStart == 499 * 201 + 250 * 101)
    #expect(planes.compactByteCount == 499 * 201 + 2 * 250 * 101)
  }
}
