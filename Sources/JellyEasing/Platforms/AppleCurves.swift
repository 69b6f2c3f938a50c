import JellyMath
import JellySprings

/// Apple's curves: Core Animation's named timing functions and its spring, UIKit's animation
/// curves, SwiftUI's timing curves and spring presets.
enum AppleCurves {
  static let timingFunctionSource =
    "https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname"
  static let uiKitSource = "https://developer.apple.com/documentation/uikit/uiview/animationcurve"
  static let swiftUISource = "https://developer.apple.com/documentation/swiftui/animation"
  static let springSource = "https://developer.apple.com/documentation/quartzcore/caspringanimation"

  static var entries: [PlatformCurveEntry] { coreAnimation + uiKit + swiftUI }

  static let coreAnimation: [PlatformCurveEntry] = [
    cubic(.apple, "coreanimation", "linear", 0, 0, 1, 1, source: timingFunctionSource),
    cubic(.apple, "coreanimation", "easeIn", 0.42, 0, 1, 1, source: timingFunctionSource),
    cubic(.apple, "coreanimation", "easeOut", 0, 0, 0.58, 1, source: timingFunctionSource),
    cubic(.apple, "coreanimation", "easeInEaseOut", 0.42, 0, 0.58, 1, source: timingFunctionSource),
    cubic(.apple, "coreanimation", "default", 0.25, 0.1, 0.25, 1, source: timingFunctionSource),
    PlatformCurveEntry(
      .apple, "coreanimation", "CASpringAnimation",
      parameters: [
        .within("mass", 1, 1e-6, 1e6), .within("stiffness", 100, 1e-6, 1e6),
        .within("damping", 10, 1e-6, 1e6), .within("initialVelocity", 0, -1e6, 1e6),
      ],
      definition:
        "m·x'' = −k·x − c·x' with CASpringAnimation's defaults; until within 0.001 of the distance (its settlingDuration)",
      source: springSource
    ) { p throws(ParameterError) in
      try SpringEasing(
        spring: try validSpring(mass: p[0], stiffness: p[1], damping: p[2]), initialVelocity: p[3],
        name: "")
    },
  ]

  /// UIKit's curves are Core Animation's timing functions of the same names.
  static let uiKit: [PlatformCurveEntry] = [
    cubic(
      .apple, "uikit", "easeInOut", 0.42, 0, 0.58, 1, source: uiKitSource,
      note: " (easeInEaseOut; UIView.animate's default)"),
    cubic(.apple, "uikit", "easeIn", 0.42, 0, 1, 1, source: uiKitSource, note: " (easeIn)"),
    cubic(.apple, "uikit", "easeOut", 0, 0, 0.58, 1, source: uiKitSource, note: " (easeOut)"),
    cubic(.apple, "uikit", "linear", 0, 0, 1, 1, source: uiKitSource, note: " (linear)"),
  ]

  static let swiftUI: [PlatformCurveEntry] = [
    cubic(
      .apple, "swiftui", "linear", 0, 0, 1, 1, source: swiftUISource, note: ", 0.35 s by default"),
    cubic(
      .apple, "swiftui", "easeIn", 0.42, 0, 1, 1, source: swiftUISource, note: ", 0.35 s by default"
    ),
    cubic(
      .apple, "swiftui", "easeOut", 0, 0, 0.58, 1, source: swiftUISource,
      note: ", 0.35 s by default"),
    cubic(
      .apple, "swiftui", "easeInOut", 0.42, 0, 0.58, 1, source: swiftUISource,
      note: ", 0.35 s by default"),
    preset("smooth", bounce: 0),
    preset("snappy", bounce: 0.15),
    preset("bouncy", bounce: 0.3),
    PlatformCurveEntry(
      .apple, "swiftui", "spring",
      parameters: [
        .within("response", 0.5, 0.001, 1000), .within("dampingFraction", 0.825, 0.001, 10),
      ],
      definition:
        "Animation.spring(response:dampingFraction:) with its defaults: k = (2π/response)², c = 2·ζ·√k, m = 1",
      source: swiftUISource + "/spring(response:dampingfraction:blendduration:)"
    ) { p throws(ParameterError) in try swiftUISpring(response: p[0], dampingRatio: p[1]) },
    PlatformCurveEntry(
      .apple, "swiftui", "interactiveSpring",
      parameters: [
        .within("response", 0.15, 0.001, 1000), .within("dampingFraction", 0.86, 0.001, 10),
      ],
      definition: "Animation.interactiveSpring(response:dampingFraction:) with its defaults",
      source: swiftUISource + "/interactivespring(response:dampingfraction:blendduration:)"
    ) { p throws(ParameterError) in try swiftUISpring(response: p[0], dampingRatio: p[1]) },
  ]

  /// `.smooth`, `.snappy`, `.bouncy`: Spring(duration:, bounce: base + extraBounce).
  static func preset(_ name: String, bounce base: Double) -> PlatformCurveEntry {
    PlatformCurveEntry(
      .apple, "swiftui", name,
      parameters: [
        .within("duration", 0.5, 0.001, 1000),
        PlatformParameter(
          "extraBounce", 0,
          allowed:
            "in (\(EasingNumberFormat.string(-1 - base)), \(EasingNumberFormat.string(1 - base))),"
            + " for a bounce in (−1, 1)"
        ) { base + $0 > -1 && base + $0 < 1 },
      ],
      definition:
        "Spring(duration: 0.5, bounce: \(EasingNumberFormat.string(base)) + extraBounce): k = (2π/duration)², ζ = 1 − bounce (1/(1 + bounce) below 0); until within 0.001",
      source: swiftUISource + "/" + name
    ) { p throws(ParameterError) in
      let bounce = base + p[1]
      let ratio = bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
      return try swiftUISpring(response: p[0], dampingRatio: ratio)
    }
  }

  /// SwiftUI's spring of `response` (its period in seconds) and damping ratio, from rest.
  static func swiftUISpring(response: Double, dampingRatio: Double) throws(ParameterError)
    -> SpringEasing
  {
    let stiffness = (2 * Double.pi / response) * (2 * Double.pi / response)
    return try SpringEasing(
      spring: try validSpring(
        mass: 1, stiffness: stiffness, damping: 2 * dampingRatio * stiffness.squareRoot()),
      name: "")
  }

  /// `Spring.validated`, its error turned into ``PlatformCurveEntry``'s "unusable" error (the
  /// entry names the parameter given).
  static func validSpring(mass: Double, stiffness: Double, damping: Double)
    throws(ParameterError) -> Spring
  {
    do {
      return try Spring(mass: mass, stiffness: stiffness, damping: damping)
    } catch {
      throw PlatformCurveEntry.unusable("a value that gives a spring (\(error))")
    }
  }

  /// An entry that is a cubic Bézier easing solved exactly.
  static func cubic(
    _ platform: PlatformCurveEntry.Platform, _ namespace: String, _ name: String, _ x1: Double,
    _ y1: Double, _ x2: Double, _ y2: Double, source: String, note: String = ""
  ) -> PlatformCurveEntry {
    let curve = CubicBezierEasing(checked: x1, y1, x2, y2, name: "")
    let points = [x1, y1, x2, y2].map(EasingNumberFormat.string).joined(separator: ", ")
    return PlatformCurveEntry(
      platform, namespace, name, definition: "cubic-bezier(\(points))" + note, source: source
    ) { _ in curve }
  }
}
