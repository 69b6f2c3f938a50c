import Foundation
import JellySprings

/// One model fitted to a recorded motion: its parameters with standard errors, the residuals,
/// the information criteria that rank it against the other models, and what the fit could not
/// settle.
public struct MotionFit: Sendable, Hashable {
  /// A snap to the target that the spring fit found in the data.
  public struct Snap: Sendable, Hashable {
    /// The first sample time at the target after the jump, in seconds (the engine snapped
    /// after the sample before it and by this one).
    public let time: Double
    /// The spring's displacement value − to just before the snap, in value units: the jump the
    /// snap makes, with its sign reversed.
    public let jump: Double
  }

  /// The UIKit duration and damping ratio of a fitted free spring.
  public struct UIKitEquivalent: Sendable, Hashable {
    /// The duration to pass to UIKit, in seconds (`JellySprings.Spring.uiKitDuration(initialVelocity:)`).
    public let duration: Double
    /// The damping ratio to pass to UIKit (the spring's ζ ≤ 1).
    public let dampingRatio: Double
  }

  /// The model.
  public let model: MotionModel
  /// The parameters in ``MotionModel/parameters`` order (the elastic's amplitude as Penner's a).
  public let parameters: [FittedParameter]
  /// √(Σr²/N) over the points used, in value units.
  public let rmsResidual: Double
  /// The largest |r| over the points used, in value units.
  public let maximumResidual: Double
  /// The points the fit used (N).
  public let pointCount: Int
  /// The parameters fitted (k), a snap's time counted as one.
  public let fittedParameterCount: Int
  /// Akaike's criterion N·ln(Σr²/N) + 2k (lower is better).
  public let aic: Double
  /// The Bayesian criterion N·ln(Σr²/N) + k·ln N, by which models are ranked (lower is better).
  public let bic: Double
  /// The snap the spring fit keeps, when the data show one and the criterion prefers it.
  public let snap: Snap?
  /// The fitted spring (spring and uikit models; mass 1 unless fixed), whose every
  /// parametrization `JellySprings.SpringReport` gives.
  public let spring: Spring?
  /// For the spring model: the UIKit call that makes iOS run this spring with the fitted
  /// velocity, when one exists (ζ ≤ 1).
  public let uiKitEquivalent: UIKitEquivalent?
  /// Why the fit's result needs care, one sentence each.
  public let warnings: [String]
  /// Whether Levenberg–Marquardt converged.
  public let converged: Bool
  /// The parameters that ended on a bound that only keeps the search finite
  /// (``MotionParameter/naturalBounds``): the model collapsed there rather than fitting.
  public let collapsedParameters: [MotionParameter.Key]

  /// Whether the fit is ranked: it converged, no parameter collapsed onto a bound, and the data
  /// determine the curve's shape (no shape parameter has an infinite standard error; where it
  /// starts, from where, to where and with what velocity may be left open).
  public var isRanked: Bool {
    converged && collapsedParameters.isEmpty
      && undeterminedParameters.allSatisfy(Self.placementParameters.contains)
  }

  /// The parameters that place a curve rather than shape it.
  public static let placementParameters: Set<MotionParameter.Key> = [
    .startTime, .from, .to, .velocity,
  ]

  /// The fitted parameters the data do not determine (a standard error that is not finite).
  public var undeterminedParameters: [MotionParameter.Key] {
    parameters.filter { !($0.standardError?.isFinite ?? true) }.map(\.key)
  }

  /// The full parameter vector as the model evaluates it (the elastic's first entry is b).
  let modelParameters: [Double]

  /// The fitted curve's value at `time` (seconds), in value units.
  public func value(at time: Double) -> Double {
    model.values(modelParameters, at: [time], snapTime: snap?.time)[0]
  }

  /// The parameter called `key`, if the model has one.
  public func parameter(_ key: MotionParameter.Key) -> FittedParameter? {
    parameters.first { $0.key == key }
  }

  /// The value of the parameter called `key`, `nil` when the model has none.
  public subscript(_ key: MotionParameter.Key) -> Double? {
    parameter(key)?.value
  }

  /// When the fitted motion leaves ``from``, in seconds.
  public var startTime: Double { parameters[model.startTimeIndex].value }
  /// The value held before the start, in value units.
  public var from: Double { parameters[model.fromIndex].value }
  /// The target, in value units.
  public var to: Double { parameters[model.toIndex].value }

  /// The fitted curve's shape, in its model's own parameters.
  public var shape: Shape {
    let value = { (index: Int) in parameters[index].value }
    switch model {
    case .spring:
      return .spring(naturalFrequency: value(0), dampingRatio: value(1), velocity: value(2))
    case .uiKit:
      return .uiKit(duration: value(0), dampingRatio: value(1), velocity: value(2))
    case .cubicBezier:
      return .cubicBezier(
        x1: value(0), y1: value(1), x2: value(2), y2: value(3), duration: value(4))
    case .elastic:
      return .elastic(amplitude: value(0), period: value(1), duration: value(2))
    }
  }

  /// A fitted curve's shape (``MotionModel``'s parameters before the start, from and to).
  public enum Shape: Sendable, Hashable {
    /// A free spring: ω0 in rad/s, ζ, and the initial velocity toward the target in distances
    /// per second.
    case spring(naturalFrequency: Double, dampingRatio: Double, velocity: Double)
    /// UIKit's spring as iOS runs it: the duration in seconds, the damping ratio and the
    /// initial velocity in distances per second.
    case uiKit(duration: Double, dampingRatio: Double, velocity: Double)
    /// A CSS cubic Bézier over `duration` seconds (x as shares of the duration, y of the
    /// distance).
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double, duration: Double)
    /// Penner's elastic out over `duration` seconds (amplitude a as a share of the distance,
    /// period p of the duration).
    case elastic(amplitude: Double, period: Double, duration: Double)
  }
}

/// One parameter of a ``MotionFit``.
public struct FittedParameter: Sendable, Hashable {
  /// The parameter's name (its raw value is the key `jellylab fit` prints, e.g. `damping_ratio`).
  public let key: MotionParameter.Key
  /// The value, in ``unit``.
  public let value: Double
  /// Its standard error from s²·(JᵀJ)⁻¹ (grown for residuals that follow one another), in
  /// ``unit``: `nil` for a fixed or held parameter or one on a bound; +∞ when the data do not
  /// determine it. With held values, the errors of the others are conditional on them.
  public let standardError: Double?
  /// The unit in words (empty for a pure number).
  public let unit: String
  /// Whether the caller fixed it (it was not fitted).
  public let isFixed: Bool
  /// Whether the fit held it at a special value because freeing it did not lower the BIC
  /// enough (a ``HeldValue``: a spring's release velocity, a curve's flat end).
  public let isHeld: Bool
  /// Whether the fit left it on one of its bounds.
  public let isOnBound: Bool
}
