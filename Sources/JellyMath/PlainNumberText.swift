/// The plain form of a number in names, reports and messages: a whole number below 10^15 in
/// magnitude without a decimal point (`60`), any other value in Swift's shortest round-trip
/// form (`0.85`, `1e+20`, `nan`).
package enum PlainNumberText {
  /// `value` in its plain form.
  package static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return value.description
  }

  /// `text` as a decimal number (`1`, `-0.5`, `1e-3`, `inf`), or `nil`: hexadecimal forms such
  /// as `0x10`, which `Double(_:)` also reads, are refused, so `0x10` is not taken for 16.
  package static func decimal(_ text: String) -> Double? {
    guard !text.contains(where: { $0 == "x" || $0 == "X" }) else { return nil }
    return Double(text)
  }
}
