import JellyMath

// Facebook POP's `springBounciness`/`springSpeed` (pop/POPAnimationExtras.mm, POPMath):
//   b = 0.8 · (bounciness/1.7)/20,  s = (speed/1.7)/20
//   qcTension = 0.5 + s·(200 − 0.5)
//   qcFriction = lerp(2b − b², noBounce(qcTension), 0.01)
//   tension = (qcTension − 30)·3.62 + 194,  friction = (qcFriction − 8)·3 + 25,  mass 1
// with noBounce the piecewise cubic of "b3 friction" below. POP defaults: bounciness 4,
// speed 12 → tension 342.1006, friction 30.4870.

/// Facebook POP's bounciness/speed spring parametrization and its inverse.
public enum POPSpringModel {
  /// POP's default `springBounciness`.
  public static let defaultBounciness = 4.0
  /// POP's default `springSpeed`.
  public static let defaultSpeed = 12.0
  /// Bounciness and speed are documented in [0, 20].
  public static let range: ClosedRange<Double> = 0...20

  /// POP's friction that just avoids bouncing for a Quartz Composer tension.
  static func noBounceFriction(_ tension: Double) -> Double {
    let x = tension
    if x <= 18 { return 0.0007 * x * x * x - 0.031 * x * x + 0.64 * x + 1.28 }
    if x <= 44 { return 0.000044 * x * x * x - 0.006 * x * x + 0.36 * x + 2 }
    return 0.00000045 * x * x * x - 0.000332 * x * x + 0.1078 * x + 5.84
  }

  /// Quartz Composer (qc) tension and friction for a bounciness and speed.
  static func quartzComposerValues(bounciness: Double, speed: Double) -> (
    tension: Double, friction: Double
  ) {
    let b = 0.8 * (bounciness / 1.7) / 20
    let s = (speed / 1.7) / 20
    let tension = 0.5 + s * (200 - 0.5)
    let t = 2 * b - b * b
    let friction = noBounceFriction(tension) + t * (0.01 - noBounceFriction(tension))
    return (tension, friction)
  }

  /// The bounciness and speed that give `spring`, or `nil` when the spring's mass is not 1 or
  /// no POP setting (bounciness, speed ≥ 0) produces it.
  public static func bouncinessAndSpeed(of spring: Spring) -> (bounciness: Double, speed: Double)? {
    guard spring.mass == 1 else { return nil }
    let qcTension = OrigamiSpringModel.quartzComposerTension(origamiTension: spring.stiffness)
    let qcFriction = OrigamiSpringModel.quartzComposerFriction(origamiFriction: spring.damping)
    let s = (qcTension - 0.5) / (200 - 0.5)
    let speed = s * 20 * 1.7
    let none = noBounceFriction(qcTension)
    // qcFriction = none + u·(0.01 − none), u = 2b − b² ∈ [0, 1) for b ∈ [0, 1).
    var u = (qcFriction - none) / (0.01 - none)
    // Bounciness 0 gives u = 0 up to rounding of the affine maps.
    if u < 0 && u > -1e-12 { u = 0 }
    guard speed >= 0, u >= 0, u < 1 else { return nil }
    let b = 1 - (1 - u).squareRoot()
    let bounciness = b / 0.8 * 20 * 1.7
    return (bounciness, speed)
  }
}

extension Spring {
  /// POP's `springBounciness`/`springSpeed` (both in [0, 20], defaults 4 and 12): mass 1, with
  /// tension and friction from POP's Quartz Composer mapping.
  ///
  /// - Throws: `ParameterError` when a value is outside [0, 20].
  public init(popBounciness bounciness: Double, speed: Double) throws(ParameterError) {
    guard bounciness.isFinite, POPSpringModel.range.contains(bounciness) else {
      throw ParameterError(.bounciness, value: bounciness, allowed: "in [0, 20]")
    }
    guard speed.isFinite, POPSpringModel.range.contains(speed), speed > 0 else {
      throw ParameterError(.speed, value: speed, allowed: "in (0, 20]")
    }
    let qc = POPSpringModel.quartzComposerValues(bounciness: bounciness, speed: speed)
    self = try Spring(
      mass: 1, stiffness: OrigamiSpringModel.origamiTension(quartzComposerTension: qc.tension),
      damping: OrigamiSpringModel.origamiFriction(quartzComposerFriction: qc.friction))
  }
}
