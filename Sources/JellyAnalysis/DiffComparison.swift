import Foundation
import JellyEasing
import JellyFrameDiff
import JellyMath
import JellyText

/// A scene's diff normalized and laid over an easing's oscillation e(u) − 1, with a Penner
/// elastic and a single damped oscillation fitted to the normalized diff (`jellylab compare`).
public struct DiffComparison: Sendable {
  /// The time origin, time scale, amplitude and sign that map the diff onto u in [0, 1].
  public let normalization: DiffNormalization
  /// The normalized diff and the easing on the grid, their differences and paired peaks.
  public let comparison: CurveComparison
  /// The Penner easeOutElastic fitted to the normalized diff.
  public let elastic: ElasticFit
  /// The damped oscillation fitted to the normalized diff.
  public let damped: DampedOscillationFit

  /// The most least-squares runs of both fits, the total of the `progress` reports of
  /// ``init(scene:curve:samples:alignment:progress:)``.
  public static let maximumFitRuns = ElasticFit.maximumRunCount + DampedOscillationFit.runCount

  /// Compares the diff of `scene` with `curve` on `samples` grid points u = i/(samples − 1)
  /// (3...``CurveComparison/maximumSamples``), u = 0 placed by `alignment`, and fits both
  /// models. The fits take most of the time (seconds at 10^5 samples): `progress` is called
  /// with the least-squares runs finished so far, counted up to ``maximumFitRuns`` (the elastic
  /// fit counts as ``ElasticFit/maximumRunCount`` once done, however many runs it needed).
  ///
  /// - Throws: ``DiffComparisonError/comparison(_:)`` when the diff cannot be normalized or
  ///   compared, ``DiffComparisonError/fit(_:)`` when a fit fails.
  public init(
    scene: FrameDiffScene, curve: any EasingCurve, samples: Int, alignment: DiffAlignment,
    progress: (_ fitRunsDone: Int) -> Void = { _ in }
  ) throws(DiffComparisonError) {
    do {
      normalization = try DiffNormalization(
        scene: scene,
        mainExcursionSign: CurveComparison.mainExcursionSign(of: curve, samples: samples),
        alignment: alignment)
      comparison = try CurveComparison(
        normalization: normalization, curve: curve, samples: samples)
    } catch {
      throw .comparison(error)
    }
    do {
      elastic = try ElasticFit(
        times: comparison.times, values: comparison.diff, progress: progress)
      let elasticRuns = ElasticFit.maximumRunCount
      progress(elasticRuns)
      damped = try DampedOscillationFit(
        times: comparison.times, values: comparison.diff, progress: { progress(elasticRuns + $0) }
      )
    } catch {
      throw .fit(error)
    }
  }

  /// The columns of `writeCurves(_:)`: u (normalized time), the normalized diff, e(u) − 1 and
  /// their difference.
  public static let curveHeader = ["u", "diff", "easing", "residual"]

  /// Appends one row per grid point to `csv`, in the columns of ``curveHeader``.
  ///
  /// - Throws: Whatever the writer's sink throws.
  package func writeCurves(_ csv: inout CSVWriter) throws {
    for i in comparison.times.indices {
      try csv.writeRow([
        comparison.times[i], comparison.diff[i], comparison.easing[i],
        comparison.diff[i] - comparison.easing[i],
      ])
    }
  }

  /// The report of the comparison and both fits.
  public var report: CompareReport {
    CompareReport(
      normalization: normalization, comparison: comparison, elastic: elastic, damped: damped)
  }
}

/// Why a ``DiffComparison`` could not be made.
public enum DiffComparisonError: Error, Sendable, Equatable, CustomStringConvertible,
  LocalizedError
{
  /// The diff could not be normalized or laid over the easing.
  case comparison(FrameDiffError)
  /// A least-squares fit failed.
  case fit(FrameDiffError)

  /// `cannot compare: …` with the diff's error, or the fit's error as it is.
  public var description: String {
    switch self {
    case .comparison(let error): "cannot compare: \(error)"
    case .fit(let error): "\(error)"
    }
  }

  /// ``description``.
  public var errorDescription: String? { description }

  /// The parameter the comparison or the fit rejects, or `nil` when it is not a rejected
  /// parameter.
  public var parameterError: ParameterError? {
    switch self {
    case .comparison(let error), .fit(let error): error.parameterError
    }
  }
}
