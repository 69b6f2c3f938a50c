import JellyArguments
import JellyMath
import JellySprings

/// One of the four ways to name a spring on the command line.
enum SpringParametrization: String, Sendable, CaseIterable {
  /// `--duration D --damping Z [--velocity V]`: UIKit's `animate(withDuration:…
  /// usingSpringWithDamping:initialSpringVelocity:)`, in the Framer model.
  case uiKit
  /// `--mass M --stiffness K --damping-coefficient C`: `CASpringAnimation`.
  case coreAnimation
  /// `--response R --damping Z`: SwiftUI `Spring(response:dampingRatio:)`.
  case swiftUIResponse
  /// `--duration D --bounce B`: SwiftUI `Spring(duration:bounce:)`.
  case swiftUIDuration

  /// The options the set needs (`--velocity` is optional for every set).
  var required: [Option<Double?>] {
    switch self {
    case .uiKit: [SpringOptions.duration, SpringOptions.damping]
    case .coreAnimation:
      [SpringOptions.mass, SpringOptions.stiffness, SpringOptions.dampingCoefficient]
    case .swiftUIResponse: [SpringOptions.response, SpringOptions.damping]
    case .swiftUIDuration: [SpringOptions.duration, SpringOptions.bounce]
    }
  }

  /// The names of ``required``, without dashes.
  var requiredOptions: [String] { required.map(\.spec.name) }

  /// The API the set models, for messages.
  var label: String {
    switch self {
    case .uiKit: "UIKit"
    case .coreAnimation: "Core Animation"
    case .swiftUIResponse: "SwiftUI response"
    case .swiftUIDuration: "SwiftUI duration/bounce"
    }
  }

  /// The set as typed, e.g. `--duration D --damping Z`.
  var synopsis: String {
    switch self {
    case .uiKit: "--duration D --damping Z"
    case .coreAnimation: "--mass M --stiffness K --damping-coefficient C"
    case .swiftUIResponse: "--response R --damping Z"
    case .swiftUIDuration: "--duration D --bounce B"
    }
  }

  /// The option of this set that sets the damping, which decides whether and how soon the
  /// motion settles: `--damping`, `--damping-coefficient` or `--bounce`.
  var dampingOption: Option<Double?> {
    switch self {
    case .uiKit, .swiftUIResponse: SpringOptions.damping
    case .coreAnimation: SpringOptions.dampingCoefficient
    case .swiftUIDuration: SpringOptions.bounce
    }
  }

  /// How to ask for more damping with ``dampingOption``: `a larger --damping` (`a smaller
  /// --bounce`, whose 0 is critical and 1 undamped).
  var moreDamping: String {
    self == .swiftUIDuration
      ? "a smaller \(dampingOption.flag)" : "a larger \(dampingOption.flag)"
  }

  /// The option of this set whose value the library rejected as `parameter` (a
  /// ``SpringParameterError``): the option itself, or for a quantity derived from the options
  /// the option it comes from (UIKit's stiffness is solved from `--duration`; SwiftUI's response
  /// and stiffness come from `--duration`, its damping ratio from `--bounce`; Core Animation's
  /// damping/mass ratio from `--damping-coefficient`). Always one of ``required`` or
  /// `--velocity`.
  func option(for parameter: Parameter) -> OptionSpec {
    switch (self, parameter) {
    case (_, .velocity): SpringOptions.velocity.spec
    case (.uiKit, .dampingRatio), (.swiftUIResponse, .dampingRatio): SpringOptions.damping.spec
    case (.uiKit, _): SpringOptions.duration.spec
    case (.swiftUIDuration, .response), (.swiftUIDuration, .duration),
      (.swiftUIDuration, .stiffness), (.swiftUIDuration, .stiffnessPerMass):
      SpringOptions.duration.spec
    case (.swiftUIDuration, _): SpringOptions.bounce.spec
    case (.swiftUIResponse, _): SpringOptions.response.spec
    case (.coreAnimation, .mass): SpringOptions.mass.spec
    case (.coreAnimation, .dampingCoefficient), (.coreAnimation, .dampingPerMass):
      SpringOptions.dampingCoefficient.spec
    case (.coreAnimation, _): SpringOptions.stiffness.spec
    }
  }
}

