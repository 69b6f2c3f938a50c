import JellyMath
import JellyText

/// Reads the CSS easing functions `cubic-bezier()`, `steps()` and `linear()` as CSS Easing
/// Functions Level 2 defines them (§2.1 `linear()`, §2.2 cubic Bézier, §2.3 steps), from CSS
/// tokens (CSS Syntax Level 3 §4): case-insensitive names and keywords, whitespace anywhere
/// between tokens, and `calc()`, `min()`, `max()` and `clamp()` wherever a number or a
/// percentage goes (CSS Values and Units Level 4 §10), computed when read.
///
/// What is valid follows the specification (checked against Chromium's
/// `CSS.supports('animation-timing-function', …)` and computed style by Tests/Browser):
/// - `cubic-bezier(<number [0,1]>, <number>, <number [0,1]>, <number>)`: a written x outside
///   [0, 1] is invalid; a calculated one is clamped into [0, 1] (CSS Values 4 §10.12, range
///   checking at computed-value time), so `cubic-bezier(calc(-2), calc(0.7 / 2), calc(1.5),
///   calc(0))` computes to `cubic-bezier(0, 0.35, 1, 0)`;
/// - `steps(<integer>[, <step-position>]?)`: a written count is an integer token ≥ 1 (≥ 2 with
///   `jump-none`); a calculated one is rounded to the nearest integer (halves up) and clamped
///   into the same range, so `steps(calc(1), jump-none)` computes to `steps(2, jump-none)`;
///
///   Chromium (156) departs from the specification in these two clamps: it refuses a
///   calculated x outside [0, 1] and a calculated count below 2 with `jump-none`, as the
///   web-platform-tests' syntax tests (which expect both valid) record;
/// - `linear(<linear-stop>#)`, `<linear-stop> = <number> && <percentage>{1,2}?`: one number
///   and up to two adjacent percentages per stop, in either order, and at least two stops
///   (§2.1.2, "create a linear easing function").
enum CSSEasingSyntax {
  /// The functions read here.
  static let functionNames: Set<String> = ["cubic-bezier", "steps", "linear"]

  /// The curve written `text`, which starts with one of ``functionNames`` and `(`.
  static func parse(_ text: String) throws(EasingParseError) -> any EasingCurve {
    let tokens: [CSSToken]
    switch CSSToken.tokens(text) {
    case .success(let read): tokens = read
    case .failure(let error): throw .malformed(text: text, reason: "it holds \(error.reason)")
    }
    var reader = CSSNumericReader(tokens)
    guard case .function(let written)? = reader.take() else {
      throw .malformed(text: text, reason: "expected a function such as cubic-bezier(…)")
    }
    let function = written.lowercased()
    let arguments = try Self.arguments(&reader, tokens: tokens, function: function, text: text)
    switch function {
    case "cubic-bezier": return try cubicBezier(arguments)
    case "steps": return try steps(arguments)
    default: return try linear(arguments)
    }
  }

  /// The tokens of each comma-separated argument, through the function's `)`.
  private static func arguments(
    _ reader: inout CSSNumericReader, tokens: [CSSToken], function: String, text: String
  ) throws(EasingParseError) -> [[CSSToken]] {
    var arguments: [[CSSToken]] = [[]]
    var depth = 0
    var index = reader.position
    while index < tokens.count {
      let token = tokens[index]
      index += 1
      switch token {
      case .function, .openParenthesis:
        depth += 1
      case .closeParenthesis where depth == 0:
        guard tokens[index...].allSatisfy({ $0 == .whitespace }) else {
          throw .malformed(text: text, reason: "text after the closing ')'")
        }
        if arguments.count == 1, arguments[0].allSatisfy({ $0 == .whitespace }) { return [] }
        if arguments.contains(where: { $0.allSatisfy { $0 == .whitespace } }) {
          throw .invalidArguments(function: function, reason: "an argument is empty")
        }
        return arguments
      case .closeParenthesis:
        depth -= 1
      case .comma where depth == 0:
        arguments.append([])
        continue
      default:
        break
      }
      arguments[arguments.count - 1].append(token)
    }
    throw .malformed(text: text, reason: "missing closing ')' at the end")
  }

  /// One numeric value filling `argument`, or a message naming `label`.
  private static func single(_ argument: [CSSToken], _ function: String, _ label: String)
    throws(EasingParseError) -> CSSNumeric
  {
    var reader = CSSNumericReader(argument)
    let value: CSSNumeric?
    do {
      value = try reader.numeric()
    } catch {
      throw .invalidArguments(function: function, reason: "\(label): \(error.reason)")
    }
    guard let value, reader.isAtEnd else {
      throw .invalidNumber(function: function, argument: label, text: text(of: argument))
    }
    return value
  }

  /// The argument's text, rebuilt from its tokens, for messages.
  static func text(of tokens: [CSSToken]) -> String {
    var text = ""
    for token in tokens {
      switch token {
      case .number(let value, _): text += EasingNumberFormat.string(value)
      case .percentage(let value): text += EasingNumberFormat.string(value) + "%"
      case .ident(let name): text += name
      case .function(let name): text += name + "("
      case .openParenthesis: text += "("
      case .closeParenthesis: text += ")"
      case .comma: text += ","
      case .delimiter(let character): text.append(character)
      case .whitespace: text += " "
      }
    }
    return text.trimmingCharacters(in: .whitespaces)
  }

