/// Edit distances between short strings, for "did you mean" suggestions.
public enum EditDistance {
  /// The optimal-string-alignment distance between `a` and `b`: the fewest insertions,
  /// deletions, substitutions and swaps of two adjacent characters that turn `a` into `b`
  /// (Damerau–Levenshtein without repeated edits of one substring). O(|a|·|b|) time,
  /// O(|b|) memory.
  public static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, beforePrevious[j - 2] + 1)
        }
        current[j] = best
      }
      swap(&beforePrevious, &previous)
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// The candidate closest to `input`, if it is close enough to be a likely typo: at most
  /// max(1, |input|/3) edits away, or the only candidate that starts with `input` (≥ 2
  /// characters). Ties go to the earlier candidate.
  public static func suggestion(for input: String, among candidates: [String]) -> String? {
    guard !input.isEmpty else { return nil }
    let limit = max(1, input.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let d = distance(input, candidate)
      if d <= limit, d < (best?.distance ?? Int.max) { best = (candidate, d) }
    }
    if let best { return best.candidate }
    let prefixed = candidates.filter { $0.hasPrefix(input) }
    return input.count >= 2 && prefixed.count == 1 ? prefixed.first : nil
  }
}
