/// Turns user text and numbers into gnuplot script tokens that cannot run anything.
///
/// gnuplot expands backquotes (shell commands) and `@macros` everywhere except inside
/// single-quoted strings; a single-quoted string ends only at a lone `'` or at a line break. So
/// text is single-quoted with each `'` doubled, and line breaks, NUL and other control characters
/// are rejected, and so are a leading `'` and two adjacent `'`, which gnuplot 5.4 mis-reads.
/// File names additionally get a `./` prefix so they can never start with `<`
/// (input pipe) or `|` (output pipe). Nothing here ever produces double quotes.
package enum GnuplotQuoting {
  /// The longest accepted text, in UTF-8 bytes.
  package static let maximumTextLength = 4_096

  /// `text` as a single-quoted gnuplot string, e.g. `it's` becomes `'it''s'`.
  ///
  /// - Parameters:
  ///   - text: Any text without control characters other than tab, at most
  ///     ``maximumTextLength`` UTF-8 bytes, not starting with `'` and without `''` (gnuplot 5.4
  ///     cannot read those back inside single quotes).
  ///   - parameter: The name used in the error message.
  /// - Throws: ``GnuplotScriptError`` for CR, LF, NUL or any other control character, a leading
  ///   `'` or two adjacent `'`.
  package static func quoted(_ text: String, parameter: String) throws(GnuplotScriptError)
    -> String
  {
    guard text.utf8.count <= maximumTextLength else {
      throw GnuplotScriptError(
        parameter: parameter, value: String(text.prefix(40)) + "...",
        allowed: "at most \(maximumTextLength) bytes long")
    }
    let isControl = text.unicodeScalars.contains { scalar in
      (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F
        || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{85}"
    }
    guard !isControl else {
      throw GnuplotScriptError(
        parameter: parameter, value: text,
        allowed: "text without line breaks, NUL or other control characters")
    }
    // gnuplot 5.4 reads `''` as an escaped quote only after a character other than `'`: a
    // leading quote or two adjacent quotes end the string early and break the command (the text
    // stays inside string tokens, but the script fails), so such text is rejected.
    guard !text.hasPrefix("'"), !text.contains("''") else {
      throw GnuplotScriptError(
        parameter: parameter, value: text,
        allowed: "text that neither starts with ' nor holds two adjacent ' characters")
    }
    return "'" + text.replacing("'", with: "''") + "'"
  }

  /// A relative file name as a quoted gnuplot string starting with `./`, e.g. `'./diff.csv'`.
  ///
  /// - Parameters:
  ///   - name: A non-empty relative path (no leading `/` or `~`), using `/` between folders,
  ///     with the same character rules as ``quoted(_:parameter:)``. A leading `./` is kept once.
  ///   - parameter: The name used in the error message.
  /// - Throws: ``GnuplotScriptError`` for an empty or absolute name or a control character.
  package static func quotedFileName(_ name: String, parameter: String) throws(GnuplotScriptError)
    -> String
  {
    try validateRelativeFileName(name, parameter: parameter)
    let relative = name.hasPrefix("./") ? name : "./" + name
    return try quoted(relative, parameter: parameter)
  }

  /// Checks that `name` is a usable relative file name (see ``quotedFileName(_:parameter:)``).
  ///
  /// - Throws: ``GnuplotScriptError`` when it is not.
  package static func validateRelativeFileName(_ name: String, parameter: String)
    throws(GnuplotScriptError)
  {
    let allowed = "a non-empty relative file name (not starting with '/' or '~', not a folder)"
    let bare = name.hasPrefix("./") ? String(name.dropFirst(2)) : name
    if bare.isEmpty || bare.hasPrefix("/") || bare.hasPrefix("~") || bare.hasSuffix("/")
      || bare == "." || bare == ".."
    {
      throw GnuplotScriptError(parameter: parameter, value: name, allowed: allowed)
    }
    _ = try quoted(name, parameter: parameter)
  }

  /// A finite number in a form gnuplot reads back exactly, e.g. `0.25`, `-3`, `1e-05`.
  ///
  /// - Throws: ``GnuplotScriptError`` for NaN or infinity.
  package static func number(_ value: Double, parameter: String) throws(GnuplotScriptError)
    -> String
  {
    guard value.isFinite else {
      throw GnuplotScriptError(parameter: parameter, value: "\(value)", allowed: "a finite number")
    }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }
}
