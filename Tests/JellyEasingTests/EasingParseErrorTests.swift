import JellyMath
import Testing

@testable import JellyEasing

@Suite struct EasingParseErrorTests {
  @Test("every case has a one-line description naming the culprit")
  func descriptions() {
    let cases: [(EasingParseError, String)] = [
      (.empty, "empty easing name"),
      (.malformed(text: "a(", reason: "why"), "cannot read easing 'a(': why"),
      (.unknownName("x", suggestion: nil), "unknown easing 'x'"),
      (.unknownName("lin", suggestion: "linear"), "unknown easing 'lin' (did you mean 'linear'?)"),
      (
        .wrongArgumentCount(function: "steps", expected: "1 or 2", got: 3),
        "steps() takes 1 or 2 arguments, got 3"
      ),
      (
        .invalidNumber(function: "back", argument: "overshoot", text: "big"),
        "back(): overshoot must be a number, got 'big'"
      ),
      (
        .outOfRange(function: "f", ParameterError(.period, value: -1, allowed: "> 0", name: "p")),
        "f(): p must be > 0 (got -1.0)"
      ),
      (
        .unknownArgument(function: "f", argument: "k", suggestion: "key"),
        "f(): unknown argument 'k' (did you mean 'key'?)"
      ),
      (.duplicateArgument(function: "f", argument: "k"), "f(): argument 'k' given twice"),
      (.invalidArguments(function: "f", reason: "no"), "f(): no"),
    ]
    for (error, message) in cases {
      #expect(error.description == message)
      #expect(!error.description.contains("\n"))
      if case .outOfRange(_, let rejected) = error {
        #expect(error.parameterError == rejected)
      } else {
        #expect(error.parameterError == nil)
      }
    }
  }
}
