import CJellyMath
import Foundation
import JellyMath
import JellyTestSupport
import Testing

/// `jelly_sin_cos` (CJellyMath) must be the C library's `sin` and `cos` bit for bit: the
/// springs use it in place of the two calls, and their output may not change.
@Suite(.tags(.sanitizeMemory)) struct JellySinCosTests {
  /// Whether `jelly_sin_cos(x)` equals `(sin(x), cos(x))` bit for bit (any NaN equals any NaN).
  private func agrees(_ x: Double) -> Bool {
    var sine = 0.0
    var cosine = 0.0
    jelly_sin_cos(x, &sine, &cosine)
    func same(_ a: Double, _ b: Double) -> Bool {
      a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN)
    }
    return same(sine, Foundation.sin(x)) && same(cosine, Foundation.cos(x))
  }

  @Test("equal to sin and cos on special values: ±0, subnormals, multiples of π, huge, ±inf, NaN")
  func specialValues() {
    var values: [Double] = [
      0, -0.0, .leastNonzeroMagnitude, .leastNormalMagnitude, 1e-300, 1e-8, 0.5, 1, 2,
      .pi, .pi / 2, .pi / 4, 3 * .pi / 2, 1e5, 1e22, 1e300, .greatestFiniteMagnitude,
      .infinity, .nan,
    ]
    values += (1...2_000).map { Double($0) * .pi / 8 }
    values += values.map { -$0 }
    for x in values {
      #expect(agrees(x), "x = \(x)")
    }
  }

  @Test("equal to sin and cos on 10^6 values: random bit patterns and the springs' angle ranges")
  func randomValues() {
    var random = SplitMix64(seed: 1_234)
    var mismatches: [Double] = []
    for index in 0..<1_000_000 {
      let bits = random.next()
      let unit = Double(bits >> 11) / Double(1 << 53)
      let x: Double =
        switch index % 4 {
        case 0: Double(bitPattern: bits)
        case 1: unit * 100  // angles of a second or two of a fast spring
        case 2: unit * 1e6  // an undamped spring run for a long time
        default: (unit - 0.5) * 1e-3
        }
      if !agrees(x) { mismatches.append(x) }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, e.g. \(mismatches.prefix(3))")
  }
}
