import JellyFrameDiff
import JellySprings

// Tests of physics and algorithms that do not depend on UIKit's specifics pin the model they
// were written for: the envelope equation's largest root, the spring never cut.

extension UIKitAnimationModel {
  /// The ideal solver (the envelope equation's largest root), the spring left to run on.
  package static let idealFree = UIKitAnimationModel(solver: .ideal, cutsAtDuration: false)
}

extension FrameDiffPreset {
  /// This preset with every helper under ``UIKitAnimationModel/idealFree``.
  package var idealFree: FrameDiffPreset {
    var preset = self
    preset.animationModel = .idealFree
    return preset
  }
}
