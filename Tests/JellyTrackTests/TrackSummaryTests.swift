import Testing

@testable import JellyTrack

@Suite struct TrackSummaryTests {
  static func box(_ left: Double) -> ObjectBox {
    ObjectBox(left: left, right: left + 100, top: 10, bottom: 70)
  }

  static func seen(_ left: Double?, repeated: Bool = false) -> FrameObservation {
    FrameObservation(box: left.map(box), isRepeat: repeated, noiseThreshold: 5)
  }

  @Test("a stall inside the motion is a repeat; alike frames at rest are not")
  func repeats() {
    var summary = TrackSummary(restTolerance: 0.1)
    // At rest, moving, a stall of two frames (one byte for byte, one touched up), moving, at rest.
    for left in [10.0, 10.0, 12, 15, 15, 15.03, 19, 22, 22, 22] {
      summary.add(Self.seen(left, repeated: left == 15 && summary.frameCount == 4))
    }
    #expect(summary.frameCount == 10)
    #expect(summary.repeatedFrames == [4, 5])
    #expect(summary.framesWithoutObject.isEmpty)
    #expect(summary.finalStep == nil)
  }

  @Test("frames without the object are listed; a video cut in the motion has a final step")
  func missingAndFinalStep() {
    var summary = TrackSummary(restTolerance: 0.1)
    for left in [nil, 10, 12.5, 12.5] as [Double?] {
      summary.add(Self.seen(left, repeated: summary.frameCount == 3))
    }
    #expect(summary.framesWithoutObject == [0])
    #expect(summary.repeatedFrames.isEmpty)
    // The last two distinct frames: 10 → 12.5.
    #expect(summary.finalStep == 2.5)
  }

  @Test("a video that ends on copies of its last frame ends at rest; one copy may be a drop")
  func endsOnCopies() {
    var summary = TrackSummary(restTolerance: 0.1)
    summary.add(Self.seen(10))
    summary.add(Self.seen(18))
    summary.add(Self.seen(18, repeated: true))
    #expect(summary.finalStep == 8)
    summary.add(Self.seen(18, repeated: true))
    #expect(summary.finalStep == nil)
  }

  @Test("the largest edge step and the centre of a box")
  func box() {
    let a = ObjectBox(left: 1, right: 5, top: 2, bottom: 4)
    #expect(a.x == 3 && a.y == 3 && a.width == 4 && a.height == 2)
    #expect(a.offsetBy(dx: 1, dy: -1).largestEdgeStep(from: a) == 1)
  }
}
