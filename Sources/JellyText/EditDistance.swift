/// Edit distances between short strings, for "did you mean" suggestions: the option parser's,
/// the commands' and the easing parser's.
public enum EditDistance {
  /// The optimal-string-alignment distance between `a` and `b`: the fewest insertions,
  /// deletions, substitutions and swaps of two adjacent characters that turn `a` into `b`
  /// (Damerau–Levenshtein without repeated edits of one substring), compared as written or,
  /// with `ignoringCase`, lowercased. O(|a|·|b|) time, O(|b|) memory.
  public static func distance(_ a: String, _ b: String, ignoringCase: Bool = false) -> Int {
    let a = Array(ignoringCase ? a.lowercased() : a)
    let b = Array(ignoringCase ? b.lowercased() : b)
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

  /// The likely intended candidate for a mistyped `input`: the only candidate that starts with
  /// `input` (≥ 2 characters), else the closest candidate at most max(`minimumAllowance`,
  /// |input|/3) edits away (ties go to the earlier candidate), else `nil`. With
  /// `ignoringCase`, both are compared lowercased.
  ///
  /// - Parameters:
  ///   - minimumAllowance: The edits allowed however short the input, ≥ 0: 1 for option
  ///     names, 2 for easing names, whose typos are longer.
  public static func suggestion(
    for input: String, among candidates: [String], ignoringCase: Bool = false,
    minimumAllowance: Int = 1
  ) -> String? {
    guard !input.isEmpty else { return nil }
    let key = ignoringCase ? input.lowercased() : input
    let prefixed = candidates.filter { (ignoringCase ? $0.lowercased() : $0).hasPrefix(key) }
    if input.count >= 2, prefixed.count == 1 { return prefixed.first }
    let limit = max(minimumAllowance, input.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let d = distance(input, candidate, ignoringCase: ignoringCase)
      if d <= limit, d < (best?.distance ?? Int.max) { best = (candidate, d) }
    }
    return best?.candidate
  }
}
