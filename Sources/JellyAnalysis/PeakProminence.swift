import JellyFrameDiff

/// The topographic prominence of the peaks of a curve, from its list of local extrema alone.
///
/// A maximum's prominence is its height above the higher of its two bases, a base being the
/// lowest minimum between it and the nearest higher maximum on that side (or the end of the list
/// when there is none); a minimum's is the same with the curve turned upside down. A side with
/// no extremum of the other kind is not counted (the curve's end points are not in the list), and
/// a peak with no such extremum on either side has an infinite prominence. Between two
/// consecutive extrema a curve is monotone, so these bases are the curve's own: for the alternating
/// extrema of a spring or a diff, this is the prominence of the continuous curve with its two
/// ends left out. Linear in the number of peaks.
public enum PeakProminence {
  /// The prominence of each peak (≥ 0, in value units; `.infinity` for a lone peak), in order.
  ///
  /// - Parameter peaks: Local extrema in time order.
  public static func prominences(of peaks: [Peak]) -> [Double] {
    let values = peaks.map(\.value)
    let isMax = peaks.map { $0.kind == .maximum }
    // For maxima the bases are minima; for minima, by symmetry, maxima of the negated values.
    var result = [Double](repeating: .infinity, count: peaks.count)
    for sign in [1.0, -1.0] {
      let lifted = values.map { $0 * sign }
      let isTop = isMax.map { sign > 0 ? $0 : !$0 }
      let left = bases(lifted, isTop: isTop, order: Array(peaks.indices))
      let right = bases(lifted, isTop: isTop, order: peaks.indices.reversed())
      for i in peaks.indices where isTop[i] {
        let base = [left[i], right[i]].compactMap { $0 }.max()
        result[i] = base.map { lifted[i] - $0 } ?? .infinity
      }
    }
    return result
  }

  /// The peaks whose prominence is at least `minimum` (in value units), in order.
  public static func filter(_ peaks: [Peak], minimum: Double) -> [Peak] {
    zip(peaks, prominences(of: peaks)).filter { $0.1 >= minimum }.map(\.0)
  }

  /// For each top (a maximum of `values`), the lowest other value between it and the nearest
  /// strictly higher top met walking in `order`, or `nil` when that stretch holds none: a stack
  /// of the tops still waiting for a higher one, each with the lowest value seen before it.
  private static func bases(_ values: [Double], isTop: [Bool], order: [Int]) -> [Double?] {
    var result = [Double?](repeating: nil, count: values.count)
    var stack: [(value: Double, lowestBefore: Double?)] = []
    var lowestSinceTop: Double?
    func lower(_ a: Double?, _ b: Double?) -> Double? {
      guard let a else { return b }
      guard let b else { return a }
      return min(a, b)
    }
    for i in order {
      guard isTop[i] else {
        lowestSinceTop = lower(lowestSinceTop, values[i])
        continue
      }
      var base = lowestSinceTop
      while let top = stack.last, top.value <= values[i] {
        base = lower(base, top.lowestBefore)
        stack.removeLast()
      }
      result[i] = base
      stack.append((values[i], base))
      lowestSinceTop = nil
    }
    return result
  }
}
