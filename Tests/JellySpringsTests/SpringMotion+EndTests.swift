import Foundation
import JellySprings
import Testing

/// A motion in every regime cut at `endTime`, for table-driven tests.
struct EndCase: CustomTestStringConvertible, Sendable {
  let regime: RegimeCase
  let endTime: Double
  var testDescription: String { "\(regime.name), cut at \(endTime) s" }

  var motion: SpringMotion {
    regime.spring.motion(
      initialDisplacement: regime.x0, initialVelocity: regime.v0, endTime: endTime)
  }

  /// 0.3 s: 3·0.1 rounds above it, so a 0.1 s grid steps over it; 0.5 s: on a 1/64 s grid.
  static let all: [EndCase] = RegimeCase.all.flatMap { regime in
    [0.3, 0.5].map { EndCase(regime: regime, endTime: $0) }
  }
}

@Suite struct SpringMotionEndTests {
  @Test(
    "from endTime on x, x′ and x″ are exactly 0; before it the free motion bit for bit",
    arguments: EndCase.all)
  func cutIsExact(_ c: EndCase) {
    let motion = c.motion
    let free = motion.free
    #expect(motion.endTime == c.endTime && free.endTime == .infinity)
    #expect(free.free == free)
    #expect(
      free
        == c.regime.spring.motion(initialDisplacement: c.regime.x0, initialVelocity: c.regime.v0))
    let end = c.endTime
    var before = (0..<300).map { Double($0) / 300 * end }
    before.append(end.nextDown)
    for t in before {
      #expect(motion.displacement(at: t) == free.displacement(at: t), "t = \(t)")
      #expect(motion.velocity(at: t) == free.velocity(at: t), "t = \(t)")
      #expect(motion.acceleration(at: t) == free.acceleration(at: t), "t = \(t)")
    }
    for t in [end, end.nextUp, end + 1e-9, end + 0.1, 2 * end, 1e3, .greatestFiniteMagnitude] {
      #expect(motion.displacement(at: t) == 0, "t = \(t)")
      #expect(motion.velocity(at: t) == 0, "t = \(t)")
      #expect(motion.acceleration(at: t) == 0, "t = \(t)")
      #expect(motion.energy(at: t) == 0, "t = \(t)")
    }
    // The jump is the free displacement at the end, which is not 0 for these motions.
    #expect(motion.endJump == free.displacement(at: end))
    #expect(motion.endJump != 0)
    #expect(free.endJump == 0)
  }

  @Test("an endTime ≤ 0 or NaN means no end")
  func nonPositiveEndIsFree() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 5)
    for end in [0, -1, Double.nan, .infinity] {
      let motion = spring.motion(initialDisplacement: 1, endTime: end)
      #expect(motion.endTime == .infinity, "\(end)")
      #expect(motion == spring.motion(initialDisplacement: 1))
    }
  }

  @Test(
    "sampleUniform equals the cut motion on grids that straddle, hit or start after the end",
    arguments: EndCase.all)
  func uniformGridAcrossTheEnd(_ c: EndCase) throws {
    let motion = c.motion
    let free = motion.free
    let end = c.endTime
    // (start, step, count): 0.1 s steps over 0.3 s (3·0.1 > 0.3) and 0.5 s (5·0.1 == 0.5);
    // 1/64 s steps with a sample exactly at 0.5 s; 200 blocks' worth straddling the end;
    // grids starting at, just after and well after the end.
    let grids: [(Double, Double, Int)] = [
      (0, 0.1, 11), (0, 1.0 / 64, 97), (0.01, 1e-4, 13_000), (0, 0.001, 300), (end, 0.01, 70),
      (end.nextUp, 0.003, 5), (end + 1, 0.5, 10),
    ]
    for (start, step, count) in grids {
      for quantity in SpringMotion.SampledQuantity.allCases {
        var samples: [Double] = []
        try motion.sampleUniform(quantity, start: start, step: step, count: count, into: &samples)
        var freeSamples: [Double] = []
        try free.sampleUniform(
          quantity, start: start, step: step, count: count, into: &freeSamples)
        #expect(samples.count == count)
        // The largest magnitude of the sampled quantity on the grid, the recurrence's scale.
        let scale = freeSamples.map(abs).max() ?? 0
        var live = 0
        for n in 0..<count {
          let t = start + Double(n) * step
          let exact: Double
          switch quantity {
          case .displacement: exact = motion.displacement(at: t)
          case .velocity: exact = motion.velocity(at: t)
          case .acceleration: exact = motion.acceleration(at: t)
          }
          if t >= end {
            #expect(samples[n] == 0 && exact == 0, "\(quantity) t = \(t)")
          } else {
            live += 1
            #expect(samples[n] == freeSamples[n], "\(quantity) t = \(t)")
            #expect(abs(samples[n] - exact) <= 1e-12 * scale, "\(quantity) t = \(t)")
          }
        }
        #expect(live == (0..<count).count(where: { start + Double($0) * step < end }))
        if step == 1.0 / 64 && end == 0.5 { #expect(live == 32) }
        if step == 0.1 && start == 0 { #expect(live == (end == 0.3 ? 3 : 5)) }
        // The buffer form writes the same values.
        var buffer = [Double](repeating: .nan, count: count)
        try buffer.withUnsafeMutableBufferPointer {
          try motion.sampleUniform(quantity, start: start, step: step, into: $0)
        }
        #expect(buffer == samples)
      }
    }
  }

  @Test(
    "extrema of a cut motion: the free motion's before the end, then the value just before it",
    arguments: EndCase.all)
  func extremaBeforeTheEnd(_ c: EndCase) {
    let motion = c.motion
    let all = motion.free.extrema(maxCount: 1_000, until: 10)
    let cut = motion.extrema(maxCount: 1_000, until: 10)
    let turns = all.filter { $0.time < c.endTime }
    #expect(Array(cut.prefix(turns.count)) == turns)
    // The value before the end is an extremum exactly when x moves away from the target
    // there: |x| still grows over the last 1e-6 s.
    let before = motion.displacement(at: c.endTime.nextDown)
    let growing = abs(before) > abs(motion.displacement(at: c.endTime - 1e-6))
    #expect(cut.count == turns.count + (growing ? 1 : 0), "\(cut)")
    if growing, let last = cut.last {
      #expect(last.isBeforeEnd && last.time == c.endTime.nextDown)
      #expect(last.displacement == before)
      #expect(last.kind == (before > 0 ? .maximum : .minimum))
    }
    #expect(turns.allSatisfy { !$0.isBeforeEnd })
    // An end exactly on a turning point excludes the turn; the value just before it, the same
    // value to rounding, may stand in as the value before the end.
    if let turn = all.first {
      let onTurn = c.regime.spring.motion(
        initialDisplacement: c.regime.x0, initialVelocity: c.regime.v0, endTime: turn.time)
      let found = onTurn.extrema(maxCount: 1_000)
      #expect(found.allSatisfy(\.isBeforeEnd) && found.count <= 1)
      if let edge = found.first {
        #expect(abs(edge.displacement - turn.displacement) <= 1e-12 * abs(turn.displacement))
      }
      let after = c.regime.spring.motion(
        initialDisplacement: c.regime.x0, initialVelocity: c.regime.v0,
        endTime: turn.time.nextUp)
      #expect(after.extrema(maxCount: 1_000).first == turn)
    }
  }

  /// The last time on a grid of step `h` over [0, end) where |x| is above `threshold`, or 0.
  static func lastAbove(_ motion: SpringMotion, _ threshold: Double, end: Double, h: Double)
    -> Double
  {
    var last = 0.0
    var n = 0
    while Double(n) * h < end {
      let t = Double(n) * h
      if abs(motion.displacement(at: t)) > threshold { last = t }
      n += 1
    }
    return last
  }

  @Test("settling of a cut motion: the free one before the end, the end, or the last crossing")
  func settlingOfACutMotion() throws {
    // ζ 0.2, ω0 10 released from 1: turning points every π/ω_d = 0.3206 s, shrinking by 0.527.
    let spring = try Spring(response: 2 * .pi / 10, dampingRatio: 0.2)
    let free = spring.motion(initialDisplacement: 1)
    let epsilon = 0.01
    let band = free.settlingThreshold(epsilon: epsilon)
    let freeSettling = free.settlingDuration(epsilon: epsilon)
    #expect(freeSettling > 1 && freeSettling < 3, "\(freeSettling)")
    // Dense scans step 1e-5 s: the last grid time above the band is within one step below
    // the exact crossing.
    let h = 1e-5

    // 1. The free motion has settled before the end: the same time, bit for bit.
    let late = spring.motion(initialDisplacement: 1, endTime: freeSettling + 0.5)
    #expect(late.settlingDuration(epsilon: epsilon) == freeSettling)
    let onSettling = spring.motion(initialDisplacement: 1, endTime: freeSettling)
    #expect(onSettling.settlingDuration(epsilon: epsilon) == freeSettling)

    // 2. Outside the band just before the end: the jump settles it at the end.
    for end in [0.2, 0.47, 1.0] {
      let cut = spring.motion(initialDisplacement: 1, endTime: end)
      try #require(abs(cut.endJump) > band, "end \(end): jump \(cut.endJump)")
      #expect(cut.settlingDuration(epsilon: epsilon) == end)
      let scan = Self.lastAbove(cut, band, end: end, h: h)
      #expect(end - scan <= h, "end \(end): scan \(scan)")
    }

    // 3. Inside the band just before the end, though the free motion leaves it again later:
    // the last crossing into the band before the end. The ends are the first zero crossings
    // of x (x = 0 there) and a time 1 ms after one.
    let wd = spring.dampedFrequency
    let alpha = spring.decayRate
    // x = e^(−αt)(cos ω_d t + α/ω_d sin ω_d t) = 0 where tan ω_d t = −ω_d/α.
    let zeros = (0..<3).map { k in (Double.pi - atan(wd / alpha) + Double(k) * .pi) / wd }
    for end in zeros + [zeros[1] + 0.001] {
      let cut = spring.motion(initialDisplacement: 1, endTime: end)
      #expect(abs(cut.endJump) <= band, "end \(end): jump \(cut.endJump)")
      #expect(freeSettling > end)
      let settling = cut.settlingDuration(epsilon: epsilon)
      #expect(settling < end)
      // On the threshold (Brent to 1e-13 s, |x′| ≤ 10 per second) …
      #expect(abs(abs(free.displacement(at: settling)) - band) <= 1e-11, "end \(end)")
      // … and the last time before the end above it, by the dense scan.
      let scan = Self.lastAbove(cut, band, end: end, h: h)
      #expect(settling >= scan && settling - scan <= h, "end \(end): \(settling) vs \(scan)")
    }

    // 4. Never out of the band: 0, with or without an end.
    let small = spring.motion(initialDisplacement: 0, initialVelocity: 0, endTime: 0.5)
    #expect(small.settlingDuration(epsilon: epsilon) == 0)
    // An undamped spring never settles freely; cut, it settles at the end.
    let undamped = try Spring(mass: 1, stiffness: 100, damping: 0)
    #expect(undamped.motion(initialDisplacement: 1).settlingDuration() == .infinity)
    let cutUndamped = undamped.motion(initialDisplacement: 1, endTime: 0.4)
    #expect(abs(cutUndamped.endJump) > 0.001)
    #expect(cutUndamped.settlingDuration() == 0.4)
  }
}
