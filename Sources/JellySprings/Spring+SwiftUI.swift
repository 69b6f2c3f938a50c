import Foundation
import JellyMath

// SwiftUI `Spring` (iOS 17): the conversions inlined in SwiftUI's public interface and mirrored
// by Flutter's SpringDescription.withDurationAndBounce ("the same result as SwiftUI's
// spring(duration:bounce:)"):
//   k = (2π/response)²·m,  c = 4π·ζ·m/response            (init(response:dampingRatio:))
//   ζ = bounce ≥ 0 ? 1 − bounce : 1/(1 + bounce)           (init(duration:bounce:))
//   duration = response = 2π·sqrt(m/k);  bounce = ζ ≤ 1 ? 1 − ζ : 1/ζ − 1
// Apple's published examples: (duration 0.5, bounce 0.3) → k 157.9, c 17.6;
// (m 1, k 100, c 10) → duration 0.63, bounce 0.5.

extension Spring {
  /// SwiftUI's `Spring(response:dampingRatio:)`: k = (2π/response)²·m, c = 4π·ζ·m/response.
  ///
  /// - Parameters:
  ///   - response: The period of the undamped oscillation, seconds (> 0).
  ///   - dampingRatio: ζ ≥ 0.
  ///   - mass: m > 0 (SwiftUI uses 1).
  /// - Throws: `ParameterError` when a value is out of range.
  public init(response: Double, dampingRatio: Double, mass: Double = 1)
    throws(ParameterError)
  {
    guard response.isFinite, response > 0 else {
      throw ParameterError(.response, value: response, allowed: "> 0 and finite")
    }
    guard dampingRatio.isFinite, dampingRatio >= 0 else {
      throw ParameterError(
        .dampingRatio, value: dampingRatio, allowed: ">= 0 and finite")
    }
    let omega = 2 * Double.pi / response
    self = try Spring(
      mass: mass, stiffness: omega * omega * mass,
      damping: 4 * Double.pi * dampingRatio * mass / response)
  }

  /// SwiftUI's `Spring(duration:bounce:)`: mass 1, response = duration, and
  /// ζ = 1 − bounce for bounce ≥ 0, 1/(1 + bounce) for bounce < 0 (overdamped).
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, seconds (> 0).
  ///   - bounce: In (−1, 1]: 0 critically damped, 1 undamped, negative overdamped.
  /// - Throws: `ParameterError` when a value is out of range.
  public init(swiftUIDuration duration: Double, bounce: Double) throws(ParameterError) {
    guard bounce.isFinite, bounce > -1, bounce <= 1 else {
      throw ParameterError(.bounce, value: bounce, allowed: "in (-1, 1]")
    }
    try self.init(response: duration, dampingRatio: Spring.dampingRatio(bounce: bounce))
  }

  /// The damping ratio SwiftUI derives from a bounce in (−1, 1].
  public static func dampingRatio(bounce: Double) -> Double {
    bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
  }

  /// SwiftUI's `response`: the period of the undamped oscillation 2π·sqrt(m/k), in seconds.
  public var response: Double { 2 * Double.pi / naturalFrequency }

  /// SwiftUI's `duration` getter, equal to ``response``, in seconds.
  public var swiftUIDuration: Double { response }

  /// SwiftUI's `bounce` getter: 1 − ζ when ζ ≤ 1, 1/ζ − 1 when overdamped; in (−1, 1].
  public var bounce: Double {
    let zeta = dampingRatio
    return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
  }
}
