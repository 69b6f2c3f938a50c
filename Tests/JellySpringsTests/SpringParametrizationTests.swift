import JellyMath
import Testing

@testable import JellySprings

@Suite struct SpringParametrizationTests {
  @Test("each parametrization's synopsis comes from its inputs")
  func synopses() {
    #expect(
      SpringParametrization.allCases.map(\.synopsis) == [
        "--duration D --damping Z", "--mass M --stiffness K --damping-coefficient C",
        "--response R --damping Z", "--duration D --bounce B",
      ])
  }

  @Test("the table builds the same spring as the API it names")
  func springs() throws {
    let values: [SpringInput: Double] = [
      .duration: 0.8, .damping: 0.6, .velocity: 1.5, .mass: 2, .stiffness: 300,
      .dampingCoefficient: 12, .response: 0.55, .bounce: 0.3,
    ]
    let value = { (input: SpringInput) in values[input] ?? .nan }
    #expect(
      try SpringParametrization.uiKit.spring(value)
        == Spring(uiKitDuration: 0.8, dampingRatio: 0.6, initialVelocity: 1.5))
    #expect(
      try SpringParametrization.coreAnimation.spring(value)
        == Spring(inRange: 2, stiffness: 300, damping: 12))
    #expect(
      try SpringParametrization.swiftUIResponse.spring(value)
        == Spring(response: 0.55, dampingRatio: 0.6))
    #expect(
      try SpringParametrization.swiftUIDuration.spring(value)
        == Spring(swiftUIDuration: 0.8, bounce: 0.3))
  }

  @Test("every rejected parameter is blamed on an input of the set or on the velocity")
  func blame() {
    for parametrization in SpringParametrization.allCases {
      for parameter in Parameter.springParameters {
        let input = parametrization.input(for: parameter)
        #expect(
          parametrization.inputs.contains(input) || input == .velocity,
          "\(parametrization) \(parameter) -> \(input)")
      }
      #expect(parametrization.inputs.contains(parametrization.dampingInput))
    }
  }

  @Test("an input's own parameter names it; derived quantities name none")
  func naming() {
    for input in SpringInput.allCases {
      let parameter = Parameter.springParameters.first { SpringInput(naming: $0) == input }
      #expect(parameter != nil, "\(input)")
    }
    #expect(SpringInput(naming: .stiffnessPerMass) == nil)
  }

  @Test("spring(...) picks the most specific form whose keys are given")
  func easingForms() {
    let cases: [(Set<SpringInput>, SpringParametrization?)] = [
      ([.duration, .damping], .uiKit), ([.duration], .uiKit),
      ([.duration, .bounce], .swiftUIDuration),
      ([.response], .swiftUIResponse), ([.mass], .coreAnimation),
      ([.damping, .dampingCoefficient], .coreAnimation), ([.damping], nil), ([.bounce], nil),
      ([], nil),
    ]
    for (given, expected) in cases {
      #expect(SpringParametrization.easingForm(given: given) == expected, "\(given)")
    }
    #expect(Set(SpringParametrization.easingOrder) == Set(SpringParametrization.allCases))
  }

  @Test("the easing listing and the 'give' message come from the table")
  func easingTexts() {
    #expect(
      SpringParametrization.easingOrder.map(\.easingUsage) == [
        "spring(duration=, damping=[, velocity=])", "spring(duration=, bounce=[, velocity=])",
        "spring(response=, damping=[, velocity=])",
        "spring(stiffness=, damping-coefficient=[, mass=1][, velocity=])",
      ])
    #expect(
      SpringParametrization.easingChoices
        == "duration= with damping= (UIKit) or bounce= (SwiftUI), response= with damping=, or"
        + " stiffness= with damping-coefficient=")
  }

  @Test("the inputs' ranges: bounce in (-1, 1], the damping values from 0 included")
  func ranges() {
    #expect(
      SpringInput.bounce.lowerBound?.value == -1 && SpringInput.bounce.upperBound?.inclusive == true
    )
    #expect(SpringInput.damping.lowerBound?.inclusive == true)
    #expect(SpringInput.duration.lowerBound?.inclusive == false)
    #expect(SpringInput.velocity.lowerBound == nil && SpringInput.velocity.upperBound == nil)
    #expect(SpringInput.keyOrder.count == SpringInput.allCases.count)
  }
}
