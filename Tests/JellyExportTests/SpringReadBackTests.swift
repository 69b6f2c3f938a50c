import JellyExport
import JellySprings
import Testing

@Suite struct SpringReadBackTests {
  @Test func relativeDifference() {
    #expect(SpringReadBack.relativeDifference(0, 0) == 0)
    #expect(SpringReadBack.relativeDifference(2, 1) == 0.5)
    #expect(SpringReadBack.relativeDifference(-1, 1) == 2)
    #expect(SpringReadBack.relativeDifference(1, .nan) == .infinity)
  }

  /// Compared per unit mass, so (m 2, k 200, c 20) equals (m 1, k 100, c 10); the velocity
  /// counts only when the read-back has one.
  @Test func errorIsPerUnitMassAndVelocityOptional() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
    let heavy = try Spring(mass: 2, stiffness: 200, damping: 20)
    #expect(SpringReadBack.error(of: heavy, velocity: 0.5, against: spring, velocity: 0.5) == 0)
    #expect(SpringReadBack.error(of: heavy, velocity: nil, against: spring, velocity: 0.5) == 0)
    #expect(SpringReadBack.error(of: heavy, velocity: 0.25, against: spring, velocity: 0.5) == 0.5)
    let softer = try Spring(mass: 1, stiffness: 99, damping: 10)
    #expect(
      abs(SpringReadBack.error(of: softer, velocity: nil, against: spring, velocity: 0) - 0.01)
        <= 1e-15)
  }
}
