import JellyEasing

/// One keyframe of an animated Lottie property: its time, its value, and how the segment to
/// the next keyframe runs (held, or eased by cubic Bézier handles per dimension, and for a
/// position along a spatial Bézier path).
package struct LottieKeyframe: Sendable, Equatable {
  /// The keyframe's time, in frames of its layer's clock (`t`).
  package var time: Double
  /// The value from this keyframe on (`s`), one number per dimension.
  package var value: [Double]
  /// The value the segment ends on when the document gives it here (`e`, older documents);
  /// otherwise the next keyframe's ``value``.
  package var end: [Double]?
  /// Whether the value holds until the next keyframe (`h` = 1).
  package var isHold: Bool
  /// The temporal easing handles of the segment that starts here: `o` (out of this keyframe)
  /// and `i` (into the next), as (x, y) per dimension; a single pair serves every dimension.
  package var outHandles: [(x: Double, y: Double)]
  package var inHandles: [(x: Double, y: Double)]
  /// The spatial tangents of a position segment (`to`, `ti`), relative to the segment's start
  /// and end points; `nil` or zero for a straight segment.
  package var spatialOut: [Double]?
  package var spatialIn: [Double]?

  package static func == (a: LottieKeyframe, b: LottieKeyframe) -> Bool {
    a.time == b.time && a.value == b.value && a.end == b.end && a.isHold == b.isHold
      && a.outHandles.elementsEqual(b.outHandles, by: { $0 == $1 })
      && a.inHandles.elementsEqual(b.inHandles, by: { $0 == $1 })
      && a.spatialOut == b.spatialOut && a.spatialIn == b.spatialIn
  }

  /// The handles of dimension `index` (the first pair when fewer are given).
  func handles(_ index: Int) -> (out: (x: Double, y: Double), in: (x: Double, y: Double)) {
    (
      outHandles[min(index, outHandles.count - 1)],
      inHandles[min(index, inHandles.count - 1)]
    )
  }

  /// Whether the segment from here is a spatial path (`to` or `ti` given, even zero).
  var isSpatial: Bool { spatialOut != nil || spatialIn != nil }

  /// The segment's temporal easing of dimension `index` as CSS writes it.
  ///
  /// - Throws: ``LottieError/unsupported(path:feature:)`` for handles whose x lies outside
  ///   [0, 1], which make time run backwards.
  func easing(_ index: Int, path: String) throws(LottieError) -> CubicBezierEasing {
    let (out, into) = handles(index)
    do {
      return try CubicBezierEasing(out.x, out.y, into.x, into.y)
    } catch {
      throw .unsupported(path: path, feature: "an easing handle with x outside [0, 1] (\(error))")
    }
  }
}
