import Foundation
import JellyMath

extension InterruptionFit {
  /// The fits as a table, best first, with a closing line naming the best rule and the
  /// strength of the evidence: one row per rule with T (s), the endpoints, the springs
  /// (ω0 rad/s, ζ), the velocity before and after T (units/s), the RMS and ΔBIC from the best.
  public func table() -> String {
    let header = Self.columns
    let rows = fits.map { fit in [fit.rule.rawValue] + numbers(fit).map { Self.number($0) } }
    let widths = header.indices.map { column in
      ([header[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
    }
    let lines = ([header] + rows).map { row in
      row.enumerated().map { column, text in
        text.padding(toLength: widths[column], withPad: " ", startingAt: 0)
      }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }
    return (lines + [verdict]).joined(separator: "\n") + "\n"
  }

  /// The columns of ``table()`` and ``csv()``.
  static let columns = [
    "rule", "T", "from", "target1", "target2", "omega1", "zeta1", "omega2", "zeta2",
    "v_before", "v_after", "rms", "delta_bic",
  ]

  /// The numbers of one row: T, the endpoints, the springs, the velocities, the RMS and ΔBIC.
  func numbers(_ fit: RuleFit) -> [Double] {
    [
      fit.time, fit.from, fit.firstTarget, fit.secondTarget, fit.first.naturalFrequency,
      fit.first.dampingRatio, fit.second.naturalFrequency, fit.second.dampingRatio,
      fit.velocityBefore, fit.velocityAfter, fit.rms, fit.bic - (fits.first?.bic ?? 0),
    ]
  }

  /// The fits as CSV with the columns of ``table()``, numbers in shortest round-trip form.
  public func csv() -> String {
    let rows = fits.map { fit in
      ([fit.rule.rawValue] + numbers(fit).map { "\($0)" }).joined(separator: ",")
    }
    return ([Self.columns.joined(separator: ",")] + rows).joined(separator: "\n") + "\n"
  }

  /// One line: the best rule, the platforms that interrupt that way, and the evidence.
  public var verdict: String {
    guard let best = fits.first else { return "no rule could be fitted" }
    let platforms = best.platforms.map(\.rawValue).joined(separator: ", ")
    let strength =
      evidence > 10 ? "strong" : evidence > 6 ? "good" : evidence > 2 ? "weak" : "none"
    return "best: \(best.rule.rawValue) (\(platforms)), interrupted at \(Self.number(best.time)) s;"
      + " evidence over \(fits.count > 1 ? fits[1].rule.rawValue : "nothing"):"
      + " ΔBIC \(Self.number(evidence)) (\(strength))"
  }

  /// The fits as JSON: `best`, `evidence` (ΔBIC to the next) and one object per rule.
  public func json() -> String {
    let objects: [[String: Any]] = fits.map { fit in
      [
        "rule": fit.rule.rawValue, "platforms": fit.platforms.map(\.rawValue),
        "time": fit.time, "from": fit.from, "target1": fit.firstTarget,
        "target2": fit.secondTarget,
        "natural_frequency1": fit.first.naturalFrequency,
        "damping_ratio1": fit.first.dampingRatio,
        "natural_frequency2": fit.second.naturalFrequency,
        "damping_ratio2": fit.second.dampingRatio, "velocity_before": fit.velocityBefore,
        "velocity_after": fit.velocityAfter, "rms": fit.rms, "bic": fit.bic,
      ]
    }
    var root: [String: Any] = ["fits": objects]
    root["best"] = fits.first?.rule.rawValue
    if evidence.isFinite { root["evidence"] = evidence }
    let data =
      (try? JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys]))
      ?? Data()
    return (String(data: data, encoding: .utf8) ?? "{}") + "\n"
  }

  /// `value` with 4 significant digits, as ``InterruptedMotion`` reports print numbers.
  static func number(_ value: Double) -> String { InterruptedMotion.text(value) }
}
