import JellyTrack

/// Why a recording could not be tracked. The description is one line naming the file as given;
/// the command line puts the option that caused it (`--roi`, `--object`) in front.
package enum VideoTrackingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// ffmpeg is missing, the file is no video, or decoding failed.
  case video(VideoError)
  /// The region of interest does not lie inside the `width` × `height` frame.
  case regionOutsideFrame(PixelRegion, width: Int, height: Int, path: String)
  /// The recording has no frame at all.
  case noFrames(path: String)
  /// The element's reference frame (`index`) is past the recording's last frame.
  case noFrame(ElementReference, index: Int, path: String)
  /// The element's box does not lie inside the searched region.
  case elementOutsideRegion(ElementReference, region: PixelRegion, path: String)
  /// No element was named, and the first and last frames are alike beyond noise inside
  /// `region` (`nil`: the whole frame).
  case nothingMoves(path: String, region: PixelRegion?)
  /// The appearance tracker refused the element's box (too small, outside the frame).
  case elementRefused(TrackError)
  /// The difference tracker refused the criterion's parameters.
  case criterionRefused(TrackError)

  /// One line, e.g. "'rec.mp4' has no frame 90".
  package var description: String {
    switch self {
    case .video(let error): "\(error)"
    case .regionOutsideFrame(let region, let width, let height, let path):
      "\(region) is outside the \(width)x\(height) frame of '\(path)'"
    case .noFrames(let path): "'\(path)' has no frames to track"
    case .noFrame(let element, let index, let path):
      "\(element): '\(path)' has no frame \(index)"
    case .elementOutsideRegion(let element, let region, let path):
      "\(element.box) is not inside the searched \(region.width)x\(region.height) region at"
        + " \(region.x),\(region.y) of '\(path)'"
    case .nothingMoves(let path, let region):
      "nothing moves in '\(path)': its first and last frames are alike beyond noise"
        + (region.map { " inside the searched region \($0)" } ?? "")
    case .elementRefused(let error), .criterionRefused(let error): "\(error)"
    }
  }
}

