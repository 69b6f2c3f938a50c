import JellySprings

// react-spring (pmndrs/react-spring `AnimationConfig` and `SpringValue.advance`): `tension` is
// k, `friction` is c, `mass` is m; `velocity` is in the value's units per millisecond (the
// integrator applies tension·10⁻⁶ and friction·10⁻³ per millisecond, comment "pt/ms"), positive
// toward larger values. It integrates in 1 ms semi-implicit Euler steps and stops when slower
// than restVelocity and within `precision` (default 0.01) of the target.

extension SpringSnippetDraft {
  /// `config: { tension, friction, mass, velocity }` with the spring's own constants and
  /// v / 1000 × `travel`, read back with `Spring(tension:friction:mass:)` and × 1000.
  mutating func writeReactSpring() {
    let tension = SnippetNumber.double(spring.stiffness)
    let friction = SnippetNumber.double(spring.damping)
    let mass = SnippetNumber.double(spring.mass)
    let perMillisecond = SnippetNumber.double(velocity / 1000)

    line("const travel = 1; // set: target minus start, in the animated value's units")
    line("const jellylabConfig = {")
    line("  tension: \(tension.text),")
    line("  friction: \(friction.text),")
    line("  mass: \(mass.text),")
    line("  velocity: \(perMillisecond.text) * travel, // units per millisecond")
    line("};")
    readBack(
      try? Spring(tension: tension.value, friction: friction.value, mass: mass.value),
      velocity: perMillisecond.value * 1000)

    entries += [
      ("react_spring_tension", tension.value), ("react_spring_friction", friction.value),
      ("react_spring_mass", mass.value), ("react_spring_velocity_per_ms", perMillisecond.value),
    ]
    noteVelocityUnits("react-spring", unit: "millisecond", travel: "travel")
    notes.append(
      "react-spring integrates the spring in 1 ms Euler steps (ω0·h ="
        + " \(Self.brief(spring.naturalFrequency / 1000)) per step), not exactly, and stops"
        + " within `precision` (default 0.01 units) of the target.")
    noteCutNotKept("react-spring")
  }
}
