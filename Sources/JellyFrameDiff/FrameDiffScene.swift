import JellySprings

/// The two helper views of a "jelly" effect and the quantity a display link reads from them:
/// `diff(t) = side(t) − center(t)`.
///
/// With no center helper (a one-spring preset such as Glow's jelly block), the reference is the
/// side helper's target, so `diff(t) = side(t) − side.to`: the block's displacement from its
/// target, the quantity that drives its progress.
public struct FrameDiffScene: Sendable, Hashable {
  /// The helper whose presentation value is the minuend (KittenYang's and Desgard's
  /// `helperSideView`).
  public let side: HelperView
  /// The helper subtracted from it (`helperCenterView`), or `nil` for a one-spring scene.
  public var center: HelperView? { hasCenter ? centerHelper : nil }

  /// The center helper, or a copy of `side` standing in for none. (Not an optional: calling
  /// a method on an optional's payload copies the helper, some 300 bytes, on every frame.)
  @usableFromInline let centerHelper: HelperView
  /// Whether ``centerHelper`` is a real helper.
  @usableFromInline let hasCenter: Bool

  /// A scene from its helpers; `center` `nil` measures `side` against its own target.
  public init(side: HelperView, center: HelperView? = nil) {
    self.side = side
    centerHelper = center ?? side
    hasCenter = center != nil
  }

  /// The reference value subtracted at time `t`: the center helper's value, or the side's target.
  @inlinable @inline(__always)
  public func reference(at t: Double) -> Double {
    hasCenter ? centerHelper.value(at: t) : side.to
  }

  /// diff(t) = side(t) − reference(t), in points, at `t` ≥ 0 seconds. Exact to rounding.
  /// (Inlined into its callers: a call from another module copied the whole scene, some
  /// 600 bytes, on every frame; inlined, the helpers' methods get the scene's own storage.)
  @inlinable @inline(__always)
  public func diff(at t: Double) -> Double {
    side.value(at: t) - reference(at: t)
  }

  /// diff′(t) = side′(t) − center′(t), in points per second: the exact spring velocities
  /// (right-hand derivative at a helper's delay, where diff′ may jump).
  public func diffDerivative(at t: Double) -> Double {
    side.velocity(at: t) - (hasCenter ? centerHelper.velocity(at: t) : 0)
  }

  /// The value diff settles to: side.to − center.to (0 for a one-spring scene), in points.
  public var restingDiff: Double {
    side.to - (center?.to ?? side.to)
  }

  /// When the last UIKit animation ends (its completion block invalidates the display link),
  /// in seconds.
  public var animationEnd: Double {
    max(side.animationEnd, center?.animationEnd ?? 0)
  }

  /// The helpers' delays and cuts in (0, ∞), seconds, in increasing order without repeats:
  /// times where diff′ may jump (and, at a cut, diff itself).
  public var kinks: [Double] {
    let times = [side.delay, center?.delay ?? 0, side.cutTime ?? 0, center?.cutTime ?? 0]
    return Array(Set(times.filter { $0 > 0 })).sorted()
  }

  /// The times in (0, ∞) where a helper's animation ends and its value jumps to its target
  /// (seconds, increasing, without repeats); empty when the model lets the springs run on.
  public var cuts: [Double] {
    Array(Set([side.cutTime, center?.cutTime].compactMap { $0 }.filter { $0 > 0 })).sorted()
  }

  /// The jumps of diff where a helper's animation ends (at each of ``cuts``, in time order):
  /// the values and rates of change just before and from each cut. The one description of the
  /// cut that peaks, settling and every other derived quantity use.
  public var jumps: [ValueJump] {
    cuts.map { t in
      ValueJump(
        time: t, valueBefore: diff(at: t.nextDown), slopeBefore: diffDerivative(at: t.nextDown),
        valueAfter: diff(at: t), slopeAfter: diffDerivative(at: t))
    }
  }

  /// An upper bound of |diff(t′) − restingDiff| over every t′ ≥ t (seconds), in points.
  public func deviationBound(after t: Double) -> Double {
    side.deviationBound(after: t) + (center?.deviationBound(after: t) ?? 0)
  }
}
