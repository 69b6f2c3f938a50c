import JellySprings
import Testing

@testable import JellyEasing

@Suite struct EasingParserSpringTests {
  @Test("each spring form calls the matching parametrization")
  func springForms() throws {
    func spring(_ text: String) throws -> SpringEasing {
      try #require(try EasingParser.parse(text) as? SpringEasing)
    }
    #expect(
      try spring("spring(duration=1,damping=0.5)").spring
        == Spring(uiKitDuration: 1, dampingRatio: 0.5))
    let withVelocity = try spring("spring(duration=0.7, damping=0.5, velocity=0.9)")
    #expect(
      withVelocity.spring
        == (try Spring(uiKitDuration: 0.7, dampingRatio: 0.5, initialVelocity: 0.9)))
    #expect(withVelocity.initialVelocity == 0.9)
    #expect(
      try spring("spring(response=0.5,damping=0.8)").spring
        == Spring(response: 0.5, dampingRatio: 0.8))
    #expect(
      try spring("spring(duration=0.5,bounce=0.3)").spring
        == Spring(swiftUIDuration: 0.5, bounce: 0.3))
    let physical = try spring("spring(mass=1,stiffness=100,damping-coefficient=10)")
    #expect(physical.spring == Spring(inRange: 1, stiffness: 100, damping: 10))
    #expect(try spring("spring(stiffness=100,damping-coefficient=10)").spring.mass == 1)
    #expect(try spring("spring(duration=1,damping=0.5)").name == "spring(duration=1,damping=0.5)")
  }

  @Test("the canonical name lists the given keys in a fixed order")
  func canonicalName() throws {
    let easing = try EasingParser.parse("spring( velocity=0.5 , damping=0.5,duration=1)")
    #expect(easing.name == "spring(duration=1,damping=0.5,velocity=0.5)")
  }

  @Test("a UIKit spring text gives its duration and damping ratio in its order; others none")
  func uiKitArguments() {
    let given = EasingParser.uiKitArguments("Spring( Damping=2 , duration=20,velocity=1)")
    #expect(given.map(\.argument) == [.dampingRatio, .duration])
    #expect(given.map(\.given) == [2, 20])
    let durationOnly = EasingParser.uiKitArguments("spring(duration=0x10,damping=0.5)")
    #expect(durationOnly.map(\.argument) == [.dampingRatio] && durationOnly[0].given == 0.5)
    #expect(EasingParser.uiKitArguments("spring(duration=20)").map(\.given) == [20])
    for other in [
      "spring(duration=0.5,bounce=0.3)", "spring(response=0.5,damping=2)", "easeOutBack",
      "spring(mass=1,stiffness=100,damping-coefficient=10)", "spring(duration=1,damping=0.5",
    ] {
      #expect(EasingParser.uiKitArguments(other).isEmpty, "\(other)")
    }
  }
}
