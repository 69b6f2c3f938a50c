/// The options reference of a command in Markdown, generated from its declarations: the part
/// of `docs/commands/<command>.md` between ``begin`` and ``end`` (a test keeps the two equal).
package enum CommandReference {
  /// The line that opens the generated part.
  package static let begin = "<!-- options:begin -->"
  /// The line that closes the generated part.
  package static let end = "<!-- options:end -->"

  /// The reference of `command` (and each subcommand): usage, its limits, then one table row
  /// per option with its value, unit, allowed values, default and meaning.
  package static func markdown(_ command: any CommandInterface, path: String? = nil) -> String {
    let path = path ?? "jellylab \(command.name)"
    var text = ""
    if command.modes.isEmpty {
      text += "Usage: `\(path) \(command.usageWords)`\n\n"
      if !command.operands.isEmpty {
        text += "Arguments:\n\n"
        text += command.operands.map { "- `\($0.valueName)`: \($0.help)\n" }.joined() + "\n"
      }
      if !command.limits.isEmpty {
        text += "Limits:\n\n" + command.limits.map { "- \($0)\n" }.joined() + "\n"
      }
      text += table(command.options)
    } else {
      text += "Usage: `\(path) <subcommand> [options]`\n\n| subcommand | what it does |\n"
      text += "| --- | --- |\n"
      for sub in command.modes { text += "| `\(sub.name)` | \(sub.abstract) |\n" }
      for sub in command.modes {
        text += "\n#### `\(path) \(sub.name)`\n\n" + markdown(sub, path: "\(path) \(sub.name)")
      }
      return text
    }
    return text
  }

  /// `document` with its generated part replaced by `reference`, or `nil` when the markers are
  /// missing or out of order.
  package static func replacingGeneratedPart(of document: String, with reference: String) -> String?
  {
    guard let open = document.range(of: begin), let close = document.range(of: end),
      open.upperBound <= close.lowerBound
    else { return nil }
    return String(document[..<open.upperBound]) + "\n" + reference
      + String(document[close.lowerBound...])
  }

  /// The generated part of `document` as it stands, or `nil` without markers.
  package static func generatedPart(of document: String) -> String? {
    guard let open = document.range(of: begin), let close = document.range(of: end),
      open.upperBound <= close.lowerBound
    else { return nil }
    return String(document[open.upperBound..<close.lowerBound]).trimmingPrefix("\n").description
  }

  private static func table(_ specs: [OptionSpec]) -> String {
    guard !specs.isEmpty else { return "" }
    var text = "| option | unit | allowed | default | meaning |\n| --- | --- | --- | --- | --- |\n"
    for spec in specs {
      let synopsis = spec.takesValue ? "`\(spec.flagName) \(spec.valueName)`" : "`\(spec.flagName)`"
      let allowed: String
      switch spec.kind {
      case .flag: allowed = "flag"
      case .text: allowed = "text"
      default: allowed = spec.allowedDescription
      }
      let cells = [
        synopsis, spec.unit ?? "", allowed, spec.defaultDescription ?? "", spec.help,
      ].map { $0.replacingOccurrences(of: "|", with: "\\|") }
      text += "| " + cells.joined(separator: " | ") + " |\n"
    }
    return text
  }
}
