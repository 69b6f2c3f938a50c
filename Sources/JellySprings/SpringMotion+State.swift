extension SpringMotion {
  /// Displacement x(t) and velocity x'(t) at time `t` ≥ 0 (seconds; value units and value
  /// units per second), bit for bit ``displacement(at:)`` and ``velocity(at:)``, with the
  /// exponential, sine and cosine they share computed once. Both are 0 from ``endTime`` on.
  @inline(__always)
  public func displacementAndVelocity(at t: Double) -> (displacement: Double, velocity: Double) {
    if t >= endTime { return (0, 0) }
    // One basis for the solutions with (x0, v0) and (v0, a0): the same values as
    // `solution(_:_:at:)` gives for each.
    let basis = exact.basis(at: t)
    return (
      exact.value(initialDisplacement, initialVelocity, in: basis),
      exact.value(initialVelocity, initialAcceleration, in: basis)
    )
  }
}
