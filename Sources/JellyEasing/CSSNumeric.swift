import Foundation

/// A number or a percentage in a CSS easing function: a literal, or the value of a math
/// function (`calc()`, `min()`, `max()`, `clamp()`, CSS Values and Units Level 4 §10) computed
/// when the text is read, as the easing functions' arguments hold no units that would wait for
/// layout.
struct CSSNumeric: Equatable, Sendable {
  /// A `<number>` or a `<percentage>`.
  enum Kind: Equatable, Sendable {
    case number
    case percentage
  }

  /// The value: the number, or the percentage's number (50 for `50%`). Finite: a calculation
  /// that gives NaN gives 0, and ±∞ gives ±Double.greatestFiniteMagnitude (CSS Values 4
  /// §10.9, as Chromium computes it).
  let value: Double
  /// A number or a percentage.
  let kind: Kind
  /// Whether it came from a math function (whose value is then rounded or clamped into an
  /// argument's range where a literal out of range makes the easing function invalid).
  let isCalculated: Bool
  /// Whether a literal was written as an integer (no `.`, no exponent).
  let isIntegerLiteral: Bool
}

/// Reads numbers, percentages and math functions from a token list.
struct CSSNumericReader {
  /// Why a math function or a literal cannot be read; a phrase naming the part.
  struct Failure: Error, Equatable {
    let reason: String
  }

  private let tokens: [CSSToken]
  private(set) var position = 0

  /// A reader of `tokens` from the start.
  init(_ tokens: [CSSToken]) {
    self.tokens = tokens
  }

  /// Whether every token is read (whitespace aside).
  var isAtEnd: Bool {
    var index = position
    while index < tokens.count, tokens[index] == .whitespace { index += 1 }
    return index == tokens.count
  }

  /// The next token after whitespace, not consumed.
  var next: CSSToken? {
    var index = position
    while index < tokens.count, tokens[index] == .whitespace { index += 1 }
    return index < tokens.count ? tokens[index] : nil
  }

  /// Consumes whitespace.
  mutating func skipWhitespace() {
    while position < tokens.count, tokens[position] == .whitespace { position += 1 }
  }

  /// Consumes and returns the next token after whitespace.
  mutating func take() -> CSSToken? {
    skipWhitespace()
    guard position < tokens.count else { return nil }
    defer { position += 1 }
    return tokens[position]
  }

  /// The next numeric value (a literal or a math function), or `nil`, consuming nothing, when
  /// the next token starts none.
  ///
  /// - Throws: ``Failure`` for a math function that is malformed or mixes kinds.
  mutating func numeric() throws(Failure) -> CSSNumeric? {
    switch next {
    case .number(let value, let isInteger)?:
      _ = take()
      return CSSNumeric(
        value: value, kind: .number, isCalculated: false, isIntegerLiteral: isInteger)
    case .percentage(let value)?:
      _ = take()
      return CSSNumeric(
        value: value, kind: .percentage, isCalculated: false, isIntegerLiteral: false)
    case .function(let name)? where Self.mathFunctions.contains(name.lowercased()):
      _ = take()
      let (value, kind) = try mathFunction(name.lowercased())
      return CSSNumeric(
        value: Self.finite(value), kind: kind, isCalculated: true, isIntegerLiteral: false)
    default:
      return nil
    }
  }

  /// The math functions read here.
  static let mathFunctions: Set<String> = ["calc", "min", "max", "clamp"]

  /// NaN → 0, ±∞ → ±greatest finite (a top-level calculation's value, CSS Values 4 §10.9).
  private static func finite(_ value: Double) -> Double {
    if value.isNaN { return 0 }
    if value.isInfinite { return value < 0 ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude }
    return value
  }

  /// The body of a math function whose `name(` is consumed, through its `)`.
  private mutating func mathFunction(_ name: String) throws(Failure) -> (Double, CSSNumeric.Kind) {
    var arguments: [(Double, CSSNumeric.Kind)] = []
    while true {
      arguments.append(try sum(in: name))
      switch take() {
      case .comma?:
        guard name != "calc" else { throw Failure(reason: "calc() takes one calculation") }
      case .closeParenthesis?:
        return try combine(arguments, name)
      case let token?:
        throw Failure(reason: "\(name)(): unexpected \(Self.describe(token))")
      case nil:
        throw Failure(reason: "\(name)(): missing ')'")
      }
    }
  }

