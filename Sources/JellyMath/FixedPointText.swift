import Foundation

/// Fixed-point decimal text for tables and golden files, such as `%.9f`, without a negative
/// zero: a value that rounds to 0 at the chosen places is written `0.000…`, never `-0.000…`.
package enum FixedPointText {
  /// `value` with `places` digits after the point (0 ... 17), right-aligned in `width`
  /// characters (0 for no padding); non-finite values print as `%f` does (`nan`, `inf`).
  package static func format(_ value: Double, places: Int, width: Int = 0) -> String {
    var text = String(format: "%.\(places)f", value)
    if text.hasPrefix("-"), text.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) {
      text.removeFirst()
    }
    let padding = width - text.count
    return padding > 0 ? String(repeating: " ", count: padding) + text : text
  }
}
