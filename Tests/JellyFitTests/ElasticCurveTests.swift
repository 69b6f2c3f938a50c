import JellyEasing
import JellyFit
import JellyMath
import Testing

@Suite struct ElasticCurveTests {
  @Test(
    "1 + 2^(−10x)(b·sin ωx − cos ωx) is Penner's elastic out with a = √(1 + b²) (1e-12)",
    arguments: [(1.0, 0.3), (1.2, 0.35), (2.5, 0.45)])
  func equalsPenner(amplitude: Double, period: Double) throws {
    let easing = try ElasticEasing(amplitude: amplitude, period: period, mode: .out)
    let b = ElasticEasing.excess(amplitude: amplitude)
    #expect(abs(ElasticEasing.amplitude(excess: b) - amplitude) <= 1e-15 * amplitude)
    let times = (0...100).map { Double($0) / 100 }
    let values = ElasticCurve.values([b, period, 1, 0, 0, 1], at: times)
    for (x, value) in zip(times, values) {
      #expect(abs(value - easing.value(at: x)) <= 1e-12, "x \(x)")
    }
  }

  @Test("at a = 1 (b = 0) the gradient with respect to b is finite")
  func smoothAtPennersDefault() {
    let values = ElasticCurve.values(
      [Dual.variable(0, index: 0), Dual(0.3), Dual(1), Dual(0), Dual(0), Dual(1)], at: [0.2])
    #expect(values[0].derivative(0).isFinite && values[0].derivative(0) != 0)
  }
}
