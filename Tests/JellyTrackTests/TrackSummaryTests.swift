import JellyTestSupport
import Testing

@testable import JellyTrack

@Suite(.tags(.sanitizeMemory)) struct TrackSummaryTests {
  static func box(_ left: Double) -> ObjectBox {
    ObjectBox(left: left, right: left + 100, top: 10, bottom: 70)
  }

  static func summary(_ lefts: [Double?], times: [Double]? = nil) -> TrackSummary {
    TrackSummary(
      times: times ?? lefts.indices.map { Double($0) / 60 }, boxes: lefts.map { $0.map(box) },
      restTolerance: 0.1)
  }

  @Test("a stall inside the motion is a repeat; alike frames at rest are not")
  func repeats() {
    // At rest, moving, a stall of two frames (one touched up by the codec), moving, at rest.
    let summary = Self.summary([10.0, 10.0, 12, 15, 15, 15.03, 19, 22, 22, 22])
    #expect(summary.frameCount == 10)
    #expect(summary.repeatedFrames == [4, 5])
    #expect(summary.framesWithoutObject.isEmpty)
    #expect(summary.finalStep == nil)
    #expect(summary.largestMove == 12)
  }

  @Test("a turning point of a slow motion is no repeat: the frames around it barely differ")
  func turningPoint() {
    // A lightly damped swing near its crest: 0.08 px steps, a flat top, back down.
    let summary = Self.summary([100, 103, 105.5, 106.9, 107.4, 107.45, 107.4, 106.9, 105.5])
    #expect(summary.repeatedFrames.isEmpty)
  }

  @Test("gaps in the time stamps are dropped frames, counted by the median interval")
  func timeGaps() {
    let times = [0, 1, 2, 5, 6, 7, 9, 10].map { Double($0) / 120 }
    let summary = Self.summary(times.map { $0 * 600 }, times: times)
    #expect(summary.timeGaps == [.init(after: 2, missing: 2), .init(after: 5, missing: 1)])
    #expect(summary.repeatedFrames.isEmpty)
  }

  @Test("frames without the object are listed; a video cut in the motion has a final step")
  func missingAndFinalStep() {
    let summary = Self.summary([nil, 10, 12.5, 12.5])
    #expect(summary.framesWithoutObject == [0])
    #expect(summary.repeatedFrames.isEmpty)
    // The last two distinct frames: 10 → 12.5.
    #expect(summary.finalStep == 2.5)
  }

  @Test("a video that ends on copies of its last frame ends at rest; one copy may be a drop")
  func endsOnCopies() {
    #expect(Self.summary([10, 18, 18]).finalStep == 8)
    #expect(Self.summary([10, 18, 18, 18]).finalStep == nil)
  }

  @Test("a still object moves nowhere")
  func still() {
    #expect(Self.summary([10, 10.02, 10, nil]).largestMove <= 0.021)
    #expect(Self.summary([nil, nil]).largestMove == 0)
  }

  @Test("the largest edge step and the centre of a box")
  func box() {
    let a = ObjectBox(left: 1, right: 5, top: 2, bottom: 4)
    #expect(a.x == 3 && a.y == 3 && a.width == 4 && a.height == 2)
    #expect(a.offsetBy(dx: 1, dy: -1).largestEdgeStep(from: a) == 1)
  }
}
