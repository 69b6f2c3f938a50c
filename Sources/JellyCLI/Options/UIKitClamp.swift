import JellyArguments
import JellySprings

/// UIKit's clamps on `animate(withDuration:…usingSpringWithDamping:…)` arguments, applied once
/// where a command reads them so that every output shows the value in effect, with one
/// warning per clamped value.
enum UIKitClamp {
  /// `duration` clamped to [0.01, 10] seconds, warning when it changes.
  static func duration(_ duration: Double, option: String, context: CommandContext) -> Double {
    warned(UIKitSpringModel.duration(inEffect: duration), option: option, context: context)
  }

  /// `ratio` clamped as UIKit clamps it: values above 1 taken as 1 (critically damped), values
  /// below 2^−23 (0 included) raised to 2^−23, warning when it changes.
  ///
  /// - Throws: ``CLIError`` naming `option` for a ratio of 0 under the ideal solver, which
  ///   gives no spring for it.
  static func dampingRatio(
    _ ratio: Double, option: String, solver: UIKitSpringModel.Solver, context: CommandContext
  )
    throws(CLIError) -> Double
  {
    do {
      let inEffect = try UIKitSpringModel.dampingRatio(inEffect: ratio, solver: solver)
      return warned(inEffect, option: option, context: context)
    } catch {
      throw nonPositiveDampingError(ratio, option: option)
    }
  }

  /// The value in effect, after a warning when UIKit changed it.
  private static func warned(
    _ value: UIKitSpringModel.ArgumentInEffect, option: String, context: CommandContext
  ) -> Double {
    if value.isClamped {
      context.warn(value.warning(naming: option))
    }
    return value.used
  }

  /// The error for a damping ratio the ideal solver refuses (not above 0), naming `option`.
  static func nonPositiveDampingError(_ ratio: Double, option: String) -> CLIError {
    CLIError.invalidValue(
      option: option, allowed: "a damping ratio > 0 for the ideal UIKit solver",
      got: NumberRange.format(ratio))
  }
}
