/// A number as a snippet prints it, with the value the platform reads back from that text.
///
/// Double platforms (Swift, Dart, JavaScript) get Swift's shortest round-trip text, which every
/// correctly rounding parser reads back as the same Double; Kotlin `Float` literals get the
/// nearest Float's shortest text and an `f` suffix, read back as that Float.
struct SnippetNumber: Sendable {
  /// The literal as printed (`0.5`, `1e-05`, `100.0f`).
  let text: String
  /// The value the platform's parser gives for ``text``.
  let value: Double

  /// A Double literal for `x` (finite); −0 prints as 0.
  static func double(_ x: Double) -> SnippetNumber {
    let x = x == 0 ? 0 : x
    let text = x.description
    return SnippetNumber(text: text, value: Double(text) ?? .nan)
  }

  /// A Kotlin Float literal for the Float nearest to `x`; `nil` when that Float is infinite or
  /// `x` is not finite.
  static func kotlinFloat(_ x: Double) -> SnippetNumber? {
    let float = Float(x == 0 ? 0 : x)
    guard float.isFinite, x.isFinite else { return nil }
    let digits = float.description
    return SnippetNumber(text: digits + "f", value: Double(Float(digits) ?? .nan))
  }
}
