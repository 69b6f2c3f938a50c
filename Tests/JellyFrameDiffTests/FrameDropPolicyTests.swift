import JellyFrameDiff
import Testing

@Suite struct FrameDropPolicyTests {
  @Test("random drops reproduce exactly from a seed and differ for another seed")
  func seededDropsReproduce() throws {
    let a = FrameDropPolicy.random(rate: 0.2, seed: 42).droppedMask(frameCount: 600)
    let b = FrameDropPolicy.random(rate: 0.2, seed: 42).droppedMask(frameCount: 600)
    let c = FrameDropPolicy.random(rate: 0.2, seed: 43).droppedMask(frameCount: 600)
    #expect(a == b)
    #expect(a != c)
    // A longer horizon extends the same decisions.
    let longer = FrameDropPolicy.random(rate: 0.2, seed: 42).droppedMask(frameCount: 1_200)
    #expect(Array(longer.prefix(600)) == a)
  }

  @Test("the drop fraction is close to the rate (10 000 frames, 5 standard deviations)")
  func dropFractionMatchesRate() {
    for (rate, seed) in [(0.05, UInt64(1)), (0.2, 7), (0.5, 99)] {
      let mask = FrameDropPolicy.random(rate: rate, seed: seed).droppedMask(frameCount: 10_000)
      let fraction = Double(mask.filter { $0 }.count) / 10_000
      let sigma = (rate * (1 - rate) / 10_000).squareRoot()
      #expect(abs(fraction - rate) <= 5 * sigma, "rate \(rate): \(fraction)")
    }
    #expect(!FrameDropPolicy.random(rate: 0, seed: 3).droppedMask(frameCount: 1_000).contains(true))
    #expect(
      !FrameDropPolicy.random(rate: 1, seed: 3).droppedMask(frameCount: 1_000).contains(false))
  }

  @Test("an explicit list drops exactly those frames")
  func explicitList() throws {
    let mask = FrameDropPolicy.explicit([2, 5, 500]).droppedMask(frameCount: 8)
    #expect(mask == [false, false, true, false, false, true, false, false])
    #expect(FrameDropPolicy.explicit([1]).droppedMask(frameCount: -3).isEmpty)
    #expect(FrameDropPolicy.random(rate: 0.5, seed: 1).droppedMask(frameCount: 0).isEmpty)
    let link = try DisplayLink(drops: .explicit([1, 3]))
    #expect(try Array(link.presentedFrames(through: 5.0 / 60)) == [0, 2, 4, 5])
  }
}
