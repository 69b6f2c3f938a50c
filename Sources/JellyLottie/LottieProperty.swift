/// An animated or static property of a Lottie layer, e.g. its position `ks.p`: its value at any
/// time of the layer's clock, as the Lottie model defines it.
package struct LottieProperty: Sendable, Equatable {
  /// Where the property is: `layers[0 "box"].ks.p` (layer index, name, property path).
  package var path: String
  /// The keyframes in time order, or a single one without easing for a static value.
  package var keyframes: [LottieKeyframe]
  /// Whether the value changes (`a` = 1).
  package var isAnimated: Bool

  /// The number of dimensions of the value (1 for opacity or rotation, 2 or 3 for position).
  package var dimensionCount: Int { keyframes.first?.value.count ?? 0 }

  /// The value at composition frame `frame`: the first keyframe's before it, the last's after;
  /// between two keyframes the start value held (`h`), or eased per dimension by the segment's
  /// cubic Bézier handles. A segment with spatial tangents (`to`, `ti`) is a path: the eased
  /// value is the fraction of its arc length walked, kept within [0, 1] (an overshooting
  /// easing stops at the path's ends, as rlottie plays it).
  ///
  /// - Throws: ``LottieError`` for easing handles outside [0, 1] in x.
  package func value(atFrame frame: Double) throws(LottieError) -> [Double] {
    guard let first = keyframes.first else { return [] }
    guard isAnimated, keyframes.count > 1, frame > first.time else { return first.value }
    guard let next = keyframes.firstIndex(where: { $0.time > frame }) else {
      let last = keyframes[keyframes.count - 1]
      let beforeLast = keyframes[keyframes.count - 2]
      return last.value.isEmpty ? (beforeLast.end ?? beforeLast.value) : last.value
    }
    let start = keyframes[next - 1]
    let end = start.end ?? keyframes[next].value
    if start.isHold { return start.value }
    let span = keyframes[next].time - start.time
    let progress = span > 0 ? (frame - start.time) / span : 1
    if start.isSpatial, start.value.count >= 2, end.count == start.value.count {
      let eased = min(max(try start.easing(0, path: path).value(at: progress), 0), 1)
      return SpatialSegment(
        from: start.value, to: end, outTangent: start.spatialOut ?? [],
        inTangent: start.spatialIn ?? []
      ).point(atLengthFraction: eased)
    }
    var value = start.value
    for index in value.indices where index < end.count {
      let eased = try start.easing(index, path: path).value(at: progress)
      value[index] += (end[index] - value[index]) * eased
    }
    return value
  }
}

/// A position segment along a cubic Bézier path: from P0 to P3 with control points P0 + `to`
/// and P3 + `ti`, walked by arc length as Lottie players walk it.
struct SpatialSegment {
  let p0: [Double], p1: [Double], p2: [Double], p3: [Double]
  /// Arc length at t = k / `steps`, k = 0…steps.
  private let lengths: [Double]
  static let steps = 1024

  init(from: [Double], to: [Double], outTangent: [Double], inTangent: [Double]) {
    let tangent = { (t: [Double], i: Int) in i < t.count ? t[i] : 0 }
    p0 = from
    p3 = to
    p1 = from.indices.map { from[$0] + tangent(outTangent, $0) }
    p2 = to.indices.map { to[$0] + tangent(inTangent, $0) }
    var lengths = [0.0]
    lengths.reserveCapacity(Self.steps + 1)
    // 3-point Gauss–Legendre on each step: exact for the speed's smooth parts to ~1e-12.
    let nodes = [
      (-0.774_596_669_241_483_4, 5.0 / 9), (0.0, 8.0 / 9), (0.774_596_669_241_483_4, 5.0 / 9),
    ]
    let h = 1 / Double(Self.steps)
    var total = 0.0
    for k in 0..<Self.steps {
      let middle = (Double(k) + 0.5) * h
      var piece = 0.0
      for (node, weight) in nodes {
        piece += weight * Self.speed(p0, p1, p2, p3, middle + node * h / 2)
      }
      total += piece * h / 2
      lengths.append(total)
    }
    self.lengths = lengths
  }

  /// |B′(t)|.
  static func speed(_ p0: [Double], _ p1: [Double], _ p2: [Double], _ p3: [Double], _ t: Double)
    -> Double
  {
    let u = 1 - t
    var sum = 0.0
    for i in p0.indices {
      let d =
        3 * u * u * (p1[i] - p0[i]) + 6 * u * t * (p2[i] - p1[i]) + 3 * t * t * (p3[i] - p2[i])
      sum += d * d
    }
    return sum.squareRoot()
  }

  /// B(t).
  func point(at t: Double) -> [Double] {
    let u = 1 - t
    return p0.indices.map { i in
      u * u * u * p0[i] + 3 * u * u * t * p1[i] + 3 * u * t * t * p2[i] + t * t * t * p3[i]
    }
  }

  /// The point at `fraction` (in [0, 1]) of the arc length.
  func point(atLengthFraction fraction: Double) -> [Double] {
    let total = lengths[lengths.count - 1]
    guard total > 0, fraction > 0, fraction < 1 else {
      return point(at: fraction)
    }
    let target = fraction * total
    var low = 0
    var high = lengths.count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if lengths[middle] < target { low = middle } else { high = middle }
    }
    let share = (target - lengths[low]) / (lengths[high] - lengths[low])
    return point(at: (Double(low) + share) / Double(Self.steps))
  }
}
