/// The two edges of an object along one axis, found to a fraction of a pixel from the sums of
/// its differences across the other axis (a column or row profile).
///
/// Inside the object every sum is the same, the plateau: the object's contrast times its
/// extent across. On an anti-aliased or blurred edge the sums fall from the plateau to 0, and
/// the area under them is what the edge covers. So each edge is placed where a sharp edge
/// would cover that same area: for the lower edge, `b + 1 − Σ P[a...b] / plateau` over a
/// window `a...b` that starts outside the object and ends inside it, and for the upper edge
/// `a + Σ P[a...b] / plateau`. Blur that keeps the area (anti-aliasing, the codec's smoothing,
/// chroma subsampling) does not move the result, and no pixel grid quantises it.
///
/// The windows span the half-plateau crossing ± ``edgeSpread`` pixels on the inner side and
/// reach out to the first counted sum (at most ``maximumReach`` pixels out) on the outer side.
/// An object narrower than `2 × edgeSpread + 1` pixels is placed by its area and centroid
/// instead.
public enum EdgeProfile {
  /// How far inside its half-plateau crossing an edge may still be blurred, pixels.
  public static let edgeSpread = 4
  /// How far outside its half-plateau crossing an edge's window may reach, pixels.
  public static let maximumReach = 16

  /// The lower and upper edges of the object in `profile` (index `i` covers [i, i + 1)), or
  /// `nil` when every sum is 0.
  public static func edges(of profile: UnsafeBufferPointer<Int>) -> (lower: Double, upper: Double)?
  {
    guard let peak = profile.max(), peak > 0 else { return nil }
    guard let first = profile.firstIndex(where: { 2 * $0 >= peak }),
      let last = profile.lastIndex(where: { 2 * $0 >= peak })
    else { return nil }
    guard last - first >= 2 * edgeSpread + 1 else {
      return narrowEdges(profile, plateau: Double(peak))
    }
    let interior = (first + edgeSpread)...(last - edgeSpread)
    var sum = 0
    for index in interior { sum += profile[index] }
    let plateau = Double(sum) / Double(interior.count)
    // The crossings of half the plateau (the peak may stand above it on noise).
    let lowerCrossing = profile[...interior.lowerBound].firstIndex { 2 * Double($0) >= plateau }
    let upperCrossing = profile[interior.upperBound...].lastIndex { 2 * Double($0) >= plateau }
    let lowerInside = min((lowerCrossing ?? first) + edgeSpread, interior.lowerBound)
    let upperInside = max((upperCrossing ?? last) - edgeSpread, interior.upperBound)
    let lowerOutside = outerEnd(profile, from: lowerInside, step: -1)
    let upperOutside = outerEnd(profile, from: upperInside, step: 1)
    var lowerArea = 0
    for index in lowerOutside...lowerInside { lowerArea += profile[index] }
    var upperArea = 0
    for index in upperInside...upperOutside { upperArea += profile[index] }
    return (
      Double(lowerInside + 1) - Double(lowerArea) / plateau,
      Double(upperInside) + Double(upperArea) / plateau
    )
  }

  /// The window's outer end: from `start`, outwards while the sums are counted, one step past
  /// the last counted one, at most ``maximumReach`` + ``edgeSpread`` steps.
  private static func outerEnd(_ profile: UnsafeBufferPointer<Int>, from start: Int, step: Int)
    -> Int
  {
    var index = start
    var steps = 0
    while steps < maximumReach + edgeSpread {
      let next = index + step
      guard next >= 0, next < profile.count else { break }
      index = next
      steps += 1
      if profile[index] == 0 { break }
    }
    return index
  }

  /// A narrow object: width from its area over the peak, centred on its centroid.
  private static func narrowEdges(_ profile: UnsafeBufferPointer<Int>, plateau: Double)
    -> (lower: Double, upper: Double)
  {
    var area = 0.0
    var moment = 0.0
    for (index, value) in profile.enumerated() where value > 0 {
      area += Double(value)
      moment += Double(value) * (Double(index) + 0.5)
    }
    let centre = moment / area
    let width = area / plateau
    return (centre - width / 2, centre + width / 2)
  }
}
