import JellyMath
import Testing

@testable import JellyEasing

@Suite struct CompensatedCubicTests {
  /// A finite, normal or zero double as m·2^e with an integer m, exactly.
  static func exact(_ value: Double) -> (m: Int128, e: Int) {
    if value == 0 { return (0, 0) }
    let m = Int128(value.significandBitPattern | (1 << 52))
    return (value < 0 ? -m : m, Int(value.exponent) - 52)
  }

  /// The integer value·2^(−base), for a double that is a multiple of 2^base.
  static func scaled(_ value: Double, to base: Int) -> Int128 {
    let (m, e) = exact(value)
    return m == 0 ? 0 : m << (e - base)
  }

  /// A random double of either sign with exponent in [−range, range].
  static func random(_ generator: inout SplitMix64, range: Int) -> Double {
    let exponent = Int(generator.next() % UInt64(2 * range + 1)) - range
    let magnitude =
      (1 + generator.nextUnitDouble()) * Double(sign: .plus, exponent: exponent, significand: 1)
    return generator.next() % 2 == 0 ? magnitude : -magnitude
  }

  @Test("twoProduct and twoSum return the rounded result and its exact error (integer check)")
  func errorFreeTransformations() {
    var generator = SplitMix64(seed: 25)
    for _ in 0..<20_000 {
      let a = Self.random(&generator, range: 30)
      let b = Self.random(&generator, range: 30)
      // a·b = ma·mb·2^(ea + eb): product + error must be that integer at that scale.
      let (ma, ea) = Self.exact(a)
      let (mb, eb) = Self.exact(b)
      let (product, productError) = twoProduct(a, b)
      #expect(product == a * b)
      #expect(
        Self.scaled(product, to: ea + eb) + Self.scaled(productError, to: ea + eb) == ma * mb,
        "\(a) · \(b)")
      // a + b at the scale of the smaller ulp (exponents at most 60 apart: fits in 128 bits).
      let base = min(ea, eb)
      let (sum, sumError) = twoSum(a, b)
      #expect(sum == a + b)
      #expect(
        Self.scaled(sum, to: base) + Self.scaled(sumError, to: base)
          == Self.scaled(a, to: base) + Self.scaled(b, to: base), "\(a) + \(b)")
    }
  }

  @Test("combination(k0, k1, a, k2, b) is k0 + k1·a + k2·b to 2⁻¹⁰⁴ of its terms")
  func combinations() {
    var generator = SplitMix64(seed: 7)
    let weights: [(Double, Double, Double)] = [
      (0, 3, 0), (0, -6, 3), (1, 3, -3), (3, 0, -3), (-3, -3, 6), (-1, -3, 3),
    ]
    for _ in 0..<5_000 {
      let a = generator.nextUnitDouble()
      let b = generator.nextUnitDouble()
      for (k0, k1, k2) in weights {
        let combination = DoubleDouble.combination(k0, k1, a, k2, b)
        // Every term is a multiple of 2^base (a and b are multiples of 2⁻⁵³, the k integers).
        let base = min(Self.exact(a).e, Self.exact(b).e, -60)
        let exactValue =
          Self.scaled(k0, to: base) + Int128(Int(k1)) * Self.scaled(a, to: base)
          + Int128(Int(k2)) * Self.scaled(b, to: base)
        let held = Self.scaled(combination.high, to: base) + Self.scaled(combination.low, to: base)
        let size = abs(k0) + abs(k1 * a) + abs(k2 * b)
        let error = Double(held - exactValue) * Double(sign: .plus, exponent: base, significand: 1)
        #expect(abs(error) <= 0x1p-104 * size, "\(k0) + \(k1)·\(a) + \(k2)·\(b)")
      }
    }
  }

  /// (u − 5/8)³ = u³ − (15/8)·u² + (75/64)·u − 125/512, every coefficient exact.
  static let cube = CompensatedCubic(
    c0: -125.0 / 512, c1: DoubleDouble(high: 75.0 / 64, low: 0),
    c2: DoubleDouble(high: -15.0 / 8, low: 0), c3: DoubleDouble(high: 1, low: 0))

  @Test("the compensated value keeps ~100 bits where Horner's rule cancels (u³ − … near 5/8)")
  func compensatedAccuracy() {
    var worstPlain = 0.0
    for k in 1...64 {
      // u = 5/8 + k·2⁻²⁴ exactly; p(u) = k³·2⁻⁷², whereas Horner's rule errs by about 2⁻⁵³.
      let u = 0.625 + Double(k) * 0x1p-24
      let exactValue = Double(k * k * k) * 0x1p-72
      let value = Self.cube.compensated(u).rounded
      // Bound: u·|p| + 2⁻¹⁰⁰·Σ|c_k·u^k| (Σ ≤ 3 here) = 2⁻⁵³·|p| + 3·2⁻¹⁰⁰.
      #expect(abs(value - exactValue) <= 0x1p-53 * exactValue + 3 * 0x1p-100, "k = \(k)")
      // The plain residual's bound covers Horner's actual error.
      let (plain, bound) = Self.cube.plainResidual(u, minus: 0)
      #expect(abs(plain - exactValue) <= bound, "k = \(k)")
      worstPlain = max(worstPlain, abs(plain - exactValue) / exactValue)
    }
    // The case is a real one: Horner's rule alone loses every digit somewhere.
    #expect(worstPlain >= 0.5)
    // With a shift: p(u) − q for q = p(u) is 0 to the same absolute bound.
    let u = 0.625 + 0x1p-24
    #expect(abs(Self.cube.compensated(u, plus: -0x1p-72).rounded) <= 3 * 0x1p-100)
  }

  @Test("slope and curvature are the first and second derivatives")
  func derivatives() {
    for u in stride(from: 0.0, through: 1, by: 0.125) {
      // p' = 3(u − 5/8)², p'' = 6(u − 5/8): exact at these dyadic points.
      #expect(Self.cube.slope(u) == 3 * (u - 0.625) * (u - 0.625))
      #expect(Self.cube.curvature(u) == 6 * (u - 0.625))
    }
  }
}