  private func combine(_ arguments: [(Double, CSSNumeric.Kind)], _ name: String)
    throws(Failure) -> (Double, CSSNumeric.Kind)
  {
    let kind = arguments[0].1
    guard arguments.allSatisfy({ $0.1 == kind }) else {
      throw Failure(reason: "\(name)() mixes numbers and percentages")
    }
    let values = arguments.map(\.0)
    switch name {
    case "min": return (values.dropFirst().reduce(values[0]) { Self.minimum($0, $1) }, kind)
    case "max": return (values.dropFirst().reduce(values[0]) { Self.maximum($0, $1) }, kind)
    case "clamp":
      guard values.count == 3 else {
        throw Failure(reason: "clamp() takes 3 calculations, got \(values.count)")
      }
      // clamp(MIN, VAL, MAX) = max(MIN, min(VAL, MAX)): MIN wins over MAX.
      return (Self.maximum(values[0], Self.minimum(values[1], values[2])), kind)
    default: return (values[0], kind)
    }
  }

  /// min and max that keep NaN (CSS Values 4 §10.9: NaN in, NaN out).
  private static func minimum(_ a: Double, _ b: Double) -> Double {
    a.isNaN || b.isNaN ? .nan : Swift.min(a, b)
  }

  private static func maximum(_ a: Double, _ b: Double) -> Double {
    a.isNaN || b.isNaN ? .nan : Swift.max(a, b)
  }

  /// `<calc-sum>`: products joined by `+` or `-`, which need whitespace on both sides.
  private mutating func sum(in name: String) throws(Failure) -> (Double, CSSNumeric.Kind) {
    var (total, kind) = try product(in: name)
    while true {
      let start = position
      guard position < tokens.count, tokens[position] == .whitespace else { break }
      skipWhitespace()
      guard position < tokens.count, case .delimiter(let sign) = tokens[position],
        sign == "+" || sign == "-"
      else {
        position = start
        break
      }
      position += 1
      guard position < tokens.count, tokens[position] == .whitespace else {
        throw Failure(reason: "\(name)(): '\(sign)' needs whitespace on both sides")
      }
      let (term, termKind) = try product(in: name)
      guard termKind == kind else {
        throw Failure(reason: "\(name)() adds a number and a percentage")
      }
      total = sign == "+" ? total + term : total - term
    }
    return (total, kind)
  }

  /// `<calc-product>`: values joined by `*` or `/`; a percentage may be multiplied or divided
  /// by numbers only.
  private mutating func product(in name: String) throws(Failure) -> (Double, CSSNumeric.Kind) {
    var (result, kind) = try value(in: name)
    while case .delimiter(let operation)? = next, operation == "*" || operation == "/" {
      _ = take()
      let (operand, operandKind) = try value(in: name)
      if operation == "*" {
        guard kind == .number || operandKind == .number else {
          throw Failure(reason: "\(name)() multiplies two percentages")
        }
        result *= operand
        if operandKind == .percentage { kind = .percentage }
      } else {
        guard operandKind == .number else {
          throw Failure(reason: "\(name)() divides by a percentage")
        }
        result /= operand
      }
    }
    return (result, kind)
  }

  /// `<calc-value>`: a literal, a parenthesised sum or a nested math function.
  private mutating func value(in name: String) throws(Failure) -> (Double, CSSNumeric.Kind) {
    switch take() {
    case .number(let value, _)?: return (value, .number)
    case .percentage(let value)?: return (value, .percentage)
    case .openParenthesis?:
      let inner = try sum(in: name)
      guard take() == .closeParenthesis else {
        throw Failure(reason: "\(name)(): missing ')' after a parenthesised calculation")
      }
      return inner
    case .function(let inner)? where Self.mathFunctions.contains(inner.lowercased()):
      return try mathFunction(inner.lowercased())
    case let token?:
      throw Failure(
        reason: "\(name)(): expected a number or a percentage, got \(Self.describe(token))")
    case nil:
      throw Failure(reason: "\(name)(): missing ')'")
    }
  }

  /// A token as a message names it.
  static func describe(_ token: CSSToken) -> String {
    switch token {
    case .number(let value, _): "the number \(EasingNumberFormat.string(value))"
    case .percentage(let value): "the percentage \(EasingNumberFormat.string(value))%"
    case .ident(let name): "'\(name)'"
    case .function(let name): "'\(name)('"
    case .openParenthesis: "'('"
    case .closeParenthesis: "')'"
    case .comma: "','"
    case .delimiter(let character): "'\(character)'"
    case .whitespace: "whitespace"
    }
  }
}
