import Foundation
import JellyMath
import Testing

@Suite struct ParameterTests {
  @Test("every parameter has a non-empty message name, and no two share one")
  func rawValuesAreUniqueAndNonEmpty() {
    let names = Parameter.allCases.map(\.rawValue)
    #expect(names.allSatisfy { !$0.isEmpty && $0.trimmingCharacters(in: .whitespaces) == $0 })
    #expect(Set(names).count == names.count)
    for parameter in Parameter.allCases {
      #expect(Parameter(rawValue: parameter.rawValue) == parameter)
    }
  }

  @Test("the message names are the words libraries have always printed")
  func messageNames() {
    #expect(Parameter.dampingRatio.rawValue == "damping ratio")
    #expect(Parameter.dampingCoefficient.rawValue == "damping")
    #expect(Parameter.screenWidth.rawValue == "screen width")
    #expect(Parameter.framesPerSecond.rawValue == "fps")
    #expect(Parameter.dropRate.rawValue == "drop rate")
    #expect(Parameter.travel.rawValue == "distance |to - from|")
    #expect(Parameter.stepCount.rawValue == "n")
    #expect(Parameter.shapeTime.rawValue == "t")
  }
}
