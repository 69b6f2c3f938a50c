import JellyMath

/// CSS `linear(...)` (CSS Easing Level 2, "linear easing function"): straight lines through
/// control points, e.g. `linear(0, 0.25 75%, 1)`.
///
/// Each stop is an output with zero, one or two input positions (two make a flat segment).
/// Canonicalization, per the spec: a missing first position becomes 0 and a missing last one 1;
/// a position below an earlier one is raised to it; runs of missing positions are spread
/// evenly between their neighbours. Evaluation takes the last point at or before x and the next
/// one (extrapolating the end segments), and returns the later output where two points share
/// an input, so a jump takes the value after it. Exact to rounding; O(log n) per value.
public struct PiecewiseLinearEasing: EasingCurve, Hashable {
  /// One argument of `linear(...)`: an output and up to two input positions.
  public struct Stop: Hashable, Sendable {
    /// The output progress (any finite value).
    public let output: Double
    /// Zero, one or two input positions as fractions (CSS percentage / 100).
    public let inputs: [Double]

    /// A stop at `output` with the given input positions (fractions, e.g. 0.75 for 75%).
    public init(_ output: Double, at inputs: Double...) {
      self.output = output
      self.inputs = inputs
    }

    /// A stop at `output` with the given input positions (fractions).
    public init(output: Double, inputs: [Double]) {
      self.output = output
      self.inputs = inputs
    }
  }

  /// A canonical control point: every input is known and inputs never decrease.
  public struct ControlPoint: Hashable, Sendable {
    /// Input progress.
    public let input: Double
    /// Output progress.
    public let output: Double
  }

  /// The stops as given.
  public let stops: [Stop]
  /// The canonical control points.
  public let points: [ControlPoint]

  /// `linear(stops...)`.
  ///
  /// - Throws: `ParameterError` when there are fewer than two stops, a stop has more than two
  ///   positions, or a number is not finite.
  public init(stops: [Stop]) throws(ParameterError) {
    guard stops.count >= 2 else {
      throw ParameterError(.stops, value: Double(stops.count), allowed: "at least 2")
    }
    var pending: [(output: Double, input: Double?)] = []
    for (index, stop) in stops.enumerated() {
      try ParameterError.check(
        .stopOutput, stop.output, allowed: "finite", name: "output \(index + 1)")
      guard stop.inputs.count <= 2 else {
        throw ParameterError(
          .stopPositions, value: Double(stop.inputs.count), allowed: "at most 2",
          name: "positions of stop \(index + 1)")
      }
      if stop.inputs.isEmpty { pending.append((stop.output, nil)) }
      for input in stop.inputs {
        try ParameterError.check(
          .stopPosition, input, allowed: "finite", name: "position in stop \(index + 1)")
        pending.append((stop.output, input))
      }
    }
    if pending[0].input == nil { pending[0].input = 0 }
    if pending[pending.count - 1].input == nil { pending[pending.count - 1].input = 1 }
    var largest = -Double.infinity
    for index in pending.indices {
      guard let input = pending[index].input else { continue }
      if input < largest { pending[index].input = largest }
      largest = max(largest, input)
    }
    var lastKnown = 0
    for index in pending.indices.dropFirst() {
      guard let end = pending[index].input else { continue }
      let gap = index - lastKnown
      if gap > 1, let start = pending[lastKnown].input {
        for k in 1..<gap {
          pending[lastKnown + k].input = start + (end - start) * Double(k) / Double(gap)
        }
      }
      lastKnown = index
    }
    self.stops = stops
    points = pending.map { ControlPoint(input: $0.input ?? 0, output: $0.output) }
  }

  /// `linear(o1, o2, ...)`: outputs at evenly spaced inputs.
  ///
  /// - Throws: `ParameterError` when `outputs` has fewer than two values or holds a non-finite value.
  public init(outputs: [Double]) throws(ParameterError) {
    try self.init(stops: outputs.map { Stop(output: $0, inputs: []) })
  }

  /// The CSS serialization (CSS Easing Functions Level 2 §2.1.3, "serialized computed value"):
  /// every control point as `output input%`, e.g. `linear(0, 0.25, 1)` as
  /// `linear(0 0%, 0.25 50%, 1 100%)`.
  public var cssText: String {
    let points = points.map {
      EasingNumberFormat.string($0.output) + " " + EasingNumberFormat.percentage($0.input)
    }
    return "linear(" + points.joined(separator: ", ") + ")"
  }

  /// `linear(0, 0.25 75%, 1)`.
  public var name: String {
    let arguments = stops.map { stop in
      ([EasingNumberFormat.string(stop.output)] + stop.inputs.map(EasingNumberFormat.percentage))
        .joined(separator: " ")
    }
    return "linear(" + arguments.joined(separator: ", ") + ")"
  }

  /// Index of the segment's first point for input x: the last point with input ≤ x (0 if
  /// none), but never the last point.
  func segmentStart(_ x: Double) -> Int {
    var lower = 0
    var upper = points.count
    while lower < upper {
      let middle = (lower + upper) / 2
      if points[middle].input <= x { lower = middle + 1 } else { upper = middle }
    }
    return min(max(lower - 1, 0), points.count - 2)
  }

  /// The interpolated output at `progress`, for any input: outside the points' inputs the
  /// first or last segment goes on (CSS Easing Functions Level 2 §2.1.4, "calculate linear
  /// easing output progress").
  public func value(at progress: Double) -> Double {
    let x = progress
    if x.isNaN { return .nan }
    let index = segmentStart(x)
    let a = points[index]
    let b = points[index + 1]
    if a.input == b.input { return b.output }
    return a.output + (x - a.input) / (b.input - a.input) * (b.output - a.output)
  }

  /// The slope of the segment used at `progress`, any input; 0 on flat segments.
  public func derivative(at progress: Double) -> Double {
    let x = progress
    if x.isNaN { return .nan }
    let index = segmentStart(x)
    let a = points[index]
    let b = points[index + 1]
    if a.input == b.input { return 0 }
    return (b.output - a.output) / (b.input - a.input)
  }
}
