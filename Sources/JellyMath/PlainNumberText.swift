/// The plain form of a number in names, reports and messages: a whole number below 10^15 in
/// magnitude without a decimal point (`60`), any other value in Swift's shortest round-trip
/// form (`0.85`, `1e+20`, `nan`).
package enum PlainNumberText {
  /// `value` in its plain form.
  package static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return value.description
  }
}
