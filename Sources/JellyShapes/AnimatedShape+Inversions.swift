import JellyFrameDiff
import JellyMath

// Where the bend b(t) is negative. The nodes are the frame times n/fps, the helpers' delays, the
// animation end and every extremum of diff(t) (PeakFinder's refined peaks, to 1e-9 s). Between
// two neighbouring nodes diff is monotone, so each shape's bend (linear in diff for the menus,
// the tent Δ(p) of a monotone p for the jelly) changes sign at most once there unless the jelly's
// progress jumps across both 0 and 1 within one frame. Each sign change is solved by Brent's
// method to 1e-13 s; the most negative bend of an interval is at one of its nodes (an extremum of
// diff or a clipped end), since the bend is monotone in between.

extension AnimatedShape {
  /// Brent's absolute tolerance for the start and end of an inversion, in seconds.
  public static let inversionTimeTolerance = 1e-13

  /// The intervals in [0, horizon] during which the shape is inverted, in time order.
  ///
  /// - Parameters:
  ///   - framesPerSecond: The bracketing grid, in (0, 1000]; default 60.
  ///   - horizon: The last time searched, seconds (default ``animationEnd``; ≥ 0, finite).
  /// - Returns: Each interval's start and end to 1e-13 s, and its deepest bend (exact at the
  ///   refined extremum of diff, whose time is known to 1e-9 s).
  /// - Throws: ``ShapeError/frameDiff(_:)`` for an fps or horizon out of range.
  public func inversions(framesPerSecond: Double = 60, through horizon: Double? = nil)
    throws(ShapeError) -> [InversionInterval]
  {
    try inversions(framesPerSecond: framesPerSecond, through: horizon, peaks: nil)
  }

  /// ``inversions(framesPerSecond:through:)`` reusing `peaks`, the refined peaks of ``scene``
  /// through the same horizon as `PeakFinder.refinedPeaks(of:framesPerSecond:through:)-(FrameDiffScene,_,_)`
  /// returns them for the same `framesPerSecond`, or `nil` to find them here. The result is
  /// the same either way.
  ///
  /// - Throws: ``ShapeError/frameDiff(_:)`` for an fps or horizon out of range.
  public func inversions(framesPerSecond: Double, through horizon: Double?, peaks: [Peak]?)
    throws(ShapeError) -> [InversionInterval]
  {
    let end = horizon ?? animationEnd
    var nodes = try frameTimes(framesPerSecond: framesPerSecond, through: end)
    nodes += try peakTimes(framesPerSecond: framesPerSecond, through: end, peaks: peaks)
    nodes += otherNodes(through: end)
    nodes.sort()

    var intervals: [InversionInterval] = []
    var open: (start: Double, deepestTime: Double, deepestBend: Double)?
    var previous = (time: nodes[0], bend: bend(at: nodes[0]))
    if previous.bend < 0 { open = (previous.time, previous.time, previous.bend) }
    for t in nodes.dropFirst() where t > previous.time {
      let b = bend(at: t)
      if (b < 0) != (previous.bend < 0) {
        let crossing = self.crossing(between: previous.time, t)
        if let current = open {
          intervals.append(
            InversionInterval(
              start: current.start, end: crossing, isClippedAtHorizon: false,
              deepestTime: current.deepestTime, deepestBend: current.deepestBend))
          open = nil
        } else {
          open = (crossing, t, b)
        }
      } else if b < 0, let current = open, b < current.deepestBend {
        open = (current.start, t, b)
      }
      previous = (t, b)
    }
    if let current = open {
      intervals.append(
        InversionInterval(
          start: current.start, end: end, isClippedAtHorizon: true,
          deepestTime: current.deepestTime, deepestBend: current.deepestBend))
    }
    return intervals
  }

