import JellySprings

/// Every format `jellylab export` writes, by its `--format` name: a curve as breakpoints within
/// an error bound (``Kind/curve``, written by ``CurveExport``), a curve as cubic keyframes
/// within an error bound (``Kind/keyframes``, written by ``LottieExport``) or a spring as one
/// platform's spring constants (``Kind/springConstants``, written by ``SpringSnippet``).
///
/// This is the one list of formats: the command line's choices, its help and the dispatch to
/// each format's writer all come from it. A curve format's writer is a method of `CurveText`
/// (`CurveExport.swift`); a spring format's lives in `SpringSnippet+<Format>.swift`. Each spring
/// case states the API printed and the unit of its initial velocity, as the platform documents
/// it.
public enum ExportFormat: String, CaseIterable, Sendable {
  /// A CSS `linear()` timing function and the animation's duration.
  case cssLinear = "css-linear"
  /// A CSS `@keyframes` rule on the registered number `--jellylab-progress`, played linearly.
  case cssKeyframes = "css-keyframes"
  /// Web Animations keyframes and timing for `element.animate`.
  case waapi
  /// SwiftUI: `Animation.spring(response:dampingFraction:blendDuration:)` and
  /// `Spring(duration:bounce:)` (both mass 1, no initial velocity), and
  /// `Animation.interpolatingSpring(mass:stiffness:damping:initialVelocity:)`, whose velocity
  /// Apple documents as a fraction of the animated value's magnitude per second, i.e. travels/s.
  case swiftUI = "swiftui"
  /// UIKit: `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`
  /// and `UIViewPropertyAnimator` with `UISpringTimingParameters(dampingRatio:initialVelocity:)`.
  /// Apple: "a value of 1 corresponds to the total animation distance traversed in one second"
  /// (travels/s). UIKit turns (duration, ratio, velocity) into a mass-1 spring by its own
  /// routine (``UIKitSpringCall``) and stops the animation at the duration.
  case uiKit = "uikit"
  /// Core Animation: `CASpringAnimation` with `mass`, `stiffness`, `damping`, `initialVelocity`
  /// (Apple: positive toward the spring's attachment point; it applies to the animation's
  /// progress from `fromValue` to `toValue`, so travels/s) and `duration` (the animation stops
  /// there).
  case coreAnimation = "core-animation"
  /// A Core Animation `CAKeyframeAnimation` (values and keyTimes, linear).
  case caKeyframes = "ca-keyframes"
  /// A Lottie document: a box whose position follows the curve in cubic-eased keyframes.
  case lottie
  /// Android: androidx.dynamicanimation `SpringForce().setStiffness(k).setDampingRatio(ζ)`
  /// (Float, mass 1; `SpringAnimation.setStartVelocity` takes the property's units per second,
  /// px/s for a view's position) and Jetpack Compose `spring(dampingRatio, stiffness)` (Float).
  case android
  /// Flutter: `SpringDescription(mass:stiffness:damping:)` and
  /// `SpringSimulation(description, start, end, velocity)`, velocity in the simulation's length
  /// unit per time unit (travels/s with start 0 and end 1).
  case flutter
  /// Motion (framer-motion): the transition `{ type: "spring", stiffness, damping, mass,
  /// velocity }`; with physical keys present Motion ignores duration and bounce. Its `velocity`
  /// is the animated value's units per second (the spring generator converts it to per
  /// millisecond itself).
  case motion
  /// react-spring: `config: { tension, friction, mass, velocity }`; its `velocity` is in the
  /// value's units per millisecond (the integrator steps 1 ms at a time with tension·10⁻⁶ and
  /// friction·10⁻³).
  case reactSpring = "react-spring"

  /// What a format carries.
  public enum Kind: Sendable {
    /// Breakpoints of a curve, within an error bound E (any source: spring, easing or diff).
    case curve
    /// Cubic keyframes of a curve within an error bound E (any source).
    case keyframes
    /// A spring's constants for one platform's spring API (spring sources only).
    case springConstants
  }

