import JellyArguments
import JellyMath
import JellySprings

/// The command line's view of the library's ``SpringParametrization`` table: each input is an
/// option of ``SpringOptions``.
extension SpringParametrization {
  /// The options the set needs (`--velocity` is optional for every set).
  var required: [Option<Double?>] { inputs.map(SpringOptions.option(for:)) }

  /// The names of ``required``, without dashes.
  var requiredOptions: [String] { inputs.map(\.name) }

  /// The option of this set that sets the damping, which decides whether and how soon the
  /// motion settles: `--damping`, `--damping-coefficient` or `--bounce`.
  var dampingOption: Option<Double?> { SpringOptions.option(for: dampingInput) }

  /// How to ask for more damping with ``dampingOption``: `a larger --damping` (`a smaller
  /// --bounce`, whose 0 is critical and 1 undamped).
  var moreDamping: String {
    "\(smallerDampingInputDampsMore ? "a smaller" : "a larger") \(dampingOption.flag)"
  }

  /// The option of this set whose value the library rejected as `parameter` (a
  /// `ParameterError`), from ``SpringParametrization/input(for:)``: always one of
  /// ``required`` or `--velocity`.
  func option(for parameter: Parameter) -> OptionSpec {
    SpringOptions.spec(for: input(for: parameter))
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
  /// The value of each input of the set as used (UIKit's duration and damping ratio clamped).
  var inputs: [SpringInput: Double] = [:]
}

/// The spring option group: the four parametrizations, `--velocity`, and the `--from`/`--to`
/// endpoints, each declared once and shared by every command that names a spring or a helper's
/// spring (`--duration`, `--damping` and `--velocity` also set a scene's animation under study).
enum SpringOptions {
  /// The option of `input`, declared from the library's ``SpringInput`` (name, range, unit,
  /// placeholder and help).
  static func option(for input: SpringInput) -> Option<Double?> {
    .number(
      input.name, range(input), unit: input.unit, valueName: input.valueName, help: input.help)
  }

  /// The spec of `input`'s option (`--velocity`'s has its default 0).
  static func spec(for input: SpringInput) -> OptionSpec {
    input == .velocity ? velocity.spec : option(for: input).spec
  }

  /// The accepted values of `input`.
  static func range(_ input: SpringInput) -> NumberRange {
    NumberRange(lower: input.lowerBound, upper: input.upperBound)
  }

  /// `--duration D`: UIKit's duration, or SwiftUI's with `--bounce`, in seconds.
  static let duration = option(for: .duration)
  /// `--damping Z`: the damping ratio ζ ≥ 0 (UIKit clamps it to [2^−23, 1]).
  static let damping = option(for: .damping)
  /// `--velocity V`: initial velocity toward the target, in distances (travels) per second.
  static let velocity = Option<Double>.number(
    SpringInput.velocity.name, range(.velocity), unit: SpringInput.velocity.unit,
    valueName: SpringInput.velocity.valueName, help: SpringInput.velocity.help, default: 0)
  /// `--mass M` of Core Animation.
  static let mass = option(for: .mass)
  /// `--stiffness K` of Core Animation.
  static let stiffness = option(for: .stiffness)
  /// `--damping-coefficient C` of Core Animation.
  static let dampingCoefficient = option(for: .dampingCoefficient)
  /// `--response R` of SwiftUI, in seconds.
  static let response = option(for: .response)
  /// `--bounce B` of SwiftUI, in (−1, 1].
  static let bounce = option(for: .bounce)
  /// `--from A`: where the motion starts, in the units of the animated value.
  static let from = Option<Double>.number(
    "from", .anyFinite, valueName: "A", help: "Start value (points for helpers)", default: 0)
  /// `--to B`: the target, in the units of the animated value.
  static let to = Option<Double>.number(
    "to", .anyFinite, valueName: "B", help: "Target value (points for helpers)", default: 1)

  /// The options that name a spring (exactly one set of them) and `--velocity`, in the order
  /// of ``SpringInput``.
  static let parameterSpecs = SpringInput.allCases.map(spec(for:))

  /// `--from A` (default 0) and `--to B` (default 1).
  static let endpointSpecs = [from.spec, to.spec]

  /// The help paragraph listing the sets: each synopsis, then its API in a column three spaces
  /// after the longest synopsis.
  static let setsHelp: String = {
    let sets = SpringParametrization.allCases
    let width = (sets.map(\.synopsis.count).max() ?? 0) + 3
    let lines = sets.map { "  " + HelpFormatter.pad($0.synopsis, to: width) + $0.api }
    return """
      SPRING (exactly one set; --velocity V is optional with each):
      \(lines.joined(separator: "\n"))
      V is in distances per second toward the target (UIKit initialSpringVelocity, Core Animation
      initialVelocity); with --duration --damping it also shapes the UIKit spring itself.
      A UIKit spring stops at its duration D and jumps to the target, as UIKit's animation does
      (--free-spring lets it run on); --uikit-solver ideal takes the envelope's largest root
      instead of iOS's 12 Newton steps. --duration D --bounce B is also iOS 17's
      UIView.animate(springDuration:bounce:) and UISpringTimingParameters(duration:bounce:).

      """
  }()

  private static let springOptionNames = SpringInput.allCases.filter { $0 != .velocity }.map(
    \.name)

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
    let (spring, inputs) = try makeSpring(
      parametrization, options: options, velocity: velocity, context: context)
    let endTime =
      parametrization.stopsAtDuration
      ? UIKitOptions.model(options).endTime(
        duration: UIKitSpringModel.durationInEffect(options[duration] ?? .infinity))
      : .infinity
    return ResolvedSpring(
      parametrization: parametrization, spring: spring, velocity: velocity, endTime: endTime,
      inputs: inputs)
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
  ) throws(CLIError) -> (Spring, inputs: [SpringInput: Double]) {
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
    let value = { (input: SpringInput) -> Double in
      switch input {
      case .velocity: velocity
      // UIKit clamps its duration and damping ratio (and says so) before converting.
      case .duration where parametrization == .uiKit: uiKit.duration
      case .damping where parametrization == .uiKit: uiKit.dampingRatio
      default: number(option(for: input))
      }
    }
    let inputs = Dictionary(uniqueKeysWithValues: parametrization.inputs.map { ($0, value($0)) })
    do {
      return (try parametrization.spring(value, solver: options[UIKitOptions.solver]), inputs)
    } catch {
      var option = parametrization.option(for: error.parameter).flagName
      if parametrization == .uiKit, option == damping.flag, velocity != 0 {
        option += " with --velocity"
      }
      throw CLIError("\(option) gives no usable \(parametrization.label) spring: \(error)")
    }
  }
}
