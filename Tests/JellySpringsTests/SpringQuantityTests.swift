import Foundation
import JellyMath
import JellySprings
import Testing

@Suite struct SpringQuantityTests {
  @Test("keys are unique snake_case, and the report lists them in the table's order")
  func keysAndOrder() throws {
    let keys = SpringQuantity.all.map(\.key)
    #expect(Set(keys).count == keys.count)
    #expect(keys.allSatisfy { $0.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "_" } })
    let spring = try Spring(mass: 2, stiffness: 300, damping: 12)
    let report = SpringReport(spring: spring, initialVelocity: 0.5).report
    #expect(report.entries.map(\.key) == keys)
    #expect(report.entries.map(\.unit) == SpringQuantity.all.map(\.unit))
  }

  @Test("values computed by hand: m 2, k 300, c 12 (ζ = 12 / (2√600) = 0.2449, ω0 = √150)")
  func valuesByHand() throws {
    let spring = try Spring(mass: 2, stiffness: 300, damping: 12)
    let subject = SpringQuantity.Subject(spring: spring, velocity: 0)
    func value(_ key: String) -> Double? {
      SpringQuantity.all.first { $0.key == key }?.value(for: subject)
    }
    let zeta = 12 / (2 * (600.0).squareRoot())
    let omega = (150.0).squareRoot()
    #expect(value("damping_ratio")!.isClose(to: zeta, relativeTolerance: 1e-15))
    #expect(value("natural_frequency")!.isClose(to: omega, relativeTolerance: 1e-15))
    let damped = omega * (1 - zeta * zeta).squareRoot()
    #expect(value("period")!.isClose(to: 2 * .pi / damped, relativeTolerance: 1e-14))
    #expect(value("bounce")!.isClose(to: 1 - zeta, relativeTolerance: 1e-15))
    // Released from rest, the overshoot is exp(−πζ/√(1 − ζ²)).
    let overshoot = exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
    #expect(value("overshoot")!.isClose(to: overshoot, relativeTolerance: 1e-12))
  }
}
