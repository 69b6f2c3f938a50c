import JellyText

extension EditDistance {
  /// The suggestion for a mistyped easing, function or argument name: compared lowercased, with
  /// at least 2 edits allowed (``EditDistance/suggestion(for:among:ignoringCase:minimumAllowance:)``).
  static func nameSuggestion(for name: String, among names: [String]) -> String? {
    suggestion(for: name, among: names, ignoringCase: true, minimumAllowance: 2)
  }
}
