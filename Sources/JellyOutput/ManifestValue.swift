/// A parameter value recorded in a ``Manifest``: text or a finite number.
///
/// Encoded as a bare JSON string or number; a number keeps its shortest round-trip form, so it
/// decodes to the identical `Double`.
public enum ManifestValue: Equatable, Sendable, Codable, ExpressibleByStringLiteral,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  /// A text value, e.g. a preset name.
  case string(String)
  /// A finite number, e.g. a damping ratio.
  case number(Double)

  /// Creates a text value.
  public init(stringLiteral value: String) { self = .string(value) }
  /// Creates a number value.
  public init(floatLiteral value: Double) { self = .number(value) }
  /// Creates a number value from an integer literal.
  public init(integerLiteral value: Int) { self = .number(Double(value)) }

  /// Decodes a JSON string or number.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else {
      self = .string(try container.decode(String.self))
    }
  }

  /// Encodes a JSON string or number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .string(let text): try container.encode(text)
    case .number(let number): try container.encode(number)
    }
  }
}
