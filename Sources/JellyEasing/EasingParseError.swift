import Foundation
import JellyMath

/// Why a text could not be read as an easing curve. The description is one line that names
/// the offending part, e.g. `unknown easing 'easeOutElastc' (did you mean 'easeOutElastic'?)`.
public enum EasingParseError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The text is empty or only whitespace.
  case empty
  /// No platform curve (``PlatformCatalog``) has this `namespace:name`; `nearest` lists the
  /// closest ones.
  case unknownCurve(String, nearest: [String])
  /// The text is not `name` or `function(arguments)`; `reason` says what is wrong.
  case malformed(text: String, reason: String)
  /// No curve or function has this name; `suggestion` is the closest known name, if any.
  case unknownName(String, suggestion: String?)
  /// `function` got `got` arguments but takes `expected` (e.g. "4", "1 or 2").
  case wrongArgumentCount(function: String, expected: String, got: Int)
  /// An argument of `function` is not a number.
  case invalidNumber(function: String, argument: String, text: String)
  /// A parameter of `function` is outside its range (NaN and infinities included); the error
  /// names the parameter as the function's argument is spelled.
  case outOfRange(function: String, ParameterError)
  /// A `key=value` argument with an unknown key; `suggestion` is the closest valid key.
  case unknownArgument(function: String, argument: String, suggestion: String?)
  /// The same `key=` appears twice.
  case duplicateArgument(function: String, argument: String)
  /// The arguments do not form a valid combination (e.g. `spring(duration=1)` alone).
  case invalidArguments(function: String, reason: String)

  /// A one-line message naming what is wrong.
  public var description: String {
    switch self {
    case .empty:
      return "empty easing name"
    case .malformed(let text, let reason):
      return "cannot read easing '\(text)': \(reason)"
    case .unknownName(let name, let suggestion):
      return "unknown easing '\(name)'" + Self.hint(suggestion)
    case .unknownCurve(let name, let nearest):
      let list = nearest.map { "'\($0)'" }.joined(separator: ", ")
      return "unknown platform curve '\(name)'" + (nearest.isEmpty ? "" : " (nearest: \(list))")
    case .wrongArgumentCount(let function, let expected, let got):
      let takes = expected.hasSuffix(" 1") || expected == "1" ? "argument" : "arguments"
      return "\(function)() takes \(expected) \(takes), got \(got)"
    case .invalidNumber(let function, let argument, let text):
      return "\(function)(): \(argument) must be a number, got '\(text)'"
    case .outOfRange(let function, let error):
      return "\(function)(): \(error)"
    case .unknownArgument(let function, let argument, let suggestion):
      return "\(function)(): unknown argument '\(argument)'" + Self.hint(suggestion)
    case .duplicateArgument(let function, let argument):
      return "\(function)(): argument '\(argument)' given twice"
    case .invalidArguments(let function, let reason):
      return "\(function)(): \(reason)"
    }
  }

  /// The parameter this error rejects (of ``outOfRange(function:_:)``), or `nil` when it is
  /// not a rejected parameter.
  public var parameterError: ParameterError? {
    if case .outOfRange(_, let error) = self { return error }
    return nil
  }

  private static func hint(_ suggestion: String?) -> String {
    suggestion.map { " (did you mean '\($0)'?)" } ?? ""
  }
}

extension EasingParseError: LocalizedError {
  /// ``description``, the message the command line prints after `error: `.
  public var errorDescription: String? { description }
}
