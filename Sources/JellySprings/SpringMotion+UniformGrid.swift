import Foundation
import JellyMath

// Implementation notes (not part of the docs).
//
// Every solution of x'' + 2αx' + ω²x = 0 is a fixed linear combination of two fundamental
// solutions: with A(τ) the solution with A(0) = 1, A'(0) = 0 and B(τ) the one with B(0) = 0,
// B'(0) = 1,
//
//     x(t0 + τ) = A(τ)·x(t0) + B(τ)·x'(t0)          (exact, in every damping regime).
//
// On a uniform grid τ only takes the values k·h, so A_k = A(k·h) and B_k = B(k·h) are computed
// once per call from the closed form (``SpringMotion/solution(_:_:at:)`` with (1, 0) and
// (0, 1)), for k below the block length L. The grid is then cut into blocks of L samples; each
// block is seeded with x(t0) and x'(t0) from the closed form at its first time t0 and filled with
//
//     x_{n0 + k} = A_k·x(t0) + B_k·x'(t0),
//
// two products and a sum per sample with no dependence between samples: eight at a time in
// SIMD8 lanes, limited by how fast memory takes the stores. Nothing is carried from one sample to
// the next, so rounding cannot accumulate: each sample is the closed form's own few ulps, and
// since |A_k| and |B_k·x'(t0)| stay of the order of the motion's scale, within a few ulps of
// max|x|. (The velocity and acceleration are solutions of the same equation, so the same table
// serves them with their own seeds.)
//
// L is 1024 unless the motion's slowest decay e^(−r·L·h) would fall below e^(−64) across a block:
// then L is halved (down to 16) so that no table entry comes near the subnormal range, where
// arithmetic is slow. When both seeds of a block have decayed below 2^−900 of the motion's scale
// the block is filled from the closed form per sample instead, which returns exact zeros past
// underflow.
//
// The table itself only covers S = min(L, 256) samples (A_k and B_k interleaved, 4 KiB): a table
// of a whole 1024-sample block (16 KiB) is partly evicted from the first-level cache by the
// stream of stores it produces, and reloading it cost a third of the throughput on the benchmark
// machine. The j-th sub-block of a block starts at τ_j = j·S·h, and its seeds come from the
// block's seeds by the same identity, once (not carried further):
//
//     x(t0 + τ_j)  = A(τ_j)·x(t0) + B(τ_j)·x'(t0)
//     x'(t0 + τ_j) = A(τ_j)·x'(t0) + B(τ_j)·x''(t0),   x''(t0) = −2α·x'(t0) − ω²·x(t0),
//
// so a sample is at most two steps of this identity from a closed-form value.

extension SpringMotion {
  /// Which function of time ``sampleUniform(_:start:step:count:into:)`` samples.
  public enum SampledQuantity: String, Sendable, Hashable, CaseIterable {
    /// Displacement x(t) = value − target, in value units.
    case displacement
    /// Velocity x'(t), in value units per second.
    case velocity
    /// Acceleration x''(t), in value units per second squared.
    case acceleration
  }

  /// The most samples between closed-form seeds in ``sampleUniform(_:start:step:count:into:)``
  /// (fewer for grids over which the motion decays fast; always a power of two that divides this
  /// one, so every multiple of it starts a block).
  public static let uniformGridBlockLength = 1024

  /// Appends `count` samples of `quantity` at the times t_n = start + n·step (n = 0 ..< count)
  /// to `output`: the same values as ``displacement(at:)`` (or ``velocity(at:)``,
  /// ``acceleration(at:)``) at those times, an order of magnitude faster.
  ///
  /// Each block of up to ``uniformGridBlockLength`` samples is seeded with the value and slope
  /// of the closed form at its first time and continued with the spring's two fundamental
  /// solutions on the grid (tabulated once per call), in every damping regime.
  /// Accuracy: each sample is within 1e-12·M of the closed form, where M is the largest
  /// magnitude the sampled quantity reaches for t ≥ 0 (tested in all regimes on grids of up to
  /// 10^5 samples reaching t = 40/ω0, with steps from 10^-6/ω0 to 3/ω0, and on random springs
  /// and grids; 6e-16 on the benchmark's 10^7-sample grid). At times far beyond 40/ω0 of a
  /// nearly undamped spring, rounding of t itself moves the closed form by |x'|·ulp(t), and the
  /// two may differ by that much. Linear in `count`; it allocates the table (at most 4 KiB, and
  /// the starts of up to four sub-blocks) and grows `output` (reserve capacity to avoid that).
  ///
  /// - Parameters:
  ///   - quantity: Displacement (default), velocity or acceleration.
  ///   - start: The first time, seconds, ≥ 0 and finite.
  ///   - step: The grid spacing, seconds, > 0 and finite.
  ///   - count: The number of samples, ≥ 0; the last time start + (count − 1)·step must be
  ///     finite.
  ///   - output: Receives the samples, appended in time order.
  /// - Throws: `ParameterError` naming `start`, `step` or `count` when out of range.
  public func sampleUniform(
    _ quantity: SampledQuantity = .displacement, start: Double, step: Double, count: Int,
    into output: inout [Double]
  ) throws(ParameterError) {
    try Self.validateGrid(start: start, step: step, count: count)
    guard count > 0 else { return }
    let oldCount = output.count
    output.append(contentsOf: repeatElement(0, count: count))
    output.withUnsafeMutableBufferPointer { buffer in
      fillUniformUntilEnd(
        quantity, start: start, step: step,
        into: UnsafeMutableBufferPointer(rebasing: buffer[oldCount...]))
    }
  }

