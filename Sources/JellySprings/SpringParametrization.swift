import JellyMath

/// A number that names part of a spring in some ``SpringParametrization``: the command-line
/// option `--NAME` and the key `NAME=` of the easing form `spring(…)`.
///
/// The order of the cases is the order the command line lists its spring options in.
public enum SpringInput: String, CaseIterable, Sendable, Hashable {
  /// UIKit's duration, or SwiftUI's with ``bounce``, in seconds: > 0.
  case duration
  /// The damping ratio ζ: ≥ 0 (UIKit clamps it to [2^−23, 1]).
  case damping
  /// The initial velocity toward the target, in distances (travels) per second: finite; optional
  /// in every parametrization (0 when absent).
  case velocity
  /// The mass m, in mass units: > 0.
  case mass
  /// The stiffness k, in force per unit displacement: > 0.
  case stiffness
  /// The damping coefficient c, in force per unit velocity: ≥ 0.
  case dampingCoefficient = "damping-coefficient"
  /// SwiftUI's response, the undamped period in seconds: > 0.
  case response
  /// SwiftUI's bounce: in (−1, 1] (0 critical, 1 undamped, < 0 overdamped).
  case bounce

  /// The option's and the key's name, e.g. `damping-coefficient`.
  public var name: String { rawValue }

  /// The placeholder of the value in synopses, e.g. `D` in `--duration D`.
  public var valueName: String {
    switch self {
    case .duration: "D"
    case .damping: "Z"
    case .velocity: "V"
    case .mass: "M"
    case .stiffness: "K"
    case .dampingCoefficient: "C"
    case .response: "R"
    case .bounce: "B"
    }
  }

  /// The unit of the value, or `nil` for a unitless value (or one in the caller's units).
  public var unit: String? {
    switch self {
    case .duration, .response: "s"
    case .velocity: "distances/s"
    case .damping, .mass, .stiffness, .dampingCoefficient, .bounce: nil
    }
  }

  /// One line of option help, e.g. `SwiftUI response`.
  public var help: String {
    switch self {
    case .duration: "Duration (UIKit: clamped to [0.01, 10]; SwiftUI with --bounce)"
    case .damping: "Damping ratio (UIKit clamps it to [2^-23, 1])"
    case .velocity: "Initial velocity toward the target (UIKit initialSpringVelocity)"
    case .mass: "Core Animation mass"
    case .stiffness: "Core Animation stiffness"
    case .dampingCoefficient: "Core Animation damping coefficient"
    case .response: "SwiftUI response"
    case .bounce: "SwiftUI bounce (0 critical, 1 undamped, < 0 overdamped)"
    }
  }

  /// The smallest value accepted and whether it is itself accepted; `nil`: no lower bound.
  /// Every value must also be finite.
  public var lowerBound: (value: Double, inclusive: Bool)? {
    switch self {
    case .duration, .mass, .stiffness, .response: (0, false)
    case .damping, .dampingCoefficient: (0, true)
    case .bounce: (-1, false)
    case .velocity: nil
    }
  }

  /// The largest value accepted and whether it is itself accepted; `nil`: no upper bound.
  public var upperBound: (value: Double, inclusive: Bool)? {
    self == .bounce ? (1, true) : nil
  }

  /// The input whose own quantity is `parameter` (``damping`` for the damping ratio), or `nil`
  /// for a quantity no input names directly (k/m, c/m, POP's and Origami's numbers).
  public init?(naming parameter: Parameter) {
    switch parameter {
    case .duration: self = .duration
    case .dampingRatio: self = .damping
    case .velocity: self = .velocity
    case .mass: self = .mass
    case .stiffness: self = .stiffness
    case .dampingCoefficient: self = .dampingCoefficient
    case .response: self = .response
    case .bounce: self = .bounce
    default: return nil
    }
  }

  /// The keys of `spring(…)` in the order its canonical names list them, e.g.
  /// `spring(duration=1,damping=0.5)`.
  public static let keyOrder: [SpringInput] = [
    .duration, .response, .bounce, .damping, .mass, .stiffness, .dampingCoefficient, .velocity,
  ]
}

/// The ways to name a spring by its parameters, each an API's own: the one table from which the
/// command line's options, synopses, help and messages, and the easing form `spring(…)` with its
/// listing and messages, are derived.
///
/// Each case gives its inputs, its label, the API it models, how its ``Spring`` is built and
/// which input a rejected parameter comes from. ``SpringInput/velocity`` is optional in every
/// parametrization and not among ``inputs``.
public enum SpringParametrization: String, CaseIterable, Sendable {
  /// `--duration D --damping Z`: UIKit's `animate(withDuration:…usingSpringWithDamping:
  /// initialSpringVelocity:)` through iOS's own conversion; the animation stops at D.
  case uiKit
  /// `--mass M --stiffness K --damping-coefficient C`: `CASpringAnimation`.
  case coreAnimation
  /// `--response R --damping Z`: SwiftUI `Spring(response:dampingRatio:)`.
  case swiftUIResponse
  /// `--duration D --bounce B`: SwiftUI `Spring(duration:bounce:)`.
  case swiftUIDuration

