import JellyMath

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds one object in each frame of a video, to a fraction of a pixel.
///
/// Feed it the frames in order with ``observe(_:)``. Each frame takes one pass over the region
/// of interest: every pixel's difference from the background (``ObjectCriterion``) is added to
/// its row's and its column's sum when it exceeds the noise threshold, and ``EdgeProfile``
/// places the box's four edges from those two profiles. The threshold (``NoiseLevel``) is
/// estimated from the differences themselves: the previous frame's, and again from the
/// frame's own when they show more noise. A frame whose region is byte for byte the previous
/// one's is reported as repeated without a pass.
///
/// The first frame also sets what the criterion needs from it: the background colour
/// (``ObjectCriterion/differsFromFirstFrameBackground``, and the contrast of
/// ``ObjectCriterion/matchesColor(_:tolerance:)``) or the reference image
/// (``ObjectCriterion/differsFromFirstFrame``). The buffers are made once, so tracking
/// allocates nothing per frame.
public struct ObjectTracker: Sendable {
  /// The fewest pixels above the noise threshold that make an object.
  public static let minimumObjectPixels = 4

  /// Columns of every frame, pixels.
  public let frameWidth: Int
  /// Rows of every frame, pixels.
  public let frameHeight: Int
  /// The part of each frame searched.
  public let region: PixelRegion
  /// What makes a pixel the object's.
  public let criterion: ObjectCriterion

  private var measure: ResolvedMeasure?
  private var previous: [UInt8]
  private var hasPrevious = false
  private var level: NoiseLevel?
  private var profiles: FrameProfiles
  private var lastObservation: FrameObservation?

  /// The difference measure, once the first frame has set it.
  private enum ResolvedMeasure: Sendable {
    case color(ColorDifference)
    case reference([UInt8])
    case match(MatchDifference)
  }

  /// A tracker for frames of `frameWidth` × `frameHeight` pixels looking inside `region`
  /// (default: the whole frame) for what `criterion` describes.
  ///
  /// - Throws: ``TrackError/invalidParameter(_:)`` for a frame smaller than 1 × 1 or a
  ///   tolerance outside 0...765, ``TrackError/regionOutsideFrame(_:width:height:)`` when
  ///   `region` does not lie inside the frame.
  public init(
    frameWidth: Int, frameHeight: Int, criterion: ObjectCriterion, region: PixelRegion? = nil
  ) throws(TrackError) {
    guard frameWidth >= 1, frameHeight >= 1 else {
      throw .invalidParameter(
        ParameterError(
          .frameSize, count: min(frameWidth, frameHeight), allowed: "at least 1 x 1 pixels"))
    }
    if case .matchesColor(_, let tolerance) = criterion, !(0...765).contains(tolerance) {
      throw .invalidParameter(
        ParameterError(.colorTolerance, count: tolerance, allowed: "in [0, 765]"))
    }
    let region = region ?? .frame(width: frameWidth, height: frameHeight)
    guard region.fits(width: frameWidth, height: frameHeight) else {
      throw .regionOutsideFrame(region, width: frameWidth, height: frameHeight)
    }
    self.frameWidth = frameWidth
    self.frameHeight = frameHeight
    self.region = region
    self.criterion = criterion
    previous = [UInt8](repeating: 0, count: 3 * region.width * region.height)
    profiles = FrameProfiles(width: region.width, height: region.height)
  }

  /// The object in `frame`, the next frame of the video (``frameWidth`` × ``frameHeight``).
  public mutating func observe(_ frame: PixelFrame) -> FrameObservation {
    precondition(
      frame.width == frameWidth && frame.height == frameHeight,
      "every frame has the tracker's size")
    return frame.bytes.withUnsafeBufferPointer { bytes in
      // A frame holds at least one pixel (PixelFrame's precondition), so there is an address.
      guard let base = bytes.baseAddress else {
        return FrameObservation(box: nil, isRepeat: false, noiseThreshold: 0)
      }
      if hasPrevious, let last = lastObservation, regionEqualsPrevious(base) {
        return FrameObservation(box: last.box, isRepeat: true, noiseThreshold: last.noiseThreshold)
      }
      copyRegionToPrevious(base)
      hasPrevious = true
      let measure = self.measure ?? resolveMeasure(firstFrame: base)
      self.measure = measure
      if level == nil {
        // The first frame: its own differences set the threshold it is read with.
        fill(base, measure: measure, level: NoiseLevel(background: 0, threshold: Int.max))
        level = NoiseLevel(histogram: profiles.histogram)
      }
      var used = level ?? NoiseLevel(background: 0, threshold: 1)
      fill(base, measure: measure, level: used)
      let estimated = NoiseLevel(histogram: profiles.histogram)
      if estimated.threshold > used.threshold {
        used = estimated
        fill(base, measure: measure, level: used)
      }
      level = estimated
      let observation = FrameObservation(
        box: box(), isRepeat: false, noiseThreshold: used.threshold)
      lastObservation = observation
      return observation
    }
  }

