import Foundation
import JellyFrameDiff
import JellyMath

/// A golden peak paired with the run's peak nearest in time (same kind), and how far apart.
public struct PeakDrift: Sendable, Hashable {
  /// 1-based position of the expected peak in the golden list.
  public let ordinal: Int
  /// The golden peak.
  public let expected: Peak
  /// The run's peak.
  public let actual: Peak
  /// actual.time − expected.time, in seconds.
  public var timeDrift: Double { actual.time - expected.time }
  /// actual.value − expected.value, in value units.
  public var valueDrift: Double { actual.value - expected.value }
  /// Whether both drifts are within the comparison's tolerances.
  public let isWithinTolerance: Bool
}

/// The comparison of a run's peaks with golden peaks.
///
/// Pairing: every golden peak may pair with a run peak of the same kind whose time is within
/// the pairing window, half the smallest gap between neighbouring golden peaks (never less than
/// the largest allowed time drift; unbounded with a single golden peak). Pairs are taken closest
/// first, so each peak is used once. A pair *matches* when both drifts are within the
/// ``GoldenTolerance``; a pair outside it is reported with its drift. Unpaired golden
/// peaks are *missing*, unpaired run peaks *extra*. The check passes only when every golden
/// peak matches and nothing is extra.
public struct GoldenComparison: Sendable, Hashable {
  /// The allowed drifts.
  public let tolerance: GoldenTolerance
  /// Every pair, in golden order, with its drift.
  public let pairs: [PeakDrift]
  /// Golden peaks with no counterpart in the run.
  public let missing: [Peak]
  /// Run peaks with no counterpart in the golden file.
  public let extra: [Peak]

  /// Compares `actual` with `expected` (both in time order) within `tolerance`; the `optional`
  /// peaks of the run (e.g. those just below a prominence threshold) may pair with a golden
  /// peak but are never extra.
  ///
  /// - Throws: `FrameDiffError.invalidParameter(_:)` for a negative or non-finite part of the
  ///   tolerance.
  public init(
    expected: [Peak], actual required: [Peak], optional: [Peak] = [],
    tolerance: GoldenTolerance = .default
  ) throws(FrameDiffError) {
    let actual = required + optional
    for (parameter, value) in [
      (Parameter.timeTolerance, tolerance.time), (.relativeTimeTolerance, tolerance.relativeTime),
      (.valueTolerance, tolerance.value), (.relativeValueTolerance, tolerance.relativeValue),
    ] {
      try FrameDiffError.check(parameter, value, allowed: ">= 0 and finite") { $0 >= 0 }
    }
    self.tolerance = tolerance
    let largestTime = expected.map { abs($0.time) }.max() ?? 0
    let timeTolerance = tolerance.allowedTimeDrift(at: largestTime)
    let gaps = zip(expected, expected.dropFirst()).map { $1.time - $0.time }
    let window = max(timeTolerance, 0.5 * (gaps.min() ?? .infinity))
    // The run's peaks by time, so that each golden peak looks only at those near it (a binary
    // search, then a scan a little wider than the window; the exact test below decides): linear
    // in the peaks rather than their product, for files of 10^5 peaks and more.
    let byTime = actual.indices.filter { !actual[$0].time.isNaN }
      .sorted { (actual[$0].time, $0) < (actual[$1].time, $1) }
    let margin = window.isFinite ? window * 1e-9 + 1e-300 : 0
    var candidates: [(distance: Double, e: Int, a: Int)] = []
    for (i, e) in expected.enumerated() {
      let earliest = e.time - window - margin
      var low = 0
      var high = byTime.count
      while low < high {
        let middle = (low + high) / 2
        if actual[byTime[middle]].time < earliest { low = middle + 1 } else { high = middle }
      }
      let latest = e.time + window + margin
      for j in byTime[low...] {
        let a = actual[j]
        guard a.time <= latest else { break }
        let distance = abs(a.time - e.time)
        if a.kind == e.kind, distance <= window { candidates.append((distance, i, j)) }
      }
    }
    candidates.sort { ($0.distance, $0.e, $0.a) < ($1.distance, $1.e, $1.a) }
    var partner = [Int?](repeating: nil, count: expected.count)
    var used = [Bool](repeating: false, count: actual.count)
    for candidate in candidates where partner[candidate.e] == nil && !used[candidate.a] {
      partner[candidate.e] = candidate.a
      used[candidate.a] = true
    }
    var pairs: [PeakDrift] = []
    var missing: [Peak] = []
    for (i, e) in expected.enumerated() {
      guard let j = partner[i] else {
        missing.append(e)
        continue
      }
      let a = actual[j]
      let within =
        abs(a.time - e.time) <= tolerance.allowedTimeDrift(at: e.time)
        && abs(a.value - e.value) <= tolerance.allowedValueDrift(at: e.value)
      pairs.append(PeakDrift(ordinal: i + 1, expected: e, actual: a, isWithinTolerance: within))
    }
    self.pairs = pairs
    self.missing = missing
    extra = required.indices.filter { !used[$0] }.map { actual[$0] }
  }

