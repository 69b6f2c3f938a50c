import JellySprings

/// One of the four ways to name a spring on the command line.
public enum SpringParametrization: String, Sendable, CaseIterable {
  /// `--duration D --damping Z [--velocity V]`: UIKit's `animate(withDuration:…
  /// usingSpringWithDamping:initialSpringVelocity:)`, in the Framer model.
  case uiKit
  /// `--mass M --stiffness K --damping-coefficient C`: `CASpringAnimation`.
  case coreAnimation
  /// `--response R --damping Z`: SwiftUI `Spring(response:dampingRatio:)`.
  case swiftUIResponse
  /// `--duration D --bounce B`: SwiftUI `Spring(duration:bounce:)`.
  case swiftUIDuration

  /// The options the set needs, without dashes (`--velocity` is optional for every set).
  public var requiredOptions: [String] {
    switch self {
    case .uiKit: ["duration", "damping"]
    case .coreAnimation: ["mass", "stiffness", "damping-coefficient"]
    case .swiftUIResponse: ["response", "damping"]
    case .swiftUIDuration: ["duration", "bounce"]
    }
  }

  /// The API the set models, for messages.
  public var label: String {
    switch self {
    case .uiKit: "UIKit"
    case .coreAnimation: "Core Animation"
    case .swiftUIResponse: "SwiftUI response"
    case .swiftUIDuration: "SwiftUI duration/bounce"
    }
  }

  /// The set as typed, e.g. `--duration D --damping Z`.
  public var synopsis: String {
    switch self {
    case .uiKit: "--duration D --damping Z"
    case .coreAnimation: "--mass M --stiffness K --damping-coefficient C"
    case .swiftUIResponse: "--response R --damping Z"
    case .swiftUIDuration: "--duration D --bounce B"
    }
  }

  /// The option a parameter name of ``SpringParameterError`` refers to in this set.
  func option(forParameter parameter: String) -> String {
    switch (self, parameter) {
    case (_, "velocity"): "--velocity"
    case (.uiKit, "damping ratio"), (.swiftUIResponse, "damping ratio"): "--damping"
    case (.uiKit, _), (.swiftUIDuration, "response"), (.swiftUIDuration, "duration"): "--duration"
    case (.swiftUIDuration, _): "--bounce"
    case (.swiftUIResponse, _): "--response"
    case (.coreAnimation, "mass"): "--mass"
    case (.coreAnimation, "damping"): "--damping-coefficient"
    case (.coreAnimation, _): "--stiffness"
    }
  }
}

/// A spring read from the command line, with the initial velocity the user gave.
public struct ResolvedSpring: Sendable, Equatable {
  /// The option set that named it.
  public let parametrization: SpringParametrization
  /// The physical spring (m, k, c).
  public let spring: Spring
  /// `--velocity` V in distances per second toward the target (0 when absent).
  public let velocity: Double
}

/// The reusable spring option group: the four parametrizations, `--velocity`, and the
/// `--from`/`--to` endpoints, turned into a ``ResolvedSpring`` and a `SpringMotion`.
public enum SpringOptions {
  /// The options that name a spring (exactly one set of them) and `--velocity`.
  public static let parameterSpecs: [OptionSpec] = [
    OptionSpec(
      "duration", .number(.positive), valueName: "D",
      help: "Duration, seconds (UIKit clamps to [0.01, 10])"),
    OptionSpec(
      "damping", .number(.nonNegative), valueName: "Z",
      help: "Damping ratio (UIKit: > 0; above 1 acts as 1)"),
    OptionSpec(
      "velocity", .number(.anyFinite), valueName: "V",
      help: "Initial velocity, distances/s toward the target", default: "0"),
    OptionSpec("mass", .number(.positive), valueName: "M", help: "Core Animation mass"),
    OptionSpec("stiffness", .number(.positive), valueName: "K", help: "Core Animation stiffness"),
    OptionSpec(
      "damping-coefficient", .number(.nonNegative), valueName: "C",
      help: "Core Animation damping coefficient"),
    OptionSpec("response", .number(.positive), valueName: "R", help: "SwiftUI response, seconds"),
    OptionSpec(
      "bounce", .number(NumberRange(lower: (-1, false), upper: (1, true))), valueName: "B",
      help: "SwiftUI bounce (0 critical, 1 undamped, < 0 overdamped)"),
  ]

  /// `--from A` (default 0) and `--to B` (default 1), in the units of the animated value.
  public static let endpointSpecs: [OptionSpec] = [
    OptionSpec("from", .number(.anyFinite), valueName: "A", help: "Start value", default: "0"),
    OptionSpec("to", .number(.anyFinite), valueName: "B", help: "Target value", default: "1"),
  ]

  /// The help paragraph listing the four sets.
  public static let setsHelp = """
    SPRING (exactly one set; --velocity V is optional with each):
      --duration D --damping Z                         UIKit animate(withDuration:…) (Framer model)
      --mass M --stiffness K --damping-coefficient C   Core Animation CASpringAnimation
      --response R --damping Z                         SwiftUI Spring(response:dampingRatio:)
      --duration D --bounce B                          SwiftUI Spring(duration:bounce:)
    V is in distances per second toward the target (UIKit initialSpringVelocity, Core Animation
    initialVelocity); with --duration --damping it also shapes the UIKit spring itself.

    """

  private static let springOptionNames = [
    "duration", "damping", "mass", "stiffness", "damping-coefficient", "response", "bounce",
  ]

