import JellyMath
import JellyTestSupport
import Testing

@testable import JellyTrack

/// Frames drawn exactly (each pixel blended by the share the box covers, rounded to 8 bits),
/// with no codec: what the sub-pixel edges give when nothing but rounding disturbs them.
@Suite(.tags(.sanitizeMemory)) struct ObjectTrackerTests {
  static let video = TestVideo()
  static let origins: [(x: Double, y: Double)] = [(100, 150), (100.25, 150.5), (317.8, 40.1)]

  static let criteria: [ObjectCriterion] = [
    .differsFromFirstFrameBackground, .differsFromBackground(video.background),
    .matchesColor(video.boxColor, tolerance: 40),
  ]

  @Test("each criterion finds the drawn box's edges within 0.01 px", arguments: criteria)
  func drawnBox(criterion: ObjectCriterion) throws {
    var tracker = try ObjectTracker(
      frameWidth: Self.video.width, frameHeight: Self.video.height, criterion: criterion)
    for origin in Self.origins {
      let box = try #require(tracker.observe(Self.video.frame(boxAt: origin)).box)
      #expect(abs(box.left - origin.x) < 0.01, "\(origin): \(box)")
      #expect(abs(box.right - (origin.x + 100)) < 0.01, "\(origin): \(box)")
      #expect(abs(box.top - origin.y) < 0.01, "\(origin): \(box)")
      #expect(abs(box.bottom - (origin.y + 60)) < 0.01, "\(origin): \(box)")
      #expect(abs(box.x - (origin.x + 50)) < 0.01 && abs(box.y - (origin.y + 30)) < 0.01)
    }
  }

  @Test("first-frame reference: an empty first frame, then the box; its region in frame pixels")
  func firstFrameReference() throws {
    let region = PixelRegion(x: 50, y: 100, width: 500, height: 200)
    var tracker = try ObjectTracker(
      frameWidth: 640, frameHeight: 360, criterion: .differsFromFirstFrame, region: region)
    let empty = tracker.observe(Self.video.frame(boxAt: nil))
    #expect(empty.box == nil && !empty.isRepeat)
    let box = try #require(tracker.observe(Self.video.frame(boxAt: (200.5, 150.25))).box)
    #expect(abs(box.left - 200.5) < 0.01 && abs(box.top - 150.25) < 0.01)
  }

  @Test("a frame identical to the one before is a repeat with the same box")
  func repeatedFrame() throws {
    var tracker = try ObjectTracker(
      frameWidth: 640, frameHeight: 360, criterion: .differsFromFirstFrameBackground)
    let frame = Self.video.frame(boxAt: (120.4, 80))
    let first = tracker.observe(frame)
    let second = tracker.observe(frame)
    #expect(!first.isRepeat && second.isRepeat)
    #expect(second.box == first.box)
    #expect(!tracker.observe(Self.video.frame(boxAt: (121, 80))).isRepeat)
  }

  @Test("a region outside the frame, a tolerance out of range and an empty frame are refused")
  func refusals() {
    #expect(
      throws: TrackError.regionOutsideFrame(
        PixelRegion(x: 600, y: 0, width: 100, height: 10), width: 640, height: 360)
    ) {
      try ObjectTracker(
        frameWidth: 640, frameHeight: 360, criterion: .differsFromFirstFrame,
        region: PixelRegion(x: 600, y: 0, width: 100, height: 10))
    }
    #expect(
      throws: TrackError.invalidParameter(
        ParameterError(.colorTolerance, count: 766, allowed: "in [0, 765]"))
    ) {
      try ObjectTracker(
        frameWidth: 640, frameHeight: 360,
        criterion: .matchesColor(RGBColor(red: 0, green: 0, blue: 0), tolerance: 766))
    }
    #expect(throws: TrackError.self) {
      try ObjectTracker(frameWidth: 0, frameHeight: 360, criterion: .differsFromFirstFrame)
    }
  }

  static let planarCriteria: [ObjectCriterion] = [
    .differsFromFirstFrameBackground, .differsFromFirstFrame,
  ]

  @Test(
    "yuv420p frames (chroma shared by 2 x 2 pixels): the edges within 0.02 px, odd regions too",
    arguments: planarCriteria)
  func planarFrames(criterion: ObjectCriterion) throws {
    let regions: [PixelRegion?] = [
      nil, PixelRegion(x: 51, y: 101, width: 499, height: 201),
      PixelRegion(x: 50, y: 100, width: 500, height: 200),
    ]
    for region in regions {
      var tracker = try ObjectTracker(
        frameWidth: 640, frameHeight: 360, format: .yuv420p, criterion: criterion,
        region: region)
      let empty = tracker.observe(TestVideo.yuv420p(Self.video.frame(boxAt: nil)))
      #expect(empty.box == nil)
      for origin in [(200.5, 150.25), (317.8, 140.1), (101.3, 199.9)] {
        let frame = TestVideo.yuv420p(Self.video.frame(boxAt: origin))
        let box = try #require(
          tracker.observe(frame).box, "\(origin) in \(String(describing: region))")
        #expect(abs(box.left - origin.0) < 0.02, "\(origin): \(box), \(String(describing: region))")
        #expect(abs(box.right - (origin.0 + 100)) < 0.02, "\(origin): \(box)")
        #expect(abs(box.top - origin.1) < 0.02, "\(origin): \(box)")
        #expect(abs(box.bottom - (origin.1 + 60)) < 0.02, "\(origin): \(box)")
      }
    }
  }

  @Test("yuv420p: an identical frame is a repeat; a frame differing in one chroma sample is not")
  func planarRepeat() throws {
    var tracker = try ObjectTracker(
      frameWidth: 640, frameHeight: 360, format: .yuv420p,
      criterion: .differsFromFirstFrameBackground)
    let frame = TestVideo.yuv420p(Self.video.frame(boxAt: (120.4, 80)))
    #expect(!tracker.observe(frame).isRepeat)
    #expect(tracker.observe(frame).isRepeat)
    var changed = frame
    changed.bytes[changed.bytes.count - 1] &+= 1
    #expect(!tracker.observe(changed).isRepeat)
  }

  @Test("yuv420p frames with a criterion that names a colour are refused")
  func planarColourRefused() {
    let criterion = ObjectCriterion.matchesColor(Self.video.boxColor, tolerance: 40)
    #expect(throws: TrackError.formatUnsupported(.yuv420p, criterion: criterion)) {
      try ObjectTracker(
        frameWidth: 640, frameHeight: 360, format: .yuv420p, criterion: criterion)
    }
    #expect(
      "\(TrackError.formatUnsupported(.yuv420p, criterion: criterion))"
        == "yuv420p frames cannot be tracked by the colour #f0c040 ± 40: it needs rgb24 frames")
  }
}
