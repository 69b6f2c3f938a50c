import JellySprings

/// Whether a peak is a local maximum or minimum.
public enum PeakKind: String, Sendable, Hashable, Codable, CaseIterable {
  /// A local maximum.
  case maximum = "max"
  /// A local minimum.
  case minimum = "min"

  /// The kind of a spring's extremum.
  public init(_ kind: SpringExtremum.Kind) {
    self = kind == .maximum ? .maximum : .minimum
  }
}

/// A local extremum of a diff curve or sampled series: one row `index,t,value,kind`.
public struct Peak: Sendable, Hashable, Codable {
  /// The frame or sample number it lies on (for a refined peak: the nearest frame, round(t·fps)).
  public let index: Int
  /// Time in seconds.
  public let time: Double
  /// The curve's value there, in the curve's units (points for a diff).
  public let value: Double
  /// Maximum or minimum.
  public let kind: PeakKind
  /// Whether this is the value just before a jump (at `time` = the jump's time `.nextDown`):
  /// the supremum or infimum of the curve before a helper's animation ends, where the curve
  /// still moves away from the value it jumps to. Not written to CSV.
  public let isBeforeJump: Bool

  /// A peak at `time` seconds with `value`, on frame or sample `index`; `isBeforeJump` marks
  /// the value just before a jump.
  public init(index: Int, time: Double, value: Double, kind: PeakKind, isBeforeJump: Bool = false) {
    self.index = index
    self.time = time
    self.value = value
    self.kind = kind
    self.isBeforeJump = isBeforeJump
  }

  /// The same peak with `offset` added to its value (a spring's displacement peak as a value
  /// peak: x + target).
  func offset(by offset: Double) -> Peak {
    Peak(
      index: index, time: time, value: offset + value, kind: kind, isBeforeJump: isBeforeJump)
  }
}
