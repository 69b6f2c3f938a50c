import JellyShapes

/// Shape metrics (area, bounding box, edge length, bulge, inverted) per display frame.
enum ShapeWorkloads {
  /// `repeats` full 60 fps timelines of each preset shape (skype, gooey, jelly).
  static func metrics(repeats: Int) throws -> [Measurement] {
    try ShapeKind.allCases.map { kind in
      let shape = try AnimatedShape(kind: kind)
      let frames = try ShapeTimeline(shape: shape).frames.count
      var failure: (any Error)?
      var sum = 0.0
      let measured = measure(
        "shapes.\(kind.rawValue)_metrics", unit: "frames", size: repeats * frames
      ) {
        do {
          for _ in 0..<repeats {
            let timeline = try ShapeTimeline(shape: shape)
            sum += timeline.frames[frames / 2].metrics.area
          }
        } catch {
          failure = error
        }
        keep(sum)
      }
      if let failure { throw failure }
      return measured.noting("\(frames) frames per timeline (no numpy peer)")
    }
  }
}
