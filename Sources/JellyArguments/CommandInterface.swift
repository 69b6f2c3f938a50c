/// What help and the generated reference need to know about a command or subcommand: its
/// name, its help texts, its declared options and its modes.
public protocol CommandInterface: Sendable {
  /// The word typed for the command, e.g. `"spring"`.
  var name: String { get }
  /// One sentence for the command list and the help overview.
  var abstract: String { get }
  /// Extra help text shown between USAGE and OPTIONS (may be empty); lines ≤ 100 columns.
  var discussion: String { get }
  /// The declared options the command accepts (`--help` is always added).
  var options: [OptionSpec] { get }
  /// The command's modes, each a command of its own (empty for most commands).
  var modes: [any CommandInterface] { get }
}
