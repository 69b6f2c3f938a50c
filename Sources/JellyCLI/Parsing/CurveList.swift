import Foundation
import JellyArguments

/// Splits a comma-separated list of easing names, such as
/// `easeOutBack,cubic-bezier(0.68,-0.6,0.32,1.6)`, at the commas outside parentheses.
enum CurveList {
  /// The entries of `text`, trimmed of surrounding spaces, in order. Commas inside parentheses
  /// belong to their entry; an unbalanced `)` or `(` is left for the easing parser to report.
  ///
  /// - Throws: ``CLIError`` naming `option` for an empty list or an empty entry.
  static func split(_ text: String, option: String) throws(CLIError) -> [String] {
    var entries: [String] = []
    var current = ""
    var depth = 0
    for character in text {
      switch character {
      case "(": depth += 1
      case ")": depth = max(depth - 1, 0)
      case "," where depth == 0:
        entries.append(current)
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    entries.append(current)
    let trimmed = entries.map { $0.trimmingCharacters(in: .whitespaces) }
    if trimmed.allSatisfy(\.isEmpty) {
      throw CLIError(
        "\(option): empty list; give curve names separated by commas", showsUsage: false)
    }
    if let position = trimmed.firstIndex(where: \.isEmpty) {
      throw CLIError(
        "\(option): entry \(position + 1) of \(trimmed.count) is empty", showsUsage: false)
    }
    return trimmed
  }
}
