/// A JSON value for a page's payload, written so that it can sit inside a
/// `<script type="application/json">` element: `<`, `>`, `&`, U+2028 and U+2029 in strings are
/// written as `\uXXXX` escapes, so no string can close the element or start markup.
///
/// Numbers are written in their shortest round-trip form (Swift's `Double.description`, the
/// text of jellylab's CSV files, with a trailing `.0` dropped and −0 written as 0), so the page
/// holds exactly the values of the CSV files; a non-finite number is written as `null`.
package indirect enum PageData: Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number (any `Double`; non-finite values become `null`).
  case number(Double)
  /// An array of numbers, written compactly.
  case numbers([Double])
  /// A string (any Unicode text).
  case string(String)
  /// An array.
  case array([PageData])
  /// An object whose members keep the given order.
  case object([(String, PageData)])

  /// The JSON text.
  package var json: String {
    var text = ""
    write(to: &text)
    return text
  }

  private func write(to text: inout String) {
    switch self {
    case .null: text += "null"
    case .bool(let value): text += value ? "true" : "false"
    case .number(let value): text += Self.numberText(value)
    case .numbers(let values):
      text += "["
      for (offset, value) in values.enumerated() {
        if offset > 0 { text += "," }
        text += Self.numberText(value)
      }
      text += "]"
    case .string(let value): text += Self.stringText(value)
    case .array(let values):
      text += "["
      for (offset, value) in values.enumerated() {
        if offset > 0 { text += "," }
        value.write(to: &text)
      }
      text += "]"
    case .object(let members):
      text += "{"
      for (offset, member) in members.enumerated() {
        if offset > 0 { text += "," }
        text += Self.stringText(member.0)
        text += ":"
        member.1.write(to: &text)
      }
      text += "}"
    }
  }

  /// The shortest round-trip text of `value` (`Double.description` without a trailing `.0`,
  /// −0 as `0`), valid in JSON and in SVG path data; `null` for a non-finite value.
  package static func numberText(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    let text = (value == 0 ? 0 : value).description
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  /// `value` as a quoted JSON string with `"`, `\`, control characters, `<`, `>`, `&`, U+2028
  /// and U+2029 escaped.
  package static func stringText(_ value: String) -> String {
    var text = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case "<", ">", "&", "\u{2028}", "\u{2029}":
        text += "\\u" + hex4(scalar.value)
      default:
        if scalar.value < 0x20 {
          text += "\\u" + hex4(scalar.value)
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
    }
    return text + "\""
  }

  private static func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