  static func cubicBezier(_ arguments: [[CSSToken]]) throws(EasingParseError) -> CubicBezierEasing {
    let function = "cubic-bezier"
    guard arguments.count == 4 else {
      throw .wrongArgumentCount(function: function, expected: "4", got: arguments.count)
    }
    var values: [Double] = []
    for (label, argument) in zip(["x1", "y1", "x2", "y2"], arguments) {
      let value = try single(argument, function, label)
      guard value.kind == .number else {
        throw .invalidNumber(function: function, argument: label, text: text(of: argument))
      }
      // A calculated x is clamped into its range, [0, 1]; a written one is checked.
      let isX = label.hasPrefix("x")
      values.append(isX && value.isCalculated ? min(max(value.value, 0), 1) : value.value)
    }
    do {
      return try CubicBezierEasing(values[0], values[1], values[2], values[3])
    } catch {
      throw .outOfRange(function: function, error)
    }
  }

  static func steps(_ arguments: [[CSSToken]]) throws(EasingParseError) -> StepsEasing {
    let function = "steps"
    guard arguments.count == 1 || arguments.count == 2 else {
      throw .wrongArgumentCount(function: function, expected: "1 or 2", got: arguments.count)
    }
    var position = StepsEasing.Position.end
    if arguments.count == 2 {
      var reader = CSSNumericReader(arguments[1])
      guard case .ident(let written)? = reader.take(), reader.isAtEnd,
        let known = StepsEasing.Position(rawValue: written.lowercased())
      else {
        let text = text(of: arguments[1])
        throw .unknownArgument(
          function: function, argument: text,
          suggestion: EditDistance.nameSuggestion(
            for: text.lowercased(), among: StepsEasing.Position.allCases.map(\.rawValue)))
      }
      position = known
    }
    let count = try single(arguments[0], function, "n")
    guard count.kind == .number else {
      throw .invalidNumber(function: function, argument: "n", text: text(of: arguments[0]))
    }
    var steps: Double
    if count.isCalculated {
      // CSS Values 4 §10.9: a calculated <integer> rounds to the nearest, halves toward +∞,
      // and is clamped into the argument's range: [2, ∞) with jump-none, else [1, ∞).
      let least: Double = position == .jumpNone ? 2 : 1
      steps = max(least, (count.value + 0.5).rounded(.down))
    } else {
      guard count.isIntegerLiteral else {
        throw .outOfRange(
          function: function,
          ParameterError(.stepCount, value: count.value, allowed: "an integer >= 1"))
      }
      steps = count.value
    }
    guard steps <= Double(StepsEasing.maximumCount) else {
      throw .outOfRange(
        function: function, ParameterError(.stepCount, value: steps, allowed: "at most 2^53"))
    }
    do {
      return try StepsEasing(count: Int(steps), position: position)
    } catch {
      throw .outOfRange(function: function, error)
    }
  }

  static func linear(_ arguments: [[CSSToken]]) throws(EasingParseError) -> PiecewiseLinearEasing {
    let function = "linear"
    var stops: [PiecewiseLinearEasing.Stop] = []
    for (index, argument) in arguments.enumerated() {
      let label = "stop \(index + 1)"
      var reader = CSSNumericReader(argument)
      var output: Double?
      var inputs: [Double] = []
      var percentagesEnded = false
      while !reader.isAtEnd {
        let value: CSSNumeric?
        do {
          value = try reader.numeric()
        } catch {
          throw .invalidArguments(function: function, reason: "\(label): \(error.reason)")
        }
        guard let value else {
          throw .invalidArguments(
            function: function,
            reason: "\(label) '\(text(of: argument))' holds something other than a number and"
              + " percentages")
        }
        switch value.kind {
        case .number:
          guard output == nil else {
            throw .invalidArguments(
              function: function,
              reason: "\(label) '\(text(of: argument))' has two outputs (positions need '%')")
          }
          output = value.value
          if !inputs.isEmpty { percentagesEnded = true }
        case .percentage:
          guard !percentagesEnded, inputs.count < 2 else {
            throw .invalidArguments(
              function: function,
              reason: "\(label) '\(text(of: argument))': a stop has at most two positions, side"
                + " by side")
          }
          inputs.append(value.value / 100)
        }
      }
      guard let output else {
        throw .invalidArguments(
          function: function, reason: "\(label) '\(text(of: argument))' has no output")
      }
      stops.append(PiecewiseLinearEasing.Stop(output: output, inputs: inputs))
    }
    guard stops.count >= 2 else {
      throw .wrongArgumentCount(function: function, expected: "at least 2", got: stops.count)
    }
    do {
      return try PiecewiseLinearEasing(stops: stops)
    } catch {
      throw .outOfRange(function: function, error)
    }
  }
}
