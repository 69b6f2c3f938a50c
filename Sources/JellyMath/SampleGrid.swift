/// The sample times of a CSV: display frames t = i/fps, or evenly spaced points over
/// [0, until]. Each time is computed from its index, never accumulated, so there is no drift.
public struct SampleGrid: Sendable, Equatable {
  /// How the times are spaced.
  public enum Spacing: Sendable, Equatable {
    /// t = i / framesPerSecond (exactly, one division), for i = 0 ..< count.
    case frames(framesPerSecond: Double)
    /// t = (i / (count − 1)) · until, so the first time is 0 and the last is exactly `until`.
    case uniform(until: Double)
  }

  /// The number of rows (≥ 1).
  public let count: Int
  /// The spacing rule.
  public let spacing: Spacing

  /// A grid of `count` ≥ 1 times with `spacing` (uniform spacing needs `count` ≥ 2).
  public init(count: Int, spacing: Spacing) {
    precondition(count >= 1, "a sample grid has at least one time")
    self.count = count
    self.spacing = spacing
  }

  /// The frames 0, 1/fps, 2/fps, … up to and including the last one ≤ `until` (seconds).
  ///
  /// - Returns: `nil` when `fps` is not finite and positive, `until` is not finite and ≥ 0, or
  ///   the grid would hold more than `maximumCount` times.
  public static func frames(framesPerSecond fps: Double, until: Double, maximumCount: Int)
    -> SampleGrid?
  {
    guard fps.isFinite, fps > 0, until.isFinite, until >= 0 else { return nil }
    let product = until * fps
    guard product.isFinite, product < Double(maximumCount) else { return nil }
    var last = Int(product.rounded(.down))
    while last > 0 && Double(last) / fps > until { last -= 1 }
    while Double(last + 1) / fps <= until { last += 1 }
    guard last < maximumCount else { return nil }
    return SampleGrid(count: last + 1, spacing: .frames(framesPerSecond: fps))
  }

  /// The time of row `index` (0 ..< count), in seconds.
  @inline(__always)
  public func time(at index: Int) -> Double {
    switch spacing {
    case .frames(let fps):
      return Double(index) / fps
    case .uniform(let until):
      return count > 1 ? Double(index) / Double(count - 1) * until : 0
    }
  }
}
