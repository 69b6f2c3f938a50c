import JellyMath

extension UIKitSpringModel {
  /// A spring argument of `animate(withDuration:…usingSpringWithDamping:…)` as UIKit uses it:
  /// the value given and the value in effect after UIKit's clamp.
  public struct ArgumentInEffect: Sendable, Hashable {
    /// Which argument.
    public enum Argument: Sendable, Hashable {
      /// The duration, in seconds, clamped to [0.01, 10].
      case duration
      /// The damping ratio, above 1 taken as 1 and below 2^−23 raised to 2^−23.
      case dampingRatio
    }

    /// The argument.
    public let argument: Argument
    /// The value given (seconds for the duration).
    public let given: Double
    /// The value UIKit uses (seconds for the duration).
    public let used: Double

    /// An argument given as `given` and used as `used`.
    public init(_ argument: Argument, given: Double, used: Double) {
      self.argument = argument
      self.given = given
      self.used = used
    }

    /// Whether UIKit changes the value given.
    public var isClamped: Bool { used != given }

    /// The one-line warning for this clamp, naming what gave the value (`source`: an option, a
    /// list key or `the preset's damping`), e.g. `UIKit treats --damping 2 as 1 (critically
    /// damped); using 1`. Durations are in seconds; numbers in their plain form.
    public func warning(naming source: String) -> String {
      let (given, used) = (PlainNumberText.format(given), PlainNumberText.format(used))
      switch argument {
      case .duration:
        return "UIKit clamps \(source) \(given) to \(used) s (durations run from 0.01 to 10 s);"
          + " using \(used)"
      case .dampingRatio:
        return self.used == 1
          ? "UIKit treats \(source) \(given) as 1 (critically damped); using 1"
          : "UIKit raises \(source) \(given) to its smallest damping ratio \(used) (2^-23);"
            + " using \(used)"
      }
    }
  }

  /// `duration` (seconds) as UIKit runs it: clamped to [``minimumDuration``,
  /// ``maximumDuration``].
  public static func duration(inEffect duration: Double) -> ArgumentInEffect {
    ArgumentInEffect(.duration, given: duration, used: durationInEffect(duration))
  }

  /// `dampingRatio` as UIKit runs it under `solver`: clamped to [``minimumDampingRatio``, 1].
  ///
  /// - Throws: `ParameterError` (`Parameter.dampingRatio`) for a ratio not above 0 under
  ///   ``Solver/ideal``, which gives no spring for it (iOS's own routine raises it to 2^−23).
  public static func dampingRatio(inEffect dampingRatio: Double, solver: Solver)
    throws(ParameterError) -> ArgumentInEffect
  {
    guard dampingRatio > 0 || solver == .iOS else {
      throw ParameterError(
        .dampingRatio, value: dampingRatio, allowed: "> 0 for the ideal UIKit solver")
    }
    return ArgumentInEffect(
      .dampingRatio, given: dampingRatio, used: dampingRatioInEffect(dampingRatio))
  }
}