  /// The box of the current profiles, in frame coordinates, or `nil` for too few pixels.
  private func box() -> ObjectBox? {
    guard profiles.countedPixels >= Self.minimumObjectPixels else { return nil }
    let horizontal = profiles.columns.withUnsafeBufferPointer { EdgeProfile.edges(of: $0) }
    let vertical = profiles.rows.withUnsafeBufferPointer { EdgeProfile.edges(of: $0) }
    guard let horizontal, let vertical else { return nil }
    return ObjectBox(
      left: horizontal.lower, right: horizontal.upper, top: vertical.lower,
      bottom: vertical.upper
    ).offsetBy(dx: Double(region.x), dy: Double(region.y))
  }

  private mutating func fill(
    _ frame: UnsafePointer<UInt8>, measure: ResolvedMeasure, level: NoiseLevel
  ) {
    switch measure {
    case .color(let color):
      profiles.fill(
        from: frame, frameWidth: frameWidth, region: region, measure: color, level: level)
    case .match(let match):
      profiles.fill(
        from: frame, frameWidth: frameWidth, region: region, measure: match, level: level)
    case .reference(let reference):
      reference.withUnsafeBufferPointer { reference in
        guard let reference = reference.baseAddress else { return }
        profiles.fill(
          from: frame, frameWidth: frameWidth, region: region,
          measure: ReferenceDifference(reference: reference), level: level)
      }
    }
  }

  /// What the criterion needs from the first frame (whose region ``previous`` now holds).
  private func resolveMeasure(firstFrame: UnsafePointer<UInt8>) -> ResolvedMeasure {
    switch criterion {
    case .differsFromBackground(let color):
      return .color(ColorDifference(color: color))
    case .differsFromFirstFrame:
      return .reference(previous)
    case .differsFromFirstFrameBackground:
      return .color(ColorDifference(color: medianColor(of: previous)))
    case .matchesColor(let color, let tolerance):
      let contrast = medianColor(of: previous).distance(to: color)
      return .match(MatchDifference(color: color, tolerance: tolerance, contrast: contrast))
    }
  }

  /// Each channel's median over `pixels` (three bytes a pixel).
  private func medianColor(of pixels: [UInt8]) -> RGBColor {
    var counts = [[Int]](repeating: [Int](repeating: 0, count: 256), count: 3)
    for index in stride(from: 0, to: pixels.count, by: 3) {
      counts[0][Int(pixels[index])] += 1
      counts[1][Int(pixels[index + 1])] += 1
      counts[2][Int(pixels[index + 2])] += 1
    }
    let half = (pixels.count / 3 + 1) / 2
    let medians = counts.map { channel -> UInt8 in
      var seen = 0
      for (level, count) in channel.enumerated() {
        seen += count
        if seen >= half { return UInt8(level) }
      }
      return 255
    }
    return RGBColor(red: medians[0], green: medians[1], blue: medians[2])
  }

  /// Whether the region of `frame` holds the same bytes as ``previous``.
  private func regionEqualsPrevious(_ frame: UnsafePointer<UInt8>) -> Bool {
    let rowBytes = 3 * region.width
    return previous.withUnsafeBytes { stored in
      guard let stored = stored.baseAddress else { return false }
      for row in 0..<region.height {
        let current = UnsafeRawPointer(frame + 3 * ((region.y + row) * frameWidth + region.x))
        if memcmp(current, stored + row * rowBytes, rowBytes) != 0 { return false }
      }
      return true
    }
  }

  /// Copies the region of `frame` into ``previous``.
  private mutating func copyRegionToPrevious(_ frame: UnsafePointer<UInt8>) {
    let rowBytes = 3 * region.width
    let region = self.region
    let frameWidth = self.frameWidth
    previous.withUnsafeMutableBytes { stored in
      guard let stored = stored.baseAddress else { return }
      for row in 0..<region.height {
        let source = UnsafeRawPointer(frame + 3 * ((region.y + row) * frameWidth + region.x))
        (stored + row * rowBytes).copyMemory(from: source, byteCount: rowBytes)
      }
    }
  }
}
