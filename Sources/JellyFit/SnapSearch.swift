import JellyMath

/// Finds a snap to the target in a spring fit: some engines end a spring at a duration of
/// their own (GNOME's libadwaita once it is close, UIKit at its duration), so the value jumps
/// to the target and holds it exactly.
///
/// A candidate is a final exact hold (``RecordingProfile/finalExactHoldStart``) reached by a
/// jump that differs from the fitted spring's own motion over that frame by more than the band
/// of the noise and by more than that motion itself. The spring is refitted with its value set to the target from the first
/// sample of the hold on, and the snap is kept only when it lowers the BIC with its time
/// counted as one more parameter.
enum SnapSearch {
  /// The refitted problem, its solution and the snap, or `nil` when there is none to keep.
  static func refit(
    _ problem: MotionLeastSquares, _ solution: LeastSquaresSolution, motion: RecordedMotion,
    profile: RecordingProfile
  ) -> (MotionLeastSquares, LeastSquaresSolution, MotionFit.Snap)? {
    guard let hold = profile.finalExactHoldStart, hold >= 1 else { return nil }
    let times = motion.times
    let jump = motion.values[hold] - motion.values[hold - 1]
    let fitted = problem.model.values(
      problem.full(solution.parameters), at: [times[hold - 1], times[hold]], snapTime: nil)
    let ownStep = fitted[1] - fitted[0]
    let unexplained = Swift.abs(jump - ownStep)
    guard unexplained > profile.band, unexplained > Swift.abs(ownStep) else { return nil }
    let snapTime = times[hold]
    let snapped = problem.snapping(at: snapTime)
    let refit = LevenbergMarquardt.minimize(snapped, from: solution.parameters)
    let points = problem.times.count
    let without = InformationCriteria(
      sumOfSquares: solution.sumOfSquares, points: points, parameters: problem.parameterCount)
    let with = InformationCriteria(
      sumOfSquares: refit.sumOfSquares, points: points, parameters: problem.parameterCount + 1)
    guard with.bic < without.bic else { return nil }
    let full = snapped.full(refit.parameters)
    let before = problem.model.values(full, at: [snapTime], snapTime: nil)[0]
    let displacement = before - full[problem.model.toIndex]
    return (snapped, refit, MotionFit.Snap(time: snapTime, jump: displacement))
  }
}