  /// The inputs the parametrization needs, in synopsis order (``SpringInput/velocity`` is
  /// optional for every one and not listed).
  public var inputs: [SpringInput] {
    switch self {
    case .uiKit: [.duration, .damping]
    case .coreAnimation: [.mass, .stiffness, .dampingCoefficient]
    case .swiftUIResponse: [.response, .damping]
    case .swiftUIDuration: [.duration, .bounce]
    }
  }

  /// The API the parametrization models, for messages, e.g. `SwiftUI response`.
  public var label: String {
    switch self {
    case .uiKit: "UIKit"
    case .coreAnimation: "Core Animation"
    case .swiftUIResponse: "SwiftUI response"
    case .swiftUIDuration: "SwiftUI duration/bounce"
    }
  }

  /// The API call, for the help's list of parametrizations, e.g.
  /// `SwiftUI Spring(response:dampingRatio:)`.
  public var api: String {
    switch self {
    case .uiKit: "UIKit animate(withDuration:…) (iOS's solver)"
    case .coreAnimation: "Core Animation CASpringAnimation"
    case .swiftUIResponse: "SwiftUI Spring(response:dampingRatio:)"
    case .swiftUIDuration: "SwiftUI Spring(duration:bounce:)"
    }
  }

  /// The inputs as options, e.g. `--duration D --damping Z`.
  public var synopsis: String {
    inputs.map { "--\($0.name) \($0.valueName)" }.joined(separator: " ")
  }

  /// Whether the motion stops at its target at the duration (UIKit's animation does; the
  /// others run freely).
  public var stopsAtDuration: Bool { self == .uiKit }

  /// The input that sets the damping, which decides whether and how soon the motion settles.
  public var dampingInput: SpringInput {
    switch self {
    case .uiKit, .swiftUIResponse: .damping
    case .coreAnimation: .dampingCoefficient
    case .swiftUIDuration: .bounce
    }
  }

  /// Whether a smaller value of ``dampingInput`` damps more (SwiftUI's bounce: 0 critical, 1
  /// undamped); a larger one does for the others.
  public var smallerDampingInputDampsMore: Bool { self == .swiftUIDuration }

  /// The input of this parametrization whose value a `ParameterError` about
  /// `parameter` comes from: the input itself, or for a quantity derived from the inputs the
  /// input it comes from (UIKit's stiffness is solved from the duration; SwiftUI's response and
  /// stiffness come from the duration, its damping ratio from the bounce; Core Animation's
  /// damping/mass ratio from the damping coefficient). Always one of ``inputs`` or
  /// ``SpringInput/velocity``.
  public func input(for parameter: Parameter) -> SpringInput {
    switch (self, parameter) {
    case (_, .velocity): .velocity
    case (.uiKit, .dampingRatio), (.swiftUIResponse, .dampingRatio): .damping
    case (.uiKit, _): .duration
    case (.swiftUIDuration, .response), (.swiftUIDuration, .duration),
      (.swiftUIDuration, .stiffness), (.swiftUIDuration, .stiffnessPerMass):
      .duration
    case (.swiftUIDuration, _): .bounce
    case (.swiftUIResponse, _): .response
    case (.coreAnimation, .mass): .mass
    case (.coreAnimation, .dampingCoefficient), (.coreAnimation, .dampingPerMass):
      .dampingCoefficient
    case (.coreAnimation, _): .stiffness
    }
  }

  /// The spring of the values `value` gives for each of ``inputs`` and for
  /// ``SpringInput/velocity`` (travels/s; only UIKit's conversion uses it), with UIKit's
  /// conversion done by `solver`.
  ///
  /// - Throws: `ParameterError` for values that give no spring (see
  ///   ``input(for:)`` for the input to blame).
  public func spring(
    _ value: (SpringInput) -> Double, solver: UIKitSpringModel.Solver = .iOS
  ) throws(ParameterError) -> Spring {
    switch self {
    case .uiKit:
      try Spring(
        uiKitDuration: value(.duration), dampingRatio: value(.damping),
        initialVelocity: value(.velocity), solver: solver)
    case .coreAnimation:
      try Spring(
        mass: value(.mass), stiffness: value(.stiffness), damping: value(.dampingCoefficient))
    case .swiftUIResponse:
      try Spring(response: value(.response), dampingRatio: value(.damping))
    case .swiftUIDuration:
      try Spring(swiftUIDuration: value(.duration), bounce: value(.bounce))
    }
  }

