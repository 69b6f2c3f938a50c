/// A positional argument a command takes after its name, such as the `VIDEO` of
/// `jellylab track VIDEO`: its placeholder and help. A command declares its operands in order;
/// each one must be given exactly once (an optional one at most once, and only after the required
/// ones), anywhere among the options or after `--`.
package struct OperandSpec: Sendable, Equatable {
  /// The placeholder shown in usage lines, e.g. `"VIDEO"`.
  package let valueName: String
  /// One-line help text, e.g. "the recording to track".
  package let help: String
  /// Whether the command line may leave it out (usage shows it as `[NAME]`).
  package let isOptional: Bool

  /// An operand shown as `valueName`, described by `help`; required unless `optional`.
  package init(_ valueName: String, help: String, optional: Bool = false) {
    self.valueName = valueName
    self.help = help
    isOptional = optional
  }

  /// The usage form: `VIDEO`, or `[GOLDEN]` for an optional operand.
  package var usage: String { isOptional ? "[\(valueName)]" : valueName }

  /// The message for a command line that lacks the operand: `VIDEO is required: HELP`.
  package var missing: CLIError { CLIError("\(valueName) is required: \(help)") }
}
