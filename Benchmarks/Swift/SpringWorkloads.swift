import JellyFrameDiff
import JellyMath
import JellySprings

/// Spring sampling: the closed form at arbitrary times and the uniform-grid recurrence.
enum SpringWorkloads {
  /// The side helper of the `skype` preset: a UIKit spring (duration 1, ζ 0.5, v 0.9).
  static func skypeSide() throws -> HelperView {
    try FrameDiffPreset.skype.scene().side
  }

  /// The spring's constants and release, for the numpy peer.
  static func parameters(of helper: HelperView) -> [String: Any] {
    [
      "mass": helper.spring.mass, "stiffness": helper.spring.stiffness,
      "damping": helper.spring.damping, "x0": helper.motion.initialDisplacement,
      "v0": helper.motion.initialVelocity,
    ]
  }

  /// `displacement(at:)` at `count` random times in [0, 2) s, of the free motion (without the
  /// UIKit end at 1 s, which would make half the work zeros; the numpy peer's closed form has no
  /// end either).
  static func arbitraryTimes(count: Int, checks: CheckFiles) throws -> Measurement {
    let motion = try skypeSide().motion.free
    var generator = SplitMix64(seed: 2026)
    let times = (0..<count).map { _ in 2 * generator.nextUnitDouble() }
    var values = [Double](repeating: 0, count: count)
    let result = measure("spring.arbitrary_times", unit: "samples", size: count) {
      values.withUnsafeMutableBufferPointer { output in
        for index in 0..<count { output[index] = motion.displacement(at: times[index]) }
      }
      keep(values[count / 2])
    }
    let rows = stride(from: 0, to: count, by: max(1, count / 2_000)).map {
      [times[$0], values[$0]]
    }
    try checks.writeCSV("spring_arbitrary.csv", header: ["t", "x"], rows: rows)
    return result
  }

  /// `count` samples over [0, 2] s of the free motion (every sample computed, none cut to 0):
  /// `sampleUniform` and, for reference, the closed form per
  /// sample and the store limit (``storeLimit(count:)``) on the same grid. Returns all three.
  static func uniformGrid(count: Int, checks: CheckFiles) throws -> [Measurement] {
    let motion = try skypeSide().motion.free
    let step = 2 / Double(count - 1)
    var samples = [Double](repeating: 0, count: count)
    var failure: (any Error)?
    // Both this and the store limit take a few milliseconds: best of 25 each, so that one
    // descheduling on a shared machine does not decide their ratio.
    let recurrence = measure(
      "spring.uniform_grid", unit: "samples", size: count, repetitions: 25
    ) {
      samples.withUnsafeMutableBufferPointer { output in
        do {
          try motion.sampleUniform(start: 0, step: step, into: output)
        } catch {
          failure = error
        }
      }
      keep(samples[count - 1])
    }
    if let failure { throw failure }
    let limit = storeLimit(count: count)
    var closed = [Double](repeating: 0, count: count)
    let closedForm = measure("spring.closed_form_grid", unit: "samples", size: count) {
      closed.withUnsafeMutableBufferPointer { output in
        for index in 0..<count { output[index] = motion.displacement(at: Double(index) * step) }
      }
      keep(closed[count - 1])
    }
    var worst = 0.0
    var scale = 0.0
    for index in 0..<count {
      worst = max(worst, abs(samples[index] - closed[index]))
      scale = max(scale, abs(closed[index]))
    }
    let relative = worst / scale
    let rows = stride(from: 0, to: count, by: 997).map {
      [Double($0), Double($0) * step, samples[$0]]
    }
    try checks.writeCSV("spring_uniform.csv", header: ["n", "t", "x"], rows: rows)
    try checks.writeJSON(
      "spring.json",
      parameters(of: try skypeSide()).merging([
        "uniform_count": count, "uniform_step": step,
        "uniform_max_error_relative": relative,
      ]) { a, _ in a })
    let share = recurrence.throughput / limit.throughput
    return [
      recurrence.noting(
        "max |error| vs closed form \(relative) of max|x| over all \(count) samples; "
          + "\(String(format: "%.2f", share)) of the store limit"),
      closedForm, limit,
    ]
  }

  /// The store limit, the uniform grid's ceiling: a plain loop writing `count` doubles into a
  /// preallocated array of the grid's size. The value stored is known only at run time (so the
  /// compiler cannot turn the loop into a memset) and needs no arithmetic per element (so the
  /// loop measures the stores, not a conversion): vectorized stores, nothing else.
  static func storeLimit(count: Int) -> Measurement {
    var values = [Double](repeating: 0, count: count)
    let value = Double(count) * 0x1p-40
    return measure("memory.store_doubles", unit: "doubles", size: count, repetitions: 25) {
      values.withUnsafeMutableBufferPointer { output in
        for index in 0..<count { output[index] = value }
      }
      keep(values[count - 1])
    }
  }
}
