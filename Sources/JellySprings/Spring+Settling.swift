extension Spring {
  /// The settling duration of a move with this spring, in seconds: how long a release from
  /// rest-relative displacement −1 (one unit of distance short of the target) with initial
  /// velocity `initialVelocity` takes until |x| stays ≤ ε for good.
  ///
  /// A move over any distance d ≠ 0 whose initial velocity is `initialVelocity`·d (distances
  /// per second toward the target, UIKit's convention) is the same motion scaled by d, so it
  /// settles at the same time (up to rounding); this is also the natural time axis for a
  /// "move" of distance 0, which never leaves its target.
  ///
  /// - Parameters:
  ///   - initialVelocity: Distances per second toward the target, finite (default 0: a release
  ///     from rest, as SwiftUI's `settlingDuration` measures it).
  ///   - epsilon: The settling band as a fraction of the distance, in (0, 1); default 0.001.
  /// - Returns: A positive time; `.infinity` for an undamped spring.
  public func settlingDuration(initialVelocity: Double = 0, epsilon: Double = 0.001) -> Double {
    motion(initialDisplacement: -1, initialVelocity: initialVelocity)
      .settlingDuration(epsilon: epsilon)
  }
}
