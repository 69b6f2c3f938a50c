import JellyTrack
import Testing

@testable import JellyVideo

@Suite struct MeasuredSeriesTests {
  /// A 40 × 20 box whose centre is at `x` (y 100), seen at scale `scale`, opacity 1.
  static func seen(x: Double, scale: Double = 1, repeat isRepeat: Bool = false)
    -> ElementObservation
  {
    ElementObservation(
      box: ObjectBox(left: x - 20, right: x + 20, top: 90, bottom: 110), scale: scale,
      opacity: 1, score: 0.99, visibleFraction: 1, isRepeat: isRepeat)
  }

  static func track(_ observations: [ElementObservation]) -> TrackedVideo {
    TrackedVideo(
      times: observations.indices.map { Double($0) / 60 }, appearance: observations,
      element: PixelRegion(x: 0, y: 90, width: 40, height: 20))
  }

  @Test("a repeat while the element moves on is left out; repeats at rest are kept as the hold")
  func staleFramesLeftOut() {
    let track = Self.track([
      Self.seen(x: 20), Self.seen(x: 30), Self.seen(x: 30, repeat: true), Self.seen(x: 50),
      Self.seen(x: 60), Self.seen(x: 60, repeat: true), Self.seen(x: 60, repeat: true),
      .nothing, Self.seen(x: 60),
    ])
    let series = MeasuredSeries(track: track, property: .x)
    #expect(series.values == [20, 30, 50, 60, 60, 60, 60])
    #expect(series.times == [0, 1, 3, 4, 5, 6, 8].map { Double($0) / 60 })
    #expect(series.repeatedFrames == 1 && series.frameCount == 9)
    #expect(series.element == PixelRegion(x: 0, y: 90, width: 40, height: 20))
  }

  @Test("unnamed, the property that changes most over its scale is fitted")
  func choosesTheLargestChange() {
    // x moves 10 px over a 40 px wide box (0.25); the scale changes by 0.5.
    let growing = Self.track(
      (0..<6).map { Self.seen(x: 20 + 2 * Double($0), scale: 1 + 0.1 * Double($0)) })
    #expect(MeasuredSeries(track: growing, property: nil).property == .scale)
    // x moves 40 px (1.0 of the width); the scale changes by 0.05.
    let moving = Self.track(
      (0..<6).map { Self.seen(x: 20 + 8 * Double($0), scale: 1 + 0.01 * Double($0)) })
    #expect(MeasuredSeries(track: moving, property: nil).property == .x)
    #expect(MeasuredSeries(track: moving, property: .y).values == Array(repeating: 100, count: 6))
  }

  @Test("a series that changes by less than a visible change is refused, naming what moves")
  func stillRefused() throws {
    let track = Self.track(
      (0..<6).map { Self.seen(x: 20 + 0.04 * Double($0), scale: 1 + 0.1 * Double($0)) })
    let still = MeasuredSeries(track: track, property: .x)
    let error = try #require(
      #expect(throws: StillMeasurementError.self) {
        try still.checkMoves(in: track, recording: "r.mp4")
      })
    #expect(error.mostChanging == .scale && error.property == .x)
    #expect(
      "\(error)"
        == "the x of the element in 'r.mp4' changes by 0.2 px, less than a visible change"
        + " (0.5 px): it does not move, and there is nothing to fit")
    try MeasuredSeries(track: track, property: .scale).checkMoves(in: track, recording: "r.mp4")
  }
}
