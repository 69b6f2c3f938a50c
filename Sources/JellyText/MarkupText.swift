/// Text for XML and HTML documents.
package enum MarkupText {
  /// `text` safe inside element content and quoted attribute values of XML 1.0 and HTML: `&`,
  /// `<`, `>`, `"` and `'` as character references, and the control characters neither allows
  /// (all below U+0020 but tab, line feed and carriage return) as `?`.
  package static func escaped(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
      default: escaped.unicodeScalars.append(scalar.value < 0x20 ? "?" : scalar)
      }
    }
    return escaped
  }
}
