/// A jump of a piecewise-smooth motion: the value leaves `before` just ahead of ``time`` and is
/// `after` from ``time`` on, as a UIKit animation's value does when the animation ends at its
/// duration and the layer shows the target.
///
/// The value just before a jump is never attained on the later piece, but it bounds the motion on
/// the earlier one: when the motion moves away from where it lands (rising into a jump down, or
/// falling into a jump up), the value at `time.nextDown` is a local extremum of the whole motion,
/// and a candidate for its largest excursion, its settling and its peaks. Likewise the value
/// `after` is a local extremum when the motion moves back from it. Every derived quantity of a cut
/// motion (a single spring's ``SpringMotion/extrema(maxCount:until:minimumMagnitude:)``, a frame
/// diff's peaks and settling) classifies its jumps here.
public struct ValueJump: Sendable, Hashable {
  /// When the value jumps, in seconds: the first instant of the new value.
  public let time: Double
  /// The value just before the jump, at `time.nextDown`, in value units.
  public let valueBefore: Double
  /// The rate of change just before the jump, in value units per second.
  public let slopeBefore: Double
  /// The value from ``time`` on, in value units.
  public let valueAfter: Double
  /// The rate of change from ``time`` on (the right-hand derivative), in value units per second.
  public let slopeAfter: Double

  /// A jump at `time` seconds from `valueBefore` (moving at `slopeBefore` per second) to
  /// `valueAfter` (moving on at `slopeAfter`).
  public init(
    time: Double, valueBefore: Double, slopeBefore: Double, valueAfter: Double,
    slopeAfter: Double
  ) {
    self.time = time
    self.valueBefore = valueBefore
    self.slopeBefore = slopeBefore
    self.valueAfter = valueAfter
    self.slopeAfter = slopeAfter
  }

  /// The signed size of the jump, valueAfter − valueBefore, in value units.
  public var size: Double { valueAfter - valueBefore }

  /// The kind of local extremum the value just before the jump is: a maximum when the motion
  /// rises into a jump down, a minimum when it falls into a jump up; `nil` otherwise (it moves
  /// on in the jump's direction, or it does not jump).
  public var extremumBefore: SpringExtremum.Kind? {
    if size < 0 && slopeBefore > 0 { return .maximum }
    if size > 0 && slopeBefore < 0 { return .minimum }
    return nil
  }

  /// The kind of local extremum the value right after the jump is: a maximum when a jump up is
  /// followed by a fall, a minimum when a jump down is followed by a rise; `nil` otherwise.
  public var extremumAfter: SpringExtremum.Kind? {
    if size > 0 && slopeAfter < 0 { return .maximum }
    if size < 0 && slopeAfter > 0 { return .minimum }
    return nil
  }
}
