import Foundation
import Testing

@testable import JellyLottie

/// Documents written out here by hand, each value checked against the Lottie model worked by
/// hand: linear and held segments, symmetric easings, a spatial arch, layer timing.
@Suite struct LottieDocumentTests {
  /// A 30 fps, 200 × 100 document with one layer named "box" whose transform is `ks`.
  static func document(ks: String, layer: String = "") throws -> LottieDocument {
    let text = """
      {"v": "5.7.0", "fr": 30, "ip": 0, "op": 60, "w": 200, "h": 100,
       "layers": [{"ty": 4, "nm": "box", "ind": 1, "ip": 0, "op": 60, "st": 0\(layer),
                   "ks": \(ks)}]}
      """
    return try LottieDocument(json: Data(text.utf8))
  }

  static let linear = #""o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}"#

  @Test("a linear segment: the straight line between its keyframes, held before and after")
  func linearSegment() throws {
    let document = try Self.document(
      ks: #"{"o": {"a": 1, "k": [{"t": 0, "s": [0], \#(Self.linear)}, {"t": 30, "s": [100]}]}}"#)
    let (_, opacity) = try #require(document.animatedProperties.first)
    #expect(opacity.path == "layers[0 \"box\"].ks.o")
    #expect(opacity.dimensionCount == 1)
    for (frame, expected) in [(-5.0, 0.0), (0, 0), (7.5, 25), (15, 50), (30, 100), (45, 100)] {
      #expect(try document.value(of: opacity, at: frame / 30) == [expected])
    }
  }

  @Test("a hold keeps the start value to the next keyframe; older documents' end values count")
  func holdsAndEndValues() throws {
    let document = try Self.document(
      ks: #"""
        {"r": {"a": 1, "k": [{"t": 0, "s": [10], "h": 1}, {"t": 10, "s": [20], "e": [40], \#(Self.linear)},
                             {"t": 20}]}}
        """#)
    let (_, rotation) = try #require(document.animatedProperties.first)
    #expect(try rotation.value(atFrame: 9.99) == [10])
    #expect(try rotation.value(atFrame: 10) == [20])
    #expect(try rotation.value(atFrame: 15) == [30])
    #expect(try rotation.value(atFrame: 25) == [40])
  }

  @Test("ease-in-out handles: symmetric about the middle, per dimension where given apart")
  func easedSegments() throws {
    let document = try Self.document(
      ks: #"""
        {"s": {"a": 1, "k": [{"t": 0, "s": [100, 100],
                              "o": {"x": [0.42, 0], "y": [0, 0]}, "i": {"x": [0.58, 1], "y": [1, 1]}},
                             {"t": 20, "s": [200, 300]}]}}
        """#)
    let (_, scale) = try #require(document.animatedProperties.first)
    let middle = try scale.value(atFrame: 10)
    #expect(abs(middle[0] - 150) <= 1e-9, "\(middle)")  // ease-in-out: 0.5 at the middle
    #expect(abs(middle[1] - 200) <= 1e-12, "\(middle)")  // linear in the second dimension
    for frame in stride(from: 1.0, through: 9, by: 1) {
      // ease-in-out is point-symmetric: e(u) + e(1 − u) = 1.
      let early = try scale.value(atFrame: frame)[0] - 100
      let late = try scale.value(atFrame: 20 - frame)[0] - 100
      #expect(abs(early + late - 100) <= 1e-9, "frame \(frame)")
      #expect(early < 100 * frame / 20, "ease-in starts slower than linear at \(frame)")
    }
  }

  @Test("a spatial arch: the middle of a symmetric Bézier path at half its length")
  func spatialPath() throws {
    // P0 (0, 0), P1 (0, 50), P2 (100, 50), P3 (100, 0): symmetric about x = 50, so half the
    // length is reached at t = 1/2, the point (50, 37.5).
    let document = try Self.document(
      ks: #"""
        {"p": {"a": 1, "k": [{"t": 0, "s": [0, 0], "to": [0, 50], "ti": [0, 50], \#(Self.linear)},
                             {"t": 30, "s": [100, 0]}]}}
        """#)
    let (_, position) = try #require(document.animatedProperties.first)
    let middle = try position.value(atFrame: 15)
    #expect(abs(middle[0] - 50) <= 1e-9 && abs(middle[1] - 37.5) <= 1e-9, "\(middle)")
    #expect(try position.value(atFrame: 0) == [0, 0])
    #expect(try position.value(atFrame: 30) == [100, 0])
    // Equal times give equal lengths: the distance along the path grows linearly.
    let segment = SpatialSegment(
      from: [0, 0], to: [100, 0], outTangent: [0, 50], inTangent: [0, 50])
    var walked: [Double] = []
    var previous = [0.0, 0.0]
    for step in 1...300 {
      let point = segment.point(atLengthFraction: Double(step) / 300)
      walked.append(hypot(point[0] - previous[0], point[1] - previous[1]))
      previous = point
    }
    let mean = walked.reduce(0, +) / Double(walked.count)
    #expect(walked.allSatisfy { abs($0 / mean - 1) <= 1e-3 }, "\(walked.min()!) \(walked.max()!)")
  }

  @Test("a split position's x and y are two properties; a layer clock of its own is refused")
  func splitPositionAndLayerClock() throws {
    let ks = #"""
      {"p": {"s": true, "x": {"a": 1, "k": [{"t": 0, "s": [0], \#(Self.linear)}, {"t": 30, "s": [60]}]},
                        "y": {"a": 0, "k": 40}}}
      """#
    let document = try Self.document(ks: ks)
    let layer = try #require(document.layers.first)
    #expect(
      layer.transform.map(\.path) == ["layers[0 \"box\"].ks.p.x", "layers[0 \"box\"].ks.p.y"])
    let (_, x) = try #require(document.animatedProperties.first)
    #expect(document.animatedProperties.count == 1)
    #expect(try document.value(of: x, at: 0.5) == [30])
    #expect(try document.value(of: layer.transform[1], at: 1) == [40])
    #expect(layer.shows(atFrame: 59) && !layer.shows(atFrame: 60))
    #expect(
      throws: LottieError.unsupported(
        path: "layers[0 \"box\"].sr", feature: "a time stretch other than 1")
    ) {
      try Self.document(ks: ks, layer: #", "sr": 2"#)
    }
    #expect(
      throws: LottieError.unsupported(
        path: "layers[0 \"box\"].st", feature: "a layer start time other than 0")
    ) {
      try Self.document(ks: ks, layer: #", "st": 10"#)
    }
    _ = try Self.document(ks: ks, layer: #", "sr": 1, "st": 0"#)
  }

  @Test("an expression, a missing frame rate, bad JSON and backwards times are refused by path")
  func refusals() throws {
    let cases: [(String, LottieError)] = [
      (
        #"{"fr": 30, "ip": 0, "op": 60, "w": 1, "h": 1, "layers": [{"nm": "a", "ip": 0, "op": 60, "ks": {"p": {"a": 1, "k": [], "x": "wiggle(2, 5)"}}}]}"#,
        .expression(path: "layers[0 \"a\"].ks.p")
      ),
      (
        #"{"ip": 0, "op": 60, "w": 1, "h": 1, "layers": []}"#,
        .malformed(path: "fr", reason: "missing")
      ),
      (
        #"{"fr": 30, "ip": 0, "op": 60, "w": 1, "h": 1, "layers": [{"nm": "a", "ip": 0, "op": 60, "ks": {"o": {"a": 1, "k": [{"t": 5, "s": [0]}, {"t": 2, "s": [1]}]}}}]}"#,
        .malformed(path: "layers[0 \"a\"].ks.o.k", reason: "keyframe times go backwards (5.0, 2.0)")
      ),
    ]
    for (text, error) in cases {
      #expect(throws: error) { try LottieDocument(json: Data(text.utf8)) }
    }
    #expect(throws: LottieError.self) { try LottieDocument(json: Data("[1, 2]".utf8)) }
    #expect(
      LottieError.expression(path: "layers[0 \"a\"].ks.p").description
        == "layers[0 \"a\"].ks.p: driven by an expression, which is not read (its keyframes do"
        + " not say what plays)")
  }
}
