import Foundation
import JellyFrameDiff

/// One axis of a ``SweepGrid``: the values start, start + step, start + 2·step, … up to
/// and including `stop` (within 1e-9 of a step), written `start:stop:step` on a command line.
///
/// Value i is computed as start + i·step (one multiplication and one addition, never
/// accumulated), so `numpy`'s `start + arange(count)·step` produces the identical doubles.
public struct SweepAxis: Sendable, Hashable, CustomStringConvertible {
  /// The most values one axis may hold.
  public static let maximumCount = 1_000_000

  /// The first value.
  public let start: Double
  /// The last value asked for (the last value taken is the largest start + i·step ≤ stop,
  /// allowing 1e-9 of a step for rounding).
  public let stop: Double
  /// The spacing between values (> 0), or 0 for a single-value axis.
  public let step: Double
  /// The number of values, in [1, ``maximumCount``].
  public let count: Int

  /// The axis `start:stop:step`.
  ///
  /// - Parameters:
  ///   - start: The first value, finite.
  ///   - stop: The last value, finite and ≥ start.
  ///   - step: The spacing, > 0 and finite (any value when start == stop).
  ///   - name: The axis' name for error messages (e.g. "damping ratio").
  /// - Throws: `FrameDiffError.invalidParameter(name:value:allowed:)` naming the axis when a
  ///   value is out of range or the axis would exceed ``maximumCount`` values.
  public init(start: Double, stop: Double, step: Double, name: String = "axis")
    throws(FrameDiffError)
  {
    try FrameDiffError.check("\(name) start", start, allowed: "finite") { _ in true }
    try FrameDiffError.check("\(name) stop", stop, allowed: ">= start (\(start))") {
      $0 >= start
    }
    if start == stop {
      self.start = start
      self.stop = stop
      self.step = 0
      count = 1
      return
    }
    try FrameDiffError.check("\(name) step", step, allowed: "> 0 and finite") { $0 > 0 }
    let steps = ((stop - start) / step + 1e-9).rounded(.down)
    guard steps.isFinite, steps < Double(Self.maximumCount) else {
      throw FrameDiffError.invalidParameter(
        name: "\(name) step", value: "\(step)",
        allowed: "large enough for at most \(Self.maximumCount) values from \(start) to \(stop)")
    }
    self.start = start
    self.stop = stop
    self.step = step
    count = Int(steps) + 1
  }

  /// A single-value axis.
  ///
  /// - Throws: `FrameDiffError.invalidParameter(name:value:allowed:)` when `value` is not
  ///   finite.
  public init(value: Double, name: String = "axis") throws(FrameDiffError) {
    try self.init(start: value, stop: value, step: 0, name: name)
  }

  /// Parses `start:stop:step` or a single number (e.g. `0.1:1:0.05`, `0.5`).
  ///
  /// - Parameters:
  ///   - text: The axis as written by a user.
  ///   - name: The axis' name for error messages.
  /// - Throws: `FrameDiffError.invalidParameter(name:value:allowed:)` naming the axis when
  ///   the text is not of that form or its numbers are out of range.
  public init(parsing text: String, name: String = "axis") throws(FrameDiffError) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    let numbers = parts.compactMap { Double(String($0).trimmingCharacters(in: .whitespaces)) }
    guard numbers.count == parts.count, parts.count == 1 || parts.count == 3 else {
      throw FrameDiffError.invalidParameter(
        name: name, value: "'\(text)'", allowed: "a number or start:stop:step (e.g. 0.1:1:0.05)")
    }
    if numbers.count == 1 {
      try self.init(value: numbers[0], name: name)
    } else {
      try self.init(start: numbers[0], stop: numbers[1], step: numbers[2], name: name)
    }
  }

  /// Value `index` (0 ..< ``count``): start + index·step.
  @inline(__always)
  public func value(at index: Int) -> Double {
    start + Double(index) * step
  }

  /// Every value, in increasing order.
  public var values: [Double] {
    (0..<count).map(value(at:))
  }

  /// `start:stop:step` (or the single value), in shortest round-trip form.
  public var description: String {
    count == 1 && step == 0 ? "\(start)" : "\(start):\(stop):\(step)"
  }
}
