/// Levenshtein distance, for "did you mean" suggestions.
enum EditDistance {
  /// The number of single-character insertions, deletions and substitutions turning `a`
  /// into `b`, compared case-insensitively. O(|a|·|b|) time, O(|b|) memory.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased())
    let b = Array(b.lowercased())
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// The candidate closest to `word`, if it is within max(2, |word|/3) edits; ties go to the
  /// earlier candidate.
  static func suggestion(for word: String, among candidates: [String]) -> String? {
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let d = distance(word, candidate)
      if d < (best?.distance ?? Int.max) { best = (candidate, d) }
    }
    guard let best, best.distance <= max(2, word.count / 3) else { return nil }
    return best.name
  }
}
