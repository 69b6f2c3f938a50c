import JellyArguments
import JellyText
import JellyTrack
import JellyVideo

/// A video to track: its file, ffmpeg, the stream's size and time base, and the region of
/// interest; decodes it frame by frame for either tracker.
struct VideoSource {
  /// The file as given.
  let path: String
  let tools: FFmpegTools
  let probe: VideoProbe
  /// The part of each frame searched, in the video's pixels.
  let region: PixelRegion

  /// The video at `path`, searched inside `region` (default: the whole frame).
  ///
  /// - Throws: ``CLIError`` when ffmpeg is missing, the file is not a video, or the region is
  ///   not inside the frame.
  init(path: String, region: PixelRegion?) throws(CLIError) {
    self.path = path
    do {
      tools = try FFmpegTools.locate()
      probe = try VideoProbe.probe(path, tools: tools)
    } catch {
      throw CLIError("\(error)", showsUsage: false)
    }
    let region = region ?? .frame(width: probe.width, height: probe.height)
    guard region.fits(width: probe.width, height: probe.height) else {
      throw CLIError(
        "--roi \(region) is outside the \(probe.width)x\(probe.height) frame of '\(path)'",
        showsUsage: false)
    }
    self.region = region
  }

  /// Every frame of `decoded` (a region of the frame, in `format`) with its presentation time,
  /// in order, ffmpeg decoding ahead while `body` works.
  func forEachFrame(
    region decoded: PixelRegion, format: PixelFormat, context: CommandContext,
    _ body: (PixelFrame, _ index: Int, _ time: Double) -> Void
  ) throws {
    let decoder: VideoDecoder
    do {
      decoder = try VideoDecoder(
        path: path, probe: probe, region: decoded, format: format, tools: tools)
    } catch {
      throw CLIError("\(error)", showsUsage: false)
    }
    defer { try? decoder.finish() }
    // ffmpeg decodes the next frames while this thread tracks the element in this one.
    let frames = FrameReadAhead(decoder: decoder, width: decoded.width, height: decoded.height)
    try context.whileWorking("tracking the element in \(path)") {
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
        throw CLIError("\(error)", showsUsage: false)
      }
      times += lastTimes
      deliverReady()
      guard delivered > 0 else {
        throw CLIError("'\(path)' has no frames to track", showsUsage: false)
      }
    }
  }

  /// One frame of the region as `gray`, picked by `selection`.
  /// The frames of a recording's start searched for the page after blank frames.
  static let leadingFramesSearched = 12

  /// The frames `selection` picks (`gray`, the searched region).
  func grayFrames(_ selection: VideoDecoder.Selection) throws(CLIError) -> [PixelFrame] {
    do {
      return try VideoDecoder.frames(
        path: path, probe: probe, region: region, format: .gray, selection: selection,
        tools: tools)
    } catch {
      throw CLIError("\(error)", showsUsage: false)
    }
  }

  func grayFrame(_ selection: VideoDecoder.Selection) throws(CLIError) -> PixelFrame? {
    do {
      return try VideoDecoder.frame(
        path: path, probe: probe, region: region, format: .gray, selection: selection,
        tools: tools)
    } catch {
      throw CLIError("\(error)", showsUsage: false)
    }
  }

  /// The element followed by its appearance: `object`, or the region that differs most
  /// between the first and last frames.
  func appearanceTrack(object: ElementReference?, context: CommandContext) throws -> TrackedVideo {
    guard var first = try grayFrame(.first) else {
      throw CLIError("'\(path)' has no frames to track", showsUsage: false)
    }
    let reference: PixelFrame
    let box: PixelRegion
    var edges: ObjectBox?
    var blankFrames = 0
    let objectFlag = TrackingOptions.object.flag
    switch object?.frame {
    case .index(let index)?:
      guard let frame = try grayFrame(.index(index)) else {
        throw CLIError(
          "\(objectFlag) \(object?.description ?? ""): '\(path)' has no frame \(index)",
          showsUsage: false)
      }
      reference = frame
    case .last?, nil:
      // Seeking to the last second finds nothing in a file cut short (its index promises more
      // than it holds): then the last frame is the last one decoded from the start.
      guard let frame = try grayFrame(.tail(seconds: 1)) ?? grayFrame(.all) else {
        throw CLIError("'\(path)' has no frames to track", showsUsage: false)
      }
      reference = frame
    }
    if let object {
      let inside = PixelRegion(
        x: object.box.x - region.x, y: object.box.y - region.y, width: object.box.width,
        height: object.box.height)
      guard object.box.x >= region.x, object.box.y >= region.y,
        inside.fits(width: region.width, height: region.height)
      else {
        throw CLIError(
          "\(objectFlag) \(object.box) is not inside the searched \(region.width)x\(region.height)"
            + " region at \(region.x),\(region.y) of '\(path)'",
          showsUsage: false)
      }
      box = inside
    } else {
      // A recorder may write blank frames before the page paints: the first frame that shows
      // the page stands for the first frame, and the blank ones show no element.
      if ElementFinder.dominantLevelShare(first) >= ElementFinder.blankShare {
        let leading =
          [first]
          + (try grayFrames(.indices(Array(1..<Self.leadingFramesSearched))))
        blankFrames = ElementFinder.contentStart(leading: leading, reference: reference)
        first = leading[blankFrames]
      }
      guard let found = ElementFinder.find(first: first, reference: reference) else {
        throw CLIError(
          "nothing moves in '\(path)': its first and last frames are alike beyond noise"
            + (region.width == probe.width && region.height == probe.height
              ? "" : " inside --roi \(region)")
            + "; name the element with \(objectFlag) X,Y,W,H@FRAME",
          showsUsage: false)
      }
      box = found.region
      edges = found.box
    }
    var tracker: AppearanceTracker
    do {
      tracker = try AppearanceTracker(reference: reference, box: box, edges: edges)
    } catch {
      throw CLIError("\(objectFlag): \(error)", showsUsage: false)
    }
    var times: [Double] = []
    try forEachFrame(region: region, format: .gray, context: context) { frame, index, time in
      if index < blankFrames {
        tracker.skip(at: time)
      } else {
        tracker.observe(frame, at: time)
      }
      times.append(time)
    }
    let isolated = tracker.removeIsolatedMatches()
    if !isolated.isEmpty {
      context.warn(
        "\(isolated.count == 1 ? "frame" : "frames") \(TrackRow.frameList(isolated)) matched"
          + " the element with no match in the frames next to \(isolated.count == 1 ? "it" : "them"):"
          + " left out as a false match"
          + " (content that resembles the element)")
    }
    let offset = (Double(region.x), Double(region.y))
    let observations = tracker.observations.map { observation in
      var moved = observation
      moved.box = observation.box?.offsetBy(dx: offset.0, dy: offset.1)
      return moved
    }
    let element = PixelRegion(
      x: box.x + region.x, y: box.y + region.y, width: box.width, height: box.height)
    return TrackedVideo(times: times, appearance: observations, element: element)
  }

  /// The object found by `criterion` in every frame (the row and column sums of the
  /// differences).
  func differenceTrack(criterion: ObjectCriterion, context: CommandContext) throws
    -> TrackedVideo
  {
    // The criteria that compare with the first frame read a 4:2:0 video (most H.264 and HEVC
    // recordings) as yuv420p, as it is stored: half the bytes of rgb24 and no colour
    // conversion; ffmpeg then cuts a region with an even corner. Other videos keep their full
    // chroma in rgb24.
    let format: PixelFormat =
      criterion.pixelFormat == .yuv420p && probe.storesQuarterChroma ? .yuv420p : .rgb24
    let decoded = format == .yuv420p ? region.evenAligned : region
    var tracker = try ObjectTracker(
      frameWidth: decoded.width, frameHeight: decoded.height, format: format,
      criterion: criterion, region: region.relative(to: decoded))
    var times: [Double] = []
    var boxes: [ObjectBox?] = []
    try forEachFrame(region: decoded, format: format, context: context) { frame, _, time in
      boxes.append(
        tracker.observe(frame).box?.offsetBy(dx: Double(decoded.x), dy: Double(decoded.y)))
      times.append(time)
    }
    return TrackedVideo(times: times, boxes: boxes)
  }
}

