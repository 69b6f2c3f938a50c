import Testing

@testable import JellyEasing

@Suite struct EasingParameterErrorTests {
  @Test("description names the parameter, the range and the value")
  func description() {
    let error = EasingParameterError(parameter: "x1", value: 1.5, allowed: "in [0, 1]")
    #expect(error.description == "x1 must be in [0, 1] (got 1.5)")
  }

  @Test("check rejects non-finite values even when the predicate accepts them")
  func check() {
    #expect(throws: Never.self) { try EasingParameterError.check("a", 2, "any") { _ in true } }
    #expect(throws: EasingParameterError(parameter: "a", value: .infinity, allowed: "any")) {
      try EasingParameterError.check("a", .infinity, "any") { _ in true }
    }
    #expect(throws: EasingParameterError.self) {
      try EasingParameterError.check("a", -1, ">= 0") { $0 >= 0 }
    }
  }
}
