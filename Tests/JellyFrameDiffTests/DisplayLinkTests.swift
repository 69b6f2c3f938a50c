import JellyFrameDiff
import JellyMath
import Testing

@Suite struct DisplayLinkTests {
  @Test("frame times are n / fps exactly, not accumulated")
  func timesAreComputed() throws {
    let link = try DisplayLink()
    #expect(link.framesPerSecond == 60)
    for n in 0...600 { #expect(link.time(ofFrame: n) == Double(n) / 60) }
    #expect(link.time(ofFrame: 600) == 10)
  }

  @Test("frame count includes both ends of the horizon at 60 and 120 fps")
  func frameCount() throws {
    #expect(try DisplayLink().frameCount(through: 1) == 61)
    #expect(try DisplayLink().frameCount(through: 0.7) == 43)  // 0.7·60 = 42
    #expect(try DisplayLink(framesPerSecond: 120).frameCount(through: 1) == 121)
    #expect(try DisplayLink().frameCount(through: 0) == 1)
    #expect(try Array(DisplayLink().presentedFrames(through: 0.1)) == [0, 1, 2, 3, 4, 5, 6])
  }

  @Test(
    "the longest horizon gives exactly 10^7 frames and is accepted; the next Double is refused",
    arguments: [1000, 60, 120, 59.94, 7, 0.5, 1e-3])
  func maximumHorizon(fps: Double) throws {
    let link = try DisplayLink(framesPerSecond: fps)
    let longest = DisplayLink.maximumHorizon(framesPerSecond: fps)
    #expect(longest == Double(DisplayLink.maximumFrameCount - 1) / fps)
    #expect(try link.frameCount(through: longest) == DisplayLink.maximumFrameCount)
    // The value as printed (shortest round-trip) reads back to the same horizon.
    #expect(Double(longest.description) == longest)
    #expect(throws: FrameDiffError.self) { try link.frameCount(through: longest.nextUp) }
  }

  @Test("invalid fps, rates, frame numbers and horizons throw")
  func rejectsBadInput() {
    #expect(
      throws: FrameDiffError.invalidParameter(
        ParameterError(.framesPerSecond, value: 0.0, allowed: "> 0 and <= 1000"))
    ) {
      try DisplayLink(framesPerSecond: 0)
    }
    #expect(
      throws: FrameDiffError.invalidParameter(
        ParameterError(.dropRate, value: 1.5, allowed: "in [0, 1]"))
    ) {
      try DisplayLink(drops: .random(rate: 1.5, seed: 1))
    }
    #expect(
      throws: FrameDiffError.invalidParameter(
        ParameterError(.droppedFrame, count: -2, allowed: ">= 0"))
    ) {
      try DisplayLink(drops: .explicit([3, -2]))
    }
    #expect(throws: FrameDiffError.self) { try DisplayLink().frameCount(through: -1) }
    #expect(throws: FrameDiffError.self) { try DisplayLink().frameCount(through: .infinity) }
    #expect(throws: FrameDiffError.self) { try DisplayLink().frameCount(through: 1e9) }
  }
}
