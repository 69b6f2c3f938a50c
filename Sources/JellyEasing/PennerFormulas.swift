import Foundation

// The easings.net formulas (ai/easings.net src/easings.yml) and their derivatives, for
// 0 < x < 1. Written from the published math, one function per family; each switches on the
// mode. Derivatives are differentiated by hand and tested against finite differences.

/// easings.net formulas and their analytic derivatives.
enum PennerFormulas {
  static let ln2 = M_LN2
  /// Back's overshoot c1 (Penner's s = 1.70158, "10 percent").
  static let backOvershoot = 1.70158
  /// Elastic's angular factor c4 = 2π/3 (period 0.3 in x).
  static let elasticC4 = 2 * Double.pi / 3
  /// Elastic InOut's angular factor c5 = 2π/4.5 (period 0.45 in half-time units).
  static let elasticC5 = 2 * Double.pi / 4.5
  /// Bounce parabola curvature n1 and breakpoint scale d1.
  static let bounceN1 = 7.5625
  static let bounceD1 = 2.75

  static func value(_ family: PennerEasing.Family, _ mode: EasingMode, _ x: Double) -> Double {
    switch family {
    case .quad: power(2, mode, x)
    case .cubic: power(3, mode, x)
    case .quart: power(4, mode, x)
    case .quint: power(5, mode, x)
    case .sine: sine(mode, x)
    case .expo: expo(mode, x)
    case .circ: circ(mode, x)
    case .back: back(mode, x)
    case .elastic: elastic(mode, x)
    case .bounce: bounce(mode, x)
    }
  }

  static func derivative(_ family: PennerEasing.Family, _ mode: EasingMode, _ x: Double)
    -> Double
  {
    switch family {
    case .quad: powerSlope(2, mode, x)
    case .cubic: powerSlope(3, mode, x)
    case .quart: powerSlope(4, mode, x)
    case .quint: powerSlope(5, mode, x)
    case .sine: sineSlope(mode, x)
    case .expo: expoSlope(mode, x)
    case .circ: circSlope(mode, x)
    case .back: backSlope(mode, x)
    case .elastic: elasticSlope(mode, x)
    case .bounce: bounceSlope(mode, x)
    }
  }

  /// x^n by repeated multiplication (n ≥ 0).
  @inline(__always)
  static func integerPower(_ x: Double, _ n: Int) -> Double {
    var result = 1.0
    for _ in 0..<n { result *= x }
    return result
  }

  // MARK: Quad, cubic, quart, quint

  // in: x^n   out: 1 − (1 − x)^n   inOut: 2^(n−1)·x^n | 1 − (2 − 2x)^n / 2
  static func power(_ n: Int, _ mode: EasingMode, _ x: Double) -> Double {
    switch mode {
    case .in: integerPower(x, n)
    case .out: 1 - integerPower(1 - x, n)
    case .inOut:
      x < 0.5
        ? integerPower(2, n - 1) * integerPower(x, n) : 1 - integerPower(-2 * x + 2, n) / 2
    }
  }

  static func powerSlope(_ n: Int, _ mode: EasingMode, _ x: Double) -> Double {
    let degree = Double(n)
    switch mode {
    case .in: return degree * integerPower(x, n - 1)
    case .out: return degree * integerPower(1 - x, n - 1)
    case .inOut:
      return x < 0.5
        ? integerPower(2, n - 1) * degree * integerPower(x, n - 1)
        : degree * integerPower(2 - 2 * x, n - 1)
    }
  }

  // MARK: Sine

  // in: 1 − cos(πx/2)   out: sin(πx/2)   inOut: −(cos(πx) − 1)/2
  static func sine(_ mode: EasingMode, _ x: Double) -> Double {
    switch mode {
    case .in: 1 - cos(x * Double.pi / 2)
    case .out: sin(x * Double.pi / 2)
    case .inOut: -(cos(Double.pi * x) - 1) / 2
    }
  }

