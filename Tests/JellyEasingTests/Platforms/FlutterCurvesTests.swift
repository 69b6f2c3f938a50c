import JellyEasing
import Testing

/// Flutter's Curves against curves.dart's definitions worked by hand.
@Suite struct FlutterCurvesTests {
  @Test("a Cubic is Flutter's bisection: within 0.001 in x of the exact curve, not equal to it")
  func cubicBisection() throws {
    let flutter = try EasingParser.parse("flutter:ease")
    let exact = try EasingParser.parse("ease")
    // |Δy| ≤ 0.001 · the steepest dy/dx of the exact curve.
    let steepest = (0...1000).map { exact.derivative(at: Double($0) / 1000) }.max()!
    var largest = 0.0
    for i in 1..<1000 {
      let x = Double(i) / 1000
      let difference = abs(flutter.value(at: x) - exact.value(at: x))
      largest = max(largest, difference)
      #expect(difference <= 0.001 * steepest * 1.0001, "at \(x)")
    }
    #expect(largest > 1e-5)
    #expect(flutter.value(at: 0) == 0 && flutter.value(at: 1) == 1)
  }

  @Test("the first bisection step by hand: easeInOut at 0.5 stops at m = 0.5, y = 0.5")
  func bisectionByHand() throws {
    // x(0.5) = 3·0.42·0.25·0.5 + 3·0.58·0.5·0.25 + 0.125 = 0.5 exactly.
    #expect(try EasingParser.parse("flutter:easeInOut").value(at: 0.5) == 0.5)
  }

  @Test(
    "elasticOut(0.4) by hand: 2^(−10t)·sin((t − 0.1)·2π/0.4) + 1; 1 at t = 0.3; the period is a parameter"
  )
  func elastic() throws {
    let curve = try EasingParser.parse("flutter:elasticOut")
    #expect(abs(curve.value(at: 0.3) - 1) < 1e-12)
    #expect(abs(curve.value(at: 0.2) - (1 + 0.25)) < 1e-12)
    let other = try EasingParser.parse("flutter:elasticOut(0.5)")
    // s = 0.125: at 0.25, 2^−2.5·sin(0.125·4π) + 1.
    #expect(abs(other.value(at: 0.25) - (1 + 0.17677669529663687)) < 1e-12)
  }

  @Test("ThreePointCubic passes through its midpoint; bounceOut is Penner's")
  func threePointAndBounce() throws {
    let emphasized = try EasingParser.parse("flutter:easeInOutCubicEmphasized")
    #expect(abs(emphasized.value(at: 0.166666) - 0.4) < 2e-3)
    let fast = try EasingParser.parse("flutter:fastEaseInToSlowEaseOut")
    #expect(abs(fast.value(at: 0.198) - 0.541) < 2e-3)
    let bounce = try EasingParser.parse("flutter:bounceOut")
    #expect(abs(bounce.value(at: 1 / 2.75) - 1) < 1e-12)
    #expect(abs(try EasingParser.parse("flutter:decelerate").value(at: 0.5) - 0.75) < 1e-15)
  }

  @Test("all 43 Curves constants are in the catalog")
  func everyConstant() {
    #expect(PlatformCatalog.entries.filter { $0.namespace == "flutter" }.count == 43)
  }
}
