extension MotionFitResults {
  /// The fit ranked first (the lowest BIC), or the first listed when none is ranked; `nil`
  /// when nothing was fitted.
  public var leadingFit: MotionFit? {
    fits.first(where: \.isRanked) ?? fits.first
  }

  /// The best fit that is a spring (free or UIKit's): the first ranked one, else the first
  /// listed one; `nil` when no spring model was fitted.
  public var bestSpringFit: MotionFit? {
    fits.first { $0.isRanked && $0.spring != nil } ?? fits.first { $0.spring != nil }
  }

  /// The warning when ``leadingFit``, or `springFit` (the spring whose platform constants a
  /// report gives, e.g. ``bestSpringFit``), leaves a parameter undetermined (an infinite
  /// standard error: the recording does not measure it), naming each fit and its parameters
  /// once; `nil` when both are determined.
  public func undeterminedWarning(springFit: MotionFit?) -> String? {
    var parts: [String] = []
    let leading = leadingFit
    for fit in [leading, springFit].compactMap({ $0 })
    where !fit.undeterminedParameters.isEmpty
      && !parts.contains(where: { $0.hasPrefix("the \(fit.model.rawValue) ") })
    {
      let role =
        fit != leading
        ? "the spring of the constants"
        : fit.isRanked ? "ranked first" : "listed first, none ranked"
      parts.append(
        "the \(fit.model.rawValue) fit (\(role)) leaves"
          + " \(fit.undeterminedParameters.map(\.rawValue).joined(separator: ", ")) undetermined")
    }
    guard !parts.isEmpty else { return nil }
    return "\(parts.joined(separator: " and ")) (an infinite standard error): the recording does"
      + " not measure them, and its numbers are not a measurement; the motion may be none of"
      + " the models, or the recording's time stamps are not when its frames were drawn (a"
      + " recorder that resamples the screen to a fixed rate, as a browser's screencast does)"
  }
}