/// A spring read from the command line, with the initial velocity the user gave.
struct ResolvedSpring: Sendable, Equatable {
  /// The option set that named it.
  let parametrization: SpringParametrization
  /// The physical spring (m, k, c).
  let spring: Spring
  /// `--velocity` V in distances per second toward the target (0 when absent).
  let velocity: Double
  /// When the motion stops at its target, in seconds: a UIKit spring's duration (unless
  /// `--free-spring`), `.infinity` for every other set.
  let endTime: Double
}

/// The spring option group: the four parametrizations, `--velocity`, and the `--from`/`--to`
/// endpoints, each declared once and shared by every command that names a spring or a helper's
/// spring (`--duration`, `--damping` and `--velocity` also set a scene's animation under study).
enum SpringOptions {
  /// `--duration D`: UIKit's duration, or SwiftUI's with `--bounce`, in seconds.
  static let duration = Option<Double?>.number(
    "duration", .positive, unit: "s", valueName: "D",
    help: "Duration (UIKit: clamped to [0.01, 10]; SwiftUI with --bounce)")
  /// `--damping Z`: the damping ratio ζ ≥ 0 (UIKit clamps it to [2^−23, 1]).
  static let damping = Option<Double?>.number(
    "damping", .nonNegative, valueName: "Z",
    help: "Damping ratio (UIKit clamps it to [2^-23, 1])")
  /// `--velocity V`: initial velocity toward the target, in distances (travels) per second.
  static let velocity = Option<Double>.number(
    "velocity", .anyFinite, unit: "distances/s", valueName: "V",
    help: "Initial velocity toward the target (UIKit initialSpringVelocity)", default: 0)
  /// `--mass M` of Core Animation.
  static let mass = Option<Double?>.number(
    "mass", .positive, valueName: "M", help: "Core Animation mass")
  /// `--stiffness K` of Core Animation.
  static let stiffness = Option<Double?>.number(
    "stiffness", .positive, valueName: "K", help: "Core Animation stiffness")
  /// `--damping-coefficient C` of Core Animation.
  static let dampingCoefficient = Option<Double?>.number(
    "damping-coefficient", .nonNegative, valueName: "C",
    help: "Core Animation damping coefficient")
  /// `--response R` of SwiftUI, in seconds.
  static let response = Option<Double?>.number(
    "response", .positive, unit: "s", valueName: "R", help: "SwiftUI response")
  /// `--bounce B` of SwiftUI, in (−1, 1].
  static let bounce = Option<Double?>.number(
    "bounce", NumberRange(lower: (-1, false), upper: (1, true)), valueName: "B",
    help: "SwiftUI bounce (0 critical, 1 undamped, < 0 overdamped)")
  /// `--from A`: where the motion starts, in the units of the animated value.
  static let from = Option<Double>.number(
    "from", .anyFinite, valueName: "A", help: "Start value (points for helpers)", default: 0)
  /// `--to B`: the target, in the units of the animated value.
  static let to = Option<Double>.number(
    "to", .anyFinite, valueName: "B", help: "Target value (points for helpers)", default: 1)

  /// The options that name a spring (exactly one set of them) and `--velocity`.
  static let parameterSpecs = [
    duration.spec, damping.spec, velocity.spec, mass.spec, stiffness.spec,
    dampingCoefficient.spec, response.spec, bounce.spec,
  ]

  /// `--from A` (default 0) and `--to B` (default 1).
  static let endpointSpecs = [from.spec, to.spec]

