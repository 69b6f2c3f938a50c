import Foundation

/// The JSON of jellylab's data files (presets, golden metadata): snake_case keys like every
/// other JSON jellylab writes, pretty-printed with sorted keys and a final newline, so the same
/// value always gives the same text.
package enum DataJSON {
  /// `value` as stable JSON text ending in a newline ("" if it cannot be encoded).
  package static func text<Value: Encodable>(_ value: Value) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.keyEncodingStrategy = .convertToSnakeCase
    guard let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8)
    else { return "" }
    return text + "\n"
  }

  /// A `Value` read from JSON text with snake_case keys.
  ///
  /// - Throws: The decoder's error for text that is not a `Value`.
  package static func decode<Value: Decodable>(_ type: Value.Type, from text: String) throws
    -> Value
  {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return try decoder.decode(type, from: Data(text.utf8))
  }
}
