import Foundation
import JellyMath
import JellySprings
import JellyText

/// Reads easing curves from text: a plain name (`easeOutElastic`, `linear`, `ease-in-out`,
/// `step-end`; case-insensitive) or a function form (`cubic-bezier(0.25, 0.1, 0.25, 1)`,
/// `steps(4, jump-end)`, `linear(0, 0.25 75%, 1)`, `spring(duration=1,damping=0.5)`,
/// `elastic(amplitude=1,period=0.3)`, `back(overshoot=1.70158)`); see ``EasingCatalog``.
/// The CSS functions are read as CSS reads them, `calc()` and all (`CSSEasingSyntax`).
///
/// Every failure is an ``EasingParseError`` naming the part that is wrong; nothing traps.
public enum EasingParser {
  /// The curve named by `text`; a UIKit `spring(duration=…,damping=…)` runs under `uiKit`
  /// (default: iOS's solver, ending at its duration).
  ///
  /// - Throws: ``EasingParseError`` for unknown names (with a suggestion), a wrong number of
  ///   arguments, non-numbers, out-of-range or non-finite values and invalid combinations.
  public static func parse(_ text: String, uiKit: UIKitAnimationModel = .iOS)
    throws(EasingParseError) -> any EasingCurve
  {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw .empty }
    if PlatformCatalog.isPlatformName(trimmed) { return try PlatformCatalog.parse(trimmed) }
    guard let open = trimmed.firstIndex(of: "(") else {
      if trimmed.contains(")") {
        throw .malformed(text: trimmed, reason: "')' without a matching '('")
      }
      return try named(trimmed)
    }
    let function = trimmed[..<open].trimmingCharacters(in: .whitespaces).lowercased()
    if CSSEasingSyntax.functionNames.contains(function) {
      return try CSSEasingSyntax.parse(trimmed)
    }
    guard !function.isEmpty else {
      throw .malformed(text: trimmed, reason: "missing function name before '('")
    }
    guard trimmed.hasSuffix(")"), trimmed.index(after: open) < trimmed.endIndex else {
      throw .malformed(text: trimmed, reason: "missing closing ')' at the end")
    }
    let inner = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
    if inner.contains("(") || inner.contains(")") {
      throw .malformed(text: trimmed, reason: "unexpected parenthesis inside the arguments")
    }
    let arguments =
      inner.allSatisfy(\.isWhitespace)
      ? []
      : inner.split(separator: ",", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
    switch function {
    case "spring": return try spring(arguments, uiKit: uiKit)
    case "elastic": return try elastic(arguments)
    case "back": return try back(arguments)
    default:
      if let curve = curvesByLowercasedName[function] {
        throw .malformed(text: trimmed, reason: "'\(curve.name)' takes no arguments")
      }
      throw .unknownName(
        function,
        suggestion: EditDistance.nameSuggestion(for: function, among: EasingCatalog.functionNames))
    }
  }

  /// The canonical text of `curve`: the CSS serialization of a CSS easing function (CSS Easing
  /// Functions Level 2 §2.4: `linear(0, 0.25, 1)` → `linear(0 0%, 0.25 50%, 1 100%)`,
  /// `steps(3, end)` → `steps(3)`, `step-start` → `steps(1, start)`), else the curve's name.
  /// `parse` reads it back to an equal curve.
  public static func canonicalText(_ curve: any EasingCurve) -> String {
    switch curve {
    case let curve as CubicBezierEasing: curve.cssText
    case let curve as StepsEasing: curve.cssText
    case let curve as PiecewiseLinearEasing: curve.cssText
    case let curve as LinearEasing: curve.cssText
    default: curve.name
    }
  }

  /// Plain names, lower-cased, to their curves.
  static let curvesByLowercasedName: [String: any EasingCurve] = Dictionary(
    EasingCatalog.namedCurves.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { a, _ in a })

  static func named(_ name: String) throws(EasingParseError) -> any EasingCurve {
    if let curve = curvesByLowercasedName[name.lowercased()] { return curve }
    throw .unknownName(
      name,
      suggestion: EditDistance.nameSuggestion(
        for: name, among: EasingCatalog.names + EasingCatalog.functionNames))
  }

  // MARK: - Numbers

  /// `text` as a Double (NaN and infinities pass; the curve initializers reject them with a
  /// range message).
  static func number(_ text: String, _ function: String, _ argument: String)
    throws(EasingParseError) -> Double
  {
    guard let value = Double(text) else {
      throw .invalidNumber(function: function, argument: argument, text: text)
    }
    return value
  }

  /// Runs `body`, turning an `ParameterError` into ``EasingParseError/outOfRange``.
  static func checked<T>(_ function: String, _ body: () throws(ParameterError) -> T)
    throws(EasingParseError) -> T
  {
    do {
      return try body()
    } catch {
      throw .outOfRange(function: function, error)
    }
  }

  // MARK: - key=value forms

  /// `key=value` arguments, keys lower-cased; every key must be in `allowed`, at most once.
  static func keywordArguments(_ arguments: [String], _ function: String, allowed: [String])
    throws(EasingParseError) -> [String: String]
  {
    var result: [String: String] = [:]
    for argument in arguments {
      guard let equals = argument.firstIndex(of: "=") else {
        throw .invalidArguments(
          function: function, reason: "expected key=value, got '\(argument)'")
      }
      let key = argument[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
      let value = argument[argument.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      guard allowed.contains(key) else {
        throw .unknownArgument(
          function: function, argument: key,
          suggestion: EditDistance.nameSuggestion(for: key, among: allowed))
      }
      guard result[key] == nil else { throw .duplicateArgument(function: function, argument: key) }
      result[key] = value
    }
    return result
  }

  static func mode(_ text: String?, _ function: String) throws(EasingParseError) -> EasingMode {
    guard let text else { return .out }
    switch text.lowercased() {
    case "in": return .in
    case "out": return .out
    case "in-out", "inout": return .inOut
    default:
      throw .invalidArguments(
        function: function, reason: "mode must be in, out or in-out, got '\(text)'")
    }
  }

  static func elastic(_ arguments: [String]) throws(EasingParseError) -> ElasticEasing {
    let function = "elastic"
    let keys = try keywordArguments(arguments, function, allowed: ["amplitude", "period", "mode"])
    let amplitude = try keys["amplitude"].map { (text) throws(EasingParseError) in
      try number(text, function, "amplitude")
    }
    let period = try keys["period"].map { (text) throws(EasingParseError) in
      try number(text, function, "period")
    }
    let mode = try mode(keys["mode"], function)
    return try checked(function) { () throws(ParameterError) in
      try ElasticEasing(
        amplitude: amplitude ?? ElasticEasing.defaultAmplitude, period: period, mode: mode)
    }
  }

  static func back(_ arguments: [String]) throws(EasingParseError) -> BackEasing {
    let function = "back"
    let keys = try keywordArguments(arguments, function, allowed: ["overshoot", "mode"])
    let overshoot = try keys["overshoot"].map { (text) throws(EasingParseError) in
      try number(text, function, "overshoot")
    }
    let mode = try mode(keys["mode"], function)
    return try checked(function) { () throws(ParameterError) in
      try BackEasing(overshoot: overshoot ?? BackEasing.defaultOvershoot, mode: mode)
    }
  }
}
