extension Double {
  /// Whether `self` and `other` agree within `absoluteTolerance` or within
  /// `relativeTolerance` times the larger magnitude.
  ///
  /// Symmetric but not transitive: never use it for `Equatable`. NaN agrees with nothing.
  package func isClose(
    to other: Double, absoluteTolerance: Double = 0, relativeTolerance: Double = 1e-12
  ) -> Bool {
    if self == other { return true }
    guard isFinite, other.isFinite else { return false }
    let difference = abs(self - other)
    return difference <= absoluteTolerance
      || difference <= relativeTolerance * Swift.max(abs(self), abs(other))
  }
}