  /// Whether the shape is inverted (bend < 0) at any time in [0, horizon] that
  /// ``inversions(framesPerSecond:through:)`` samples: exactly when that list is not empty, but
  /// without solving for the crossings. The bend is read at the same nodes (frames, refined
  /// peaks of diff, delays and cuts, the horizon); linear in the number of frames.
  ///
  /// - Parameters:
  ///   - framesPerSecond: The bracketing grid, in (0, 1000].
  ///   - horizon: The last time searched, seconds (`nil`: ``animationEnd``).
  ///   - peaks: The refined peaks of ``scene`` through the horizon (as
  ///     `PeakFinder.refinedPeaks(of:framesPerSecond:through:)-(FrameDiffScene,_,_)` returns them), or `nil`
  ///     to find them here.
  ///   - frameBends: The bends at the frames t_n = n/fps through the horizon, as
  ///     ``frameBends(framesPerSecond:through:)`` returns them, or `nil` to evaluate them here.
  /// - Throws: ``ShapeError/frameDiff(_:)`` for an fps or horizon out of range.
  public func isInverted(
    framesPerSecond: Double, through horizon: Double? = nil, peaks: [Peak]? = nil,
    frameBends: [Double]? = nil
  ) throws(ShapeError) -> Bool {
    let end = horizon ?? animationEnd
    let peakNodes = try peakTimes(framesPerSecond: framesPerSecond, through: end, peaks: peaks)
    if peakNodes.contains(where: { bend(at: $0) < 0 }) { return true }
    if otherNodes(through: end).contains(where: { bend(at: $0) < 0 }) { return true }
    if let frameBends { return frameBends.contains { $0 < 0 } }
    return try self.frameBends(framesPerSecond: framesPerSecond, through: end).contains { $0 < 0 }
  }

  /// The bend at every display-link frame t_n = n/fps in [0, horizon], in points.
  ///
  /// - Parameters:
  ///   - framesPerSecond: The display-link rate, in (0, 1000].
  ///   - horizon: The last time, seconds (`nil`: ``animationEnd``).
  /// - Throws: ``ShapeError/frameDiff(_:)`` for an fps or horizon out of range.
  public func frameBends(framesPerSecond: Double, through horizon: Double? = nil)
    throws(ShapeError) -> [Double]
  {
    try frameTimes(framesPerSecond: framesPerSecond, through: horizon ?? animationEnd).map(
      bend(at:))
  }

  /// The frame times n/fps in [0, end].
  private func frameTimes(framesPerSecond: Double, through end: Double) throws(ShapeError)
    -> [Double]
  {
    do {
      let link = try DisplayLink(framesPerSecond: framesPerSecond)
      let count = try link.frameCount(through: end)
      return (0..<count).map(link.time(ofFrame:))
    } catch {
      throw .frameDiff(error)
    }
  }

  /// The times of the refined peaks of diff in (0, end]: `peaks`, or found here.
  private func peakTimes(framesPerSecond: Double, through end: Double, peaks: [Peak]?)
    throws(ShapeError) -> [Double]
  {
    if let peaks { return peaks.map(\.time) }
    do {
      return try PeakFinder.refinedPeaks(of: scene, framesPerSecond: framesPerSecond, through: end)
        .map(\.time)
    } catch {
      throw .frameDiff(error)
    }
  }

  /// The helpers' delays and cut times before `end` (where the bend may jump), the animation
  /// end before `end`, and `end` itself.
  private func otherNodes(through end: Double) -> [Double] {
    (scene.kinks + [animationEnd]).filter { $0 > 0 && $0 < end } + [end]
  }

  /// The time in [a, b] where the bend changes sign (b(a) and b(b) on either side of 0).
  private func crossing(between a: Double, _ b: Double) -> Double {
    // At a helper's cut the shape jumps: when the sign is unchanged just before b, the change
    // is the jump at b itself, not a root for Brent to approach.
    if scene.kinks.contains(b), (bend(at: b.nextDown) < 0) == (bend(at: a) < 0) { return b }
    // The bend is negative strictly inside the interval: solve for the sign change of
    // "b(t) < 0", treating b = 0 as not inverted.
    let signed = { (t: Double) -> Double in self.bend(at: t) < 0 ? -1 : 1 }
    let smooth = { (t: Double) -> Double in
      let value = self.bend(at: t)
      return value == 0 ? signed(t) : value
    }
    let root =
      (try? RootFinding.brent(in: a, b, absoluteTolerance: Self.inversionTimeTolerance, smooth))
      ?? b
    // A bend of exactly 0 at a (e.g. both helpers at rest at t = 0) means the sign changes at
    // a itself; Brent only gets within its tolerance, so snap a root that close back to a.
    if bend(at: a) == 0, root - a <= Self.inversionTimeTolerance { return a }
    return root
  }
}
