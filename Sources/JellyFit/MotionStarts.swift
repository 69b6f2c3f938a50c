import JellySprings

/// The points each model's fit starts from, read off a ``MotionEstimate`` (full parameter
/// vectors in fit coordinates; the fixed values are put in by the fitter).
///
/// - spring: the estimate's (ω0, ζ) pairs, released from rest at the detected start.
/// - uikit: the same pairs through the inverse of UIKit's envelope equation
///   (`JellySprings.UIKitSpringModel.duration(omega:dampingRatio:initialVelocity:)`, ζ below 1),
///   the motion's span where it has no solution.
/// - cubic-bezier: the four CSS keywords and a near-linear curve over the span and 1.25 times
///   it, from the detected start and a tenth of the span earlier.
/// - elastic: a = 1 and a = √2 with Penner's period 0.3 and the crossings' period (1, a slow
///   swing, without crossings), over 1.1 and 1.4 times the span.
enum MotionStarts {
  /// The starts of `model` for `estimate`.
  static func starts(_ model: MotionModel, _ estimate: MotionEstimate) -> [[Double]] {
    let tail = [estimate.startTime, estimate.from, estimate.to]
    let span = estimate.span
    switch model {
    case .spring:
      return estimate.springStarts.map { [$0.omega, $0.zeta, 0] + tail }
    case .uiKit:
      return estimate.springStarts.map { omega, zeta in
        let ratio = min(zeta, 0.999)
        let duration =
          UIKitSpringModel.duration(omega: omega, dampingRatio: ratio, initialVelocity: 0) ?? span
        return [min(max(duration, 0.01), 10), min(zeta, 1), 0] + tail
      }
    case .cubicBezier:
      let shapes: [[Double]] = [
        [0.25, 0.1, 0.25, 1], [0.42, 0, 1, 1], [0, 0, 0.58, 1], [0.42, 0, 0.58, 1],
        [0.3, 0.3, 0.7, 0.7],
      ]
      return shapes.flatMap { shape in
        [1.0, 1.25].flatMap { stretch in
          [0.0, 0.1].map { lead in
            shape + [stretch * span, estimate.startTime - lead * span, estimate.from, estimate.to]
          }
        }
      }
    case .elastic:
      var periods = [0.3]
      if let damped = estimate.crossingFrequency {
        periods.insert(2 * Double.pi / damped, at: 0)
      } else {
        periods.append(1)
      }
      return [0.0, 1.0].flatMap { excess in
        [1.1, 1.4].flatMap { stretch in
          periods.map { period in
            let duration = stretch * span
            return [excess, min(max(period / duration, 0.02), 2), duration] + tail
          }
        }
      }
    }
  }
}
