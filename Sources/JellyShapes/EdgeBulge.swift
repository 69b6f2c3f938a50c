import JellyGeometry

extension QuadraticBezier {
  /// The largest distance of the curve from its chord (the segment start–end), in points:
  /// exactly half the control point's distance from the chord's line.
  ///
  /// Derivation: with start and end on the line, the signed distance of B(t) from it is
  /// 2t(1−t)·d, d being the control point's signed distance, so its largest magnitude is |d|/2
  /// at t = ½. With start = end the "chord" is a point and the answer is |control − start|/2.
  /// Exact up to rounding.
  @inline(__always)
  public var chordDistance: Double {
    let chord = end - start
    let offset = control - start
    let chordLength = chord.length
    guard chordLength > 0 else { return offset.length / 2 }
    return abs(chord.cross(offset)) / chordLength / 2
  }
}
