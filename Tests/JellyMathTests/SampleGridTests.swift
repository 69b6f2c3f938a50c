import Testing

@testable import JellyMath

@Suite struct SampleGridTests {
  @Test(
    "frame grids end at the last frame <= until and times are exactly i/fps",
    arguments: [
      (60.0, 1.0, 61), (60.0, 0.0, 1), (29.97, 2.0, 60), (3.0, 0.1, 1), (10.0, 0.3, 4),
      (120.0, 2.5, 301), (0.5, 3.9, 2),
    ])
  func frames(fps: Double, until: Double, count: Int) throws {
    let grid = try #require(
      SampleGrid.frames(framesPerSecond: fps, until: until, maximumCount: 1_000))
    #expect(grid.count == count)
    for index in 0..<grid.count {
      #expect(grid.time(at: index) == Double(index) / fps)
    }
    #expect(grid.time(at: count - 1) <= until)
    #expect(Double(count) / fps > until)
  }

  @Test("0.3 s at 10 fps: 3/10 rounds to 0.3 exactly, so frame 3 is included")
  func roundingAtTheEnd() throws {
    // 0.3 * 10 = 3.0000000000000004 in binary; the grid decides by 3/10 == 0.3.
    let grid = try #require(SampleGrid.frames(framesPerSecond: 10, until: 0.3, maximumCount: 10))
    #expect(grid.time(at: 3) == 0.3)
  }

  @Test("too many frames, or non-finite inputs, give nil rather than a trap")
  func refusals() {
    #expect(SampleGrid.frames(framesPerSecond: 60, until: 1e9, maximumCount: 1_000) == nil)
    #expect(SampleGrid.frames(framesPerSecond: 1e300, until: 1e300, maximumCount: 10) == nil)
    #expect(SampleGrid.frames(framesPerSecond: .nan, until: 1, maximumCount: 10) == nil)
    #expect(SampleGrid.frames(framesPerSecond: 60, until: .infinity, maximumCount: 10) == nil)
    #expect(SampleGrid.frames(framesPerSecond: 10, until: 0.9, maximumCount: 10)?.count == 10)
    #expect(SampleGrid.frames(framesPerSecond: 10, until: 1.0, maximumCount: 10) == nil)
  }

  @Test("uniform grids start at 0 and end exactly at until")
  func uniform() {
    let grid = SampleGrid(count: 7, spacing: .uniform(until: 0.7))
    #expect(grid.time(at: 0) == 0)
    #expect(grid.time(at: 6) == 0.7)
    for index in 1..<7 { #expect(grid.time(at: index) > grid.time(at: index - 1)) }
    #expect(grid.time(at: 3).isClose(to: 0.35, relativeTolerance: 1e-15))
  }
}

extension Double {
  fileprivate func isClose(to other: Double, relativeTolerance: Double) -> Bool {
    abs(self - other) <= relativeTolerance * Swift.max(abs(self), abs(other))
  }
}
