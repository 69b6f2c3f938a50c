import Foundation
import JellyMath
import JellyTestSupport
import Testing

@testable import JellySprings

/// One spring motion sampled on one uniform grid, for table-driven tests.
struct UniformGridCase: CustomTestStringConvertible, Sendable {
  let regime: RegimeCase
  /// Step as a multiple of 1/ω0 (so every spring gets fine and coarse grids alike).
  let stepInPeriods: Double
  let start: Double
  var testDescription: String { "\(regime.name), h = \(stepInPeriods)/ω0, start \(start)" }

  /// Regimes beyond ``RegimeCase/all``: both sides of critical damping and a UIKit spring.
  static let extraRegimes: [RegimeCase] = [
    RegimeCase(
      name: "just underdamped", spring: Spring(inRange: 1, stiffness: 100, damping: 20 - 1e-7),
      x0: 1, v0: 2),
    RegimeCase(
      name: "just overdamped", spring: Spring(inRange: 1, stiffness: 100, damping: 20 + 1e-7),
      x0: -1, v0: 40),
    RegimeCase(
      name: "lightly damped", spring: Spring(inRange: 1, stiffness: 400, damping: 0.02), x0: 3,
      v0: 0),
  ]

  /// Steps from 1e-6/ω0 (10^5 samples inside one radian) up to 3/ω0 (cos θ < 0: the sum form).
  static let steps: [Double] = [1e-6, 1e-3, 0.05, 0.6, 1.7, 3]

  static let all: [UniformGridCase] = (RegimeCase.all + extraRegimes).flatMap { regime in
    steps.flatMap { step in
      [0, 0.37].map { UniformGridCase(regime: regime, stepInPeriods: step, start: $0) }
    }
  }
}

