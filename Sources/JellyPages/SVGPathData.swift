import JellyGeometry

/// The SVG path data (`d`) of an exact outline: `M` to the start, then `L`, `Q` or `C` per
/// segment with its exact end and control points, then `Z`; coordinates in points, y down as in
/// UIKit, each in its shortest round-trip form (``PageData/numberText(_:)``).
package enum SVGPathData {
  /// The `d` text of `path`, exact: no segment is flattened.
  package static func text(of path: ClosedPath) -> String {
    guard let first = path.segments.first else { return "" }
    var text = "M" + pair(first.start)
    for segment in path.segments {
      switch segment {
      case .line(let line):
        text += "L" + pair(line.end)
      case .quadratic(let curve):
        text += "Q" + pair(curve.control) + " " + pair(curve.end)
      case .cubic(let curve):
        text += "C" + pair(curve.control1) + " " + pair(curve.control2) + " " + pair(curve.end)
      }
    }
    return text + "Z"
  }

  private static func pair(_ point: Vector2) -> String {
    PageData.numberText(point.x) + " " + PageData.numberText(point.y)
  }
}