  /// The `--format` name, e.g. `css-linear`.
  public var name: String { rawValue }

  /// Whether the format carries a curve's breakpoints or a spring's constants.
  public var kind: Kind {
    switch self {
    case .cssLinear, .cssKeyframes, .waapi, .caKeyframes: .curve
    case .lottie: .keyframes
    case .swiftUI, .uiKit, .coreAnimation, .android, .flutter, .motion, .reactSpring:
      .springConstants
    }
  }

  /// One sentence: what the format writes, e.g. `animation-duration and a CSS linear() timing
  /// function`.
  public var summary: String {
    switch self {
    case .cssLinear: "animation-duration and a CSS linear() timing function"
    case .cssKeyframes:
      "@keyframes of the registered number \(CurveExport.propertyName), played linearly"
    case .waapi: "keyframes and timing for element.animate (same property)"
    case .caKeyframes:
      "CAKeyframeAnimation values and keyTimes (for a diff: the control point's offset in"
        + " points, without helper views)"
    case .lottie:
      "a Lottie document: a box whose y position (\(LottieExport.propertyPath)) follows the"
        + " curve in cubic Bezier-eased keyframes"
    case .swiftUI:
      "Animation.spring(response:dampingFraction:), Spring(duration:bounce:) and"
        + " Animation.interpolatingSpring(mass:stiffness:damping:initialVelocity:)"
    case .uiKit:
      "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…) and"
        + " UISpringTimingParameters"
    case .coreAnimation: "CASpringAnimation mass, stiffness, damping, initialVelocity, duration"
    case .android:
      "SpringForce().setStiffness(…).setDampingRatio(…) and Compose spring(dampingRatio,"
        + " stiffness)"
    case .flutter: "SpringDescription(mass:stiffness:damping:) and SpringSimulation"
    case .motion:
      "a Motion spring transition { type: \"spring\", stiffness, damping, mass, velocity }"
    case .reactSpring: "a react-spring config { tension, friction, mass, velocity }"
    }
  }

  /// What a listing of the spring formats says after the name, in parentheses, when the format
  /// needs more than its name to be understood (the UIKit call's inverse search); `nil` for the
  /// others.
  public var listingNote: String? {
    self == .uiKit
      ? "the call whose spring under iOS's own conversion is this one, found by an inverse search"
      : nil
  }

  /// The line-comment marker of the format's language (all of them use `//`, CSS's `/*` aside:
  /// the curve formats write their own comments).
  public var commentPrefix: String { "//" }

  /// The formats of `kind`, in listing order.
  public static func formats(_ kind: Kind) -> [ExportFormat] {
    allCases.filter { $0.kind == kind }
  }

  // MARK: - Dispatch to the writers

  /// The code of a curve format from `writer`, or `nil` for a spring format.
  func curveCode(_ writer: CurveText) -> String? {
    switch self {
    case .cssLinear: writer.cssLinear()
    case .cssKeyframes: writer.cssKeyframes()
    case .waapi: writer.waapi()
    case .caKeyframes: writer.caKeyframes()
    case .lottie, .swiftUI, .uiKit, .coreAnimation, .android, .flutter, .motion, .reactSpring: nil
    }
  }

  /// Writes a spring format into `draft`; `false` for a curve format (nothing written).
  ///
  /// - Throws: The writer's ``ExportError`` (no UIKit call, a spring the format cannot hold).
  func writeSpring(_ draft: inout SpringSnippetDraft, solver: UIKitSpringModel.Solver)
    throws(ExportError) -> Bool
  {
    switch self {
    case .swiftUI: draft.writeSwiftUI()
    case .uiKit: try draft.writeUIKit(solver: solver)
    case .coreAnimation: try draft.writeCoreAnimation()
    case .android: try draft.writeAndroid()
    case .flutter: draft.writeFlutter()
    case .motion: draft.writeMotion()
    case .reactSpring: draft.writeReactSpring()
    case .cssLinear, .cssKeyframes, .waapi, .caKeyframes, .lottie: return false
    }
    return true
  }
}
