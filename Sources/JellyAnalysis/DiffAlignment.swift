/// Where a ``DiffNormalization`` puts normalized time u = 0.
///
/// An easing's oscillation e(u) − 1 starts at its extreme (easeOutElastic: −1 at u = 0), while a
/// diff of two helpers usually starts near 0 and reaches its largest excursion later. Aligning
/// at the peak lays the two excursions on top of each other; aligning at the start keeps the
/// diff's own time origin.
public enum DiffAlignment: String, Sendable, Hashable, CaseIterable {
  /// u = t/T: u = 0 at the start of the animation (t = 0), u = 1 at the settling time T.
  case start
  /// u = (t − t*)/(T − t*): u = 0 at the diff's main excursion t* (its largest |diff − rest|,
  /// refined to about 1e-12 s), u = 1 at the settling time T. The default.
  case peak
}
