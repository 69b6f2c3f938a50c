import JellyMath
import JellySprings
import Testing

@Suite struct UIKitSolverComparisonTests {
  @Test("the warnings name both stiffnesses and their difference where the solvers differ")
  func solversDiffer() {
    let comparison = UIKitSolverComparison(duration: 1, dampingRatio: 0.5, initialVelocity: 2)
    #expect(comparison.solversDiffer)
    #expect(
      comparison.warnings.first
        == "iOS's 12 Newton steps and the envelope's largest root differ here: stiffness"
        + " 15.607795736128908 (ios) vs 141.54619360420423 (ideal), relative difference"
        + " 0.8897335538405794")
    #expect(comparison.warnings.count == (comparison.isFragile ? 2 : 1))
  }

  @Test("no warning where the solvers agree and iOS's value is steady")
  func agreeing() {
    let comparison = UIKitSolverComparison(duration: 1, dampingRatio: 0.85, initialVelocity: 0)
    #expect(!comparison.solversDiffer && !comparison.isFragile)
    #expect(comparison.warnings.isEmpty)
  }

  @Test("a fragile value is warned of with its spread, after the solvers' difference")
  func fragile() {
    let comparison = UIKitSolverComparison(duration: 1, dampingRatio: 0.2, initialVelocity: 1)
    #expect(comparison.isFragile && comparison.spread > 0.01)
    #expect(
      comparison.warnings.last
        == "iOS's value is fragile here: it moves by \(PlainNumberText.format(comparison.spread))"
        + " (relative) when the routine's last bits change, so a device may land on another"
        + " spring")
  }
}
