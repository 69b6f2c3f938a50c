import Foundation
import JellyMath

/// Formats numbers for curve names: integers without a decimal point ("1"), others in
/// Swift's shortest round-trip form ("0.25").
enum EasingNumberFormat {
  /// The short form of `value`.
  static func string(_ value: Double) -> String { PlainNumberText.format(value) }

  /// A fraction as a CSS percentage rounded to 12 significant digits ("75%" for 0.75).
  static func percentage(_ fraction: Double) -> String {
    let percent = fraction * 100
    let rounded = Double(String(format: "%.12g", percent)) ?? percent
    return string(rounded) + "%"
  }
}