  static func sineSlope(_ mode: EasingMode, _ x: Double) -> Double {
    switch mode {
    case .in: Double.pi / 2 * sin(x * Double.pi / 2)
    case .out: Double.pi / 2 * cos(x * Double.pi / 2)
    case .inOut: Double.pi / 2 * sin(Double.pi * x)
    }
  }

  // MARK: Expo

  // in: 2^(10x − 10)   out: 1 − 2^(−10x)   inOut: 2^(20x − 10)/2 | (2 − 2^(−20x + 10))/2
  // (x = 0 → 0 and x = 1 → 1 are handled by the caller, as easings.net defines them).
  static func expo(_ mode: EasingMode, _ x: Double) -> Double {
    switch mode {
    case .in: pow(2, 10 * x - 10)
    case .out: 1 - pow(2, -10 * x)
    case .inOut: x < 0.5 ? pow(2, 20 * x - 10) / 2 : (2 - pow(2, -20 * x + 10)) / 2
    }
  }

  static func expoSlope(_ mode: EasingMode, _ x: Double) -> Double {
    switch mode {
    case .in: 10 * ln2 * pow(2, 10 * x - 10)
    case .out: 10 * ln2 * pow(2, -10 * x)
    case .inOut: x < 0.5 ? 10 * ln2 * pow(2, 20 * x - 10) : 10 * ln2 * pow(2, -20 * x + 10)
    }
  }

  // MARK: Circ

  // in: 1 − sqrt(1 − x²)   out: sqrt(1 − (x − 1)²)
  // inOut: (1 − sqrt(1 − (2x)²))/2 | (sqrt(1 − (−2x + 2)²) + 1)/2
  static func circ(_ mode: EasingMode, _ x: Double) -> Double {
    switch mode {
    case .in: return 1 - (1 - x * x).squareRoot()
    case .out: return (1 - (x - 1) * (x - 1)).squareRoot()
    case .inOut:
      if x < 0.5 { return (1 - (1 - (2 * x) * (2 * x)).squareRoot()) / 2 }
      let w = -2 * x + 2
      return ((1 - w * w).squareRoot() + 1) / 2
    }
  }

  static func circSlope(_ mode: EasingMode, _ x: Double) -> Double {
    switch mode {
    case .in: return x / (1 - x * x).squareRoot()
    case .out: return (1 - x) / (1 - (x - 1) * (x - 1)).squareRoot()
    case .inOut:
      let w = x < 0.5 ? 2 * x : 2 - 2 * x
      return w / (1 - w * w).squareRoot()
    }
  }

  // MARK: Back

  // c1 = 1.70158, c2 = 1.525·c1, c3 = c1 + 1
  // in: c3·x³ − c1·x²   out: 1 + c3·(x − 1)³ + c1·(x − 1)²
  // inOut: (2x)²·((c2 + 1)·2x − c2)/2 | ((2x − 2)²·((c2 + 1)(2x − 2) + c2) + 2)/2
  static func back(_ mode: EasingMode, _ x: Double) -> Double {
    let c1 = backOvershoot
    let c2 = c1 * 1.525
    let c3 = c1 + 1
    switch mode {
    case .in: return c3 * x * x * x - c1 * x * x
    case .out: return 1 + c3 * (x - 1) * (x - 1) * (x - 1) + c1 * (x - 1) * (x - 1)
    case .inOut:
      if x < 0.5 { return (2 * x) * (2 * x) * ((c2 + 1) * 2 * x - c2) / 2 }
      let w = x * 2 - 2
      return (w * w * ((c2 + 1) * w + c2) + 2) / 2
    }
  }

  static func backSlope(_ mode: EasingMode, _ x: Double) -> Double {
    let c1 = backOvershoot
    let c2 = c1 * 1.525
    let c3 = c1 + 1
    switch mode {
    case .in: return 3 * c3 * x * x - 2 * c1 * x
    case .out: return 3 * c3 * (x - 1) * (x - 1) + 2 * c1 * (x - 1)
    case .inOut:
      if x < 0.5 {
        let u = 2 * x
        return 3 * (c2 + 1) * u * u - 2 * c2 * u
      }
      let w = x * 2 - 2
      return 3 * (c2 + 1) * w * w + 2 * c2 * w
    }
  }

