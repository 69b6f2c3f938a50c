import Testing

/// One bad command line of a table-driven test and what its one `error:` line must say: the
/// table type of every command's bad-input tests.
package struct BadInput: CustomTestStringConvertible, Sendable {
  /// The arguments (with or without the command's name, as the test's table has them).
  package let arguments: [String]
  /// Text the `error:` line must contain (an option's name, a reason), or the whole line.
  package let mentions: String
  /// The command path whose two usage lines follow the error line (`jellylab spring`), or nil
  /// when none follow.
  package let usage: String?

  package var testDescription: String { arguments.joined(separator: " ") }

  /// A bad command line whose error line mentions `mentions`, followed by the usage lines of
  /// `usage` when it is given.
  package init(_ arguments: [String], mentions: String, usage: String? = nil) {
    self.arguments = arguments
    self.mentions = mentions
    self.usage = usage
  }
}
