/// Which end of an easing family accelerates: Penner's In, Out and InOut variants.
///
/// `out(t) = 1 − in(1 − t)` and `inOut(t) = in(2t)/2` for t < 1/2,
/// `1 − in(2 − 2t)/2` otherwise (Penner's InOut back and elastic use a larger overshoot and
/// period for their halves; see ``BackEasing`` and ``ElasticEasing``).
public enum EasingMode: String, Sendable, Hashable, CaseIterable {
  /// Slow start, fast end.
  case `in` = "in"
  /// Fast start, slow end.
  case out = "out"
  /// Slow start and end, fast middle.
  case inOut = "in-out"

  /// The prefix of Penner's function names: `easeIn`, `easeOut` or `easeInOut`.
  public var pennerPrefix: String {
    switch self {
    case .in: "easeIn"
    case .out: "easeOut"
    case .inOut: "easeInOut"
    }
  }
}
