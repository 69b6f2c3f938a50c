import JellyTestSupport
import Testing

@testable import JellyTrack

@Suite(.tags(.sanitizeMemory)) struct EdgeProfileTests {
  /// The profile of an object from `lower` to `upper` (pixels) with contrast `plateau`, blurred
  /// by a box filter of `blur` pixels either side (area kept), rounded to integers.
  static func profile(lower: Double, upper: Double, plateau: Double, count: Int, blur: Int = 0)
    -> [Int]
  {
    let sharp = (0..<count).map { index -> Double in
      let covered = min(upper, Double(index + 1)) - max(lower, Double(index))
      return plateau * max(0, min(1, covered))
    }
    return sharp.indices.map { index in
      let window = max(0, index - blur)...min(count - 1, index + blur)
      return Int((window.reduce(0) { $0 + sharp[$1] } / Double(2 * blur + 1)).rounded())
    }
  }

  @Test("sharp and blurred edges are found within 1e-3 px of where they are", arguments: [0, 1, 2])
  func blurredEdges(blur: Int) throws {
    for (lower, upper) in [(20.0, 120.0), (20.37, 120.37), (5.81, 44.02)] {
      let values = Self.profile(lower: lower, upper: upper, plateau: 18_000, count: 200, blur: blur)
      let edges = try #require(values.withUnsafeBufferPointer { EdgeProfile.edges(of: $0) })
      #expect(abs(edges.lower - lower) < 1e-3, "\(lower) blur \(blur): \(edges.lower)")
      #expect(abs(edges.upper - upper) < 1e-3, "\(upper) blur \(blur): \(edges.upper)")
    }
  }

  @Test("a narrow object is placed by its area and centroid; an empty profile has no edges")
  func narrowAndEmpty() throws {
    let values = Self.profile(lower: 10.25, upper: 13.25, plateau: 1000, count: 40)
    let edges = try #require(values.withUnsafeBufferPointer { EdgeProfile.edges(of: $0) })
    #expect(abs(edges.lower - 10.25) < 1e-9 && abs(edges.upper - 13.25) < 1e-9)
    let empty = [Int](repeating: 0, count: 10)
    #expect(empty.withUnsafeBufferPointer { EdgeProfile.edges(of: $0) } == nil)
  }
}
