import Foundation
import JellyMath
import JellySprings

/// Which rule explains a recorded motion that was interrupted: a damped spring from a start
/// toward a first target, given a second target at an unknown time T, after which the same
/// spring runs on from the value and velocity at T (keep-velocity), or a spring of its own
/// (CSS's restart runs the easing over a shortened duration) starts there at rest (restart), or
/// from the first start (jump).
///
/// Fitted by Levenberg–Marquardt on exact (dual-number) Jacobians of the closed form, from a
/// grid of starts: T at 11 points over the recording, ω0 of 7 and 22 rad/s, ζ of 0.35 and 0.8. Times are in seconds from the first sample, which is taken as
/// the start of the first motion; values in the recording's units.
public struct InterruptionFit: Sendable {
  /// One rule's best fit.
  public struct RuleFit: Sendable {
    /// The rule fitted.
    public let rule: InterruptionRule
    /// When the second target was set, in seconds from the first sample.
    public let time: Double
    /// The first motion's start and target, and the second target, in value units.
    public let from: Double
    public let firstTarget: Double
    public let secondTarget: Double
    /// The springs before and after T: natural frequency ω0 (rad/s) and damping ratio ζ.
    public let first: (naturalFrequency: Double, dampingRatio: Double)
    public let second: (naturalFrequency: Double, dampingRatio: Double)
    /// The velocity just before T and the second motion's velocity at T, in units per second.
    public let velocityBefore: Double
    public let velocityAfter: Double
    /// The root-mean-square residual, in value units.
    public let rms: Double
    /// The Bayesian information criterion n·ln(RSS/n) + k·ln(n), k the rule's parameters (6 for
    /// keep-velocity, 8 for restart and jump, whose second spring is its own).
    public let bic: Double

    /// The platforms whose interruption this rule is.
    public var platforms: [InterruptionPlatform] {
      switch rule {
      case .keepVelocity, .additive, .stepOn:
        [.uikit, .swiftUI, .framer, .android, .adwaita, .qtQuick]
      case .restart: [.css]
      case .jump: [.waapi]
      }
    }
  }

  /// The rules fitted, best (lowest BIC) first: keep-velocity (which UIKit's sum of one spring's
  /// animations and Qt Quick's stepper also give), restart and jump.
  public let fits: [RuleFit]

  /// How much better the best rule explains the samples than the next: the difference of their
  /// BIC (above 10 is strong evidence; below 2, none: typically the velocity at T is too small
  /// for the rules to differ).
  public var evidence: Double {
    fits.count < 2 ? .infinity : fits[1].bic - fits[0].bic
  }

  /// The fits of the samples (`times` in seconds, strictly increasing; `values` as many, at
  /// least 12, all finite).
  ///
  /// - Throws: ``InterruptionError/parameter(_:)`` for too few samples or non-finite ones.
  public init(times: [Double], values: [Double]) throws(InterruptionError) {
    guard times.count == values.count, times.count >= 12 else {
      throw .parameter(
        ParameterError(
          .interruptionValue, count: times.count, allowed: ">= 12 samples", name: "samples"))
    }
    for (t, y) in zip(times, values) where !(t.isFinite && y.isFinite) {
      throw .parameter(
        ParameterError(
          .interruptionValue, value: t.isFinite ? y : t, allowed: "finite", name: "sample"))
    }
    let start = times[0]
    let local = times.map { $0 - start }
    var fits: [RuleFit] = []
    for rule in [InterruptionRule.keepVelocity, .restart, .jump] {
      if let fit = Self.fit(rule, times: local, values: values) {
        fits.append(fit)
      }
    }
    self.fits = fits.sorted { $0.bic < $1.bic }
  }

  /// The best fit of `rule`: a grid of starts with T held, then the best few refined with T free.
  static func fit(_ rule: InterruptionRule, times: [Double], values: [Double]) -> RuleFit? {
    let span = times[times.count - 1]
    let from = values[0]
    let last = values[values.count - 1]
    var candidates: [(cost: Double, parameters: [Double])] = []
    for step in 1...11 {
      let t = span * Double(step) / 12
      // The first target: the farthest value from the start before T, a little short of it.
      let before = zip(times, values).filter { $0.0 <= t }.map(\.1)
      let far = before.max { abs($0 - from) < abs($1 - from) } ?? last
      for omega in [7.0, 22] {
        for zeta in [0.35, 0.8] {
          let model = Model(rule: rule, times: times, values: values, fixedTime: t)
          let solution = LevenbergMarquardt.minimize(
            model,
            from: model.start(
              omega: omega, zeta: zeta, from: from, first: far, second: last, time: nil),
            options: Self.quick)
          candidates.append((solution.sumOfSquares, solution.parameters + [t]))
        }
      }
    }
    candidates.sort { $0.cost < $1.cost }
    var best: LeastSquaresSolution?
    for candidate in candidates.prefix(3) {
      let model = Model(rule: rule, times: times, values: values, fixedTime: nil)
      let solution = LevenbergMarquardt.minimize(model, from: candidate.parameters)
      if solution.sumOfSquares.isFinite, solution.sumOfSquares < (best?.sumOfSquares ?? .infinity) {
        best = solution
      }
    }
    guard let best else { return nil }
    let model = Model(rule: rule, times: times, values: values, fixedTime: nil)
    let p = model.expanded(best.parameters)
    let n = Double(times.count)
    let rss = best.sumOfSquares * 2
    let criteria = InformationCriteria(
      sumOfSquares: rss, points: times.count, parameters: model.parameterCount)
    let state = model.state(p)
    return RuleFit(
      rule: rule, time: p[7], from: p[2], firstTarget: p[3], secondTarget: p[6],
      first: (p[0], p[1]), second: (p[4], p[5]), velocityBefore: state.before,
      velocityAfter: state.after, rms: (rss / n).squareRoot(), bic: criteria.bic)
  }

