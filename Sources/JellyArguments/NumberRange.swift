import JellyMath

/// The finite numbers an option accepts: an interval with optional, open or closed ends.
package struct NumberRange: Sendable, Equatable {
  /// The lower end and whether it is allowed, or `nil` for no lower bound.
  package let lower: (value: Double, inclusive: Bool)?
  /// The upper end and whether it is allowed, or `nil` for no upper bound.
  package let upper: (value: Double, inclusive: Bool)?

  /// An interval; `nil` ends are unbounded. Ends must be finite.
  package init(lower: (value: Double, inclusive: Bool)?, upper: (value: Double, inclusive: Bool)?) {
    self.lower = lower
    self.upper = upper
  }

  /// Any finite number.
  package static let anyFinite = NumberRange(lower: nil, upper: nil)
  /// Finite numbers > 0.
  package static let positive = NumberRange(lower: (0, false), upper: nil)
  /// Finite numbers ≥ 0.
  package static let nonNegative = NumberRange(lower: (0, true), upper: nil)

  /// `raw` as a decimal number (`1`, `-0.5`, `1e-3`), or `nil`: hexadecimal forms such as
  /// `0x10`, which `Double(_:)` also reads, are refused, so `--duration 0x10` is an error
  /// rather than 16.
  package static func decimal(_ raw: String) -> Double? { PlainNumberText.decimal(raw) }

  /// Whether `value` is finite and inside the interval.
  package func contains(_ value: Double) -> Bool {
    guard value.isFinite else { return false }
    if let lower, lower.inclusive ? value < lower.value : value <= lower.value { return false }
    if let upper, upper.inclusive ? value > upper.value : value >= upper.value { return false }
    return true
  }

  /// The range in words: "a finite number > 0", "a finite number in (-1, 1]".
  package var description: String {
    switch (lower, upper) {
    case (nil, nil):
      return "a finite number"
    case (let lower?, nil):
      return "a finite number \(lower.inclusive ? ">=" : ">") \(Self.format(lower.value))"
    case (nil, let upper?):
      return "a finite number \(upper.inclusive ? "<=" : "<") \(Self.format(upper.value))"
    case (let lower?, let upper?):
      let open = lower.inclusive ? "[" : "("
      let close = upper.inclusive ? "]" : ")"
      return
        "a finite number in \(open)\(Self.format(lower.value)), \(Self.format(upper.value))\(close)"
    }
  }

  /// `1` rather than `1.0` for whole numbers; the shortest round-trip form otherwise.
  package static func format(_ value: Double) -> String { PlainNumberText.format(value) }

  /// Equal when both ends agree.
  package static func == (a: NumberRange, b: NumberRange) -> Bool {
    a.lower?.value == b.lower?.value && a.lower?.inclusive == b.lower?.inclusive
      && a.upper?.value == b.upper?.value && a.upper?.inclusive == b.upper?.inclusive
  }
}
