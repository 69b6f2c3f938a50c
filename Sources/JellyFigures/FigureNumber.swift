import Foundation
import JellyMath

/// How the figures write numbers into titles, keys and labels: one form per kind of number, the
/// same in every figure.
package enum FigureNumber {
  /// `value` as a parameter is written: whole numbers without a decimal point (below 1e15), any
  /// other value in shortest round-trip form, e.g. `60`, `0.85`.
  package static func plain(_ value: Double) -> String { PlainNumberText.format(value) }

  /// `value` with 4 significant digits, e.g. `0.004702`, `10.67` or `148.6`.
  package static func significant(_ value: Double) -> String { String(format: "%.4g", value) }

  /// `value` in points with two decimals, e.g. `-0.31`.
  package static func points(_ value: Double) -> String { String(format: "%.2f", value) }

  /// `t` in seconds with three decimals, e.g. `0.183`.
  package static func seconds(_ t: Double) -> String {
    let milliseconds = Int((t * 1_000).rounded())
    let fraction = String(milliseconds % 1_000)
    return "\(milliseconds / 1_000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}
