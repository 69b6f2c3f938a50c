import Foundation
import JellySprings

/// Fits models to a recorded motion and ranks them: what `jellylab fit` runs.
///
/// The recording is profiled once (``RecordingProfile``: noise, start, trimmed holds, repeated
/// frames), so every model is fitted to the same points and their criteria compare. Each model
/// starts from several points read off the data (the crossings of the target, the ratio of
/// successive swings, the rise time); the starts are ranked by their cost and
/// Levenberg–Marquardt runs from the best ``runsPerModel``, keeping the lowest cost, in every
/// combination of the model's ``HeldValue``s held or freed. A spring fit then looks for a snap
/// to the target and keeps it when the BIC prefers it.
///
/// ```swift
/// let motion = try RecordedMotion(times: times, values: values)
/// let results = try MotionFitter.fit(motion, models: [.spring, .cubicBezier])
/// results.fits[0].model  // the best by BIC
/// ```
public enum MotionFitter {
  /// How many of a model's best starts Levenberg–Marquardt runs from.
  public static let runsPerModel = 3

  /// How much freeing a ``HeldValue`` (a spring's release velocity, a curve's flat end) must
  /// lower a fit's BIC for the freed parameter to be kept: 10, very strong evidence on Kass and
  /// Raftery's scale.
  public static let freeingEvidence = 10.0
  /// The BIC difference below which the best two ranked fits are reported alike: "not worth
  /// more than a bare mention" on Raftery's scale.
  public static let telling = 2.0
  /// The samples from which a recording's noise is judged: with fewer, values within the noise
  /// band are still fitted.
  public static let noiseSamples = 10

  /// The fits of `models` to `motion`, best first (by BIC).
  ///
  /// - Parameters:
  ///   - motion: The recording.
  ///   - models: The models to fit (duplicates are fitted once). A model the recording has too
  ///     few points for is left out with a note when another can be fitted.
  ///   - fixed: Values not to fit.
  /// - Throws: ``MotionFitError/invalidFixedValue(_:)``;
  ///   ``MotionFitError/withinNoise(range:band:)`` when the values spread by no more than
  ///   twice the profile's noise band (``RecordingProfile/band``) over at least
  ///   ``noiseSamples`` samples; when no model can be fitted, the first
  ///   model's error: ``MotionFitError/tooFewPoints(points:model:parameters:)`` or
  ///   ``MotionFitError/noFiniteStart(model:)``.
  public static func fit(
    _ motion: RecordedMotion, models: [MotionModel], fixed: FixedValues = FixedValues()
  ) throws(MotionFitError) -> MotionFitResults {
    try fixed.validate()
    let profile = RecordingProfile(motion)
    // A motion moves many noise bands; values that spread by two are noise at rest (judged
    // where there are samples enough to estimate the noise).
    guard motion.count < Self.noiseSamples || motion.range > 2 * profile.band else {
      throw .withinNoise(range: motion.range, band: profile.band)
    }
    let estimate = MotionEstimate(motion, profile: profile, from: fixed.from, to: fixed.to)
    var fits: [MotionFit] = []
    var notes = profile.notes(motion)
    var firstError: MotionFitError?
    var seen = Set<MotionModel>()
    for model in models where seen.insert(model).inserted {
      do throws(MotionFitError) {
        fits.append(
          try fitModel(model, motion, profile: profile, estimate: estimate, fixed: fixed))
      } catch {
        firstError = firstError ?? error
        notes.append("\(error); the \(model.rawValue) model is left out")
      }
    }
    if fits.isEmpty, let firstError { throw firstError }
    // A fit that did not converge or collapsed onto a bound is listed after the others, not
    // ranked: its criterion does not compare.
    let ranked = fits.filter(\.isRanked).sorted { $0.bic < $1.bic }
    let unranked = fits.filter { !$0.isRanked }.sorted { $0.bic < $1.bic }
    if ranked.count >= 2, ranked[1].bic - ranked[0].bic < Self.telling {
      notes.append(
        "the \(ranked[0].model.rawValue) and \(ranked[1].model.rawValue) fits are alike"
          + " (their BIC differ by \(String(format: "%.1f", ranked[1].bic - ranked[0].bic)),"
          + " less than \(Int(Self.telling))): the recording does not tell them apart")
    }
    return MotionFitResults(profile: profile, fits: ranked + unranked, notes: notes)
  }

  /// The fit of one model.
  static func fitModel(
    _ model: MotionModel, _ motion: RecordedMotion, profile: RecordingProfile,
    estimate: MotionEstimate, fixed: FixedValues
  ) throws(MotionFitError) -> MotionFit {
    let used = profile.usedIndices
    let times = used.map { motion.times[$0] }
    let values = used.map { motion.values[$0] }
    let fixedVector = fixed.vector(for: model)
    let freeCount = fixedVector.filter { $0 == nil }.count
    guard used.count > freeCount else {
      throw .tooFewPoints(points: used.count, model: model, parameters: freeCount)
    }
    let first = motion.times[0]
    let last = motion.times[motion.count - 1]
    let holdable = model.heldValues.filter { fixedVector[$0.index] == nil }
    let search = VariantSearch(
      model: model, times: times, values: values, fixed: fixedVector,
      startTimeBounds: (first - (last - first))...last,
      starts: MotionStarts.starts(model, estimate), holdable: holdable)
    guard let variant = search.best() else { throw .noFiniteStart(model: model) }
    var chosen = variant.problem
    var solution = variant.solution
    var snap: MotionFit.Snap?
    if model == .spring,
      let found = SnapSearch.refit(chosen, solution, motion: motion, profile: profile)
    {
      (chosen, solution, snap) = found
    }
    return MotionFitAssembly.make(
      problem: chosen, solution: solution, snap: snap, motion: motion, profile: profile,
      estimate: estimate, mass: fixed.mass ?? 1, callerFixed: fixedVector)
  }
}

/// The fits of a recording, best first, with the profile they share.
public struct MotionFitResults: Sendable, Hashable {
  /// The recording's profile: noise, start, trimmed holds, repeated and dropped frames.
  public let profile: RecordingProfile
  /// The fits, ranked by BIC, lowest (best) first.
  public let fits: [MotionFit]
  /// What the recording itself calls for attention to (repeated or dropped frames, models left
  /// out), one sentence each.
  public let notes: [String]
}
