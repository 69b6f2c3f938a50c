import JellyMath
import JellySprings

// spring(...) forms:
//   duration=, damping=    UIKit duration and damping ratio (Spring(uiKitDuration:...)); the
//                          easing lasts the duration and ends there, as UIKit's animation does
//   duration=, bounce=     SwiftUI duration and bounce (Spring(swiftUIDuration:bounce:))
//   response=, damping=    response and damping ratio (Spring(response:dampingRatio:))
//   stiffness=, damping-coefficient=, mass= (optional, 1)   physical constants
// each with an optional velocity= in distances per second toward the target.

extension EasingParser {
  /// The `spring(...)` keys, in the order canonical names list them.
  static let springKeys = [
    "duration", "response", "bounce", "damping", "mass", "stiffness", "damping-coefficient",
    "velocity",
  ]

  static func spring(_ arguments: [String], uiKit: UIKitAnimationModel = .iOS)
    throws(EasingParseError) -> SpringEasing
  {
    let function = "spring"
    let keys = try keywordArguments(arguments, function, allowed: springKeys)
    var values: [String: Double] = [:]
    for key in springKeys {
      if let text = keys[key] { values[key] = try number(text, function, key) }
    }
    let velocity = values["velocity"] ?? 0
    let spring = try springFromKeys(values, velocity: velocity, solver: uiKit.solver)
    // The UIKit form is an animation of `duration` seconds that ends on its target.
    let isUIKit = values["duration"] != nil && values["damping"] != nil
    let endTime =
      isUIKit && uiKit.cutsAtDuration
      ? UIKitSpringModel.durationInEffect(values["duration"] ?? 0) : nil
    let name =
      "spring("
      + springKeys.compactMap { key in
        values[key].map { "\(key)=\(EasingNumberFormat.string($0))" }
      }.joined(separator: ",") + ")"
    return try checked(function) { () throws(EasingParameterError) in
      try SpringEasing(spring: spring, initialVelocity: velocity, name: name, endTime: endTime)
    }
  }

  /// The spring described by the parsed keys, or an error naming the missing or conflicting
  /// keys, or the value out of range (with the parser's key names).
  static func springFromKeys(
    _ values: [String: Double], velocity: Double, solver: UIKitSpringModel.Solver = .iOS
  )
    throws(EasingParseError) -> Spring
  {
    let function = "spring"
    let given = Set(values.keys).subtracting(["velocity"])
    func conflict(_ allowed: Set<String>, _ form: String) throws(EasingParseError) {
      let extra = given.subtracting(allowed)
      guard extra.isEmpty else {
        let list = springKeys.filter(extra.contains).joined(separator: ", ")
        throw .invalidArguments(function: function, reason: "\(list) cannot be used with \(form)")
      }
    }
    func require(_ key: String, _ form: String) throws(EasingParseError) -> Double {
      guard let value = values[key] else {
        throw .invalidArguments(function: function, reason: "\(form) also needs \(key)=")
      }
      return value
    }
    // Maps a SpringParameterError to the parser's key names.
    func build(_ names: [Parameter: String], _ body: () throws(SpringParameterError) -> Spring)
      throws(EasingParseError) -> Spring
    {
      do {
        return try body()
      } catch {
        throw .outOfRange(function: function, error.named(names[error.parameter] ?? error.name))
      }
    }

    if !given.isDisjoint(with: ["mass", "stiffness", "damping-coefficient"]) {
      let form = "stiffness=/damping-coefficient=/mass="
      try conflict(["mass", "stiffness", "damping-coefficient"], form)
      let stiffness = try require("stiffness", form)
      let damping = try require("damping-coefficient", form)
      let mass = values["mass"] ?? 1
      return try build([.dampingCoefficient: "damping-coefficient"]) {
        () throws(SpringParameterError) in
        try Spring.validated(mass: mass, stiffness: stiffness, damping: damping)
      }
    }
    if given.contains("response") {
      try conflict(["response", "damping"], "response=")
      let response = values["response"] ?? 0
      let ratio = try require("damping", "response=")
      return try build([.dampingRatio: "damping"]) { () throws(SpringParameterError) in
        try Spring(response: response, dampingRatio: ratio)
      }
    }
    if given.contains("duration") {
      let duration = values["duration"] ?? 0
      if given.contains("bounce") {
        try conflict(["duration", "bounce"], "duration= and bounce= (SwiftUI)")
        let bounce = values["bounce"] ?? 0
        return try build([:]) { () throws(SpringParameterError) in
          try Spring(swiftUIDuration: duration, bounce: bounce)
        }
      }
      let ratio = try require("damping", "duration= (UIKit; or bounce= for SwiftUI)")
      return try build([.dampingRatio: "damping"]) { () throws(SpringParameterError) in
        try Spring(
          uiKitDuration: duration, dampingRatio: ratio, initialVelocity: velocity, solver: solver)
      }
    }
    throw .invalidArguments(
      function: function,
      reason:
        "give duration= with damping= (UIKit) or bounce= (SwiftUI), response= with damping=, "
        + "or stiffness= with damping-coefficient=")
  }
}
