import JellyMath
import Testing

// Parameters as the libraries name them (JellyMath itself declares none).
extension Parameter {
  fileprivate static let stiffness = Parameter(rawValue: "stiffness")
  fileprivate static let dampingCoefficient = Parameter(rawValue: "damping")
  fileprivate static let epsilon = Parameter(rawValue: "epsilon")
  fileprivate static let framesPerSecond = Parameter(rawValue: "fps")
  fileprivate static let droppedFrame = Parameter(rawValue: "dropped frame number")
  fileprivate static let step = Parameter(rawValue: "step")
  fileprivate static let screenWidth = Parameter(rawValue: "screen width")
  fileprivate static let screenHeight = Parameter(rawValue: "screen height")
  fileprivate static let from = Parameter(rawValue: "from")
  fileprivate static let delay = Parameter(rawValue: "delay")
  fileprivate static let velocity = Parameter(rawValue: "velocity")
  fileprivate static let stopOutput = Parameter(rawValue: "output")
}

@Suite struct ParameterErrorTests {
  @Test("the description is 'name must be allowed (got value)', numbers in round-trip text")
  func description() {
    #expect(
      ParameterError(.stiffness, value: -1, allowed: "> 0 and finite").description
        == "stiffness must be > 0 and finite (got -1.0)")
    #expect(
      ParameterError(.epsilon, value: .nan, allowed: "in (0, 1)").description
        == "epsilon must be in (0, 1) (got nan)")
    #expect(
      ParameterError(.framesPerSecond, value: -.infinity, allowed: "> 0").description
        == "fps must be > 0 (got -inf)")
    #expect(
      ParameterError(.droppedFrame, count: -3, allowed: ">= 0").description
        == "dropped frame number must be >= 0 (got -3)")
  }

  @Test("the rejected value is a number; a count shows as an integer and converts exactly")
  func values() {
    let number = ParameterError(.stiffness, value: -1.5, allowed: "> 0").value
    #expect(number == .number(-1.5) && number.doubleValue == -1.5 && "\(number)" == "-1.5")
    let count = ParameterError(.droppedFrame, count: -3, allowed: ">= 0").value
    #expect(count == .count(-3) && count.doubleValue == -3 && "\(count)" == "-3")
    #expect(ParameterError.Value.count(3) != .number(3))
    #expect(ParameterError.Value.number(0) != .number(-0.0))
    #expect("\(ParameterError.Value.count(.max))" == "9223372036854775807")
  }

  @Test("a qualified name changes the message only; the parameter stays for matching")
  func qualifiedName() {
    let error = ParameterError(.step, value: 0, allowed: "> 0 and finite", name: "--damping step")
    #expect(error.parameter == .step)
    #expect(error.name == "--damping step")
    #expect(error.description == "--damping step must be > 0 and finite (got 0.0)")
    let renamed = ParameterError(.dampingCoefficient, value: -2, allowed: ">= 0").named(
      "damping-coefficient")
    #expect(renamed.parameter == .dampingCoefficient)
    #expect(renamed.value == .number(-2) && renamed.allowed == ">= 0")
    #expect(renamed.description == "damping-coefficient must be >= 0 (got -2.0)")
  }

  @Test("the name defaults to the raw value, and equal values compare equal (NaN included)")
  func defaultsAndEquality() {
    let error = ParameterError(.screenWidth, value: 0, allowed: "> 0 and finite")
    #expect(error.name == "screen width")
    #expect(error.value == .number(0))
    #expect(error == ParameterError(.screenWidth, value: 0, allowed: "> 0 and finite"))
    #expect(error != ParameterError(.screenWidth, value: 0, allowed: ">= 1 and finite"))
    #expect(error != ParameterError(.screenHeight, value: 0, allowed: "> 0 and finite"))
    #expect(
      ParameterError(.from, value: .nan, allowed: "finite")
        == ParameterError(.from, value: .nan, allowed: "finite"))
  }

  @Test("check passes finite allowed values and rejects NaN, infinities and disallowed ones")
  func check() {
    #expect(throws: Never.self) { try ParameterError.check(.delay, 2, allowed: ">= 0") { $0 >= 0 } }
    #expect(throws: Never.self) { try ParameterError.check(.velocity, -5, allowed: "finite") }
    #expect(throws: ParameterError(.delay, value: -1, allowed: ">= 0")) {
      try ParameterError.check(.delay, -1, allowed: ">= 0") { $0 >= 0 }
    }
    #expect(throws: ParameterError(.velocity, value: .infinity, allowed: "finite")) {
      try ParameterError.check(.velocity, .infinity, allowed: "finite")
    }
    #expect(throws: ParameterError(.stopOutput, value: .nan, allowed: "finite", name: "output 3")) {
      try ParameterError.check(.stopOutput, .nan, allowed: "finite", name: "output 3")
    }
  }
}
