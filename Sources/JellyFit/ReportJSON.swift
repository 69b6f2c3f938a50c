import Foundation

/// A JSON value as the fit and measure reports write it: numbers in shortest round-trip form
/// (`null` when undefined or not finite), texts escaped by Foundation's encoder, two-space
/// indentation, members in the order given.
public indirect enum ReportJSON: Sendable {
  /// A number, `nil` for `null`.
  case number(Double?)
  /// A whole number.
  case integer(Int)
  /// A text.
  case text(String)
  /// true or false.
  case boolean(Bool)
  /// An array.
  case array([ReportJSON])
  /// An object, members in order.
  case object([(key: String, value: ReportJSON)])

  /// The value written at `indent` spaces (its first line is not indented).
  public func text(indent: Int = 0) -> String {
    let inner = String(repeating: " ", count: indent + 2)
    let closing = String(repeating: " ", count: indent)
    switch self {
    case .number(let value):
      return value.flatMap { $0.isFinite ? $0.description : nil } ?? "null"
    case .integer(let value):
      return "\(value)"
    case .text(let value):
      return Self.quoted(value)
    case .boolean(let value):
      return value ? "true" : "false"
    case .array(let items):
      guard !items.isEmpty else { return "[]" }
      let lines = items.map { inner + $0.text(indent: indent + 2) }
      return "[\n" + lines.joined(separator: ",\n") + "\n" + closing + "]"
    case .object(let members):
      guard !members.isEmpty else { return "{}" }
      let lines = members.map { key, value in
        inner + Self.quoted(key) + ": " + value.text(indent: indent + 2)
      }
      return "{\n" + lines.joined(separator: ",\n") + "\n" + closing + "}"
    }
  }

  /// `value` as a JSON string.
  public static func quoted(_ value: String) -> String {
    let data = (try? JSONEncoder().encode(value)) ?? Data("\"\"".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}