  /// Fills the samples before ``endTime`` from the recurrence and the rest with 0.
  private func fillUniformUntilEnd(
    _ quantity: SampledQuantity, start: Double, step: Double,
    into output: UnsafeMutableBufferPointer<Double>
  ) {
    let live = liveSampleCount(start: start, step: step, count: output.count)
    fillUniform(
      quantity, start: start, step: step,
      into: UnsafeMutableBufferPointer(rebasing: output[..<live]))
    if live < output.count {
      UnsafeMutableBufferPointer(rebasing: output[live...]).update(repeating: 0)
    }
  }

  /// The number of grid times start + n·step (n < count) before ``endTime``: the times are
  /// increasing, so they are a prefix.
  func liveSampleCount(start: Double, step: Double, count: Int) -> Int {
    guard endTime.isFinite else { return count }
    guard start < endTime else { return 0 }
    var n = min(Double(count), max(0, ((endTime - start) / step).rounded(.up)))
    while n > 0 && start + (n - 1) * step >= endTime { n -= 1 }
    while n < Double(count) && start + n * step < endTime { n += 1 }
    return Int(n)
  }

  /// Writes samples of `quantity` at t_n = start + n·step for n = 0 ..< `output.count` into
  /// `output` (allocating only the table of at most 4 KiB and its sub-block starts; same values
  /// and accuracy as ``sampleUniform(_:start:step:count:into:)``).
  ///
  /// - Parameters:
  ///   - quantity: Displacement (default), velocity or acceleration.
  ///   - start: The first time, seconds, ≥ 0 and finite.
  ///   - step: The grid spacing, seconds, > 0 and finite.
  ///   - output: The samples' destination; its count is the number of samples.
  /// - Throws: `ParameterError` naming `start` or `step` when out of range.
  public func sampleUniform(
    _ quantity: SampledQuantity = .displacement, start: Double, step: Double,
    into output: UnsafeMutableBufferPointer<Double>
  ) throws(ParameterError) {
    try Self.validateGrid(start: start, step: step, count: output.count)
    fillUniformUntilEnd(quantity, start: start, step: step, into: output)
  }

  static func validateGrid(start: Double, step: Double, count: Int) throws(ParameterError) {
    guard start.isFinite, start >= 0 else {
      throw ParameterError(.start, value: start, allowed: ">= 0 and finite")
    }
    guard step.isFinite, step > 0 else {
      throw ParameterError(.step, value: step, allowed: "> 0 and finite")
    }
    guard count >= 0 else {
      throw ParameterError(.count, value: Double(count), allowed: ">= 0")
    }
    guard count == 0 || (start + Double(count - 1) * step).isFinite else {
      throw ParameterError(
        .count, value: Double(count),
        allowed: "small enough that start + (count - 1)·step is finite")
    }
  }

  /// The value and slope at t = 0 of the solution that is `quantity`.
  private func initialConditions(of quantity: SampledQuantity) -> (Double, Double) {
    switch quantity {
    case .displacement: (initialDisplacement, initialVelocity)
    case .velocity: (initialVelocity, initialAcceleration)
    case .acceleration: (initialAcceleration, initialJerk)
    }
  }

