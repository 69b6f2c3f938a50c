import JellySprings

// Android (developer.android.com): androidx.dynamicanimation `SpringForce` has mass 1 and takes
// `setStiffness(Float)` (> 0) and `setDampingRatio(Float)` (≥ 0); `SpringAnimation
// .setStartVelocity(Float)` is in the animated property's units per second ("pixel/s" for a
// view's position). Jetpack Compose `spring(dampingRatio: Float, stiffness: Float,
// visibilityThreshold)` has the same mass-1 model; `Animatable.animateTo(…, initialVelocity)`
// also takes value units per second.

extension SpringSnippetDraft {
  /// SpringForce and Compose `spring()` with the nearest Floats to k/m and ζ, read back as
  /// those Floats through `Spring(androidStiffness:dampingRatio:)`; the start velocity is the
  /// nearest Float to v times the travel in px.
  ///
  /// - Throws: ``ExportError/springNotRepresentable(format:reason:)`` when k/m or ζ has no
  ///   finite, positive (ζ: non-negative) Float.
  mutating func writeAndroid() throws(ExportError) {
    let t = Self.text
    guard let stiffness = SnippetNumber.kotlinFloat(spring.stiffness / spring.mass),
      stiffness.value > 0
    else {
      throw .springNotRepresentable(
        format: format.rawValue,
        reason:
          "k/m = \(t(spring.stiffness / spring.mass)) is outside the positive Float range"
          + " SpringForce.setStiffness takes")
    }
    guard let ratio = SnippetNumber.kotlinFloat(spring.dampingRatio),
      spring.dampingRatio == 0 || ratio.value > 0
    else {
      throw .springNotRepresentable(
        format: format.rawValue,
        reason: "the damping ratio \(t(spring.dampingRatio)) is outside the Float range")
    }
    guard let v = SnippetNumber.kotlinFloat(velocity), velocity == 0 || v.value != 0 else {
      throw .springNotRepresentable(
        format: format.rawValue,
        reason: "the initial velocity \(t(velocity)) travels/s is outside the Float range")
    }

    comment("androidx.dynamicanimation: SpringForce has mass 1 and takes Floats.")
    line("val travelPx = 1f // set: final position minus start value, in px")
    line("val jellylabForce = SpringForce()")
    line("    .setStiffness(\(stiffness.text))")
    line("    .setDampingRatio(\(ratio.text))")
    line("val jellylabStartVelocity = \(v.text) * travelPx // px/s, for setStartVelocity")
    comment("SpringAnimation(view, DynamicAnimation.TRANSLATION_Y, finalPosition)")
    comment("    .setSpring(jellylabForce).setStartVelocity(jellylabStartVelocity).start()")
    readBack(
      try? Spring(androidStiffness: stiffness.value, dampingRatio: ratio.value),
      velocity: v.value)

    comment("Jetpack Compose (mass 1, Floats):")
    line(
      "val jellylabSpec = spring<Float>(dampingRatio = \(ratio.text), stiffness ="
        + " \(stiffness.text))")
    comment("animatable.animateTo(target, jellylabSpec, initialVelocity = jellylabStartVelocity)")
    readBack(
      try? Spring(androidStiffness: stiffness.value, dampingRatio: ratio.value),
      velocity: v.value)

    entries += [
      ("android_stiffness", stiffness.value), ("android_damping_ratio", ratio.value),
      ("android_velocity", v.value),
    ]
    noteMassNormalised("SpringForce (and Compose's spring())")
    notes.append(
      "SpringForce and Compose take Float: the printed stiffness, damping ratio and velocity"
        + " are the nearest Floats, which move the spring by \(Self.brief(readBackError))"
        + " relative (Float keeps about 7 digits).")
    noteVelocityUnits("SpringAnimation.setStartVelocity", unit: "second (px/s)", travel: "travelPx")
    noteCutNotKept("Android")
  }
}