@Suite(.tags(.sanitizeMemory)) struct SpringMotionUniformGridTests {
  /// The closed form of `quantity` at `t`.
  static func closedForm(
    _ motion: SpringMotion, _ quantity: SpringMotion.SampledQuantity, at t: Double
  ) -> Double {
    switch quantity {
    case .displacement: motion.displacement(at: t)
    case .velocity: motion.velocity(at: t)
    case .acceleration: motion.acceleration(at: t)
    }
  }

  @Test(
    "every sample is within 1e-12·max|value| of the closed form, all regimes and quantities",
    arguments: UniformGridCase.all)
  func matchesClosedForm(_ c: UniformGridCase) throws {
    let motion = c.regime.spring.motion(
      initialDisplacement: c.regime.x0, initialVelocity: c.regime.v0)
    let step = c.stepInPeriods / c.regime.spring.naturalFrequency
    // Long grids, but t stays below ~50/ω0·… so that rounding of t_n itself (which moves the
    // closed form by |x'|·ulp(t)) stays far below the bound being tested.
    let count = min(100_000, Int(40 / (step * c.regime.spring.naturalFrequency)) + 200)
    for quantity in SpringMotion.SampledQuantity.allCases {
      var samples: [Double] = []
      try motion.sampleUniform(quantity, start: c.start, step: step, count: count, into: &samples)
      #expect(samples.count == count)
      var expected = [Double](repeating: 0, count: count)
      var scale = abs(Self.closedForm(motion, quantity, at: 0))
      for n in 0..<count {
        expected[n] = Self.closedForm(motion, quantity, at: c.start + Double(n) * step)
        scale = max(scale, abs(expected[n]))
      }
      var worst = 0.0
      var worstIndex = 0
      for n in 0..<count where abs(samples[n] - expected[n]) > worst {
        worst = abs(samples[n] - expected[n])
        worstIndex = n
      }
      #expect(
        worst <= 1e-12 * scale,
        "\(quantity): worst error \(worst / scale) of scale \(scale) at n = \(worstIndex)")
      // Block seeds are the closed form itself.
      let blockLength = motion.uniformGridBlockLength(step: step)
      for n in stride(from: 0, to: count, by: blockLength) {
        #expect(samples[n] == expected[n], "\(quantity): seed \(n)")
      }
    }
  }

  @Test("a decayed tail matches the closed form down to exact zeros (no subnormal recurrence)")
  func decayedTail() throws {
    let motion = try Spring(mass: 1, stiffness: 100, damping: 10).motion(initialDisplacement: 1)
    var samples: [Double] = []
    // e^(−5t) passes 2^−900 near t = 125 s and underflows near t = 150 s.
    try motion.sampleUniform(start: 0, step: 0.01, count: 20_000, into: &samples)
    var worst = 0.0
    for (n, value) in samples.enumerated() {
      worst = max(worst, abs(value - motion.displacement(at: Double(n) * 0.01)))
    }
    #expect(worst <= 1e-12)
    #expect(samples.last == 0)
    // Closed form per sample in blocks seeded past 2^−900 (the block before t = 136 starts after
    // t = 125.76 whatever the block length).
    #expect(motion.uniformGridBlockLength(step: 0.01) <= SpringMotion.uniformGridBlockLength)
    #expect(samples[13_600] == motion.displacement(at: 136))
  }

  @Test("the buffer variant writes the same values; the array variant appends")
  func variantsAgree() throws {
    let motion = try Spring(mass: 1, stiffness: 150, damping: 8).motion(
      initialDisplacement: -393.5, initialVelocity: 354)
    var appended: [Double] = [42]
    try motion.sampleUniform(.velocity, start: 0.5, step: 1 / 60, count: 1_000, into: &appended)
    var buffer = [Double](repeating: .nan, count: 1_000)
    try buffer.withUnsafeMutableBufferPointer { pointer in
      try motion.sampleUniform(.velocity, start: 0.5, step: 1 / 60, into: pointer)
    }
    #expect(appended.first == 42)
    #expect(Array(appended.dropFirst()) == buffer)
    #expect(abs(buffer[999] - motion.velocity(at: 0.5 + 999.0 / 60)) <= 1e-12 * 354)
  }

  @Test("short and ragged grids: 0 to 9 samples, partial SIMD groups and partial blocks")
  func shortGrids() throws {
    let motion = try Spring(mass: 1, stiffness: 100, damping: 5).motion(initialDisplacement: 1)
    for count in Array(0...9) + [15, 17, 65, 259, 1023, 1024, 1025, 2053] {
      var samples: [Double] = []
      try motion.sampleUniform(start: 0.1, step: 0.02, count: count, into: &samples)
      #expect(samples.count == count)
      for (n, value) in samples.enumerated() {
        #expect(abs(value - motion.displacement(at: 0.1 + Double(n) * 0.02)) <= 1e-12)
      }
    }
  }

  @Test("bad grids throw an error naming the parameter and its range")
  func rejectsBadGrids() throws {
    let motion = try Spring(mass: 1, stiffness: 100, damping: 5).motion(initialDisplacement: 1)
    var samples: [Double] = []
    let cases: [(Double, Double, Int, String)] = [
      (-1, 0.1, 10, "start must be >= 0 and finite (got -1.0)"),
      (.nan, 0.1, 10, "start must be >= 0 and finite (got nan)"),
      (0, 0, 10, "step must be > 0 and finite (got 0.0)"),
      (0, .infinity, 10, "step must be > 0 and finite (got inf)"),
      (0, 0.1, -1, "count must be >= 0 (got -1.0)"),
      (
        0, 1e303, 1_000_000,
        "count must be small enough that start + (count - 1)·step is finite (got 1000000.0)"
      ),
    ]
    for (start, step, count, message) in cases {
      #expect(throws: ParameterError.self) {
        try motion.sampleUniform(start: start, step: step, count: count, into: &samples)
      }
      do {
        try motion.sampleUniform(start: start, step: step, count: count, into: &samples)
      } catch {
        #expect(error.description == message)
      }
    }
    #expect(samples.count == 0)
  }

  @Test("the block length: 1024 for slowly decaying grids, halved down to 16 for fast ones")
  func blockLength() throws {
    let light = try Spring(mass: 1, stiffness: 100, damping: 0.1).motion(initialDisplacement: 1)
    #expect(light.uniformGridBlockLength(step: 1e-4) == 1024)
    #expect(
      try Spring(mass: 1, stiffness: 100, damping: 0).motion(initialDisplacement: 1)
        .uniformGridBlockLength(step: 10) == 1024)
    // α = 5/s: 5·h·L ≤ 64 gives L = 128 at h = 0.1 s (5·0.1·128 = 64).
    let damped = try Spring(mass: 1, stiffness: 100, damping: 10).motion(initialDisplacement: 1)
    #expect(damped.uniformGridBlockLength(step: 0.1) == 128)
    #expect(damped.uniformGridBlockLength(step: 1e3) == 16)
    // Strongly overdamped: the slow root (≈ ω²/2α = 0.01/s) sets the decay, not α = 200/s.
    let overdamped = try Spring(mass: 1, stiffness: 4, damping: 400).motion(initialDisplacement: 1)
    #expect(overdamped.uniformGridBlockLength(step: 1e-3) == 1024)
  }
}