  /// The fill over validated inputs.
  private func fillUniform(
    _ quantity: SampledQuantity, start: Double, step: Double,
    into output: UnsafeMutableBufferPointer<Double>
  ) {
    let count = output.count
    guard count > 0, let base = output.baseAddress else { return }
    let (p, s) = initialConditions(of: quantity)
    // The slope's own initial conditions: the derivative solves the same equation.
    let slopeSlope = -2 * alpha * s - omegaSquared * p
    let omega = omegaSquared.squareRoot()
    // Below this both seeds are treated as "decayed": the block is filled from the closed form.
    let tiny = 0x1p-900 * max(abs(p), abs(s) / omega, .leastNormalMagnitude)
    let blockLength = uniformGridBlockLength(step: step)
    let subLength = min(blockLength, UniformGridTable.maximumCount, count)
    let table = UniformGridTable(
      motion: self, step: step, count: subLength,
      jumpCount: (min(blockLength, count) + subLength - 1) / subLength)
    defer { table.deallocate() }
    var blockStart = 0
    while blockStart < count {
      let length = min(blockLength, count - blockStart)
      let t0 = start + Double(blockStart) * step
      let x = solution(p, s, at: t0)
      let slope = solution(s, slopeSlope, at: t0)
      if abs(x) < tiny && abs(slope) < tiny * omega {
        for n in blockStart..<(blockStart + length) {
          output[n] = solution(p, s, at: start + Double(n) * step)
        }
      } else {
        let curvature = -2 * alpha * slope - omegaSquared * x
        var subStart = 0
        var jump = 0
        while subStart < length {
          let subLength = min(table.count, length - subStart)
          let (a, b) = table.jump(jump)
          let subValue = jump == 0 ? x : a * x + b * slope
          let subSlope = jump == 0 ? slope : a * slope + b * curvature
          table.fill(
            base + blockStart + subStart, count: subLength, value: subValue, slope: subSlope)
          base[blockStart + subStart] = subValue
          subStart += subLength
          jump += 1
        }
      }
      blockStart += length
    }
  }

  /// The samples per closed-form seed for grids of spacing `step` seconds: 1024, halved while
  /// the slowest decay over one block exceeds e^(−64), down to 16.
  func uniformGridBlockLength(step: Double) -> Int {
    let rate = q < 0 ? -slowRate : alpha
    var length = Self.uniformGridBlockLength
    while length > 16 && rate * step * Double(length) > 64 { length /= 2 }
    return length
  }
}

/// The spring's two fundamental solutions on a uniform grid: A_k = A(k·h) (value 1, slope 0 at
/// τ = 0) and B_k = B(k·h) (value 0, slope 1) for k below ``count``, in interleaved groups of
/// eight for SIMD8 arithmetic, plus the two at the starts of the sub-blocks of one block.
struct UniformGridTable {
  /// The most entries a table has (4 KiB of A_k and B_k): small enough to stay in the
  /// first-level cache while the fill streams its stores past it.
  static let maximumCount = 256
  /// Group g holds A_{8g ..< 8g+8} at index 2g and B_{8g ..< 8g+8} at index 2g + 1.
  private let groups: UnsafeMutablePointer<SIMD8<Double>>
  /// (A(j·count·h), B(j·count·h)) for the sub-blocks j of one block (j = 0 is (1, 0)).
  private let jumps: [(Double, Double)]
  /// The number of entries (k < count), ≥ 1: the length of a sub-block.
  let count: Int

  /// The table of `motion`'s spring for `count` (1 ... ``maximumCount``) multiples of `step`
  /// seconds, with the jumps to the first `jumpCount` (≥ 1) sub-blocks of a block (allocates;
  /// free with ``deallocate()``).
  init(motion: SpringMotion, step: Double, count: Int, jumpCount: Int) {
    self.count = count
    let groupCount = (count + 7) / 8
    groups = .allocate(capacity: 2 * groupCount)
    for group in 0..<groupCount {
      var aGroup = SIMD8<Double>()
      var bGroup = SIMD8<Double>()
      for lane in 0..<8 {
        let tau = Double(group * 8 + lane) * step
        aGroup[lane] = motion.solution(1, 0, at: tau)
        bGroup[lane] = motion.solution(0, 1, at: tau)
      }
      groups[2 * group] = aGroup
      groups[2 * group + 1] = bGroup
    }
    jumps = (0..<jumpCount).map { jump in
      let tau = Double(jump * count) * step
      return (motion.solution(1, 0, at: tau), motion.solution(0, 1, at: tau))
    }
  }

  /// Frees the table.
  func deallocate() {
    groups.deallocate()
  }

  /// (A(τ_j), B(τ_j)) at the start τ_j = j·``count``·h of sub-block `j` of a block.
  @inline(__always)
  func jump(_ j: Int) -> (Double, Double) { jumps[j] }

  /// Writes A_k·`value` + B_k·`slope` to `destination[k]` for k < `count` (≤ ``count``).
  @inline(__always)
  func fill(_ destination: UnsafeMutablePointer<Double>, count: Int, value: Double, slope: Double) {
    let values = SIMD8(repeating: value)
    let slopes = SIMD8(repeating: slope)
    let raw = UnsafeMutableRawPointer(destination)
    let fullGroups = count / 8
    for group in 0..<fullGroups {
      raw.storeBytes(
        of: groups[2 &* group] * values + groups[2 &* group &+ 1] * slopes,
        toByteOffset: group &* 64, as: SIMD8<Double>.self)
    }
    if fullGroups * 8 < count {
      let last = groups[2 * fullGroups] * values + groups[2 * fullGroups + 1] * slopes
      for lane in 0..<(count - fullGroups * 8) { destination[fullGroups * 8 + lane] = last[lane] }
    }
  }
}
