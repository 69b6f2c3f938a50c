import JellyMath
import JellySprings

// spring(...) forms: one per SpringParametrization (its easing keys, defaults and messages),
// each with an optional velocity= in distances per second toward the target. A UIKit form lasts
// its duration and ends there, as UIKit's animation does.

extension EasingParser {
  /// The `spring(...)` keys, in the order canonical names list them.
  static let springKeys = SpringInput.keyOrder.map(\.name)

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
    let (spring, form) = try springAndForm(values, velocity: velocity, solver: uiKit.solver)
    // The UIKit form is an animation of `duration` seconds that ends on its target.
    let endTime =
      form.stopsAtDuration && uiKit.cutsAtDuration
      ? UIKitSpringModel.durationInEffect(values["duration"] ?? 0) : nil
    let name =
      "spring("
      + springKeys.compactMap { key in
        values[key].map { "\(key)=\(EasingNumberFormat.string($0))" }
      }.joined(separator: ",") + ")"
    return try checked(function) { () throws(ParameterError) in
      try SpringEasing(spring: spring, initialVelocity: velocity, name: name, endTime: endTime)
    }
  }

  /// Whether `text` is a `spring(…)` form of UIKit's parametrization (`duration=`,
  /// `damping=`): the one curve a UIKit model (its solver, its cut at the duration) applies to.
  public static func usesUIKitModel(_ text: String) -> Bool {
    let form = text.lowercased().filter { !$0.isWhitespace }
    guard form.hasPrefix("spring("), form.hasSuffix(")") else { return false }
    let keys = form.dropFirst("spring(".count).dropLast().split(separator: ",").compactMap {
      $0.split(separator: "=", maxSplits: 1).first.flatMap { SpringInput(rawValue: String($0)) }
    }
    let given = Set(keys).subtracting([.velocity])
    return SpringParametrization.easingForm(given: given)?.stopsAtDuration ?? false
  }

  /// The spring of the parsed keys and the parametrization they select
  /// (`SpringParametrization.easingForm(given:)`), or an error naming the missing or conflicting
  /// keys, or the value out of range (with the parser's key names).
  static func springAndForm(
    _ values: [String: Double], velocity: Double, solver: UIKitSpringModel.Solver
  ) throws(EasingParseError) -> (spring: Spring, form: SpringParametrization) {
    let function = "spring"
    let given = Set(values.keys.compactMap(SpringInput.init(rawValue:))).subtracting([.velocity])
    guard let form = SpringParametrization.easingForm(given: given) else {
      throw .invalidArguments(
        function: function, reason: "give " + SpringParametrization.easingChoices)
    }
    let extra = given.subtracting(form.inputs)
    guard extra.isEmpty else {
      let list = SpringInput.keyOrder.filter(extra.contains).map(\.name).joined(separator: ", ")
      throw .invalidArguments(
        function: function, reason: "\(list) cannot be used with \(form.easingForm)")
    }
    var resolved: [SpringInput: Double] = [.velocity: velocity]
    for input in form.inputs {
      let fallback = form.easingDefaults.first { $0.input == input }?.value
      guard let value = values[input.name] ?? fallback else {
        throw .invalidArguments(
          function: function, reason: "\(form.easingForm) also needs \(input.name)=")
      }
      resolved[input] = value
    }
    do {
      let spring = try form.spring({ resolved[$0] ?? 0 }, solver: solver)
      return (spring, form)
    } catch {
      // The parser's key names for the quantities its keys give directly.
      let key = SpringInput(naming: error.parameter).flatMap {
        form.inputs.contains($0) || $0 == .velocity ? $0.name : nil
      }
      throw .outOfRange(function: function, error.named(key ?? error.name))
    }
  }
}

extension EasingParser {
  /// The UIKit spring arguments a `spring(duration=…,damping=…)` text gives, in the text's
  /// order, as UIKit reads them before it animates: `duration` (seconds) and `damping` (the
  /// ratio, counted when the form has a duration) of a form without `bounce=`; keys and values
  /// read case- and space-insensitively, values that are not decimal numbers skipped. Empty for
  /// any other curve text. Each can then be clamped (`UIKitSpringModel.duration(inEffect:)`,
  /// `dampingRatio(inEffect:solver:)`) and reported.
  public static func uiKitArguments(_ text: String)
    -> [(argument: UIKitSpringModel.ArgumentInEffect.Argument, given: Double)]
  {
    let form = text.lowercased().filter { !$0.isWhitespace }
    guard form.hasPrefix("spring("), form.hasSuffix(")"), !form.contains("bounce=") else {
      return []
    }
    var arguments: [(argument: UIKitSpringModel.ArgumentInEffect.Argument, given: Double)] = []
    for pair in form.dropFirst("spring(".count).dropLast().split(separator: ",") {
      let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, let value = PlainNumberText.decimal(parts[1]) else { continue }
      if parts[0] == "duration" {
        arguments.append((.duration, value))
      } else if parts[0] == "damping", form.contains("duration=") {
        arguments.append((.dampingRatio, value))
      }
    }
    return arguments
  }
}
