extension CubicBezierEasing {
  /// The curve of a CSS `cubic-bezier(x1, y1, x2, y2)` text or of a keyword that is one (`ease`,
  /// `ease-in`, `ease-out`, `ease-in-out`), as ``EasingParser`` reads it.
  ///
  /// - Throws: ``EasingParseError`` for bad text, or `.malformed` when it names another curve.
  public init(css text: String) throws(EasingParseError) {
    self = try EasingParser.parsed(text, as: CubicBezierEasing.self, expected: "a cubic-bezier()")
  }
}

extension PiecewiseLinearEasing {
  /// The curve of a CSS `linear(…)` text, as ``EasingParser`` reads it.
  ///
  /// - Throws: ``EasingParseError`` for bad text, or `.malformed` when it names another curve.
  public init(css text: String) throws(EasingParseError) {
    self = try EasingParser.parsed(text, as: PiecewiseLinearEasing.self, expected: "a linear()")
  }
}

extension StepsEasing {
  /// The curve of a CSS `steps(n, position)` text or of `step-start` / `step-end`, as
  /// ``EasingParser`` reads it.
  ///
  /// - Throws: ``EasingParseError`` for bad text, or `.malformed` when it names another curve.
  public init(css text: String) throws(EasingParseError) {
    self = try EasingParser.parsed(text, as: StepsEasing.self, expected: "a steps()")
  }
}

extension EasingParser {
  /// `text` parsed, when it is a `Curve`.
  static func parsed<Curve: EasingCurve>(_ text: String, as type: Curve.Type, expected: String)
    throws(EasingParseError) -> Curve
  {
    let curve = try parse(text)
    guard let typed = curve as? Curve else {
      throw .malformed(text: text, reason: "\(curve.name) is not \(expected) curve")
    }
    return typed
  }
}
