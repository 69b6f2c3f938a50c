/// One token of a CSS value, as CSS Syntax Level 3 (§4, "Tokenization") cuts the text of an
/// easing function: only the kinds an easing function can hold.
enum CSSToken: Equatable, Sendable {
  /// A `<number-token>`: its value, and whether it is an integer (no `.` and no exponent, the
  /// "type flag" that `<integer>` needs).
  case number(Double, isInteger: Bool)
  /// A `<percentage-token>`: the number before `%` (50 for `50%`).
  case percentage(Double)
  /// An `<ident-token>`, as written.
  case ident(String)
  /// A `<function-token>`: the name, as written, with its `(` consumed.
  case function(String)
  /// `(`, `)` and `,`.
  case openParenthesis, closeParenthesis, comma
  /// Any other single character (`+`, `-`, `*`, `/` in a calculation).
  case delimiter(Character)
  /// One run of whitespace.
  case whitespace

  /// The tokens of `text`, or `nil` with the offending character when the text holds
  /// something no easing function can (a string, a dimension such as `2px`, a stray `%`).
  static func tokens(_ text: String) -> Result<[CSSToken], CSSTokenError> {
    var tokens: [CSSToken] = []
    let characters = Array(text.unicodeScalars)
    var index = 0
    func at(_ offset: Int) -> Unicode.Scalar? {
      index + offset < characters.count ? characters[index + offset] : nil
    }
    while index < characters.count {
      let character = characters[index]
      if isWhitespace(character) {
        while let next = at(0), isWhitespace(next) { index += 1 }
        tokens.append(.whitespace)
        continue
      }
      if startsNumber(at(0), at(1), at(2)) {
        let (value, isInteger, length) = number(characters, from: index)
        index += length
        if at(0) == "%" {
          index += 1
          tokens.append(.percentage(value))
        } else if let next = at(0), startsIdentifier(next, at(1), at(2)) {
          return .failure(CSSTokenError(text: text, reason: "a dimension (a unit after a number)"))
        } else {
          tokens.append(.number(value, isInteger: isInteger))
        }
        continue
      }
      if startsIdentifier(character, at(1), at(2)) {
        var name = ""
        while let next = at(0), isNameCharacter(next) || (next == "-") {
          name.unicodeScalars.append(next)
          index += 1
        }
        if at(0) == "(" {
          index += 1
          tokens.append(.function(name))
        } else {
          tokens.append(.ident(name))
        }
        continue
      }
      index += 1
      switch character {
      case "(": tokens.append(.openParenthesis)
      case ")": tokens.append(.closeParenthesis)
      case ",": tokens.append(.comma)
      case "+", "-", "*", "/": tokens.append(.delimiter(Character(character)))
      default:
        return .failure(CSSTokenError(text: text, reason: "the character '\(character)'"))
      }
    }
    return .success(tokens)
  }

  private static func isWhitespace(_ c: Unicode.Scalar) -> Bool {
    c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}"
  }

  private static func isDigit(_ c: Unicode.Scalar?) -> Bool {
    guard let c else { return false }
    return c >= "0" && c <= "9"
  }

  private static func isNameStart(_ c: Unicode.Scalar) -> Bool {
    (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_" || c.value >= 0x80
  }

  private static func isNameCharacter(_ c: Unicode.Scalar) -> Bool {
    isNameStart(c) || isDigit(c)
  }

  /// CSS Syntax §4.3.10: whether three code points start a number.
  private static func startsNumber(_ a: Unicode.Scalar?, _ b: Unicode.Scalar?, _ c: Unicode.Scalar?)
    -> Bool
  {
    guard let a else { return false }
    if a == "+" || a == "-" { return isDigit(b) || (b == "." && isDigit(c)) }
    if a == "." { return isDigit(b) }
    return isDigit(a)
  }

  /// CSS Syntax §4.3.9: whether three code points start an ident sequence (no escapes).
  private static func startsIdentifier(
    _ a: Unicode.Scalar, _ b: Unicode.Scalar?, _ c: Unicode.Scalar?
  ) -> Bool {
    if a == "-" {
      guard let b else { return false }
      return isNameStart(b) || b == "-"
    }
    return isNameStart(a)
  }

  /// CSS Syntax §4.3.12 "consume a number": the value, whether it is an integer, the length.
  private static func number(_ characters: [Unicode.Scalar], from start: Int)
    -> (Double, Bool, Int)
  {
    var index = start
    var text = ""
    var isInteger = true
    func digits() {
      while index < characters.count, isDigit(characters[index]) {
        text.unicodeScalars.append(characters[index])
        index += 1
      }
    }
    if characters[index] == "+" || characters[index] == "-" {
      text.unicodeScalars.append(characters[index])
      index += 1
    }
    digits()
    if index + 1 < characters.count, characters[index] == ".", isDigit(characters[index + 1]) {
      text += "."
      index += 1
      isInteger = false
      digits()
    }
    if index + 1 < characters.count, characters[index] == "e" || characters[index] == "E" {
      let sign = characters[index + 1] == "+" || characters[index + 1] == "-"
      let firstDigit = index + (sign ? 2 : 1)
      if firstDigit < characters.count, isDigit(characters[firstDigit]) {
        text += "e"
        if sign { text.unicodeScalars.append(characters[index + 1]) }
        index = firstDigit
        isInteger = false
        digits()
      }
    }
    return (Double(text) ?? .nan, isInteger, index - start)
  }
}

/// Text that CSS tokenization cannot turn into an easing function's tokens.
struct CSSTokenError: Error, Equatable {
  /// The whole text.
  let text: String
  /// What is wrong, e.g. "a dimension (a unit after a number)".
  let reason: String
}
