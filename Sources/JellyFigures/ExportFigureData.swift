import JellyEasing

/// The numbers of the `export --plot` figure: the exact curve and the exported piecewise-linear
/// approximation on a dense time grid, their difference, and the exported points.
///
/// The dense grid is `samples` evenly spaced progress values in [0, 1] together with every stop
/// position, so the error's corners (at the stops) are on the grid. Time t = progress × duration,
/// in seconds. The approximation is evaluated as CSS `linear()` does: straight between stops, and
/// at a position held by two stops (a jump) the first stop's value just before it and the second
/// one's from it on. A jump therefore gives two rows at one t: the one-sided limits, with the exact
/// curve evaluated ``jumpSideOffset`` of progress before and after the position (the exporter's
/// jump window is that narrow, so the exact curve has jumped on one side and not on the other).
package struct ExportFigureData: Sendable {
  /// The dense CSV's column names: time (s), exact value, exported value, exported − exact.
  package static let curveHeader = ["t_s", "exact", "approx", "error"]
  /// The points CSV's column names: time (s), the printed value, and printed − exact there
  /// (the one-sided exact limit at a jump).
  package static let pointsHeader = ["t_s", "value", "error"]
  /// How far before and after a jump position the exact curve's one-sided limits are read, in
  /// progress (the exporter's jump window is 10^-12 wide).
  package static let jumpSideOffset = 1e-12

  /// One row of a CSV: time in seconds, then values in curve units (fractions of the travel,
  /// or diff / scale).
  package struct Row: Sendable, Equatable {
    /// t = progress × duration, seconds.
    package let time: Double
    /// The exact curve (the one-sided limit at a jump).
    package let exact: Double
    /// The exported polyline.
    package let approx: Double
    /// approx − exact.
    package var error: Double { approx - exact }
  }

  /// The dense rows, in increasing time (two rows at one time at a jump).
  package let curveRows: [Row]
  /// One row per stop, in the order given (`approx` is the stop's printed value).
  package let pointRows: [Row]
  /// max |approx − exact| over ``curveRows``, in curve units.
  package let maximumError: Double
  /// The smallest and largest of the exact and exported values, in curve units.
  package let valueRange: (low: Double, high: Double)

  /// The data of `stops` (progress in [0, 1] non-decreasing from 0 to 1, at most two stops per
  /// position; values finite) against `curve`, over `durationSeconds` (> 0) seconds, on
  /// `samples` (≥ 2) evenly spaced progress values plus the stop positions. The export between
  /// the stops is `approximation` when given (cubic keyframes), else the straight line.
  ///
  /// - Throws: ``FigureError/script(detail:)`` naming the first input out of range.
  package init(
    curve: any EasingCurve, stops: [(progress: Double, value: Double)], durationSeconds: Double,
    samples: Int, approximation: (@Sendable (Double) -> Double)? = nil
  ) throws(FigureError) {
    try Self.validate(stops: stops, durationSeconds: durationSeconds, samples: samples)
    let jumps = Set(
      stops.indices.dropFirst().filter { stops[$0].progress == stops[$0 - 1].progress }.map {
        stops[$0].progress
      })
    var positions = Set(stops.map(\.progress))
    for i in 0..<samples {
      let p = Double(i) / Double(samples - 1)
      // Inside a jump window the exact curve may already have jumped: keep the grid out of it.
      if !jumps.contains(where: { abs($0 - p) <= Self.jumpSideOffset && $0 != p }) {
        positions.insert(p)
      }
    }
    var rows: [Row] = []
    rows.reserveCapacity(positions.count + jumps.count)
    var piece = 0
    for p in positions.sorted() {
      let t = p * durationSeconds
      while piece < stops.count - 2, stops[piece + 1].progress <= p { piece += 1 }
      if jumps.contains(p) {
        let first = stops.firstIndex { $0.progress == p } ?? 0
        let before = curve.value(at: max(p - Self.jumpSideOffset, 0))
        let after = curve.value(at: min(p + Self.jumpSideOffset, 1))
        rows.append(Row(time: t, exact: before, approx: stops[first].value))
        rows.append(Row(time: t, exact: after, approx: stops[first + 1].value))
        continue
      }
      let approx = approximation?(p) ?? Self.polyline(stops, piece, p)
      rows.append(Row(time: t, exact: curve.value(at: p), approx: approx))
    }
    curveRows = rows
    pointRows = stops.indices.map { index in
      let (p, value) = stops[index]
      var exact = curve.value(at: p)
      if jumps.contains(p) {
        let isFirst = index + 1 < stops.count && stops[index + 1].progress == p
        exact = curve.value(
          at: isFirst ? max(p - Self.jumpSideOffset, 0) : min(p + Self.jumpSideOffset, 1))
      }
      return Row(time: p * durationSeconds, exact: exact, approx: value)
    }
    maximumError = rows.reduce(0) { max($0, abs($1.error)) }
    let values = rows.flatMap { [$0.exact, $0.approx] }
    valueRange = (values.min() ?? 0, values.max() ?? 1)
  }

  /// The polyline's value at `p` on piece `piece` (stops[piece].progress ≤ p, and p below the
  /// next stop's position unless `piece` is the last piece): the stop's own value at its
  /// position, else the straight line between the two stops.
  static func polyline(_ stops: [(progress: Double, value: Double)], _ piece: Int, _ p: Double)
    -> Double
  {
    let (a, b) = (stops[piece], stops[piece + 1])
    if p == a.progress { return a.value }
    if p >= b.progress { return b.value }
    return a.value + (b.value - a.value) * ((p - a.progress) / (b.progress - a.progress))
  }

  /// The dense CSV's row `i`, in ``curveHeader`` order.
  package func curveRow(_ i: Int) -> [Double] {
    let row = curveRows[i]
    return [row.time, row.exact, row.approx, row.error]
  }

  /// The points CSV's row `i`, in ``pointsHeader`` order.
  package func pointRow(_ i: Int) -> [Double] {
    let row = pointRows[i]
    return [row.time, row.approx, row.error]
  }

  private static func validate(
    stops: [(progress: Double, value: Double)], durationSeconds: Double, samples: Int
  ) throws(FigureError) {
    guard durationSeconds.isFinite, durationSeconds > 0 else {
      throw .script(detail: "duration \(durationSeconds) s: must be finite and > 0")
    }
    guard samples >= 2, samples <= 10_000_000 else {
      throw .script(detail: "samples \(samples): must be in 2...10000000")
    }
    guard stops.count >= 2, stops.first?.progress == 0, stops.last?.progress == 1 else {
      throw .script(detail: "stops: at least two, the first at progress 0 and the last at 1")
    }
    for (index, stop) in stops.enumerated() {
      guard stop.value.isFinite else {
        throw .script(detail: "stop \(index + 1): value \(stop.value) is not finite")
      }
      guard index > 0 else { continue }
      guard stop.progress >= stops[index - 1].progress else {
        throw .script(detail: "stop \(index + 1): positions must not decrease")
      }
      if index > 1, stop.progress == stops[index - 2].progress {
        throw .script(detail: "stop \(index + 1): at most two stops share a position")
      }
    }
  }
}
