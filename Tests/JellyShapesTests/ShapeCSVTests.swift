import JellyFrameDiff
import JellyGeometry
import JellyTestSupport
import JellyText
import Testing

@testable import JellyShapes

@Suite struct ShapeCSVTests {
  /// The text `write` appends after `header`.
  static func csv(_ header: [String], _ write: (inout CSVWriter) throws -> Void) throws -> String {
    var text = ""
    var csv = try CSVWriter(header: header) { text += String(decoding: $0, as: UTF8.self) }
    try write(&csv)
    try csv.finish()
    return text
  }

  @Test("outlines: one row per point, tagged with the shape kind and its time")
  func outlines() throws {
    let text = try Self.csv(ShapeCSV.outlineHeader) { csv in
      try ShapeCSV.writeOutlines(
        [[Vector2(x: 0, y: 1), Vector2(x: 2, y: 3)], [Vector2(x: 4, y: 5)]], times: [0, 0.5],
        kind: .jelly, to: &csv)
    }
    #expect(text == "shape,t,x,y\njelly,0.0,0.0,1.0\njelly,0.0,2.0,3.0\njelly,0.5,4.0,5.0\n")
  }

  @Test(
    "metrics streamed from the shape: the timeline's text, on 1 and 3 threads",
    .tags(.sanitizeMemory))
  func streamedMetrics() throws {
    for kind in ShapeKind.allCases {
      let shape = try AnimatedShape(kind: kind)
      // 240 fps with dropped frames, long enough for several blocks of rows per thread.
      let link = try DisplayLink(framesPerSecond: 240, drops: .random(rate: 0.1, seed: 7))
      let timeline = try ShapeTimeline(shape: shape, displayLink: link, horizon: 60)
      let frames = try ShapeTimeline.presentedFrames(of: shape, displayLink: link, horizon: 60)
      #expect(Array(frames) == timeline.frames.map(\.frame))
      let expected = try Self.csv(ShapeCSV.metricsHeader) {
        try ShapeCSV.writeMetrics(timeline, to: &$0, threadCount: 1)
      }
      #expect(expected.split(separator: "\n").count == frames.count + 1)
      for threads in [1, 3] {
        let streamed = try Self.csv(ShapeCSV.metricsHeader) {
          try ShapeCSV.writeMetrics(
            of: shape, frames: frames, displayLink: link, to: &$0, threadCount: threads)
        }
        #expect(streamed == expected, "\(kind), \(threads) threads")
      }
    }
  }

  @Test("metrics and inversions: one row per frame or interval, flags as 1/0")
  func metricsAndInversions() throws {
    let shape = try AnimatedShape(kind: .jelly, preset: .jelly)
    let timeline = try ShapeTimeline(shape: shape, displayLink: DisplayLink(framesPerSecond: 60))
    let metrics = try Self.csv(ShapeCSV.metricsHeader) {
      try ShapeCSV.writeMetrics(timeline, to: &$0)
    }
    let rows = metrics.split(separator: "\n")
    #expect(rows.count == timeline.frames.count + 1)
    #expect(rows[1].hasPrefix("0,0.0,") && (rows[1].hasSuffix(",0") || rows[1].hasSuffix(",1")))
    let intervals = try shape.inversions(framesPerSecond: 60)
    let inversions = try Self.csv(ShapeCSV.inversionHeader) {
      try ShapeCSV.writeInversions(intervals, to: &$0)
    }
    #expect(inversions.split(separator: "\n").count == intervals.count + 1)
  }
}
