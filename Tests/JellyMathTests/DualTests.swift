import Foundation
import JellyMath
import Testing

@Suite struct DualTests {
  /// A function of three variables and its hand-written partial derivatives.
  @Test("arithmetic and every elementary function carry the chain rule exactly")
  func chainRule() {
    let (a, b, c) = (0.7, -1.3, 2.9)
    let x = Dual.variable(a, index: 0)
    let y = Dual.variable(b, index: 1)
    let z = Dual.variable(c, index: 2)
    // f = e^(x·y) + sin(x)/z − cos(y)·√z + atan(x − y) + ln(z)·|y| − 3/(x + 4)
    let f =
      (x * y).exponential() + x.sine() / z - y.cosine() * z.squareRoot() + (x - y).arcTangent()
      + z.logarithm() * y.magnitude - 3 / (x + 4)
    let value =
      exp(a * b) + sin(a) / c - cos(b) * c.squareRoot() + atan(a - b) + log(c) * abs(b)
      - 3 / (a + 4)
    let dx =
      b * exp(a * b) + cos(a) / c + 1 / (1 + (a - b) * (a - b)) + 3 / ((a + 4) * (a + 4))
    let dy = a * exp(a * b) + sin(b) * c.squareRoot() - 1 / (1 + (a - b) * (a - b)) - log(c)
    let dz = -sin(a) / (c * c) - cos(b) * 0.5 / c.squareRoot() + abs(b) / c
    #expect(abs(f.value - value) <= 1e-15 * abs(value))
    #expect(abs(f.derivative(0) - dx) <= 1e-14 * abs(dx))
    #expect(abs(f.derivative(1) - dy) <= 1e-14 * abs(dy))
    #expect(abs(f.derivative(2) - dz) <= 1e-14 * abs(dz))
    #expect((3...7).allSatisfy { f.derivative($0) == 0 })
  }

  @Test("constants have no gradient; Double conforms with its own values")
  func constantsAndDoubles() {
    let constant = Dual(4)
    #expect(constant.gradient == .zero)
    #expect((constant.squareRoot() * 3 + 1).value == 7)
    #expect(2.0.exponential() == exp(2.0))
    #expect((-2.5).magnitude == 2.5)
    #expect(Dual.variable(-2, index: 7).magnitude.derivative(7) == -1)
  }
}