  /// The help paragraph listing the four sets.
  static let setsHelp = """
    SPRING (exactly one set; --velocity V is optional with each):
      --duration D --damping Z                         UIKit animate(withDuration:…) (iOS's solver)
      --mass M --stiffness K --damping-coefficient C   Core Animation CASpringAnimation
      --response R --damping Z                         SwiftUI Spring(response:dampingRatio:)
      --duration D --bounce B                          SwiftUI Spring(duration:bounce:)
    V is in distances per second toward the target (UIKit initialSpringVelocity, Core Animation
    initialVelocity); with --duration --damping it also shapes the UIKit spring itself.
    A UIKit spring stops at its duration D and jumps to the target, as UIKit's animation does
    (--free-spring lets it run on); --uikit-solver ideal takes the envelope's largest root
    instead of iOS's 12 Newton steps. --duration D --bounce B is also iOS 17's
    UIView.animate(springDuration:bounce:) and UISpringTimingParameters(duration:bounce:).

    """

  private static let springOptionNames = [
    duration, damping, mass, stiffness, dampingCoefficient, response, bounce,
  ].map(\.spec.name)

  /// The spring named by exactly one complete set of options.
  ///
  /// - Parameters:
  ///   - options: Parsed options containing ``parameterSpecs``.
  ///   - context: For warnings about UIKit's clamping.
  /// - Throws: ``CLIError`` when no set, a mixed set or an incomplete set is given (the message
  ///   says which options go together), or when the values give no valid spring.
  static func resolve(_ options: ParsedOptions, context: CommandContext) throws(CLIError)
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
    let velocity = options[Self.velocity]
    let spring = try makeSpring(
      parametrization, options: options, velocity: velocity, context: context)
    let endTime =
      parametrization == .uiKit
      ? UIKitOptions.model(options).endTime(
        duration: UIKitSpringModel.durationInEffect(options[duration] ?? .infinity))
      : .infinity
    return ResolvedSpring(
      parametrization: parametrization, spring: spring, velocity: velocity, endTime: endTime)
  }

  /// The `--from` and `--to` values (defaults 0 and 1).
  static func endpoints(_ options: ParsedOptions) -> (from: Double, to: Double) {
    (options[from], options[to])
  }

  /// The motion from `from` to `to` (`Spring.motion(from:to:initialVelocity:endTime:)`).
  ///
  /// - Throws: ``CLIError`` when x0 or v0 overflows to infinity.
  static func motion(of resolved: ResolvedSpring, from: Double, to: Double)
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
    return resolved.spring.motion(
      from: from, to: to, initialVelocity: resolved.velocity, endTime: resolved.endTime)
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
    let number = { (option: Option<Double?>) in options[option] ?? .nan }
    var uiKit = (duration: 0.0, dampingRatio: 0.0)
    if parametrization == .uiKit {
      uiKit = (
        UIKitClamp.duration(number(duration), option: duration.flag, context: context),
        try UIKitClamp.dampingRatio(
          number(damping), option: damping.flag, solver: options[UIKitOptions.solver],
          context: context)
      )
    }
    do {
      switch parametrization {
      case .uiKit:
        return try Spring(
          uiKitDuration: uiKit.duration, dampingRatio: uiKit.dampingRatio,
          initialVelocity: velocity, solver: options[UIKitOptions.solver])
      case .coreAnimation:
        return try Spring.validated(
          mass: number(mass), stiffness: number(stiffness), damping: number(dampingCoefficient))
      case .swiftUIResponse:
        return try Spring(response: number(response), dampingRatio: number(damping))
      case .swiftUIDuration:
        return try Spring(swiftUIDuration: number(duration), bounce: number(bounce))
      }
    } catch {
      var option = parametrization.option(for: error.parameter).flagName
      if parametrization == .uiKit, option == damping.flag, velocity != 0 {
        option += " with --velocity"
      }
      throw CLIError("\(option) gives no usable \(parametrization.label) spring: \(error)")
    }
  }
}
