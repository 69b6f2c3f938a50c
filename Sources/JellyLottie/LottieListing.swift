import Foundation

extension LottieDocument {
  /// The animated property at `path`: its path as listed (`layers[0 "box"].ks.p`), or the same
  /// without the layer's name (`layers[0].ks.p.y`, as `export --format lottie` reports it).
  package func animatedProperty(at path: String) -> (layer: LottieLayer, property: LottieProperty)?
  {
    animatedProperties.first { entry in
      entry.property.path == path || Self.unnamed(entry.property.path) == path
    }
  }

  /// `layers[0 "box"].ks.p` → `layers[0].ks.p`.
  static func unnamed(_ path: String) -> String {
    guard let open = path.firstIndex(of: "["), let close = path.firstIndex(of: "]"),
      let space = path[open..<close].firstIndex(of: " ")
    else { return path }
    return String(path[..<space]) + String(path[close...])
  }

  /// The listing of every animated property, one block each: its path, dimensions, the frames
  /// its layer shows and its keyframes, then one line per segment with its frames and how it
  /// runs (held, eased per dimension as `cubic-bezier(x1, y1, x2, y2)`, along a spatial path).
  package var listing: String {
    var lines = [
      "\(animatedProperties.count) animated propert\(animatedProperties.count == 1 ? "y" : "ies");"
        + " \(NumberFormat.short(frameRate)) frames/s,"
        + " frames \(NumberFormat.short(inPoint)) to \(NumberFormat.short(outPoint)),"
        + " \(NumberFormat.short(width))x\(NumberFormat.short(height)) px"
    ]
    for (layer, property) in animatedProperties {
      let dimensions = property.dimensionCount
      lines.append(
        "\(property.path): \(dimensions) dimension\(dimensions == 1 ? "" : "s"),"
          + " \(property.keyframes.count) keyframes; layer shown in frames"
          + " \(NumberFormat.short(layer.inPoint)) to \(NumberFormat.short(layer.outPoint))")
      for (start, next) in zip(property.keyframes, property.keyframes.dropFirst()) {
        let frames =
          "  frames \(NumberFormat.short(start.time)) to \(NumberFormat.short(next.time)):"
        lines.append(frames + " " + Self.segment(start, dimensions: dimensions))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// How a segment runs, e.g. `hold` or `x cubic-bezier(…), y cubic-bezier(…)`.
  static func segment(_ start: LottieKeyframe, dimensions: Int) -> String {
    if start.isHold {
      return "hold at \(start.value.map(NumberFormat.short).joined(separator: ","))"
    }
    func easing(_ index: Int) -> String {
      let (out, into) = start.handles(index)
      return "cubic-bezier("
        + [out.x, out.y, into.x, into.y].map(NumberFormat.short)
        .joined(separator: ", ") + ")"
    }
    if start.isSpatial { return "spatial path, eased by " + easing(0) }
    let shared = start.outHandles.count == 1 && start.inHandles.count == 1
    if shared || dimensions == 1 { return easing(0) }
    let names = ["x", "y", "z"]
    return (0..<dimensions).map { "\($0 < 3 ? names[$0] : "\($0)") \(easing($0))" }
      .joined(separator: ", ")
  }
}

/// Short number texts for listings: at most 6 significant digits, no trailing zeros.
enum NumberFormat {
  static func short(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e9 { return String(Int64(value)) }
    var text = String(format: "%.6g", value)
    if text.contains("."), !text.contains("e") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text
  }
}

extension LottieDocument {
  /// The temporal easing of segment `index` (keyframe `index` to `index` + 1, from 0) of the
  /// animated property at `path` (as ``animatedProperty(at:)`` finds it), in dimension
  /// `dimension`: the handles (x1, y1, x2, y2) that `cubic-bezier()` takes.
  ///
  /// - Throws: ``LottieError`` naming the path: no such property, no such segment or
  ///   dimension, or a held segment (it has no easing).
  package func segmentEasing(path: String, index: Int, dimension: Int = 0) throws(LottieError)
    -> (x1: Double, y1: Double, x2: Double, y2: Double)
  {
    guard let (_, property) = animatedProperty(at: path) else {
      let known = animatedProperties.map(\.property.path).joined(separator: ", ")
      throw .malformed(path: path, reason: "no such animated property (the document has \(known))")
    }
    let segments = property.keyframes.count - 1
    guard index >= 0, index < segments else {
      throw .malformed(
        path: "\(property.path).k",
        reason: "no segment \(index): it has \(segments) (0 to \(segments - 1))")
    }
    guard dimension >= 0, dimension < max(property.dimensionCount, 1) else {
      throw .malformed(
        path: property.path,
        reason: "no dimension \(dimension): it has \(property.dimensionCount)")
    }
    let start = property.keyframes[index]
    guard !start.isHold else {
      throw .unsupported(path: "\(property.path).k[\(index)]", feature: "a held segment's easing")
    }
    let (out, into) = start.handles(dimension)
    return (out.x, out.y, into.x, into.y)
  }
}