/// A tracked video: each frame's time and box, and for the appearance tracker its scale,
/// opacity and score; the CSV rows of `jellylab track`.
struct TrackedVideo {
  /// Presentation times, seconds.
  let times: [Double]
  /// The boxes (`nil`: no element).
  let boxes: [ObjectBox?]
  /// The appearance tracker's observations, or `nil` for a difference criterion.
  let appearance: [ElementObservation]?
  /// The element's reference box (appearance), in the video's pixels.
  let element: PixelRegion?

  /// A track of boxes found by a difference criterion.
  init(times: [Double], boxes: [ObjectBox?]) {
    self.times = times
    self.boxes = boxes
    appearance = nil
    element = nil
  }

  /// A track by appearance.
  init(times: [Double], appearance: [ElementObservation], element: PixelRegion) {
    self.times = times
    boxes = appearance.map(\.box)
    self.appearance = appearance
    self.element = element
  }

  /// The CSV header.
  var header: [String] {
    appearance == nil ? TrackRow.header : TrackRow.header + TrackRow.appearanceColumns
  }

  /// Appends row `index`.
  func appendRow(_ index: Int, to csv: inout CSVWriter) throws {
    try TrackRow.append(
      frame: index, time: times[index], box: boxes[index], appearance: appearance?[index],
      to: &csv)
  }
}
