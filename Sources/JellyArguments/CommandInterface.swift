/// What help and the generated reference need to know about a command or subcommand: its
/// name, its help texts, its declared options and its modes.
package protocol CommandInterface: Sendable {
  /// The word typed for the command, e.g. `"spring"`.
  var name: String { get }
  /// One sentence for the command list and the help overview.
  var abstract: String { get }
  /// Extra help text shown between USAGE and OPTIONS (may be empty); lines ≤ 100 columns.
  var discussion: String { get }
  /// The declared options the command accepts (`--help` is always added).
  var options: [OptionSpec] { get }
  /// The positional arguments the command takes, in order (most commands take none).
  var operands: [OperandSpec] { get }
  /// The command's modes, each a command of its own (empty for most commands).
  var modes: [any CommandInterface] { get }
  /// The limits the command enforces beyond each option's own range (at most 10^7 frames, at
  /// most 12 curves, …), one sentence each; `--help` lists them under LIMITS and the generated
  /// reference under "Limits", so every refusal a command makes is documented in both.
  var limits: [String] { get }
  /// The rules between the command's options (`exclusive`, `requires`), checked by the parser
  /// with one message format; a rule naming an option the command does not declare is skipped.
  var rules: [OptionRule] { get }
}

extension CommandInterface {
  /// No limits beyond the options' ranges.
  package var limits: [String] { [] }
  /// No rules between options.
  package var rules: [OptionRule] { [] }
  /// No positional arguments.
  package var operands: [OperandSpec] { [] }

  /// The usage line's words after the command's path: `VIDEO [options]`, `[options]`, or
  /// `<subcommand> [options]` for a command with modes.
  package var usageWords: String {
    if !modes.isEmpty { return "<subcommand> [options]" }
    return (operands.map(\.usage) + ["[options]"]).joined(separator: " ")
  }
}
