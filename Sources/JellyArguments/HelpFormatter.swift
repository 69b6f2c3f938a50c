/// Renders the root help and each command's help as plain text for stdout.
package enum HelpFormatter {
  /// A command's help: overview, usage, discussion, the limits (a command with modes: its own
  /// and every mode's, each once) and the option list with allowed ranges and defaults.
  package static func commandHelp(_ command: any CommandInterface, path: String? = nil) -> String {
    let path = path ?? "jellylab \(command.name)"
    var text = "OVERVIEW: \(command.abstract)\n\nUSAGE: "
    if command.modes.isEmpty {
      text += "\(path) \(command.usageWords)\n"
      if !command.operands.isEmpty {
        text += "\nARGUMENTS:\n"
        let width = (command.operands.map(\.valueName.count).max() ?? 0) + 2
        for operand in command.operands {
          text += "  " + pad(operand.valueName, to: width) + operand.help + "\n"
        }
      }
    } else {
      text += "\(path) <subcommand> [options]\n\nSUBCOMMANDS:\n"
      let width = (command.modes.map(\.name.count).max() ?? 0) + 2
      for sub in command.modes {
        text += "  " + pad(sub.name, to: width) + sub.abstract + "\n"
      }
      text += "Run '\(path) <subcommand> --help' for its options.\n"
    }
    if !command.discussion.isEmpty {
      text += "\n" + command.discussion
      if !command.discussion.hasSuffix("\n") { text += "\n" }
    }
    // A command with modes lists every limit its modes enforce, each once.
    var limits = command.limits
    for mode in command.modes {
      for limit in mode.limits where !limits.contains(limit) { limits.append(limit) }
    }
    if !limits.isEmpty {
      text += "\nLIMITS:\n"
      for limit in limits {
        let lines = wrap(limit, width: lineWidth - 4)
        text += lines.enumerated().map { ($0.offset == 0 ? "  - " : "    ") + $0.element + "\n" }
          .joined()
      }
    }
    guard !command.options.isEmpty else { return text }
    text += "\nOPTIONS:\n"
    let rows =
      command.options.map { spec in
        (
          spec.takesValue ? "\(spec.flagName) <\(spec.valueName)>" : spec.flagName,
          describe(spec)
        )
      } + [("-h, --help", "Show this help.")]
    let width = min((rows.map(\.0.count).max() ?? 0) + 2, 30)
    let indent = String(repeating: " ", count: width + 2)
    for (synopsis, help) in rows {
      let lines = wrap(help, width: lineWidth - width - 2)
      if synopsis.count + 2 > width {
        text += "  \(synopsis)\n"
      } else {
        text += "  " + pad(synopsis, to: width) + (lines.first ?? "") + "\n"
      }
      for line in lines.dropFirst(synopsis.count + 2 > width ? 0 : 1) {
        text += indent + line + "\n"
      }
    }
    return text
  }

  /// The help line of one option: its text, then in parentheses its unit, the allowed values
  /// and the default, e.g. `Last time (s; a finite number >= 0; default 1)`.
  package static func describe(_ spec: OptionSpec) -> String {
    var notes: [String] = []
    if let unit = spec.unit { notes.append(unit) }
    switch spec.kind {
    case .flag, .text: break
    default: notes.append(spec.allowedDescription)
    }
    if let value = spec.defaultDescription { notes.append("default \(value)") }
    return notes.isEmpty ? spec.help : "\(spec.help) (\(notes.joined(separator: "; ")))"
  }

  /// The widest line help output may have, in characters.
  package static let lineWidth = 100

  /// `text` broken at spaces into lines of at most `width` characters (a longer word stays
  /// whole on its own line).
  package static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += line.isEmpty ? String(word) : " " + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  package static func pad(_ text: String, to width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
}
