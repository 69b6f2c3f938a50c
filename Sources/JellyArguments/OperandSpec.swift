/// A positional argument a command takes after its name, such as the `VIDEO` of
/// `jellylab track VIDEO`: its placeholder and help. A command declares its operands in order;
/// each one must be given exactly once, anywhere among the options or after `--`.
package struct OperandSpec: Sendable, Equatable {
  /// The placeholder shown in usage lines, e.g. `"VIDEO"`.
  package let valueName: String
  /// One-line help text, e.g. "the recording to track".
  package let help: String

  /// An operand shown as `valueName`, described by `help`.
  package init(_ valueName: String, help: String) {
    self.valueName = valueName
    self.help = help
  }

  /// The message for a command line that lacks the operand: `VIDEO is required: HELP`.
  package var missing: CLIError { CLIError("\(valueName) is required: \(help)") }
}
