import JellySprings

/// Everything ``EasingParser`` accepts, for listings: the plain names and the function forms.
public enum EasingCatalog {
  /// Every curve that has a plain name, in listing order: `linear`, the 30 Penner functions,
  /// the CSS presets `ease`, `ease-in`, `ease-out`, `ease-in-out`, `step-start`, `step-end`.
  public static let namedCurves: [any EasingCurve] =
    [LinearEasing()] + PennerEasing.all.map { $0 as any EasingCurve }
    + CubicBezierEasing.presets.map { $0 as any EasingCurve }
    + [StepsEasing.stepStart, StepsEasing.stepEnd]

  /// The plain names, in listing order.
  public static let names: [String] = namedCurves.map(\.name)

  /// The function names: `cubic-bezier`, `steps`, `linear`, `spring`, `elastic`, `back`.
  public static let functionNames = [
    "cubic-bezier", "steps", "linear", "spring", "elastic", "back",
  ]

  /// One usage line per function form, with its defaults (one `spring(…)` line per
  /// `SpringParametrization`).
  public static let functionForms: [String] =
    [
      "cubic-bezier(x1, y1, x2, y2)            x1, x2 in [0, 1]",
      "steps(n[, jump-start|jump-end|jump-none|jump-both])   default jump-end; start/end too",
      "linear(output [pos%] [pos%], ...)       CSS linear(), e.g. linear(0, 0.25 75%, 1)",
    ]
    + SpringParametrization.easingOrder.map { form in
      // The summary at column 52, or three spaces after a longer usage.
      let usage = form.easingUsage
      return usage + String(repeating: " ", count: max(3, 52 - usage.count)) + form.easingSummary
    } + [
      "elastic(amplitude=1, period=0.3[, mode=in|out|in-out])   Penner; mode default out",
      "back(overshoot=1.70158[, mode=in|out|in-out])            Penner; mode default out",
    ]

  /// One line per platform curve (``PlatformCatalog``), by platform: its usage with defaults,
  /// its definition and its public source, e.g.
  /// `android:overshoot(tension=2)  (t − 1)²((tension + 1)(t − 1) + tension) + 1 (float)  <https://…>`.
  public static let platformLines: [String] = PlatformCatalog.entries.map { entry in
    let usage = entry.usage
    return usage + String(repeating: " ", count: max(2, 44 - usage.count)) + entry.definition
      + "  <" + entry.source + ">"
  }
}
