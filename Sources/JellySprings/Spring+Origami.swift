import JellyMath

/// Origami / Rebound tension and friction (facebookarchive/rebound-js
/// `OrigamiValueConverter`): tension = (o − 30)·3.62 + 194, friction = (o − 8)·3 + 25, mass 1.
/// Rebound's default Origami spring is (40, 7) → tension 230.2, friction 22.
public enum OrigamiSpringModel {
  /// Physical tension (stiffness) from an Origami tension.
  public static func origamiTension(quartzComposerTension o: Double) -> Double {
    (o - 30) * 3.62 + 194
  }
  /// Physical friction (damping coefficient) from an Origami friction.
  public static func origamiFriction(quartzComposerFriction o: Double) -> Double {
    (o - 8) * 3 + 25
  }
  /// Origami tension from a physical tension (stiffness).
  public static func quartzComposerTension(origamiTension k: Double) -> Double {
    (k - 194) / 3.62 + 30
  }
  /// Origami friction from a physical friction (damping coefficient).
  public static func quartzComposerFriction(origamiFriction c: Double) -> Double {
    (c - 25) / 3 + 8
  }
}

extension Spring {
  /// Origami's (Quartz Composer) tension and friction, as Rebound's
  /// `SpringConfig.fromOrigamiTensionAndFriction`: mass 1.
  ///
  /// - Throws: `ParameterError` when the resulting stiffness is not positive or the
  ///   damping is negative (Origami tension must exceed about −23.6, friction about −0.33).
  public init(origamiTension tension: Double, friction: Double) throws(ParameterError) {
    guard tension.isFinite, friction.isFinite else {
      throw ParameterError(
        tension.isFinite ? .friction : .tension, value: tension.isFinite ? friction : tension,
        allowed: "finite")
    }
    self = try Spring(
      mass: 1, stiffness: OrigamiSpringModel.origamiTension(quartzComposerTension: tension),
      damping: OrigamiSpringModel.origamiFriction(quartzComposerFriction: friction))
  }

  /// This spring's Origami tension (defined for any spring; mass is ignored).
  public var origamiTension: Double {
    OrigamiSpringModel.quartzComposerTension(origamiTension: stiffness)
  }
  /// This spring's Origami friction (defined for any spring; mass is ignored).
  public var origamiFriction: Double {
    OrigamiSpringModel.quartzComposerFriction(origamiFriction: damping)
  }
}
