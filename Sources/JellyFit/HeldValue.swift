/// A parameter a model holds at a special value unless the data show it is elsewhere, because
/// near that value it trades off with the others to first order:
///
/// - spring and uikit: the release velocity at 0 (a velocity and an earlier start move a spring
///   alike to first order);
/// - cubic-bezier: y1 at 0 and y2 at 1, the flat ends of the CSS keywords (at a flat end the
///   curve extended or cut a little looks the same to first order, so the duration and the
///   other control points trade off with it).
///
/// ``MotionFitter`` fits every combination of held and freed values and keeps the one with the
/// lowest BIC plus ``MotionFitter/freeingEvidence`` for each freed value.
public struct HeldValue: Sendable, Hashable {
  /// The index in ``MotionModel/parameters``.
  public let index: Int
  /// The value held.
  public let value: Double
}

extension MotionModel {
  /// The parameters this model holds unless the data show otherwise.
  public var heldValues: [HeldValue] {
    switch self {
    case .spring, .uiKit: [HeldValue(index: 2, value: 0)]
    case .cubicBezier: [HeldValue(index: 1, value: 0), HeldValue(index: 3, value: 1)]
    case .elastic:
      []
    }
  }
}
