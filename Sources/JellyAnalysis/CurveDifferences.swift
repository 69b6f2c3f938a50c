import JellyEasing

/// The largest difference between each pair of easing curves over progress [0, 1]:
/// max |a(u) − b(u)| on the grid u_i = i/(N − 1), with the u where it occurs (the first, on a
/// tie). For curves with continuous values the grid maximum is below the true one by at most
/// (1/(N − 1))·max|a' − b'|/2. A pair with a value that is not a number has NaN as its largest
/// difference.
public struct CurveDifferences: Sendable, Hashable {
  /// One pair: the curves' indices in the list (first < second), the largest |difference|
  /// (value units) and the progress where it occurs, in [0, 1].
  public struct Pair: Sendable, Hashable {
    public let first: Int
    public let second: Int
    public let largest: Double
    public let progress: Double
  }

  /// Every pair, in the order (0, 1), (0, 2), …, (1, 2), …
  public let pairs: [Pair]

  /// The differences of `curves` on `samples` grid points (at least 2).
  public init(curves: [any EasingCurve], samples: Int) {
    let count = max(samples, 2)
    let grid = (0..<count).map { Double($0) / Double(count - 1) }
    let values = curves.map { curve in grid.map { curve.value(at: $0) } }
    var pairs: [Pair] = []
    for first in values.indices {
      for second in values.indices where second > first {
        var largest = -1.0
        var at = 0.0
        for (i, u) in grid.enumerated() {
          let difference = abs(values[first][i] - values[second][i])
          if difference.isNaN {
            // A curve that is not a number somewhere has no largest difference.
            (largest, at) = (.nan, u)
            break
          }
          if difference > largest {
            largest = difference
            at = u
          }
        }
        pairs.append(Pair(first: first, second: second, largest: largest, progress: at))
      }
    }
    self.pairs = pairs
  }

  /// The pair that differs most, or `nil` for fewer than two curves.
  public var largest: Pair? {
    pairs.filter { !$0.largest.isNaN }.max { $0.largest < $1.largest }
  }
}
