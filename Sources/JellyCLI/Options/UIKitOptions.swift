import JellyArguments
import JellySprings

/// How UIKit's springs are run, for every command that runs one (`--duration --damping`
/// springs, easings and every helper of a scene): the solver, and whether the animation stops
/// at its duration as UIKit's does.
enum UIKitOptions {
  /// `--uikit-solver ios|ideal`: iOS's 12 Newton steps (default) or the largest root.
  static let solver = Option<UIKitSpringModel.Solver>.choice(
    "uikit-solver", valueName: "SOLVER",
    help: "UIKit's spring: ios (iOS's own 12 Newton steps) or ideal (the envelope's largest root)",
    default: .iOS)
  /// `--free-spring`: let UIKit springs run on past their duration.
  static let freeSpring = Option<Bool>.flag(
    "free-spring",
    help:
      "Let UIKit springs run on past their duration (UIKit stops them there and jumps to the target)"
  )

  /// `--uikit-solver` and `--free-spring`.
  static let specs = [solver.spec, freeSpring.spec]

  /// The model the options choose; a command that does not declare one of them (`convert` has
  /// no `--free-spring`, `compare curves` neither) runs UIKit's own: iOS's solver, cut at the
  /// duration.
  static func model(_ options: ParsedOptions) -> UIKitAnimationModel {
    UIKitAnimationModel(
      solver: options.declares(solver) ? options[solver] : .iOS,
      cutsAtDuration: !(options.declares(freeSpring) && options[freeSpring]))
  }
}
