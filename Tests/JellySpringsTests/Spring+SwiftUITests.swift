import Foundation
import JellyMath
import JellySprings
import Testing

@Suite struct SpringSwiftUITests {
  @Test(
    "Apple's example: Spring(duration: 0.5, bounce: 0.3) → mass 1, stiffness 157.9, damping 17.6")
  func durationBounceExample() throws {
    let s = try Spring(swiftUIDuration: 0.5, bounce: 0.3)
    #expect(s.mass == 1)
    #expect(abs(s.stiffness - 157.9) < 0.05)
    #expect(abs(s.damping - 17.6) < 0.05)
    expectClose(s.stiffness, pow(2 * .pi / 0.5, 2), tolerance: 1e-15)
  }

  @Test(
    "Apple's example: try Spring(mass: 1, stiffness: 100, damping: 10) → duration 0.63, bounce 0.5")
  func gettersExample() throws {
    let s = try Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(abs(s.swiftUIDuration - 0.63) < 0.005)
    expectClose(s.bounce, 0.5, tolerance: 1e-15)
  }

  @Test("Wave's known answers: response 0.8 → k 61.6850; ζ 1 → c 15.7079, ζ 0.6 → c 9.4247")
  func waveValues() throws {
    let critical = try Spring(response: 0.8, dampingRatio: 1)
    #expect(abs(critical.stiffness - 61.6850) < 1e-4)
    #expect(abs(critical.damping - 15.7079) < 1e-4)
    let bouncy = try Spring(response: 0.8, dampingRatio: 0.6)
    #expect(abs(bouncy.damping - 9.4247) < 1e-4)
  }

  @Test(
    "iOS 17 UIKit's UISpringTimingParameters(duration:bounce:) formula is Spring(swiftUIDuration:bounce:)",
    arguments: [(0.5, 0.3), (1.0, 0.0), (0.8, -0.4), (0.35, 0.9), (2.0, -0.75)])
  func uiKitPerceptualFormula(duration: Double, bounce: Double) throws {
    // The decompiled `_convertDampingRatio:response:` and `_convertBounce:` (reference notes,
    // "What iOS itself runs"): m = 1, k = (2π/T)², c = 4πζ/T, ζ = 1 − bounce for bounce ≥ 0,
    // 1/(1 + bounce) below 0.
    let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    let stiffness = pow(2 * Double.pi / duration, 2)
    let damping = 4 * Double.pi * zeta / duration
    let s = try Spring(swiftUIDuration: duration, bounce: bounce)
    #expect(s.mass == 1)
    expectClose(s.stiffness, stiffness, tolerance: 1e-14)
    expectClose(s.damping, damping, tolerance: 1e-14)
  }

  @Test("response/damping ratio and duration/bounce round-trip, overdamped bounces included")
  func roundTrips() throws {
    for response in [0.05, 0.3, 0.5, 1, 4] {
      for zeta in [0.0, 0.2, 0.8, 1, 1.5, 4] {
        let s = try Spring(response: response, dampingRatio: zeta, mass: 1.7)
        expectClose(s.response, response, tolerance: 1e-14)
        expectClose(s.dampingRatio, zeta, tolerance: 1e-14)
      }
      for bounce in [-0.9, -0.5, 0, 0.3, 0.99, 1] {
        let s = try Spring(swiftUIDuration: response, bounce: bounce)
        expectClose(s.swiftUIDuration, response, tolerance: 1e-14)
        expectClose(s.bounce, bounce, tolerance: 1e-13)
      }
    }
  }

  @Test func rejectsOutOfRange() {
    #expect(throws: ParameterError.self) { try Spring(response: 0, dampingRatio: 0.5) }
    #expect(throws: ParameterError.self) { try Spring(response: 1, dampingRatio: -0.1) }
    #expect(throws: ParameterError.self) { try Spring(swiftUIDuration: 1, bounce: -1) }
    #expect(throws: ParameterError.self) { try Spring(swiftUIDuration: 1, bounce: 1.5) }
  }
}
