import Foundation
import JellyMath

/// Why a recorded motion cannot be fitted: one line naming the sample or the value at fault.
public enum MotionFitError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The times and the values differ in number.
  case countMismatch(times: Int, values: Int)
  /// A time or a value is NaN or infinite (`index` counts samples from 0).
  case nonFiniteSample(index: Int, time: Double, value: Double)
  /// The time at `index` is not after the one before it.
  case timesNotIncreasing(index: Int, time: Double, previous: Double)
  /// Every value is the same: there is no motion to fit.
  case constantSeries(value: Double)
  /// The values spread by `range` (value units), no more than twice the band `band` within
  /// which the recording's noise keeps a value at rest (``RecordingProfile/band``): nothing
  /// moves beyond the noise.
  case withinNoise(range: Double, band: Double)
  /// `points` samples are too few for a model with `parameters` unknowns (it needs at least
  /// one more sample than unknowns).
  case tooFewPoints(points: Int, model: MotionModel, parameters: Int)
  /// No starting point of `model` gives finite values at the samples (iOS's Newton steps end on
  /// no frequency for every start, for instance).
  case noFiniteStart(model: MotionModel)
  /// A fixed value is out of its range (mass ≤ 0, a non-finite start, …).
  case invalidFixedValue(ParameterError)

  /// One line, e.g. `times must increase: sample 4 at t = 0.05 s follows t = 0.06 s`.
  public var description: String {
    switch self {
    case .countMismatch(let times, let values):
      "the series has \(times) times but \(values) values"
    case .nonFiniteSample(let index, let time, let value):
      "sample \(index) is not finite (t = \(time), value = \(value))"
    case .timesNotIncreasing(let index, let time, let previous):
      "times must increase: sample \(index) at t = \(time) s follows t = \(previous) s"
    case .constantSeries(let value):
      "every value is \(value): a constant series has no motion to fit"
    case .withinNoise(let range, let band):
      "the values spread by \(Self.short(range)), within twice the noise band"
        + " \(Self.short(band)) of a value at rest: nothing moves beyond the noise"
    case .tooFewPoints(let points, let model, let parameters):
      "the \(model.rawValue) model fits \(parameters) parameters and needs at least"
        + " \(parameters + 1) points (got \(points))"
    case .noFiniteStart(let model):
      "the \(model.rawValue) model has no starting point with finite values at the samples"
    case .invalidFixedValue(let error):
      "\(error)"
    }
  }
}

extension MotionFitError {
  /// `value` with 4 significant digits.
  static func short(_ value: Double) -> String { String(format: "%.4g", value) }
}

extension MotionFitError: LocalizedError {
  /// ``description``, the message the command line prints after `error: `.
  public var errorDescription: String? { description }
}
