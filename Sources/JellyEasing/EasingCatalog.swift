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

  /// One line per platform curve (``PlatformCatalog``), by platform: its usage with defaults
  /// and its definition, and with `sources` its public source, e.g.
  /// `android:overshoot(tension=2)  (t − 1)²((tension + 1)(t − 1) + tension) + 1 (float)  <https://…>`;
  /// only those of `namespaces` when given.
  public static func platformLines(in namespaces: Set<String>? = nil, sources: Bool = false)
    -> [String]
  {
    PlatformCatalog.entries.filter { namespaces?.contains($0.namespace) ?? true }.map { entry in
      let usage = entry.usage
      return usage + String(repeating: " ", count: max(2, 44 - usage.count)) + entry.definition
        + (sources ? "  <" + entry.source + ">" : "")
    }
  }

  /// The namespaces `name` means: itself (`android`, `compose`, any case), or every namespace
  /// of a platform family (`Apple`: coreanimation, uikit, swiftui); empty for neither.
  public static func namespaces(named name: String) -> Set<String> {
    let lowered = name.lowercased()
    if PlatformCatalog.namespaces.contains(lowered) { return [lowered] }
    return Set(
      PlatformCatalog.entries.filter { $0.platform.rawValue.lowercased() == lowered }.map(
        \.namespace))
  }

  /// `items` joined by ", " into lines of at most `width` characters, each starting with
  /// `indent`.
  public static func wrapped(_ items: [String], width: Int = 96, indent: String = "  ")
    -> [String]
  {
    var lines: [String] = []
    var line = ""
    for item in items {
      let piece = line.isEmpty ? indent + item : ", " + item
      if !line.isEmpty, line.count + piece.count + 1 > width {
        lines.append(line + ",")
        line = indent + item
      } else {
        line += piece
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// The short listing: the plain names, the function forms with their definitions, and each
  /// platform namespace with its curve names (``platformLines(in:sources:)`` gives their
  /// definitions).
  public static let shortListing: [String] =
    ["Names:"] + wrapped(names) + ["", "Functions:"] + functionForms.map { "  " + $0 } + [
      "", "Platform curves (namespace:name; --platform NAME gives their definitions):",
    ]
    + PlatformCatalog.namespaces.flatMap { namespace in
      let curves = PlatformCatalog.entries.filter { $0.namespace == namespace }.map(\.name)
      return ["  " + namespace + ":"] + wrapped(curves, indent: "    ")
    }
}
