import Foundation
import JellyFrameDiff
import JellyMath

/// One axis of a ``SweepGrid``: the values start, start + step, start + 2·step, … up to
/// and including `stop` (within 1e-9 of a step), written `start:stop:step` on a command line.
///
/// Value i is start + i·step (one multiplication and one addition, never accumulated), rounded
/// to the decimal places of start and step (their shortest round-trip text, at most 15): the
/// value a user would write, so `0.1:0.5:0.1` gives 0.3 and not 0.30000000000000004. The
/// rounding moves a value by at most half a unit in the last of those places, far below the
/// step; when start or step needs more than 15 places (or the scaled value passes 2^53) the
/// raw start + i·step is kept, which `numpy`'s `start + arange(count)·step` reproduces.
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
  /// Decimal places values are rounded to, or `nil` to keep start + i·step as computed.
  public let decimalPlaces: Int?

  /// The axis `start:stop:step`.
  ///
  /// - Parameters:
  ///   - start: The first value, finite.
  ///   - stop: The last value, finite and ≥ start.
  ///   - step: The spacing, > 0 and finite (any value when start == stop).
  ///   - name: The axis' name for error messages (e.g. "damping ratio").
  /// - Throws: ``SweepError/invalidParameter(_:)`` naming the axis when a value is out of
  ///   range or the axis would exceed ``maximumCount`` values.
  public init(start: Double, stop: Double, step: Double, name: String = "axis")
    throws(SweepError)
  {
    try SweepError.check(.start, start, allowed: "finite", name: "\(name) start")
    try SweepError.check(.stop, stop, allowed: ">= start (\(start))", name: "\(name) stop") {
      $0 >= start
    }
    if start == stop {
      self.start = start
      self.stop = stop
      self.step = 0
      count = 1
      decimalPlaces = nil
      return
    }
    try SweepError.check(.step, step, allowed: "> 0 and finite", name: "\(name) step") {
      $0 > 0
    }
    let steps = ((stop - start) / step + 1e-9).rounded(.down)
    guard steps.isFinite, steps < Double(Self.maximumCount) else {
      throw SweepError.invalidParameter(
        ParameterError(
          .step, value: step,
          allowed: "large enough for at most \(Self.maximumCount) values from \(start) to \(stop)",
          name: "\(name) step"))
    }
    self.start = start
    self.stop = stop
    self.step = step
    count = Int(steps) + 1
    let places = max(Self.decimalPlaces(of: start), Self.decimalPlaces(of: step))
    decimalPlaces = places <= 15 ? places : nil
  }

  /// The digits after the point in the shortest round-trip text of `value` (`0.25` → 2,
  /// `1e-05` → 5, `1.5e-07` → 8, `3.0` → 0).
  static func decimalPlaces(of value: Double) -> Int {
    let text = "\(abs(value))"
    let parts = text.split(separator: "e")
    let mantissa = parts[0]
    let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
    var fraction = mantissa.split(separator: ".").dropFirst().first.map(String.init) ?? ""
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return max(0, fraction.count - exponent)
  }

  /// A single-value axis.
  ///
  /// - Throws: ``SweepError/invalidParameter(_:)`` when `value` is not finite.
  public init(value: Double, name: String = "axis") throws(SweepError) {
    try self.init(start: value, stop: value, step: 0, name: name)
  }

  /// Parses `start:stop:step` or a single number (e.g. `0.1:1:0.05`, `0.5`).
  ///
  /// - Parameters:
  ///   - text: The axis as written by a user.
  ///   - name: The axis' name for error messages.
  /// - Throws: ``SweepError/malformedAxis(text:name:)`` when the text is not of that form,
  ///   ``SweepError/invalidParameter(_:)`` naming the axis when its numbers are out of range.
  public init(parsing text: String, name: String = "axis") throws(SweepError) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    let numbers = parts.compactMap { Double(String($0).trimmingCharacters(in: .whitespaces)) }
    guard numbers.count == parts.count, parts.count == 1 || parts.count == 3 else {
      throw SweepError.malformedAxis(text: text, name: name)
    }
    if numbers.count == 1 {
      try self.init(value: numbers[0], name: name)
    } else {
      try self.init(start: numbers[0], stop: numbers[1], step: numbers[2], name: name)
    }
  }

  /// Value `index` (0 ..< ``count``): start + index·step, rounded to ``decimalPlaces``.
  @inline(__always)
  public func value(at index: Int) -> Double {
    let raw = start + Double(index) * step
    guard let decimalPlaces else { return raw }
    let scale = Self.powersOfTen[decimalPlaces]
    let scaled = (raw * scale).rounded()
    // Exact integer over an exact power of ten: one correctly rounded division, so the result
    // is the double nearest the decimal (the one its text reads back as).
    guard abs(scaled) < 9_007_199_254_740_992 else { return raw }
    return scaled / scale
  }

  /// 10^0 … 10^15, all exact doubles.
  private static let powersOfTen: [Double] = (0...15).map { pow(10, Double($0)) }

  /// Every value, in increasing order.
  public var values: [Double] {
    (0..<count).map(value(at:))
  }

  /// `start:stop:step` (or the single value), in shortest round-trip form.
  public var description: String {
    count == 1 && step == 0 ? "\(start)" : "\(start):\(stop):\(step)"
  }
}
