import JellySprings

// Motion (framer-motion, motiondivision/motion `generators/spring`): a transition with any of
// stiffness/damping/mass is a physical spring (duration and bounce are then ignored); `velocity`
// is in the value's units per second, positive toward larger values (the generator converts it
// to units per millisecond itself). The animation ends, snapping to the target, once within
// restDelta and slower than restSpeed (0.005 and 0.01 units/s for moves shorter than 5 units,
// else 0.5 and 2 units/s).

extension SpringSnippetDraft {
  /// The spring transition with the spring's own constants and v × `travel`, read back as they
  /// are.
  mutating func writeMotion() {
    let mass = SnippetNumber.double(spring.mass)
    let stiffness = SnippetNumber.double(spring.stiffness)
    let damping = SnippetNumber.double(spring.damping)
    let v = SnippetNumber.double(velocity)

    line("const travel = 1; // set: target minus start, in the animated value's units")
    line("const jellylabTransition = {")
    line("  type: \"spring\",")
    line("  stiffness: \(stiffness.text),")
    line("  damping: \(damping.text),")
    line("  mass: \(mass.text),")
    line("  velocity: \(v.text) * travel, // units per second")
    line("};")
    readBack(
      try? Spring(mass: mass.value, stiffness: stiffness.value, damping: damping.value),
      velocity: v.value)

    entries += [
      ("motion_stiffness", stiffness.value), ("motion_damping", damping.value),
      ("motion_mass", mass.value), ("motion_velocity", v.value),
    ]
    noteVelocityUnits("Motion", unit: "second", travel: "travel")
    notes.append(
      "Motion ends the spring, snapping to the target, once it is within restDelta and slower"
        + " than restSpeed (0.005 and 0.01 units/s for moves shorter than 5 units).")
    noteCutNotKept("Motion")
  }
}
