import Foundation
import JellyAnalysis
import JellyFrameDiff
import JellyMath

/// What `jellylab compare` reports: the scales of the normalization, the overlay's RMS and
/// maximum difference, decay ratios, the two least-squares fits and the peak-by-peak offsets.
struct CompareReport: Sendable {
  /// One quantity: a snake_case key, its value (`nil` when undefined) and unit.
  struct Entry: Sendable, Equatable {
    /// The snake_case key, e.g. `"rms_difference"`.
    let key: String
    /// The value, `nil` when undefined (e.g. a decay ratio with fewer than two peaks).
    let value: Double?
    /// The unit in words ("s", "u", "" for pure numbers).
    let unit: String
  }

  /// The scalar entries, in a fixed order.
  let entries: [Entry]
  /// The peaks paired by rank from the main excursions on.
  let peaks: [PeakOffset]

  /// The report of `comparison` of the diff normalized by `normalization`, with both fits.
  init(
    normalization: DiffNormalization, comparison: CurveComparison, elastic: ElasticFit,
    damped: DampedOscillationFit
  ) {
    entries = [
      Entry(key: "samples", value: Double(comparison.times.count), unit: ""),
      Entry(key: "settling_time", value: normalization.settlingTime, unit: "s"),
      Entry(key: "time_origin", value: normalization.timeOrigin, unit: "s"),
      Entry(key: "time_scale", value: normalization.timeSpan, unit: "s"),
      Entry(key: "amplitude_scale", value: normalization.amplitude, unit: "pt"),
      Entry(key: "main_excursion_time", value: normalization.mainExcursionTime, unit: "s"),
      Entry(key: "sign", value: normalization.sign, unit: ""),
      Entry(key: "rms_difference", value: comparison.rmsDifference, unit: ""),
      Entry(key: "max_difference", value: comparison.maximumDifference, unit: ""),
      Entry(key: "diff_decay_ratio", value: comparison.diffDecayRatio, unit: "per peak"),
      Entry(key: "easing_decay_ratio", value: comparison.easingDecayRatio, unit: "per peak"),
      Entry(key: "elastic_amplitude", value: elastic.amplitude, unit: ""),
      Entry(key: "elastic_period", value: elastic.period, unit: "u"),
      Entry(key: "elastic_period_at_bound", value: elastic.periodIsAtBound ? 1 : 0, unit: ""),
      Entry(key: "elastic_rms_residual", value: elastic.rmsResidual, unit: ""),
      Entry(key: "damped_damping_ratio", value: damped.dampingRatio, unit: ""),
      Entry(key: "damped_omega", value: damped.angularFrequency, unit: "rad/u"),
      Entry(
        key: "damped_omega_per_second",
        value: damped.angularFrequency / normalization.timeSpan, unit: "rad/s"),
      Entry(key: "damped_amplitude", value: damped.amplitude, unit: ""),
      Entry(key: "damped_phase", value: damped.phase, unit: "rad"),
      Entry(key: "damped_rms_residual", value: damped.rmsResidual, unit: ""),
    ]
    peaks = comparison.peakOffsets
  }

  /// An aligned table: one `key value unit` line per entry, then the peak table.
  func table() -> String {
    let keyWidth = (entries.map(\.key.count).max() ?? 0) + 2
    var text = ""
    for entry in entries {
      let value = entry.value.map { Self.format($0) } ?? "n/a"
      text += entry.key.padding(toLength: keyWidth, withPad: " ", startingAt: 0)
      text +=
        entry.unit.isEmpty
        ? value
        : value.padding(toLength: 22, withPad: " ", startingAt: 0)
          + entry.unit
      text += "\n"
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
  func json() -> String {
    var lines = entries.map { entry in
      "  \"\(entry.key)\": \(entry.value.flatMap { $0.isFinite ? $0.description : nil } ?? "null")"
    }
    let peakLines = peaks.map { peak in
      "    {\"rank\": \(peak.rank), \"diff_time\": \(peak.diff.time), "
        + "\"diff_value\": \(peak.diff.value), \"easing_time\": \(peak.easing.time), "
        + "\"easing_value\": \(peak.easing.value), \"time_offset\": \(peak.timeOffset), "
        + "\"amplitude_offset\": \(peak.amplitudeOffset)}"
    }
    lines.append("  \"peaks\": [\n" + peakLines.joined(separator: ",\n") + "\n  ]")
    return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
  }

  /// `key,value` rows: every entry (empty when undefined), then per peak k the keys
  /// `peak_k_time_offset` and `peak_k_amplitude_offset`.
  func csvRows() -> [(String, Double?)] {
    entries.map { ($0.key, $0.value) }
      + peaks.flatMap { peak in
        [
          ("peak_\(peak.rank)_time_offset", Optional(peak.timeOffset)),
          ("peak_\(peak.rank)_amplitude_offset", Optional(peak.amplitudeOffset)),
        ]
      }
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e9
      ? String(Int64(value)) : String(format: "%.9g", value)
  }
}
