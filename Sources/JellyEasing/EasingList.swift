import Foundation

/// A comma-separated list of easing names, such as
/// `easeOutBack,cubic-bezier(0.68,-0.6,0.32,1.6)`, split at the commas outside parentheses.
public enum EasingList {
  /// Why a list has no usable entries.
  public enum Problem: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// Nothing but commas and spaces.
    case empty
    /// Entry `position` (1-based) of `count` is empty.
    case emptyEntry(position: Int, count: Int)

    /// `empty list; give curve names separated by commas`, `entry 2 of 3 is empty`.
    public var description: String {
      switch self {
      case .empty: "empty list; give curve names separated by commas"
      case .emptyEntry(let position, let count): "entry \(position) of \(count) is empty"
      }
    }

    /// ``description``.
    public var errorDescription: String? { description }
  }

  /// The entries of `text`, trimmed of surrounding spaces, in order. Commas inside parentheses
  /// belong to their entry; an unbalanced `)` or `(` is left for ``EasingParser`` to report.
  ///
  /// - Throws: ``Problem`` for an empty list or an empty entry.
  public static func entries(of text: String) throws(Problem) -> [String] {
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
    if trimmed.allSatisfy(\.isEmpty) { throw .empty }
    if let position = trimmed.firstIndex(where: \.isEmpty) {
      throw .emptyEntry(position: position + 1, count: trimmed.count)
    }
    return trimmed
  }
}
