import JellyArguments
import JellySprings

/// UIKit's clamps on `animate(withDuration:…usingSpringWithDamping:…)` arguments, applied once
/// where a command reads them so that every output shows the value in effect, with one
/// warning per clamped value.
enum UIKitClamp {
  /// `duration` clamped to [0.01, 10] seconds, warning when it changes.
  static func duration(_ duration: Double, option: String, context: CommandContext) -> Double {
    let clamped = UIKitSpringModel.durationInEffect(duration)
    if clamped != duration {
      context.warn(
        "UIKit clamps \(option) \(NumberRange.format(duration)) to \(NumberRange.format(clamped))"
          + " s (durations run from 0.01 to 10 s); using \(NumberRange.format(clamped))")
    }
    return clamped
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
    guard ratio > 0 || solver == .iOS else {
      throw CLIError.invalidValue(
        option: option, allowed: "a damping ratio > 0 for the ideal UIKit solver",
        got: NumberRange.format(ratio))
    }
    let inEffect = UIKitSpringModel.dampingRatioInEffect(ratio)
    guard inEffect != ratio else { return ratio }
    let used = NumberRange.format(inEffect)
    context.warn(
      inEffect == 1
        ? "UIKit treats \(option) \(NumberRange.format(ratio)) as 1 (critically damped); using 1"
        : "UIKit raises \(option) \(NumberRange.format(ratio)) to its smallest damping ratio \(used) (2^-23); using \(used)"
    )
    return inEffect
  }
}
