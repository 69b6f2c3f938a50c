import JellyAnalysis
import JellyArguments

/// The grid every mode of `jellylab compare` samples its curves on: `--points N` evenly spaced
/// over u in [0, 1].
enum CompareGrid {
  /// `--points N`: grid points over u in [0, 1], 3...``CurveComparison/maximumSamples`` (the
  /// range the comparison accepts, so that help and every message state the same one).
  /// `--samples` always means points in time; its former use here is accepted with a
  /// deprecation warning for one release.
  static let points = Option<Int>.integer(
    "points", 3, CurveComparison.maximumSamples, valueName: "N",
    help: "Grid points over u in [0, 1]", default: 201
  ).deprecating("samples")

  /// `--points`, at least 3 and at most ``CurveComparison/maximumSamples``.
  static func pointCount(_ options: ParsedOptions) throws(CLIError) -> Int {
    let count = options[points]
    guard (3...CurveComparison.maximumSamples).contains(count) else {
      throw CLIError.invalidValue(
        option: points.flag, allowed: "an integer in [3, \(CurveComparison.maximumSamples)]",
        got: "\(count)")
    }
    return count
  }
}
