import Testing

@testable import JellyTrack

@Suite struct PixelFrameReducedTests {
  @Test("each factor × factor block is averaged (rounded down); a block past the edge is 0")
  func reduced() {
    let frame = PixelFrame(
      width: 4, height: 2, format: .gray, bytes: [0, 10, 20, 30, 40, 50, 60, 71])
    #expect(frame.reduced(x: 0, y: 0, width: 4, height: 2, factor: 2) == [25, 45])
    #expect(frame.reduced(x: 2, y: 0, width: 4, height: 2, factor: 2) == [45, 0])
    #expect(frame.reduced(x: 1, y: 1, width: 2, height: 1, factor: 1) == [50, 60])
    // A crop smaller than one block still gives one pixel: the part inside the frame.
    #expect(frame.reduced(x: 3, y: 1, width: 1, height: 1, factor: 2) == [71])
  }
}
