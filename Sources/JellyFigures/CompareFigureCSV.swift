import Foundation
import JellyAnalysis
import JellyEasing
import JellyFrameDiff

/// The data of the `compare --plot` figure: on the comparison's grid u_i, the normalized diff
/// n, the easing's e − 1, both fitted models and the three residuals, written as
/// `NAME-curves.csv` with the columns u, diff, easing, elastic_fit, damped_fit,
/// residual_easing (n − (e − 1)), residual_elastic and residual_damped.
package struct CompareFigureCSV {
  /// The column names, in order.
  package static let header = [
    "u", "diff", "easing", "elastic_fit", "damped_fit", "residual_easing", "residual_elastic",
    "residual_damped",
  ]

  /// The overlay of the normalized diff and the easing.
  package let comparison: CurveComparison
  /// The Penner elastic fit to the normalized diff.
  package let elastic: ElasticFit
  /// The damped-oscillation fit to the normalized diff.
  package let damped: DampedOscillationFit
  /// The fitted Penner curve e_{a,p}(u) − 1 at each grid point.
  package let elasticValues: [Double]
  /// The fitted damped oscillation at each grid point.
  package let dampedValues: [Double]

  /// The figure data of `comparison` and its two fits.
  ///
  /// - Throws: ``FigureError/unusableFit(detail:)`` if the fitted Penner parameters are out of the easing's range (they
  ///   never are: the fit keeps a ≥ 1 and 0 < p ≤ 2).
  package init(comparison: CurveComparison, elastic: ElasticFit, damped: DampedOscillationFit)
    throws(FigureError)
  {
    self.comparison = comparison
    self.elastic = elastic
    self.damped = damped
    let curve: ElasticEasing
    do {
      curve = try ElasticEasing(amplitude: elastic.amplitude, period: elastic.period, mode: .out)
    } catch {
      throw .unusableFit(detail: "\(error)")
    }
    elasticValues = comparison.times.map { curve.value(at: $0) - 1 }
    dampedValues = comparison.times.map { damped.value(at: $0) }
  }

  /// `NAME-curves.csv`.
  package static func fileName(_ name: String) -> String { "\(name)-curves.csv" }

  /// Row `i` in ``header`` order.
  package func row(_ i: Int) -> [Double] {
    let n = comparison.diff[i]
    return [
      comparison.times[i], n, comparison.easing[i], elasticValues[i], dampedValues[i],
      n - comparison.easing[i], n - elasticValues[i], n - dampedValues[i],
    ]
  }

  /// Writes `NAME-curves.csv` into `folder` and returns its name.
  package func write(name: String, in folder: URL) throws(FigureError) -> [String] {
    let fileName = Self.fileName(name)
    try FigureFolder.writeCSV(
      fileName, in: folder, header: Self.header, rows: comparison.times.count, row: row)
    return [fileName]
  }

  /// The smallest and largest value over the given columns (indices into ``header``).
  package func range(columns: [Int]) -> (Double, Double) {
    var low = 0.0
    var high = 0.0
    for i in comparison.times.indices {
      let values = row(i)
      for column in columns {
        low = min(low, values[column])
        high = max(high, values[column])
      }
    }
    return (low, high)
  }
}
