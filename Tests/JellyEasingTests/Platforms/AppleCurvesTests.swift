import JellyEasing
import JellySprings
import Testing

/// Apple's curves against the control points and the spring numbers Apple publishes.
@Suite struct AppleCurvesTests {
  @Test(
    "Core Animation's names are CSS's control points: default = ease, easeInEaseOut = ease-in-out")
  func timingFunctions() throws {
    let pairs = [
      ("coreanimation:default", "ease"), ("coreanimation:easeInEaseOut", "ease-in-out"),
      ("coreanimation:easeIn", "ease-in"), ("coreanimation:easeOut", "ease-out"),
      ("uikit:easeInOut", "ease-in-out"), ("swiftui:easeInOut", "ease-in-out"),
    ]
    for (apple, css) in pairs {
      let a = try EasingParser.parse(apple)
      let b = try EasingParser.parse(css)
      for x in stride(from: 0.0, through: 1, by: 0.125) {
        #expect(a.value(at: x) == b.value(at: x))
      }
    }
  }

  @Test(
    "SwiftUI: bouncy is Spring(duration: 0.5, bounce: 0.3), which Apple gives as stiffness 157.9, damping 17.6"
  )
  func swiftUIPresets() throws {
    let bouncy = try #require(try EasingParser.parse("swiftui:bouncy") as? PlatformCurve)
    let published = try EasingParser.parse(
      "spring(stiffness=157.91367041742973,damping-coefficient=17.59291886010284)")
    for x in stride(from: 0.0, through: 1, by: 0.1) {
      #expect(abs(bouncy.value(at: x) - published.value(at: x)) < 1e-9)
    }
    // (2π/0.5)² = 157.91 and 2·0.7·√157.91 = 17.59: Apple's 157.9 and 17.6 to their digits.
    #expect(abs((2 * Double.pi / 0.5) * (2 * Double.pi / 0.5) - 157.9) < 0.05)
    #expect(try EasingParser.parse("swiftui:bouncy(0.5, 0.1)").name == "swiftui:bouncy(0.5, 0.1)")
  }

  @Test("CASpringAnimation's defaults (mass 1, stiffness 100, damping 10) are the physical spring")
  func caSpring() throws {
    let curve = try EasingParser.parse("coreanimation:CASpringAnimation")
    let physical = try EasingParser.parse("spring(stiffness=100,damping-coefficient=10)")
    for x in stride(from: 0.0, through: 1, by: 0.1) {
      #expect(abs(curve.value(at: x) - physical.value(at: x)) < 1e-12)
    }
  }
}
