import Foundation
import JellyMath
import JellyText

/// What `jellylab compare` reports: the scales of the normalization, the overlay's RMS and
/// maximum difference, decay ratios, the two least-squares fits and the peak-by-peak offsets.
public struct CompareReport: Sendable {
  /// The scalar entries, in a fixed order (times in s, amplitudes in pt, `u` normalized time;
  /// `nil` when undefined, e.g. a decay ratio with fewer than two peaks).
  public let report: KeyValueReport
  /// The peaks paired by rank from the main excursions on.
  public let peaks: [PeakOffset]

  /// The report of `comparison` of the diff normalized by `normalization`, with both fits.
  public init(
    normalization: DiffNormalization, comparison: CurveComparison, elastic: ElasticFit,
    damped: DampedOscillationFit
  ) {
    typealias Entry = KeyValueReport.Entry
    report = KeyValueReport([
      Entry(key: "samples", value: Double(comparison.times.count), unit: "", isWholeNumber: true),
      Entry(key: "settling_time", value: normalization.settlingTime, unit: "s"),
      Entry(key: "time_origin", value: normalization.timeOrigin, unit: "s"),
      Entry(key: "time_scale", value: normalization.timeSpan, unit: "s"),
      Entry(key: "amplitude_scale", value: normalization.amplitude, unit: "pt"),
      Entry(key: "main_excursion_time", value: normalization.mainExcursionTime, unit: "s"),
      Entry(key: "sign", value: normalization.sign, unit: "", isWholeNumber: true),
      Entry(key: "rms_difference", value: comparison.rmsDifference, unit: ""),
      Entry(key: "max_difference", value: comparison.maximumDifference, unit: ""),
      Entry(key: "diff_decay_ratio", value: comparison.diffDecayRatio, unit: "per peak"),
      Entry(key: "easing_decay_ratio", value: comparison.easingDecayRatio, unit: "per peak"),
      Entry(key: "elastic_amplitude", value: elastic.amplitude, unit: ""),
      Entry(key: "elastic_period", value: elastic.period, unit: "u"),
      Entry(
        key: "elastic_period_at_bound", value: elastic.periodIsAtBound ? 1 : 0, unit: "",
        isWholeNumber: true),
      Entry(key: "elastic_rms_residual", value: elastic.rmsResidual, unit: ""),
      Entry(key: "damped_damping_ratio", value: damped.dampingRatio, unit: ""),
      Entry(key: "damped_omega", value: damped.angularFrequency, unit: "rad/u"),
      Entry(
        key: "damped_omega_per_second",
        value: damped.angularFrequency / normalization.timeSpan, unit: "rad/s"),
      Entry(key: "damped_amplitude", value: damped.amplitude, unit: ""),
      Entry(key: "damped_phase", value: damped.phase, unit: "rad"),
      Entry(key: "damped_rms_residual", value: damped.rmsResidual, unit: ""),
    ])
    peaks = comparison.peakOffsets
  }

  /// The report as `format`: ``table()``, ``json()`` or ``csv()``.
  ///
  /// - Throws: Never in practice (see `KeyValueReport.csv(rows:)`).
  public func text(_ format: KeyValueReport.Format) throws -> String {
    switch format {
    case .table: table()
    case .json: json()
    case .csv: try csv()
    }
  }

  /// An aligned table: one `key value unit` line per entry (whole numbers below 1e9 without a
  /// decimal point, others with 9 significant digits), then the peak table.
  public func table() -> String {
    var text = report.table(valueWidth: 22) { value in
      value == value.rounded() && abs(value) < 1e9
        ? String(Int64(value)) : String(format: "%.9g", value)
    }
    text += "\npeaks (rank 0 = main excursion; u normalized time, values normalized):\n"
    text += "rank      u_diff        diff    u_easing      easing          du      dvalue\n"
    for peak in peaks {
      let columns = [
        peak.diff.time, peak.diff.value, peak.easing.time, peak.easing.value, peak.timeOffset,
        peak.amplitudeOffset,
      ].map { FixedPointText.format($0, places: 6, width: 11) }
      text += String(peak.rank).padding(toLength: 4, withPad: " ", startingAt: 0)
      text += columns.joined(separator: " ") + "\n"
    }
    return text
  }

  /// One JSON object: every entry (null when undefined) and `peaks`, an array of objects with
  /// rank, diff_time, diff_value, easing_time, easing_value, time_offset, amplitude_offset.
  public func json() -> String {
    let peakLines = peaks.map { peak in
      "    {\"rank\": \(peak.rank), \"diff_time\": \(peak.diff.time), "
        + "\"diff_value\": \(peak.diff.value), \"easing_time\": \(peak.easing.time), "
        + "\"easing_value\": \(peak.easing.value), \"time_offset\": \(peak.timeOffset), "
        + "\"amplitude_offset\": \(peak.amplitudeOffset)}"
    }
    return report.json(members: ["  \"peaks\": [\n" + peakLines.joined(separator: ",\n") + "\n  ]"])
  }

  /// `key,value` rows: every entry (empty when undefined), then per peak k the keys
  /// `peak_k_time_offset` and `peak_k_amplitude_offset`.
  ///
  /// - Throws: Never in practice (see `KeyValueReport.csv(rows:)`).
  public func csv() throws -> String {
    try report.csv(
      rows: peaks.flatMap { peak in
        [
          ("peak_\(peak.rank)_time_offset", Optional(peak.timeOffset)),
          ("peak_\(peak.rank)_amplitude_offset", Optional(peak.amplitudeOffset)),
        ]
      })
  }
}