  // MARK: - The easing form spring(…)

  /// The parametrizations in the order the easing listing and messages give them; the parser
  /// tries them in the reverse order (the most specific keys first).
  public static let easingOrder: [SpringParametrization] = [
    .uiKit, .swiftUIDuration, .swiftUIResponse, .coreAnimation,
  ]

  /// The key sets that select this parametrization in `spring(…)` (any one of them, all its
  /// keys given), tried in the reverse of ``easingOrder``: Core Animation's by any of its
  /// keys, UIKit's by `duration=` alone (when `bounce=` has not chosen SwiftUI's).
  public var easingTriggers: [[SpringInput]] {
    switch self {
    case .uiKit: [[.duration]]
    case .coreAnimation: [[.mass], [.stiffness], [.dampingCoefficient]]
    case .swiftUIResponse: [[.response]]
    case .swiftUIDuration: [[.duration, .bounce]]
    }
  }

  /// The inputs `spring(…)` may leave out, with the value they then take (Core Animation's
  /// `mass=1`).
  public var easingDefaults: [(input: SpringInput, value: Double)] {
    self == .coreAnimation ? [(.mass, 1)] : []
  }

  /// How `spring(…)`'s messages name the form, e.g. `response=`.
  public var easingForm: String {
    switch self {
    case .uiKit: "duration= (UIKit; or bounce= for SwiftUI)"
    case .coreAnimation: "stiffness=/damping-coefficient=/mass="
    case .swiftUIResponse: "response="
    case .swiftUIDuration: "duration= and bounce= (SwiftUI)"
    }
  }

  /// The API named after the keys in `spring(…)`'s "give …" message (UIKit and SwiftUI share
  /// `duration=`), or `nil`.
  public var easingTag: String? {
    switch self {
    case .uiKit: "UIKit"
    case .swiftUIDuration: "SwiftUI"
    case .coreAnimation, .swiftUIResponse: nil
    }
  }

  /// What the form is, for the easing listing, e.g. `response and damping ratio`.
  public var easingSummary: String {
    switch self {
    case .uiKit: "UIKit duration and damping ratio"
    case .coreAnimation: "physical constants"
    case .swiftUIResponse: "response and damping ratio"
    case .swiftUIDuration: "SwiftUI duration and bounce"
    }
  }

  /// The keys `spring(…)` needs: ``inputs`` without ``easingDefaults``.
  public var easingKeys: [SpringInput] {
    inputs.filter { input in !easingDefaults.contains { $0.input == input } }
  }

  /// The form's usage, e.g. `spring(stiffness=, damping-coefficient=[, mass=1][, velocity=])`.
  public var easingUsage: String {
    let defaults = easingDefaults.map { input, value in
      let text = value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
      return "[, \(input.name)=\(text)]"
    }
    return "spring(" + easingKeys.map { "\($0.name)=" }.joined(separator: ", ")
      + defaults.joined() + "[, \(SpringInput.velocity.name)=])"
  }

  /// The parametrization of the `spring(…)` keys `given` (without `velocity`): the first in
  /// the reverse of ``easingOrder`` one of whose ``easingTriggers`` is all given, or `nil`.
  public static func easingForm(given: Set<SpringInput>) -> SpringParametrization? {
    easingOrder.reversed().first { form in
      form.easingTriggers.contains { Set($0).isSubset(of: given) }
    }
  }

  /// What `spring(…)` asks for when its keys select no form: `duration= with damping= (UIKit)
  /// or bounce= (SwiftUI), response= with damping=, or stiffness= with damping-coefficient=`.
  public static var easingChoices: String {
    var phrases: [(first: SpringInput, text: String)] = []
    for form in easingOrder {
      let keys = form.easingKeys
      guard let first = keys.first else { continue }
      let tag = form.easingTag.map { " (\($0))" } ?? ""
      let rest = keys.dropFirst().map { "\($0.name)=" }.joined(separator: " and ") + tag
      if let last = phrases.last, last.first == first {
        phrases[phrases.count - 1].text += " or " + rest
      } else {
        phrases.append((first, "\(first.name)= with " + rest))
      }
    }
    let texts = phrases.map(\.text)
    guard let last = texts.last, texts.count > 1 else { return texts.first ?? "" }
    return texts.dropLast().joined(separator: ", ") + (texts.count > 2 ? ", or " : " or ") + last
  }
}
