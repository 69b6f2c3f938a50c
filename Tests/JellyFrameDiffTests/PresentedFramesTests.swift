import Testing

@testable import JellyFrameDiff

@Suite struct PresentedFramesTests {
  @Test("without drops only the count is kept, and the frames are 0 ..< count")
  func allFrames() throws {
    let link = try DisplayLink(framesPerSecond: 1_000)
    let frames = try link.presentedFrames(through: 9_999)
    #expect(frames.list == nil)
    #expect(frames.count == 9_999_001)
    #expect(frames.first == 0 && frames.last == 9_999_000)
    #expect(frames[123_456] == 123_456)
    #expect(Array(try link.presentedFrames(through: 0.004)) == [0, 1, 2, 3, 4])
    #expect(PresentedFrames(allBelow: 0).isEmpty)
  }

  @Test("with drops, the same frames as the drop mask leaves, in order")
  func droppedFrames() throws {
    let drops = FrameDropPolicy.random(rate: 0.25, seed: 11)
    let link = try DisplayLink(framesPerSecond: 120, drops: drops)
    let frames = try link.presentedFrames(through: 10)
    let mask = drops.droppedMask(frameCount: 1_201)
    let expected = (0..<1_201).filter { !mask[$0] }
    #expect(frames.list != nil)
    #expect(Array(frames) == expected)
    #expect(frames.count == expected.count && expected.count < 1_201)
    #expect(Array(PresentedFrames([0, 2, 5])) == [0, 2, 5])
    #expect(
      Array(try DisplayLink(drops: .explicit([1, 3])).presentedFrames(through: 0.07)) == [
        0, 2, 4,
      ])
  }
}