/// A video to track: its file, ffmpeg, the stream's size and time base, and the region of
/// interest; decodes it frame by frame for either tracker (``appearanceTrack(object:)``, the
/// element by its look, or ``differenceTrack(criterion:)``, what differs from the background).
package struct VideoSource: Sendable {
  /// The file as given.
  package let path: String
  package let tools: FFmpegTools
  package let probe: VideoProbe
  /// The part of each frame searched, in the video's pixels.
  package let region: PixelRegion
  /// The frames of a recording's start searched for the page after blank frames.
  static let leadingFramesSearched = 12

  /// The video at `path`, searched inside `region` (default: the whole frame).
  ///
  /// - Throws: ``VideoTrackingError`` when ffmpeg is missing, the file is not a video, or the
  ///   region is not inside the frame.
  package init(path: String, region: PixelRegion?) throws(VideoTrackingError) {
    self.path = path
    let tools = try Self.decoding { () throws(VideoError) in try FFmpegTools.locate() }
    self.tools = tools
    probe = try Self.decoding { () throws(VideoError) in try VideoProbe.probe(path, tools: tools) }
    let region = region ?? .frame(width: probe.width, height: probe.height)
    guard region.fits(width: probe.width, height: probe.height) else {
      throw .regionOutsideFrame(region, width: probe.width, height: probe.height, path: path)
    }
    self.region = region
  }

  /// What `body` returns, its decoding errors as ``VideoTrackingError/video(_:)``.
  static func decoding<Result>(_ body: () throws(VideoError) -> Result)
    throws(VideoTrackingError) -> Result
  {
    do {
      return try body()
    } catch {
      throw .video(error)
    }
  }

  /// Whether the searched region is the whole frame.
  package var searchesWholeFrame: Bool {
    region.width == probe.width && region.height == probe.height
  }

  /// Every frame of `decoded` (a region of the frame, in `format`) with its presentation time,
  /// in order, ffmpeg decoding ahead while `body` works.
  package func forEachFrame(
    region decoded: PixelRegion, format: PixelFormat,
    _ body: (PixelFrame, _ index: Int, _ time: Double) -> Void
  ) throws(VideoTrackingError) {
    let decoder = try Self.decoding { () throws(VideoError) in
      try VideoDecoder(path: path, probe: probe, region: decoded, format: format, tools: tools)
    }
    defer { try? decoder.finish() }
    // ffmpeg decodes the next frames while this thread tracks the element in this one.
    let frames = FrameReadAhead(decoder: decoder, width: decoded.width, height: decoded.height)
    // A frame's time may come before or after the frame: each waits for the other here.
    var pending: [PixelFrame] = []
    var times: [Double] = []
    var delivered = 0
    func deliverReady() {
      let ready = min(pending.count, times.count)
      for offset in 0..<ready {
        body(pending[offset], delivered, times[offset])
        delivered += 1
      }
      pending.removeFirst(ready)
      times.removeFirst(ready)
    }
    let lastTimes: [Double]
    do {
      lastTimes = try frames.forEachFrame { frame, newTimes in
        pending.append(frame)
        times += newTimes
        deliverReady()
      }
    } catch let error as VideoError {
      throw .video(error)
    } catch {
      preconditionFailure("the frame loop throws only VideoError: \(error)")
    }
    times += lastTimes
    deliverReady()
    guard delivered > 0 else { throw .noFrames(path: path) }
  }

  /// The frames `selection` picks (`gray`, the searched region).
  func grayFrames(_ selection: VideoDecoder.Selection) throws(VideoTrackingError) -> [PixelFrame] {
    try Self.decoding { () throws(VideoError) in
      try VideoDecoder.frames(
        path: path, probe: probe, region: region, format: .gray, selection: selection,
        tools: tools)
    }
  }

  /// One frame of the region as `gray`, picked by `selection`.
  package func grayFrame(_ selection: VideoDecoder.Selection) throws(VideoTrackingError)
    -> PixelFrame?
  {
    try Self.decoding { () throws(VideoError) in
      try VideoDecoder.frame(
        path: path, probe: probe, region: region, format: .gray, selection: selection,
        tools: tools)
    }
  }

  /// The element followed by its appearance: `object`, or the region that differs most
  /// between the first and last frames. Isolated matches (a frame matching with no match in
  /// the frames next to it) are left out and listed in ``TrackedVideo/isolatedMatches``.
  package func appearanceTrack(object: ElementReference?) throws(VideoTrackingError)
    -> TrackedVideo
  {
    guard var first = try grayFrame(.first) else { throw .noFrames(path: path) }
    let reference: PixelFrame
    let box: PixelRegion
    var edges: ObjectBox?
    var blankFrames = 0
    if let object, case .index(let index) = object.frame {
      guard let frame = try grayFrame(.index(index)) else {
        throw .noFrame(object, index: index, path: path)
      }
      reference = frame
    } else {
      // Seeking to the last second finds nothing in a file cut short (its index promises more
      // than it holds): then the last frame is the last one decoded from the start.
      var last = try grayFrame(.tail(seconds: 1))
      if last == nil { last = try grayFrame(.all) }
      guard let last else { throw .noFrames(path: path) }
      reference = last
    }
    if let object {
      let inside = PixelRegion(
        x: object.box.x - region.x, y: object.box.y - region.y, width: object.box.width,
        height: object.box.height)
      guard object.box.x >= region.x, object.box.y >= region.y,
        inside.fits(width: region.width, height: region.height)
      else {
        throw .elementOutsideRegion(object, region: region, path: path)
      }
      box = inside
    } else {
      // A recorder may write blank frames before the page paints: the first frame that shows
      // the page stands for the first frame, and the blank ones show no element.
      if ElementFinder.dominantLevelShare(first) >= ElementFinder.blankShare {
        let leading =
          [first] + (try grayFrames(.indices(Array(1..<Self.leadingFramesSearched))))
        blankFrames = ElementFinder.contentStart(leading: leading, reference: reference)
        first = leading[blankFrames]
      }
      guard let found = ElementFinder.find(first: first, reference: reference) else {
        throw .nothingMoves(path: path, region: searchesWholeFrame ? nil : region)
      }
      box = found.region
      edges = found.box
    }
    var tracker: AppearanceTracker
    do {
      tracker = try AppearanceTracker(reference: reference, box: box, edges: edges)
    } catch {
      throw .elementRefused(error)
    }
    var times: [Double] = []
    try forEachFrame(region: region, format: .gray) { frame, index, time in
      if index < blankFrames {
        tracker.skip(at: time)
      } else {
        tracker.observe(frame, at: time)
      }
      times.append(time)
    }
    let isolated = tracker.removeIsolatedMatches()
    let offset = (Double(region.x), Double(region.y))
    let observations = tracker.observations.map { observation in
      var moved = observation
      moved.box = observation.box?.offsetBy(dx: offset.0, dy: offset.1)
      return moved
    }
    let element = PixelRegion(
      x: box.x + region.x, y: box.y + region.y, width: box.width, height: box.height)
    return TrackedVideo(
      times: times, appearance: observations, element: element, isolatedMatches: isolated)
  }

  /// The object found by `criterion` in every frame (the row and column sums of the
  /// differences).
  package func differenceTrack(criterion: ObjectCriterion) throws(VideoTrackingError)
    -> TrackedVideo
  {
    // The criteria that compare with the first frame read a 4:2:0 video (most H.264 and HEVC
    // recordings) as yuv420p, as it is stored: half the bytes of rgb24 and no colour
    // conversion; ffmpeg then cuts a region with an even corner. Other videos keep their full
    // chroma in rgb24.
    let format: PixelFormat =
      criterion.pixelFormat == .yuv420p && probe.storesQuarterChroma ? .yuv420p : .rgb24
    let decoded = format == .yuv420p ? region.evenAligned : region
    var tracker: ObjectTracker
    do {
      tracker = try ObjectTracker(
        frameWidth: decoded.width, frameHeight: decoded.height, format: format,
        criterion: criterion, region: region.relative(to: decoded))
    } catch {
      throw .criterionRefused(error)
    }
    var times: [Double] = []
    var boxes: [ObjectBox?] = []
    try forEachFrame(region: decoded, format: format) { frame, _, time in
      boxes.append(
        tracker.observe(frame).box?.offsetBy(dx: Double(decoded.x), dy: Double(decoded.y)))
      times.append(time)
    }
    return TrackedVideo(times: times, boxes: boxes)
  }
}
