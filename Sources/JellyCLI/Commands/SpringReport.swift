import Foundation
import JellySprings

/// Every parametrization of one spring, as ordered key/value entries with units.
struct SpringReport: Sendable {
  /// One quantity: a snake_case key, its value (`nil` when undefined; may be infinite) and unit.
  struct Entry: Sendable, Equatable {
    /// The snake_case key, e.g. `"damping_ratio"`.
    let key: String
    /// The value, `nil` when undefined for this spring.
    let value: Double?
    /// The unit in words ("s", "rad/s", "" for pure numbers).
    let unit: String
  }

  /// The entries, in the order of `jellylab convert --help`.
  let entries: [Entry]

  /// The report for `resolved` (its velocity enters uikit_duration, settling and overshoot).
  init(_ resolved: ResolvedSpring) {
    let spring = resolved.spring
    let motion = spring.motion(initialDisplacement: -1, initialVelocity: resolved.velocity)
    let unitMass = try? Spring.validated(
      mass: 1, stiffness: spring.stiffness / spring.mass, damping: spring.damping / spring.mass)
    var pop: (bounciness: Double, speed: Double)?
    if let unitMass, let values = POPSpringModel.bouncinessAndSpeed(of: unitMass),
      POPSpringModel.range.contains(values.bounciness), POPSpringModel.range.contains(values.speed)
    {
      pop = values
    }
    entries = [
      Entry(key: "mass", value: spring.mass, unit: "mass units"),
      Entry(key: "stiffness", value: spring.stiffness, unit: "force/distance"),
      Entry(key: "damping_coefficient", value: spring.damping, unit: "force/velocity"),
      Entry(key: "damping_ratio", value: spring.dampingRatio, unit: ""),
      Entry(key: "natural_frequency", value: spring.naturalFrequency, unit: "rad/s"),
      Entry(key: "damped_frequency", value: spring.dampedFrequency, unit: "rad/s"),
      Entry(key: "period", value: spring.period, unit: "s"),
      Entry(key: "response", value: spring.response, unit: "s"),
      Entry(key: "swiftui_duration", value: spring.swiftUIDuration, unit: "s"),
      Entry(key: "bounce", value: spring.bounce, unit: ""),
      Entry(
        key: "uikit_duration", value: spring.uiKitDuration(initialVelocity: resolved.velocity),
        unit: "s"),
      Entry(key: "settling_duration", value: motion.settlingDuration(), unit: "s"),
      Entry(key: "log_decrement", value: spring.logarithmicDecrement, unit: ""),
      Entry(key: "overshoot", value: motion.overshoot, unit: "of the distance"),
      Entry(key: "pop_bounciness", value: pop?.bounciness, unit: ""),
      Entry(key: "pop_speed", value: pop?.speed, unit: ""),
      Entry(key: "origami_tension", value: unitMass?.origamiTension, unit: ""),
      Entry(key: "origami_friction", value: unitMass?.origamiFriction, unit: ""),
    ]
  }

  /// One JSON object with every key; undefined and non-finite values are `null`; numbers in
  /// shortest round-trip form.
  func json() -> String {
    let lines = entries.map { entry in
      let value = entry.value.flatMap { $0.isFinite ? $0.description : nil } ?? "null"
      return "  \"\(entry.key)\": \(value)"
    }
    return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
  }

  /// An aligned table for people: key, value (`n/a` when undefined, `inf`), unit.
  func table() -> String {
    let keyWidth = (entries.map(\.key.count).max() ?? 0) + 2
    let values = entries.map { $0.value.map(\.description) ?? "n/a" }
    let valueWidth = (values.map(\.count).max() ?? 0) + 2
    var text = ""
    for (entry, value) in zip(entries, values) {
      var line = entry.key.padding(toLength: keyWidth, withPad: " ", startingAt: 0)
      line +=
        entry.unit.isEmpty
        ? value
        : value.padding(
          toLength: valueWidth, withPad: " ", startingAt: 0) + entry.unit
      text += line + "\n"
    }
    return text
  }
}
