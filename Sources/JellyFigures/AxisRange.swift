import Foundation

/// The arithmetic of the figures' axes: ranges rounded outward to 0.01 so they read well in a
/// script, and tic steps of 1, 2 or 5 × 10^k.
package enum AxisRange {
  /// `value` rounded to a multiple of 0.01 in `direction`.
  package static func outward(_ value: Double, _ direction: FloatingPointRoundingRule) -> Double {
    (value * 100).rounded(direction) / 100
  }

  /// `low` rounded down and `high` rounded up to multiples of 0.01, so the range holds both.
  package static func outward(_ low: Double, _ high: Double) -> (Double, Double) {
    (outward(low, .down), outward(high, .up))
  }

  /// The step 1, 2 or 5 × 10^k nearest above `rough` (> 0), for tic spacing; 1 for a `rough`
  /// that is not finite and positive.
  package static func niceStep(_ rough: Double) -> Double {
    guard rough.isFinite, rough > 0 else { return 1 }
    let power = pow(10, (log10(rough)).rounded(.down))
    for factor in [1.0, 2, 5] where factor * power >= rough { return factor * power }
    return 10 * power
  }

  /// A tic step for `span` on `pixels` of axis: a ``niceStep(_:)`` of at least the span over
  /// one step per 30 pixels (two to six steps), so that tic labels never touch.
  package static func tickStep(span: Double, pixels: Double) -> Double {
    niceStep(span / Double(min(max(Int(pixels / 30), 2), 6)))
  }
}
