import JellySprings

// Flutter (api.flutter.dev): `SpringDescription(mass:, stiffness:, damping:)` holds the physical
// constants; `SpringSimulation(spring, start, end, velocity)` takes the velocity in L/T, the
// length unit of start and end per time unit, so with start 0 and end 1 it is travels per second
// (positive toward end). The simulation is done once within its Tolerance (default 1e-3).

extension SpringSnippetDraft {
  /// `SpringDescription` with the spring's own constants and a `SpringSimulation` from 0 to 1
  /// with v, read back as they are.
  mutating func writeFlutter() {
    let mass = SnippetNumber.double(spring.mass)
    let stiffness = SnippetNumber.double(spring.stiffness)
    let damping = SnippetNumber.double(spring.damping)
    let v = SnippetNumber.double(velocity)

    line("const jellylabSpring = SpringDescription(")
    line("  mass: \(mass.text),")
    line("  stiffness: \(stiffness.text),")
    line("  damping: \(damping.text),")
    line(");")
    comment("From 0 to 1: the velocity is in travels per second toward the end.")
    line("final jellylabSimulation = SpringSimulation(jellylabSpring, 0.0, 1.0, \(v.text));")
    comment("A bounded AnimationController clips the overshoot: use an unbounded one.")
    comment("AnimationController.unbounded(vsync: this).animateWith(jellylabSimulation);")
    readBack(
      try? Spring(mass: mass.value, stiffness: stiffness.value, damping: damping.value),
      velocity: v.value)

    entries += [
      ("flutter_mass", mass.value), ("flutter_stiffness", stiffness.value),
      ("flutter_damping", damping.value), ("flutter_velocity", v.value),
    ]
    notes.append(
      "SpringSimulation is done once within its tolerance (default 0.001 of the travel and"
        + " 0.001 travels/s) and stays there unless created with snapToEnd: true.")
    noteCutNotKept("Flutter")
  }
}
