import JellyMath
import Testing

extension Parameter {
  fileprivate static let testWidth = Parameter(rawValue: "test width")
  fileprivate static let testHeight = Parameter(rawValue: "test height")
}

@Suite struct ParameterTests {
  @Test("a parameter is its message name: equal names are equal parameters")
  func nameIsIdentity() {
    #expect(Parameter(rawValue: "test width") == .testWidth)
    #expect(Parameter.testWidth != .testHeight)
    #expect(Parameter.testWidth.rawValue == "test width")
    #expect("\(Parameter.testHeight)" == "test height")
    #expect(Set([Parameter.testWidth, .testHeight, Parameter(rawValue: "test width")]).count == 2)
  }

  @Test("a switch recognises a library's parameter by its static member")
  func switchMatches() {
    func label(_ parameter: Parameter) -> String {
      switch parameter {
      case .testWidth: "width"
      case .testHeight: "height"
      default: "other"
      }
    }
    #expect(label(Parameter(rawValue: "test height")) == "height")
    #expect(label(.testWidth) == "width")
    #expect(label(Parameter(rawValue: "test depth")) == "other")
  }
}
