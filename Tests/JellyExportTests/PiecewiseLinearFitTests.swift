import JellyEasing
import JellySprings
import Testing

@testable import JellyExport

@Suite struct PiecewiseLinearFitTests {
  @Test(arguments: exportCurveNames, [0.001, 0.01])
  func fitStaysWithinBoundWithNoMorePointsThanRDP(name: String, bound: Double) throws {
    let curve = try EasingParser.parse(name)
    let fit = try PiecewiseLinearFit(curve: curve, bound: bound)
    let rdp = try RamerDouglasPeucker(curve: curve, bound: bound)
    print(
      "fit \(name) E=\(bound): fit \(fit.count) points, error \(fit.measuredError)",
      "(certified \(fit.certifiedError)); RDP \(rdp.count) points, error \(rdp.measuredError)")
    #expect(fit.certifiedError <= bound)
    #expect(fit.measuredError <= bound)
    #expect(fit.measuredError > bound / 2)
    #expect(fit.count <= rdp.count)
    #expect(fit.breakpoints.first?.progress == 0)
    #expect(fit.breakpoints.last?.progress == 1)
    for (left, right) in zip(fit.breakpoints, fit.breakpoints.dropFirst()) {
      #expect(left.progress < right.progress)
      #expect(right.value == curve.value(at: right.progress))
    }
  }

  @Test func linearCurveNeedsTwoPoints() throws {
    let fit = try PiecewiseLinearFit(curve: try EasingParser.parse("linear"), bound: 0.001)
    #expect(fit.count == 2)
    #expect(fit.measuredError <= 1e-15)
  }

  @Test func kinkGetsABreakpoint() throws {
    let bound = 0.001
    let fit = try PiecewiseLinearFit(
      curve: try EasingParser.parse("linear(0, 1 50%, 1)"), bound: bound)
    #expect(fit.count == 3)
    // Farthest reach passes the kink by at most 0.5·E/(1 − E) before the chord leaves E.
    #expect(abs(fit.breakpoints[1].progress - 0.5) <= 0.5 * bound / (1 - bound))
    #expect(fit.breakpoints[1].progress >= 0.5)
    #expect(fit.measuredError <= bound)
  }

  @Test func shrinkingTheBoundNeverRemovesPoints() throws {
    let curve = try EasingParser.parse("easeOutElastic")
    let counts = try [0.05, 0.02, 0.01, 0.005, 0.002, 0.001, 0.0005].map { bound in
      try PiecewiseLinearFit(curve: curve, bound: bound).count
    }
    print("easeOutElastic counts for E = 0.05 … 0.0005: \(counts)")
    #expect(zip(counts, counts.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(counts.first! < counts.last!)
  }

  @Test func spikeBetweenCoarseSamplesIsCaught() throws {
    let curve = SpikeCurve(center: 0.505, width: 1e-5, height: 0.05)
    let bound = 0.01
    let fit = try PiecewiseLinearFit(curve: curve, bound: bound)
    let rdp = try RamerDouglasPeucker(curve: curve, bound: bound, sampleCount: 101)
    #expect(rdp.count == 2)
    #expect(abs(rdp.measuredError - 0.05) <= 1e-12)
    #expect(fit.measuredError <= bound)
    #expect(fit.count > 2)
    #expect(fit.breakpoints.contains { abs($0.progress - 0.505) < 1e-5 })
  }

  @Test func motionSpringReference() throws {
    let curve = try EasingParser.parse("spring(stiffness=100,damping-coefficient=10)")
    let bound = 0.0099
    let fit = try PiecewiseLinearFit(curve: curve, bound: bound)
    let rdp = try RamerDouglasPeucker(curve: curve, bound: bound)
    let duration = (curve as? SpringEasing)?.duration ?? .nan
    print(
      "Motion reference: duration \(duration) s, fit \(fit.count) points",
      "(error \(fit.measuredError)), RDP \(rdp.count) points (error \(rdp.measuredError))")
    #expect(fit.measuredError <= bound)
    #expect(fit.count <= rdp.count)
    // Motion's export runs 1100 ms; the same spring ended there and rescaled to end at 1.
    let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
    let cut = try SpringEasing(spring: spring, endTime: 1.1)
    let cutFit = try PiecewiseLinearFit(curve: cut, bound: bound)
    let cutRDP = try RamerDouglasPeucker(curve: cut, bound: bound)
    print(
      "Motion reference cut at 1.1 s: fit \(cutFit.count) points (error \(cutFit.measuredError)),",
      "RDP \(cutRDP.count) points (error \(cutRDP.measuredError))")
    #expect(cutFit.measuredError <= bound)
    #expect(cutFit.count <= cutRDP.count)
  }

  @Test func badBoundsThrow() {
    let curve = LinearEasing()
    for bound in [0, -1, .nan, .infinity] {
      #expect(throws: ExportError.self) { try PiecewiseLinearFit(curve: curve, bound: bound) }
    }
  }

  @Test func jumpLargerThanTheBoundBecomesAJumpPiece() throws {
    // steps(2, jump-end): 0 on [0, 0.5), 0.5 on [0.5, 1), 1 at 1.
    let curve = try EasingParser.parse("steps(2, jump-end)")
    let fit = try PiecewiseLinearFit(curve: curve, bound: 0.01)
    #expect(fit.jumpStarts.count == 2)
    #expect(fit.count == 5)
    for start in fit.jumpStarts {
      let width = fit.breakpoints[start + 1].progress - fit.breakpoints[start].progress
      #expect(width > 0 && width <= 1e-12)
    }
    #expect(abs(fit.breakpoints[1].progress - 0.5) <= 1e-12)
    #expect(fit.breakpoints.last == Breakpoint(progress: 1, value: 1))
    #expect(fit.certifiedError <= 0.01)
  }

  @Test func uiKitSpringCutAtItsDurationEndsWithAJump() throws {
    // iOS's solver stops at the duration 0.00097 short of the target, then jumps to it.
    let curve = try EasingParser.parse("spring(duration=1,damping=0.5)")
    let gap = abs(curve.value(at: 1 - 1e-9) - 1)
    #expect(abs(gap - 0.000969) <= 1e-6)
    let below = try PiecewiseLinearFit(curve: curve, bound: 0.0009)
    #expect(below.jumpStarts == [below.count - 2])
    #expect(below.measuredError <= 0.0009)
    let above = try PiecewiseLinearFit(curve: curve, bound: 0.001)
    #expect(above.jumpStarts.isEmpty)
  }
}
