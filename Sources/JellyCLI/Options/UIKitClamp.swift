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

  /// `ratio` with values above 1 taken as 1 (critically damped), warning when it changes.
  ///
  /// - Throws: ``CLIError`` naming `option` for a ratio of 0, which gives no UIKit spring.
  static func dampingRatio(_ ratio: Double, option: String, context: CommandContext)
    throws(CLIError) -> Double
  {
    guard ratio > 0 else {
      throw CLIError.invalidValue(
        option: option, allowed: "a damping ratio > 0 for a UIKit spring",
        got: NumberRange.format(ratio))
    }
    let inEffect = UIKitSpringModel.dampingRatioInEffect(ratio)
    guard inEffect != ratio else { return ratio }
    context.warn(
      "UIKit treats \(option) \(NumberRange.format(ratio)) as 1 (critically damped); using 1")
    return inEffect
  }
}
