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
  let build: @Sendable ([Double]) throws(ParameterError) -> any EasingCurve

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
    build: @escaping @Sendable ([Double]) throws(ParameterError) -> any EasingCurve
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
  /// - Throws: `ParameterError` naming the first value out of its range, or too many
  ///   values; or, for values in range that make no usable curve (a spring that gives no motion
  ///   or never rests, a value that is not finite at one of 257 points of [0, 1]), naming the
  ///   last value given away from its default.
  public func curve(_ values: [Double] = []) throws(ParameterError) -> PlatformCurve {
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
    // A spring or a formula the values make unusable, or a curve that is not finite somewhere
    // on [0, 1], is refused, naming the last value given away from its default.
    let blamed = resolved.indices.last { resolved[$0] != parameters[$0].defaultValue } ?? 0
    func unusable(_ reason: String) -> ParameterError {
      guard let parameter = parameters.indices.contains(blamed) ? parameters[blamed] : nil else {
        return ParameterError(.curveParameter, count: 0, allowed: reason, name: qualifiedName)
      }
      return ParameterError(
        .curveParameter, value: resolved[blamed], allowed: reason, name: parameter.name)
    }
    let base: any EasingCurve
    do {
      base = try build(resolved)
    } catch {
      throw unusable(
        error.name == Self.unusableName
          ? error.allowed : "a value that gives a usable curve (\(error.name) \(error.allowed))")
    }
    for i in 0...256 {
      let progress = Double(i) / 256
      let value = base.value(at: progress)
      guard value.isFinite else {
        throw unusable(
          "a value for which the curve stays finite (at progress \(EasingNumberFormat.string(progress)) it is \(value.isNaN ? "not a number" : "\(value)"))"
        )
      }
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
    return PlatformCurve(name: name, base: base)
  }

  /// The name a `build` closure gives a `ParameterError` that says the values as a whole
  /// make no usable curve (its `allowed` says why); ``curve(_:)`` names the parameter.
  static let unusableName = "(unusable)"

  /// The error a `build` closure throws when the values make no usable curve.
  static func unusable(_ reason: String) -> ParameterError {
    ParameterError(.curveParameter, value: 0, allowed: reason, name: unusableName)
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
