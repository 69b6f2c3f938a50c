import JellyMath
import Testing

@testable import JellyEasing

@Suite struct StepsEasingTests {
  /// One steps() curve and (progress, value) pairs worked by hand from the CSS algorithm.
  struct Case: Sendable, CustomTestStringConvertible {
    let count: Int
    let term: StepsEasing.JumpTerm
    let expected: [(x: Double, value: Double)]
    var testDescription: String { "steps(\(count), \(term.rawValue))" }
  }

  static let cases: [Case] = [
    Case(
      count: 4, term: .jumpEnd,
      expected: [(0, 0), (0.2, 0), (0.25, 0.25), (0.5, 0.5), (0.99, 0.75), (1, 1)]),
    Case(
      count: 4, term: .jumpStart,
      expected: [(0, 0.25), (0.2, 0.25), (0.25, 0.5), (0.75, 1), (1, 1)]
    ),
    Case(
      count: 4, term: .jumpNone,
      expected: [(0, 0), (0.24, 0), (0.25, 1.0 / 3), (0.5, 2.0 / 3), (0.75, 1), (1, 1)]),
    Case(
      count: 3, term: .jumpBoth,
      expected: [(0, 0.25), (0.3, 0.25), (1.0 / 3 + 1e-12, 0.5), (0.7, 0.75), (1, 1)]),
  ]

  @Test("CSS step algorithm for every jump term", arguments: cases)
  func cssExamples(_ testCase: Case) throws {
    let curve = try StepsEasing(count: testCase.count, jumpTerm: testCase.term)
    for (x, value) in testCase.expected {
      #expect(curve.value(at: x) == value, "\(curve.name) at \(x)")
      #expect(curve.derivative(at: x) == 0)
    }
  }

  @Test("step-start and step-end")
  func keywords() {
    #expect(StepsEasing.stepStart.value(at: 0) == 1)
    #expect(StepsEasing.stepEnd.value(at: 0.999) == 0)
    #expect(StepsEasing.stepEnd.value(at: 1) == 1)
    #expect(StepsEasing.stepStart.name == "step-start")
  }

  @Test("the output takes the levels k/jumps the algorithm allows, and no others")
  func levelCount() throws {
    for term in StepsEasing.JumpTerm.allCases {
      let curve = try StepsEasing(count: 5, jumpTerm: term)
      let levels = Set((0...10_000).map { curve.value(at: Double($0) / 10_000) })
      let expected =
        switch term {
        case .jumpStart: 5  // 1/5 ... 5/5 (0 is skipped)
        case .jumpEnd: 6  // 0/5 ... 4/5, then 1 at x = 1
        case .jumpNone: 5  // 0/4 ... 4/4
        case .jumpBoth: 6  // 1/6 ... 5/6, then 1 at x = 1
        }
      #expect(levels.count == expected, "\(term)")
      #expect(
        levels.allSatisfy { ($0 * Double(curve.jumps)).rounded() == $0 * Double(curve.jumps) })
    }
  }

  @Test("n < 1, or n < 2 with jump-none, throws")
  func errors() {
    #expect(throws: ParameterError(.stepCount, value: 0, allowed: "an integer >= 1")) {
      try StepsEasing(count: 0)
    }
    #expect(
      throws: ParameterError(
        .stepCount, value: 1, allowed: "an integer >= 2 with jump-none")
    ) {
      try StepsEasing(count: 1, jumpTerm: .jumpNone)
    }
    #expect(throws: ParameterError.self) {
      try StepsEasing(count: Int.max, jumpTerm: .jumpBoth)
    }
    #expect(throws: Never.self) { try StepsEasing(count: 1 << 53, jumpTerm: .jumpBoth) }
  }

  @Test("name")
  func name() throws {
    #expect(try StepsEasing(count: 4).name == "steps(4, jump-end)")
  }
}
