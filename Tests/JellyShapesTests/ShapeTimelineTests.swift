import JellyAnalysis
import JellyFrameDiff
import JellyTestSupport
import Testing

@testable import JellyShapes

@Suite struct ShapeTimelineTests {
  @Test(
    "frames computed on 1, 2 and 3 threads are the same, in order (several chunks)",
    .tags(.sanitizeMemory))
  func threads() throws {
    let shape = try AnimatedShape(kind: .gooey)
    let link = try DisplayLink(framesPerSecond: 1_000)
    let one = try ShapeTimeline(shape: shape, displayLink: link, horizon: 9, threadCount: 1)
    #expect(one.frames.count == 9_001)
    #expect(one.frames.map(\.frame) == Array(0...9_000))
    for threads in [2, 3] {
      let many = try ShapeTimeline(
        shape: shape, displayLink: link, horizon: 9, threadCount: threads)
      #expect(many.frames == one.frames, "\(threads) threads")
    }
  }

  @Test("one frame per 1/60 s through the animation end, metrics of the outline at that time")
  func frames() throws {
    let shape = try AnimatedShape(kind: .jelly)
    let timeline = try ShapeTimeline(shape: shape)
    #expect(timeline.frames.count == 61)
    for frame in timeline.frames {
      #expect(frame.time == Double(frame.frame) / 60)
      #expect(frame.metrics == (try shape.outline(at: frame.time).metrics))
    }
  }

  @Test("skype's peak bulge: 74.32127 pt at 0.21327 s (dense sampling); frame 13 on a device")
  func skypePeakBulge() throws {
    let shape = try AnimatedShape(kind: .skype)
    // Continuous truth: the bulge is |diff|/2, sampled every 1e-5 s.
    var best = (t: 0.0, bulge: 0.0)
    for t in Oracle.grid(0, 1, count: 100_000) {
      let bulge = try shape.outline(at: t).metrics.bulge
      if bulge > best.bulge { best = (t, bulge) }
    }
    #expect(abs(best.bulge - 74.32126549554224) <= 1e-6)
    #expect(abs(best.t - 0.2132676012195119) <= 1e-5)
    // The refined diff extremum gives the same peak exactly.
    let peak = try #require(
      PeakFinder.refinedPeaks(of: shape.scene).max { abs($0.value) < abs($1.value) })
    #expect(abs(abs(peak.value) / 2 - 74.32126549554224) <= 1e-9)
    // On the 60 fps display link the largest drawn bulge is at frame 13 (t = 0.2167 s).
    let timeline = try ShapeTimeline(shape: shape)
    let largest = try #require(timeline.largest(.bulge))
    #expect(largest.frame == 13)
    #expect(abs(largest.metrics.bulge - 74.28679568863376) <= 1e-9)
    #expect(largest.metrics.bulge <= best.bulge)
  }

  @Test("peaks(of:) are the frames above (below) both neighbours, by brute force")
  func peaksByBruteForce() throws {
    let timeline = try ShapeTimeline(shape: try AnimatedShape(kind: .gooey))
    for metric in [ShapeMetric.area, .bulge, .edgeLength] {
      let values = timeline.series(metric).map(\.value)
      var expected: [Int] = []
      for i in 1..<(values.count - 1)
      where (values[i] > values[i - 1] && values[i] > values[i + 1])
        || (values[i] < values[i - 1] && values[i] < values[i + 1])
      {
        expected.append(timeline.frames[i].frame)
      }
      #expect(timeline.peaks(of: metric).map(\.index) == expected)
    }
  }

  @Test("dropped frames are left out; a bad horizon throws")
  func dropsAndErrors() throws {
    let shape = try AnimatedShape(kind: .skype)
    let link = try DisplayLink(drops: .explicit([3, 4]))
    let timeline = try ShapeTimeline(shape: shape, displayLink: link)
    #expect(timeline.frames.count == 59)
    #expect(!timeline.frames.contains { $0.frame == 3 || $0.frame == 4 })
    #expect(throws: ShapeError.self) { try ShapeTimeline(shape: shape, horizon: -1) }
  }
}