  /// Fewer iterations for the grid of starts.
  static let quick: LevenbergMarquardt.Options = {
    var options = LevenbergMarquardt.Options()
    options.maximumIterations = 25
    return options
  }()

  /// The residuals of one rule. Parameters: ω1, ζ1, from, target 1, then ω2, ζ2 (restart and
  /// jump only: keep-velocity runs the same spring on, as UIKit's sum of one spring's animations,
  /// SwiftUI retargeting one spring and Qt Quick's stepper do), target 2, and T (unless held at
  /// `fixedTime`).
  struct Model: LeastSquaresModel {
    let rule: InterruptionRule
    let times: [Double]
    let values: [Double]
    let fixedTime: Double?

    /// Whether the second motion has a spring of its own.
    var secondSpring: Bool { rule == .restart || rule == .jump }

    var parameterCount: Int { 5 + (secondSpring ? 2 : 0) + (fixedTime == nil ? 1 : 0) }
    var lowerBounds: [Double] {
      [0.5, 0.02, -.infinity, -.infinity] + (secondSpring ? [0.5, 0.02] : []) + [-.infinity]
        + (fixedTime == nil ? [0] : [])
    }
    var upperBounds: [Double] {
      [400, 4, .infinity, .infinity] + (secondSpring ? [400, 4] : []) + [.infinity]
        + (fixedTime == nil ? [times[times.count - 1]] : [])
    }

    /// A start for the parameters: the springs, the endpoints and (when free) T.
    func start(
      omega: Double, zeta: Double, from: Double, first: Double, second: Double, time: Double?
    )
      -> [Double]
    {
      [omega, zeta, from, first] + (secondSpring ? [omega, zeta] : []) + [second]
        + (time.map { [$0] } ?? [])
    }

    /// The eight numbers ω1, ζ1, from, target 1, ω2, ζ2, target 2, T of `parameters`.
    func expanded<Scalar: RealScalar>(_ parameters: [Scalar]) -> [Scalar] {
      var p = Array(parameters.prefix(4))
      var rest = parameters.dropFirst(4)
      if secondSpring {
        p += rest.prefix(2)
        rest = rest.dropFirst(2)
      } else {
        p += [parameters[0], parameters[1]]
      }
      p.append(rest.removeFirst())
      p.append(fixedTime.map { Scalar($0) } ?? rest.removeFirst())
      return p
    }

    /// The velocity just before T and the second motion's at T, for the eight numbers `p`.
    func state(_ p: [Double]) -> (before: Double, after: Double) {
      let velocity = Self.firstState(p, at: p[7]).1
      switch rule {
      case .keepVelocity, .additive, .stepOn: return (velocity, velocity)
      case .restart, .jump: return (velocity, 0)
      }
    }

    /// The first motion's value and velocity at `t`.
    static func firstState<Scalar: RealScalar>(_ p: [Scalar], at t: Scalar) -> (Scalar, Scalar) {
      let first = SpringSolution(naturalFrequency: p[0], dampingRatio: p[1])
      let x0 = p[2] - p[3]
      let a0 = -(p[0] * p[0]) * x0
      return (
        p[3] + first.value(initialValue: x0, initialSlope: Scalar(0), at: t),
        first.value(initialValue: Scalar(0), initialSlope: a0, at: t)
      )
    }

    func residuals<Scalar: RealScalar>(_ parameters: [Scalar]) -> [Scalar] {
      let p = expanded(parameters)
      let time = p[7]
      let (valueAtT, velocityAtT) = Self.firstState(p, at: time)
      let second = SpringSolution(naturalFrequency: p[4], dampingRatio: p[5])
      let start: Scalar
      let slope: Scalar
      switch rule {
      case .keepVelocity, .additive, .stepOn: (start, slope) = (valueAtT, velocityAtT)
      case .restart: (start, slope) = (valueAtT, Scalar(0))
      case .jump: (start, slope) = (p[2], Scalar(0))
      }
      let first = SpringSolution(naturalFrequency: p[0], dampingRatio: p[1])
      let x0 = p[2] - p[3]
      return zip(times, values).map { t, y in
        if t < time.doubleValue {
          return p[3] + first.value(initialValue: x0, initialSlope: Scalar(0), at: Scalar(t))
            - Scalar(y)
        }
        return p[6]
          + second.value(initialValue: start - p[6], initialSlope: slope, at: Scalar(t) - time)
          - Scalar(y)
      }
    }
  }
}
