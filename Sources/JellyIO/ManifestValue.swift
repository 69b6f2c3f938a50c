/// A parameter value recorded in a ``Manifest``: text, a finite number or a list of values.
///
/// Encoded as a bare JSON string, number or array; a number keeps its shortest round-trip form,
/// so it decodes to the identical `Double` (−0 is written as 0).
package enum ManifestValue: Equatable, Sendable, Codable, ExpressibleByStringLiteral,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  /// A text value, e.g. a preset name.
  case string(String)
  /// A finite number, e.g. a damping ratio.
  case number(Double)
  /// A list, e.g. snapshot times in seconds; written as a JSON array.
  case list([ManifestValue])

  /// A list of numbers.
  package static func numbers(_ values: some Sequence<Double>) -> ManifestValue {
    .list(values.map { .number($0) })
  }

  /// A list of texts.
  package static func strings(_ values: some Sequence<String>) -> ManifestValue {
    .list(values.map { .string($0) })
  }

  /// Every number in this value (itself, or those of a list, at any depth).
  var allNumbers: [Double] {
    switch self {
    case .string: []
    case .number(let number): [number]
    case .list(let values): values.flatMap(\.allNumbers)
    }
  }

  /// Creates a text value.
  package init(stringLiteral value: String) { self = .string(value) }
  /// Creates a number value.
  package init(floatLiteral value: Double) { self = .number(value) }
  /// Creates a number value from an integer literal.
  package init(integerLiteral value: Int) { self = .number(Double(value)) }

  /// Decodes a JSON string, number or array.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let values = try? container.decode([ManifestValue].self) {
      self = .list(values)
    } else {
      self = .string(try container.decode(String.self))
    }
  }

  /// Encodes a JSON string, number (−0 as 0) or array.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .string(let text): try container.encode(text)
    case .number(let number): try container.encode(number == 0 ? 0 : number)
    case .list(let values): try container.encode(values)
    }
  }
}
