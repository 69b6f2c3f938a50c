import JellyFrameDiff

// The bend b(t) of every shape is a function of diff(t) (the menus: linear; the jelly: the tent
// Δ(p) of the block's progress p, whose apex is p = ½). Between two neighbouring nodes (the
// display-link frames, PeakFinder's refined extrema of diff, the helpers' delays and the
// horizon) diff is monotone, so b is either monotone there or rises to the tent's apex and falls
// (or the reverse): it has at most one interior extremum, which golden-section search finds to
// ``BendExtrema/timeTolerance``. Listing the node values and those interior extrema in time order,
// the local extrema of b are where that list turns.

/// The local extrema of a shape's bend over continuous time and its largest magnitude: the exact
/// counterpart of the per-frame values the display link shows.
public struct BendExtrema: Sendable {
  /// The golden-section tolerance on an interior extremum's time, in seconds.
  public static let timeTolerance = 1e-10
  /// Extrema of one kind closer than this (seconds) are one extremum seen through rounding.
  public static let mergeWindow = 1e-6

  /// The local maxima and minima of the bend in (0, horizon), in time order; values in points,
  /// times to better than 1e-9 s, `index` the nearest frame.
  public let peaks: [Peak]
  /// The largest |bend| over [0, horizon], in points.
  public let largestMagnitude: Double
  /// The time of ``largestMagnitude``, in seconds.
  public let largestTime: Double

  /// The extrema of `shape`'s bend over [0, `horizon`], bracketed on the `framesPerSecond` grid.
  ///
  /// - Parameters:
  ///   - shape: The animated shape.
  ///   - framesPerSecond: The bracketing grid, in (0, 1000].
  ///   - horizon: The last time, seconds (default: the end of the animation); finite, ≥ 0.
  /// - Throws: `JellyFrameDiff.FrameDiffError` for an fps or horizon out of range.
  public init(shape: AnimatedShape, framesPerSecond: Double, through horizon: Double? = nil)
    throws(FrameDiffError)
  {
    let end = horizon ?? shape.animationEnd
    let link = try DisplayLink(framesPerSecond: framesPerSecond)
    var nodes = (0..<(try link.frameCount(through: end))).map(link.time(ofFrame:))
    nodes += try PeakFinder.refinedPeaks(
      of: shape.scene, framesPerSecond: framesPerSecond, through: end
    ).map(\.time)
    nodes += [shape.scene.side.delay, shape.scene.center?.delay ?? 0, end].filter {
      $0 > 0 && $0 <= end
    }
    nodes.sort()
    var points: [(time: Double, value: Double)] = []
    for t in nodes where points.last.map({ t > $0.time }) ?? true {
      if let previous = points.last {
        for interior in Self.interiorExtrema(shape.bend(at:), previous.time, t) {
          points.append(interior)
        }
      }
      points.append((t, shape.bend(at: t)))
    }
    var peaks: [Peak] = []
    var largest = points.first ?? (0, 0)
    for (offset, point) in points.enumerated() {
      if abs(point.value) > abs(largest.value) { largest = point }
      guard offset > 0, offset + 1 < points.count else { continue }
      let before = points[offset - 1].value
      let after = points[offset + 1].value
      let kind: PeakKind? =
        point.value > before && point.value >= after
        ? .maximum : point.value < before && point.value <= after ? .minimum : nil
      guard let kind else { continue }
      let peak = Peak(
        index: Int((point.time * framesPerSecond).rounded()), time: point.time,
        value: point.value, kind: kind)
      // Near a flat extremum, rounding makes the node and the golden-section points beside it
      // turn several times within nanoseconds (max, min, max): one extremum, kept at its most
      // extreme value.
      if let last = peaks.last, last.kind != kind, peak.time - last.time < Self.mergeWindow {
        peaks.removeLast()  // a ripple between two turns of one extremum
      }
      if let last = peaks.last, last.kind == kind, peak.time - last.time < Self.mergeWindow {
        let better = kind == .maximum ? peak.value > last.value : peak.value < last.value
        if better { peaks[peaks.count - 1] = peak }
        continue
      }
      peaks.append(peak)
    }
    self.peaks = peaks
    largestMagnitude = abs(largest.value)
    largestTime = largest.time
  }

  /// The interior maximum and/or minimum of `f` on (a, b) that beat both ends, found by
  /// golden-section search (f has at most one interior extremum there).
  static func interiorExtrema(_ f: (Double) -> Double, _ a: Double, _ b: Double)
    -> [(time: Double, value: Double)]
  {
    let ends = max(f(a), f(b))
    let lows = min(f(a), f(b))
    var found: [(time: Double, value: Double)] = []
    for sign in [1.0, -1.0] {
      let t = goldenSection({ sign * f($0) }, a, b)
      let value = f(t)
      if sign > 0 ? value > ends : value < lows { found.append((t, value)) }
    }
    return found
  }

  /// The maximizer of a unimodal `f` on [a, b] to ``timeTolerance``.
  static func goldenSection(_ f: (Double) -> Double, _ a: Double, _ b: Double) -> Double {
    let ratio = (5.0.squareRoot() - 1) / 2
    var (low, high) = (a, b)
    var left = high - ratio * (high - low)
    var right = low + ratio * (high - low)
    var (fLeft, fRight) = (f(left), f(right))
    while high - low > timeTolerance {
      if fLeft < fRight {
        low = left
        left = right
        fLeft = fRight
        right = low + ratio * (high - low)
        fRight = f(right)
      } else {
        high = right
        right = left
        fRight = fLeft
        left = high - ratio * (high - low)
        fLeft = f(left)
      }
    }
    return (low + high) / 2
  }
}