  /// The spring named by exactly one complete set of options.
  ///
  /// - Parameters:
  ///   - options: Parsed options containing ``parameterSpecs``.
  ///   - context: For warnings about UIKit's clamping.
  /// - Throws: ``CLIError`` when no set, a mixed set or an incomplete set is given (the message
  ///   says which options go together), or when the values give no valid spring.
  public static func resolve(_ options: ParsedOptions, context: CommandContext) throws(CLIError)
    -> ResolvedSpring
  {
    let given = options.names.filter(springOptionNames.contains)
    let givenSet = Set(given)
    let allSets = SpringParametrization.allCases.map(\.synopsis).joined(separator: " | ")
    guard !given.isEmpty else {
      throw CLIError("no spring given; give exactly one of: \(allSets)")
    }
    guard
      let parametrization = SpringParametrization.allCases.first(where: {
        Set($0.requiredOptions) == givenSet
      })
    else {
      let candidates = SpringParametrization.allCases.filter {
        givenSet.isSubset(of: $0.requiredOptions)
      }
      if candidates.isEmpty {
        throw mixedSetError(given, allSets: allSets)
      }
      let needs = candidates.map { set in
        let missing = set.requiredOptions.filter { !givenSet.contains($0) }
        return missing.map { "--\($0)" }.joined(separator: " and ") + " (\(set.label))"
      }
      let typed = given.map { "--\($0)" }.joined(separator: " and ")
      throw CLIError("\(typed) needs \(needs.joined(separator: " or "))")
    }
    let velocity = options.number("velocity") ?? 0
    let spring = try makeSpring(
      parametrization, options: options, velocity: velocity, context: context)
    return ResolvedSpring(parametrization: parametrization, spring: spring, velocity: velocity)
  }

  /// The `--from` and `--to` values (defaults 0 and 1).
  public static func endpoints(_ options: ParsedOptions) -> (from: Double, to: Double) {
    (options.number("from") ?? 0, options.number("to") ?? 1)
  }

  /// The motion from `from` to `to`: x0 = from − to, v0 = V·(to − from).
  ///
  /// - Throws: ``CLIError`` when x0 or v0 overflows to infinity.
  public static func motion(of resolved: ResolvedSpring, from: Double, to: Double)
    throws(CLIError) -> SpringMotion
  {
    let x0 = from - to
    guard x0.isFinite else {
      throw CLIError("--from and --to are too far apart: --from − --to must be finite")
    }
    let v0 = resolved.velocity * (to - from)
    guard v0.isFinite else {
      throw CLIError("--velocity times the distance (--to − --from) must be finite")
    }
    return resolved.spring.motion(initialDisplacement: x0, initialVelocity: v0)
  }

  private static func mixedSetError(_ given: [String], allSets: String) -> CLIError {
    for (i, first) in given.enumerated() {
      for second in given[(i + 1)...] {
        let together = SpringParametrization.allCases.contains {
          $0.requiredOptions.contains(first) && $0.requiredOptions.contains(second)
        }
        if !together {
          return CLIError(
            "--\(second) cannot be combined with --\(first); give exactly one of: \(allSets)")
        }
      }
    }
    let typed = given.map { "--\($0)" }.joined(separator: " ")
    return CLIError("\(typed) is not a spring; give exactly one of: \(allSets)")
  }

  private static func makeSpring(
    _ parametrization: SpringParametrization, options: ParsedOptions, velocity: Double,
    context: CommandContext
  ) throws(CLIError) -> Spring {
    let number = { (name: String) in options.number(name) ?? .nan }
    do {
      switch parametrization {
      case .uiKit:
        return try uiKitSpring(
          duration: number("duration"), dampingRatio: number("damping"), velocity: velocity,
          context: context)
      case .coreAnimation:
        return try Spring.validated(
          mass: number("mass"), stiffness: number("stiffness"),
          damping: number("damping-coefficient"))
      case .swiftUIResponse:
        return try Spring(response: number("response"), dampingRatio: number("damping"))
      case .swiftUIDuration:
        return try Spring(swiftUIDuration: number("duration"), bounce: number("bounce"))
      }
    } catch {
      var option = parametrization.option(forParameter: error.parameter)
      if parametrization == .uiKit, option == "--damping", velocity != 0 {
        option += " with --velocity"
      }
      throw CLIError("\(option) gives no usable \(parametrization.label) spring: \(error)")
    }
  }

  /// `Spring(uiKitDuration:dampingRatio:initialVelocity:)`, warning about the model's clamps.
  private static func uiKitSpring(
    duration: Double, dampingRatio: Double, velocity: Double, context: CommandContext
  ) throws(SpringParameterError) -> Spring {
    guard dampingRatio > 0 else {
      throw SpringParameterError(
        parameter: "damping ratio", value: dampingRatio, allowed: "> 0 with --duration (UIKit)")
    }
    let clamped = min(
      max(duration, UIKitSpringModel.minimumDuration), UIKitSpringModel.maximumDuration)
    if clamped != duration {
      context.warn("the UIKit model clamps --duration \(duration) to \(clamped) s")
    }
    if dampingRatio > 1 {
      context.warn("the UIKit model treats --damping \(dampingRatio) as 1 (critically damped)")
    }
    return try Spring(
      uiKitDuration: duration, dampingRatio: dampingRatio, initialVelocity: velocity)
  }
}
