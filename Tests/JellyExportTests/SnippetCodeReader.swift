import Foundation
import JellySprings

/// Reads numbers back out of a spring snippet's code text, independently of the exporter: by
/// regular expressions on the code lines (comment lines and trailing `//` comments dropped).
struct SnippetCodeReader {
  /// The code lines, without comments.
  let lines: [String]

  init(_ code: String) {
    lines = code.split(separator: "\n", omittingEmptySubsequences: false).compactMap { raw in
      let line = String(raw)
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { return nil }
      if let range = line.range(of: " //") { return String(line[..<range.lowerBound]) }
      return line
    }
  }

  /// The code as one string.
  var text: String { lines.joined(separator: "\n") }

  /// A number literal: digits, optional fraction and exponent, optional Kotlin `f`.
  static let literal = #"(-?[0-9]+(?:\.[0-9]+)?(?:e[+-]?[0-9]+)?f?)"#

  /// Every literal captured by `pattern` (its `%` stands for a literal), in order.
  func literals(_ pattern: String) -> [String] {
    let expanded = pattern.replacingOccurrences(of: "%", with: Self.literal)
    guard let regex = try? Regex(expanded) else { return [] }
    return text.matches(of: regex).flatMap { match in
      (1..<match.count).compactMap { match[$0].substring.map(String.init) }
    }
  }

  /// The single literal captured by `pattern`; `nil` unless exactly one match.
  func literal(_ pattern: String) -> String? {
    let found = literals(pattern)
    return found.count == 1 ? found[0] : nil
  }

  /// `pattern`'s literal parsed as a Double literal (Swift, Dart, JavaScript).
  func double(_ pattern: String) -> Double? {
    literal(pattern).flatMap { $0.hasSuffix("f") ? nil : Double($0) }
  }

  /// `pattern`'s literal parsed as a Kotlin Float literal (`…f`), widened to Double.
  func float(_ pattern: String) -> Double? {
    guard let text = literal(pattern), text.hasSuffix("f"), let value = Float(text.dropLast())
    else { return nil }
    return Double(value)
  }
}

/// |a − b| / max(|a|, |b|), 0 when equal.
func relativeGap(_ a: Double, _ b: Double) -> Double {
  a == b ? 0 : abs(a - b) / max(abs(a), abs(b))
}

/// The largest relative gap over (k/m, c/m, v) between two springs with velocities.
func springGap(_ a: Spring, _ va: Double, _ b: Spring, _ vb: Double) -> Double {
  max(
    relativeGap(a.stiffness / a.mass, b.stiffness / b.mass),
    relativeGap(a.damping / a.mass, b.damping / b.mass), relativeGap(va, vb))
}
