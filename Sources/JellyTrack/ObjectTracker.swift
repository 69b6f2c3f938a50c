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
/// Frames come as `rgb24` or, for the criteria that compare with the first frame, `yuv420p`
/// (``ObjectCriterion/pixelFormat``): there a pixel's difference is its luma sample's plus its
/// chroma samples', which cover 2 × 2 pixels; the edges, placed by the area under the profiles,
/// are not moved by that sharing.
///
/// The first frame also sets what the criterion needs from it: the background colour
/// (``ObjectCriterion/differsFromFirstFrameBackground``, and the contrast of
/// ``ObjectCriterion/matchesColor(_:tolerance:)``) or the reference image
/// (``ObjectCriterion/differsFromFirstFrame``). The buffers are made once, so tracking
/// allocates nothing per frame. To spot a repeated frame the tracker keeps the last frame's
/// bytes: the array itself, shared and not copied, so a caller that reads the next frame into
/// a buffer of its own, not the last one's, copies nothing either.
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
  /// How every frame holds its pixels.
  public let format: PixelFormat

  private let planes: RegionPlanes
  private var measure: ResolvedMeasure?
  /// The previous frame's bytes, shared with the caller's frame.
  private var previous: [UInt8]?
  private var level: NoiseLevel?
  private var profiles: FrameProfiles
  private var lastObservation: FrameObservation?

  /// The difference measure, once the first frame has set it.
  private enum ResolvedMeasure: Sendable {
    case color(ColorDifference)
    case reference([UInt8])
    case match(MatchDifference)
    case planarColor(PlanarColorDifference)
    case planarReference([UInt8])
  }

  /// A tracker for frames of `frameWidth` × `frameHeight` pixels in `format` (default `rgb24`)
  /// looking inside `region` (default: the whole frame) for what `criterion` describes.
  ///
  /// - Throws: ``TrackError/invalidParameter(_:)`` for a frame smaller than 1 × 1 or a
  ///   tolerance outside 0...765, ``TrackError/regionOutsideFrame(_:width:height:)`` when
  ///   `region` does not lie inside the frame, ``TrackError/formatUnsupported(_:criterion:)``
  ///   for `yuv420p` frames with a criterion that names a colour (``ObjectCriterion/pixelFormat``).
  public init(
    frameWidth: Int, frameHeight: Int, format: PixelFormat = .rgb24, criterion: ObjectCriterion,
    region: PixelRegion? = nil
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
    guard format == .rgb24 || criterion.pixelFormat == format else {
      throw .formatUnsupported(format, criterion: criterion)
    }
    self.frameWidth = frameWidth
    self.frameHeight = frameHeight
    self.format = format
    self.region = region
    self.criterion = criterion
    planes = RegionPlanes(
      region: region, frameWidth: frameWidth, frameHeight: frameHeight, format: format)
    profiles = FrameProfiles(width: region.width, height: region.height)
  }

  /// The object in `frame`, the next frame of the video (``frameWidth`` × ``frameHeight``, in
  /// ``format``).
  public mutating func observe(_ frame: PixelFrame) -> FrameObservation {
    precondition(
      frame.width == frameWidth && frame.height == frameHeight && frame.format == format,
      "every frame has the tracker's size and format")
    return frame.bytes.withUnsafeBufferPointer { bytes in
      // A frame holds at least one pixel (PixelFrame's precondition), so there is an address.
      guard let base = bytes.baseAddress else {
        return FrameObservation(box: nil, isRepeat: false, noiseThreshold: 0)
      }
      if let previous, let last = lastObservation, regionEquals(base, previous) {
        return FrameObservation(box: last.box, isRepeat: true, noiseThreshold: last.noiseThreshold)
      }
      previous = frame.bytes
      let measure = self.measure ?? resolveMeasure(firstRegion: compactRegion(of: base))
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
    let planes = self.planes
    let region = self.region
    switch measure {
    case .color(let color):
      profiles.fill(from: frame, planes: planes, region: region, measure: color, level: level)
    case .match(let match):
      profiles.fill(from: frame, planes: planes, region: region, measure: match, level: level)
    case .planarColor(let color):
      profiles.fill(from: frame, planes: planes, region: region, measure: color, level: level)
    case .reference(let reference):
      reference.withUnsafeBufferPointer { reference in
        guard let reference = reference.baseAddress else { return }
        profiles.fill(
          from: frame, planes: planes, region: region,
          measure: ReferenceDifference(reference: reference), level: level)
      }
    case .planarReference(let reference):
      reference.withUnsafeBufferPointer { reference in
        guard let reference = reference.baseAddress else { return }
        profiles.fill(
          from: frame, planes: planes, region: region,
          measure: PlanarReferenceDifference(
            reference: reference, blueStart: planes.planes[1].compactStart,
            redStart: planes.planes[2].compactStart),
          level: level)
      }
    }
  }

  /// What the criterion needs from the first frame, whose region `first` holds compact.
  private func resolveMeasure(firstRegion first: [UInt8]) -> ResolvedMeasure {
    switch (criterion, format) {
    case (.differsFromFirstFrame, .rgb24):
      return .reference(first)
    case (.differsFromFirstFrame, .yuv420p):
      return .planarReference(first)
    case (.differsFromFirstFrameBackground, .yuv420p):
      let medians = planes.planes.map { Self.median(of: $0, in: first) }
      return .planarColor(
        PlanarColorDifference(luma: medians[0], blue: medians[1], red: medians[2]))
    case (.differsFromFirstFrameBackground, .rgb24):
      return .color(ColorDifference(color: Self.medianColor(first)))
    case (.differsFromFirstFrame, .gray), (.differsFromFirstFrameBackground, .gray):
      preconditionFailure("the initializer refuses gray frames (no criterion compares luma alone)")
    case (.differsFromBackground(let color), _):
      return .color(ColorDifference(color: color))
    case (.matchesColor(let color, let tolerance), _):
      let contrast = Self.medianColor(first).distance(to: color)
      return .match(MatchDifference(color: color, tolerance: tolerance, contrast: contrast))
    }
  }

  /// Each channel's median over `pixels` (three bytes a pixel).
  private static func medianColor(_ pixels: [UInt8]) -> RGBColor {
    var counts = [[Int]](repeating: [Int](repeating: 0, count: 256), count: 3)
    for index in stride(from: 0, to: pixels.count, by: 3) {
      counts[0][Int(pixels[index])] += 1
      counts[1][Int(pixels[index + 1])] += 1
      counts[2][Int(pixels[index + 2])] += 1
    }
    let medians = counts.map { median(counts: $0, total: pixels.count / 3) }
    return RGBColor(red: medians[0], green: medians[1], blue: medians[2])
  }

  /// The median sample of one plane's part of a compact region.
  private static func median(of plane: RegionPlanes.Plane, in compact: [UInt8]) -> UInt8 {
    var counts = [Int](repeating: 0, count: 256)
    let end = plane.compactStart + plane.rows * plane.rowBytes
    for index in plane.compactStart..<end { counts[Int(compact[index])] += 1 }
    return median(counts: counts, total: end - plane.compactStart)
  }

  /// The smallest 8-bit level at or below which at least half of `total` samples lie.
  private static func median(counts: [Int], total: Int) -> UInt8 {
    let half = (total + 1) / 2
    var seen = 0
    for (level, count) in counts.enumerated() {
      seen += count
      if seen >= half { return UInt8(level) }
    }
    return 255
  }

  /// Whether the region of `frame` holds the same bytes as the region of `other`, a frame of
  /// the same size and format.
  private func regionEquals(_ frame: UnsafePointer<UInt8>, _ other: [UInt8]) -> Bool {
    other.withUnsafeBytes { other in
      guard let other = other.baseAddress else { return false }
      for plane in planes.planes {
        for row in 0..<plane.rows {
          let offset = plane.frameOffset(row: row)
          if memcmp(frame + offset, other + offset, plane.rowBytes) != 0 { return false }
        }
      }
      return true
    }
  }

  /// The region of `frame`, its planes' rows one after the other (``RegionPlanes``).
  private func compactRegion(of frame: UnsafePointer<UInt8>) -> [UInt8] {
    var compact = [UInt8](repeating: 0, count: planes.compactByteCount)
    compact.withUnsafeMutableBytes { compact in
      guard let compact = compact.baseAddress else { return }
      for plane in planes.planes {
        for row in 0..<plane.rows {
          (compact + plane.compactStart + row * plane.rowBytes).copyMemory(
            from: frame + plane.frameOffset(row: row), byteCount: plane.rowBytes)
        }
      }
    }
    return compact
  }
}
