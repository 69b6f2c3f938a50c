import JellyMath

/// One named curve of a platform, with its parameters, its definition and its public source;
/// ``PlatformCatalog`` lists them all.
public struct PlatformCurveEntry: Sendable {
  /// The platform families, in listing order.
  public enum Platform: String, Sendable, CaseIterable {
    case apple = "Apple"
    case android = "Android"
    case flutter = "Flutter"
    case qt = "Qt"
    case gnome = "GNOME"
  }

  /// The platform the curve belongs to.
  public let platform: Platform
  /// The namespace before the colon: `coreanimation`, `uikit`, `swiftui`, `android`,
  /// `androidx`, `m3`, `compose`, `flutter`, `qt`, `qtquick` or `gnome`.
  public let namespace: String
  /// The curve's name as the platform spells it, e.g. `overshoot`, `easeInOutCubicEmphasized`.
  public let name: String
  /// The parameters, in the platform's argument order, with their defaults.
  public let parameters: [PlatformParameter]
  /// The definition in one line: control points, the formula, or what the platform's code does.
  public let definition: String
  /// Where the definition comes from: a documentation page or an open-source file.
  public let source: String
  /// The curve for checked parameter values, in `parameters`' order.
  let build: @Sendable ([Double]) throws(EasingParameterError) -> any EasingCurve

  /// `namespace:name`.
  public var qualifiedName: String { namespace + ":" + name }

  /// `namespace:name(p1=default, ...)`, or the qualified name when there are no parameters.
  public var usage: String {
    guard !parameters.isEmpty else { return qualifiedName }
    let list = parameters.map { "\($0.name)=\(EasingNumberFormat.string($0.defaultValue))" }
    return qualifiedName + "(" + list.joined(separator: ", ") + ")"
  }

  /// An entry; `build` receives values already checked against `parameters`.
  init(
    _ platform: Platform, _ namespace: String, _ name: String,
    parameters: [PlatformParameter] = [], definition: String, source: String,
    build: @escaping @Sendable ([Double]) throws(EasingParameterError) -> any EasingCurve
  ) {
    self.platform = platform
    self.namespace = namespace
    self.name = name
    self.parameters = parameters
    self.definition = definition
    self.source = source
    self.build = build
  }

  /// The curve with `values` for the parameters (missing trailing values take their defaults).
  ///
  /// - Throws: ``EasingParameterError`` naming the first value out of its range, or too many
  ///   values.
  public func curve(_ values: [Double] = []) throws(EasingParameterError) -> PlatformCurve {
    guard values.count <= parameters.count else {
      throw ParameterError(
        .curveParameter, count: values.count, allowed: "at most \(parameters.count) values",
        name: qualifiedName + " arguments")
    }
    var resolved = parameters.map(\.defaultValue)
    for (index, value) in values.enumerated() {
      let parameter = parameters[index]
      try ParameterError.check(
        .curveParameter, value, allowed: parameter.allowed, name: parameter.name,
        parameter.isValid)
      resolved[index] = value
    }
    // Trailing defaults are left out of the name, so that it reads back to the same curve.
    var shown = resolved
    while let last = shown.last, last == parameters[shown.count - 1].defaultValue {
      shown.removeLast()
    }
    let name =
      shown.isEmpty
      ? qualifiedName
      : qualifiedName + "(" + shown.map(EasingNumberFormat.string).joined(separator: ", ") + ")"
    return PlatformCurve(name: name, base: try build(resolved))
  }
}

/// A parameter of a platform curve: its name as the platform spells it, its default and range.
public struct PlatformParameter: Sendable {
  /// The name, e.g. `tension`, `amplitude`, `extraBounce`.
  public let name: String
  /// The platform's default.
  public let defaultValue: Double
  /// The allowed range in words, e.g. "≥ 0 and finite".
  public let allowed: String
  /// Whether a value is in range.
  let isValid: @Sendable (Double) -> Bool

  init(
    _ name: String, _ defaultValue: Double, allowed: String,
    _ isValid: @escaping @Sendable (Double) -> Bool
  ) {
    self.name = name
    self.defaultValue = defaultValue
    self.allowed = allowed
    self.isValid = isValid
  }

  /// A finite parameter ≥ `minimum` (> `minimum` when `exclusive`).
  static func atLeast(
    _ name: String, _ defaultValue: Double, _ minimum: Double, exclusive: Bool = false
  )
    -> PlatformParameter
  {
    let minimumText = EasingNumberFormat.string(minimum)
    return PlatformParameter(
      name, defaultValue, allowed: (exclusive ? "> " : "≥ ") + minimumText + " and finite"
    ) { value in value.isFinite && (exclusive ? value > minimum : value >= minimum) }
  }

  /// A parameter in [`low`, `high`].
  static func within(_ name: String, _ defaultValue: Double, _ low: Double, _ high: Double)
    -> PlatformParameter
  {
    PlatformParameter(
      name, defaultValue,
      allowed: "in [\(EasingNumberFormat.string(low)), \(EasingNumberFormat.string(high))]"
    ) { $0 >= low && $0 <= high }
  }
}