  /// Pairs within both tolerances.
  public var matched: [PeakDrift] { pairs.filter(\.isWithinTolerance) }

  /// Pairs outside a tolerance.
  public var drifted: [PeakDrift] { pairs.filter { !$0.isWithinTolerance } }

  /// Whether every golden peak matched and the run has no extra peak.
  public var passes: Bool { drifted.isEmpty && missing.isEmpty && extra.isEmpty }

  /// The largest |Δvalue| over all pairs (0 without pairs).
  public var maximumValueDrift: Double { pairs.map { abs($0.valueDrift) }.max() ?? 0 }

  /// A fixed-width table with one row per golden or extra peak (ok, DRIFT, MISSING, EXTRA),
  /// then a summary line with the tolerances and the verdict; a value a row does not have (the
  /// run's side of a missing peak, the ordinal of an unpaired one) is `n/a`.
  public var table: String {
    let header = [
      pad("#", 4), pad("kind", 5), pad("t_golden", 14), pad("t_run", 14), pad("dt", 13),
      pad("v_golden", 16), pad("v_run", 16), pad("dv", 13), "status",
    ].joined(separator: " ")
    var lines = [header]
    func number(_ x: Double?, _ format: String, _ width: Int) -> String {
      pad(x.map { String(format: format, $0) } ?? "n/a", width)
    }
    func row(
      _ ordinal: String, _ kind: PeakKind, _ expected: Peak?, _ actual: Peak?, _ status: String
    )
      -> String
    {
      let dt = expected.flatMap { e in actual.map { $0.time - e.time } }
      let dv = expected.flatMap { e in actual.map { $0.value - e.value } }
      return [
        pad(ordinal, 4), pad(kind.rawValue, 5), number(expected?.time, "%.9f", 14),
        number(actual?.time, "%.9f", 14), number(dt, "%+.3e", 13),
        number(expected?.value, "%.6f", 16), number(actual?.value, "%.6f", 16),
        number(dv, "%+.3e", 13), status,
      ].joined(separator: " ")
    }
    var rows: [(time: Double, line: String)] = []
    for pair in pairs {
      rows.append(
        (
          pair.expected.time,
          row(
            "\(pair.ordinal)", pair.expected.kind, pair.expected, pair.actual,
            pair.isWithinTolerance ? "ok" : "DRIFT")
        ))
    }
    for peak in missing { rows.append((peak.time, row("n/a", peak.kind, peak, nil, "MISSING"))) }
    for peak in extra { rows.append((peak.time, row("n/a", peak.kind, nil, peak, "EXTRA"))) }
    lines += rows.sorted { $0.time < $1.time }.map(\.line)
    lines.append(
      "\(passes ? "PASS" : "FAIL"): \(matched.count) matched, \(drifted.count) drifted, "
        + "\(missing.count) missing, \(extra.count) extra (tolerance \(tolerance.summary))")
    return lines.joined(separator: "\n") + "\n"
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
  }
}