  // MARK: Elastic

  // in: −2^(10x − 10)·sin((10x − 10.75)·c4)   out: 2^(−10x)·sin((10x − 0.75)·c4) + 1
  // inOut: −2^(20x − 10)·sin((20x − 11.125)·c5)/2 | 2^(−20x + 10)·sin((20x − 11.125)·c5)/2 + 1
  static func elastic(_ mode: EasingMode, _ x: Double) -> Double {
    switch mode {
    case .in: return -pow(2, 10 * x - 10) * sin((x * 10 - 10.75) * elasticC4)
    case .out: return pow(2, -10 * x) * sin((x * 10 - 0.75) * elasticC4) + 1
    case .inOut:
      let angle = (20 * x - 11.125) * elasticC5
      return x < 0.5
        ? -(pow(2, 20 * x - 10) * sin(angle)) / 2 : (pow(2, -20 * x + 10) * sin(angle)) / 2 + 1
    }
  }

  static func elasticSlope(_ mode: EasingMode, _ x: Double) -> Double {
    switch mode {
    case .in:
      let angle = (x * 10 - 10.75) * elasticC4
      return -pow(2, 10 * x - 10) * (10 * ln2 * sin(angle) + 10 * elasticC4 * cos(angle))
    case .out:
      let angle = (x * 10 - 0.75) * elasticC4
      return pow(2, -10 * x) * (-10 * ln2 * sin(angle) + 10 * elasticC4 * cos(angle))
    case .inOut:
      let angle = (20 * x - 11.125) * elasticC5
      if x < 0.5 {
        return -pow(2, 20 * x - 10) * (20 * ln2 * sin(angle) + 20 * elasticC5 * cos(angle)) / 2
      }
      return pow(2, -20 * x + 10) * (-20 * ln2 * sin(angle) + 20 * elasticC5 * cos(angle)) / 2
    }
  }

  // MARK: Bounce

  // out: n1·x² on [0, 1/d1), then parabolas n1·(x − c)² + h with (c, h) =
  // (1.5/d1, 0.75), (2.25/d1, 0.9375), (2.625/d1, 0.984375).
  // in: 1 − out(1 − x)   inOut: (1 − out(1 − 2x))/2 | (1 + out(2x − 1))/2
  static func bounceOut(_ x: Double) -> Double {
    let n1 = bounceN1
    let d1 = bounceD1
    if x < 1 / d1 { return n1 * x * x }
    if x < 2 / d1 {
      let u = x - 1.5 / d1
      return n1 * u * u + 0.75
    }
    if x < 2.5 / d1 {
      let u = x - 2.25 / d1
      return n1 * u * u + 0.9375
    }
    let u = x - 2.625 / d1
    return n1 * u * u + 0.984375
  }

  static func bounceOutSlope(_ x: Double) -> Double {
    let n1 = bounceN1
    let d1 = bounceD1
    if x < 1 / d1 { return 2 * n1 * x }
    if x < 2 / d1 { return 2 * n1 * (x - 1.5 / d1) }
    if x < 2.5 / d1 { return 2 * n1 * (x - 2.25 / d1) }
    return 2 * n1 * (x - 2.625 / d1)
  }

  static func bounce(_ mode: EasingMode, _ x: Double) -> Double {
    switch mode {
    case .in: 1 - bounceOut(1 - x)
    case .out: bounceOut(x)
    case .inOut: x < 0.5 ? (1 - bounceOut(1 - 2 * x)) / 2 : (1 + bounceOut(2 * x - 1)) / 2
    }
  }

  static func bounceSlope(_ mode: EasingMode, _ x: Double) -> Double {
    switch mode {
    case .in: bounceOutSlope(1 - x)
    case .out: bounceOutSlope(x)
    case .inOut: x < 0.5 ? bounceOutSlope(1 - 2 * x) : bounceOutSlope(2 * x - 1)
    }
  }
}
