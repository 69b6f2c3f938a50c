import JellyFrameDiff

/// One helper view's motion as a page evaluates it in the browser: the exact spring solution
/// x(τ) = e^(−ατ)(p·C(τ) + (s + αp)·S(τ)) of `JellySprings.SpringMotion`, with the helper's
/// hold before ``delay`` and its jump to ``to`` at ``end`` when UIKit cuts the animation.
///
/// The page's script evaluates the same closed form in the same regimes (series for
/// |q·τ²| < 1, trigonometric for q > 0, two real roots for q < 0) on these numbers, written
/// in shortest round-trip form, so its values equal `jellylab diff`'s to rounding (the browser
/// test checks 1e-9 pt).
package struct HelperMotionData: Sendable, Equatable {
  /// The start value, in points, held while t < ``delay``.
  package let from: Double
  /// The target value, in points.
  package let to: Double
  /// Seconds before the spring starts (≥ 0).
  package let delay: Double
  /// The decay rate α = c/(2m), in 1/s.
  package let decayRate: Double
  /// ω0² = k/m, in 1/s².
  package let omegaSquared: Double
  /// The initial velocity of the displacement, in points per second.
  package let initialVelocity: Double
  /// When the UIKit animation ends, delay + duration, in seconds.
  package let end: Double
  /// Whether the value jumps to ``to`` at ``end`` (UIKit's cut).
  package let cuts: Bool

  /// The motion of `helper`.
  package init(_ helper: HelperView) {
    from = helper.from
    to = helper.to
    delay = helper.delay
    decayRate = helper.spring.decayRate
    omegaSquared = helper.spring.stiffness / helper.spring.mass
    initialVelocity = helper.motion.initialVelocity
    end = helper.animationEnd
    cuts = helper.cutTime != nil
  }

  /// The numbers a page stores per cell (the rest is shared by every cell of a sweep): α,
  /// ω0², the initial velocity and the end, in that order.
  package var cellNumbers: [Double] { [decayRate, omegaSquared, initialVelocity, end] }

  /// Every field in the order the page's script reads a whole helper: from, to, delay, α, ω0²,
  /// initial velocity, end, and 1 when it cuts (else 0).
  package var numbers: [Double] {
    [from, to, delay, decayRate, omegaSquared, initialVelocity, end, cuts ? 1 : 0]
  }
}
