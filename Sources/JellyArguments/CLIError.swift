/// A user-facing failure: one `error: …` line on stderr and an exit status.
///
/// Messages are single lines that name the option (or file) at fault and, for values, the
/// allowed range. Values quoted from the command line are escaped and shortened so that the
/// message stays on one line whatever the user typed.
package struct CLIError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The message without the `error: ` prefix; never contains a line break.
  package let message: String
  /// The exit status to report (``ExitStatus/usageError`` unless stated).
  package let status: ExitStatus
  /// Whether the usage line and the help pointer follow the error line.
  package let showsUsage: Bool

  /// An error with `message` (line breaks are escaped), exit `status` and optional usage lines.
  package init(_ message: String, status: ExitStatus = .usageError, showsUsage: Bool = true) {
    self.message = CLIError.singleLine(message)
    self.status = status
    self.showsUsage = showsUsage
  }

  /// The message, as printed after `error: `.
  package var description: String { message }

  /// `--fps must be a finite number > 0 (got 'nan')`.
  package static func invalidValue(option: String, allowed: String, got raw: String) -> CLIError {
    CLIError("\(option) must be \(allowed) (got \(quoted(raw)))")
  }

  /// `unknown option '--fsp' for 'jellylab spring'; did you mean '--fps'?`.
  package static func unknownOption(_ option: String, command: String, suggestion: String?)
    -> CLIError
  {
    let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
    return CLIError("unknown option \(quoted(option)) for '\(command)'\(hint)")
  }

  /// `--fps needs a value (a finite number > 0)`.
  package static func missingValue(option: String, allowed: String) -> CLIError {
    CLIError("\(option) needs a value (\(allowed))")
  }

  /// `--fps is given more than once`.
  package static func repeatedOption(_ option: String) -> CLIError {
    CLIError("\(option) is given more than once")
  }

  /// `unexpected argument 'foo' for 'jellylab spring'`.
  package static func unexpectedArgument(_ argument: String, command: String) -> CLIError {
    CLIError("unexpected argument \(quoted(argument)) for '\(command)'")
  }

  /// A command-line value in single quotes, with control characters escaped and at most 40
  /// characters kept, so it can be shown inside a one-line message.
  package static func quoted(_ raw: String) -> String {
    var text = ""
    var count = 0
    for character in raw {
      if count == 40 {
        text += "…"
        break
      }
      count += 1
      if character.isNewline || character.unicodeScalars.contains(where: isControl) {
        text += character.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
      } else {
        text.append(character)
      }
    }
    return "'\(text)'"
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
      || scalar.properties.generalCategory == .lineSeparator
      || scalar.properties.generalCategory == .paragraphSeparator
  }

  private static func singleLine(_ message: String) -> String {
    guard message.contains(where: \.isNewline) else { return message }
    return message.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .joined(separator: " ")
  }
}
