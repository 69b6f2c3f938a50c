import Foundation
import JellyTestSupport
import Testing

@testable import JellyTrack

/// The appearance tracker on frames drawn at exact sub-pixel poses (``CardScene``), without a
/// codec: what it measures is the drawn pose.
@Suite(.tags(.sanitizeMemory)) struct AppearanceTrackerTests {
  /// A damped spring (``AppearanceSpring``).
  static func spring(
    _ t: Double, from: Double, to: Double, start: Double, zeta: Double, omega: Double
  ) -> Double {
    AppearanceSpring.value(t, from: from, to: to, start: start, zeta: zeta, omega: omega)
  }

  /// Runs a tracker over `poses` drawn by `scene` (60 fps), the reference the last frame and
  /// the element the card's box there (rounded out to whole pixels).
  static func track(_ scene: CardScene, _ poses: [CardScene.Pose?]) throws -> (
    tracker: AppearanceTracker, frames: [PixelFrame]
  ) {
    let frames = poses.enumerated().map { scene.frame($1, index: $0) }
    let last = try #require(poses.last ?? nil)
    let edges = scene.box(last)
    let region = PixelRegion(
      x: Int(edges.left.rounded(.down)), y: Int(edges.top.rounded(.down)),
      width: Int(edges.right.rounded(.up)) - Int(edges.left.rounded(.down)),
      height: Int(edges.bottom.rounded(.up)) - Int(edges.top.rounded(.down)))
    var tracker = try AppearanceTracker(
      reference: frames[frames.count - 1], box: region, edges: edges)
    for (index, frame) in frames.enumerated() { tracker.observe(frame, at: Double(index) / 60) }
    return (tracker, frames)
  }

  @Test("a card entering from outside the frame on a spring: every visible frame within 0.03 px")
  func slideIn() throws {
    let scene = CardScene()
    // From fully outside the right edge (centre 390: left edge at 330 > 320) to 150.
    let poses: [CardScene.Pose?] = (0..<60).map { index in
      let x = Self.spring(
        Double(index) / 60, from: 390, to: 150, start: 0.1, zeta: 0.5, omega: 14)
      return CardScene.Pose(x: x, y: 130)
    }
    let (tracker, _) = try Self.track(scene, poses)
    var squares = 0.0
    var largest = 0.0
    var placed = 0
    var firstVisible: Double?
    for (observation, pose) in zip(tracker.observations, poses) {
      guard let box = observation.box, let pose else { continue }
      placed += 1
      let truth = scene.box(pose)
      let error = max(abs(box.x - truth.x), abs(box.y - truth.y))
      squares += error * error
      largest = max(largest, error)
      #expect(abs((observation.scale ?? 0) - 1) < 1e-3)
      #expect(abs((observation.opacity ?? 0) - 1) < 0.01)
      if firstVisible == nil { firstVisible = max(0, 320 - truth.left) / scene.cardWidth }
    }
    let rms = (squares / Double(max(placed, 1))).squareRoot()
    #expect(rms < 0.03 && largest < 0.1, "RMS \(rms) px, max \(largest) px over \(placed) frames")
    // The card is followed back into the frames that show less than a fifth of it.
    #expect((firstVisible ?? 1) < 0.2, "first placed frame shows \(firstVisible ?? 1) of the card")
    // Frames before it enters show nothing.
    #expect(tracker.observations.prefix(6).allSatisfy { $0.box == nil })
  }

  @Test("a pop-in: scale within 0.2 % and the centre within 0.1 px")
  func popIn() throws {
    let scene = CardScene()
    let poses: [CardScene.Pose?] = (0..<45).map { index in
      let t = Double(index) / 60
      guard t >= 0.1 else { return nil }
      let scale = Self.spring(t, from: 0.6, to: 1, start: 0.1, zeta: 0.55, omega: 16)
      return CardScene.Pose(x: 160, y: 120, scale: scale)
    }
    let (tracker, _) = try Self.track(scene, poses)
    var checked = 0
    for (observation, pose) in zip(tracker.observations, poses) {
      guard let pose else {
        #expect(observation.box == nil)
        continue
      }
      let box = try #require(observation.box, "a frame with the card at scale \(pose.scale)")
      let scale = try #require(observation.scale)
      #expect(abs(scale / pose.scale - 1) < 0.002, "scale \(scale) for \(pose.scale)")
      #expect(
        abs(box.x - 160) < 0.1 && abs(box.y - 120) < 0.1,
        "centre \(box.x), \(box.y) at scale \(pose.scale)")
      checked += 1
    }
    #expect(checked == 39)
  }

  @Test("a pop-in shown small from the first frame, held over identical frames: every frame placed")
  func popInFromTheFirstFrame() throws {
    var scene = CardScene()
    // No spinner: the frames of the hold are identical, byte for byte.
    scene.spinner = nil
    let poses: [CardScene.Pose?] = (0..<45).map { index in
      let scale = Self.spring(
        Double(index) / 60, from: 0.6, to: 1, start: 0.2, zeta: 0.55, omega: 16)
      return CardScene.Pose(x: 160, y: 120, scale: scale)
    }
    let (tracker, _) = try Self.track(scene, poses)
    // Scale is read against the last frame, where this spring is still 0.4 % short of rest.
    let reference = try #require(poses.last??.scale)
    for (index, (observation, pose)) in zip(tracker.observations, poses).enumerated() {
      let pose = try #require(pose)
      let box = try #require(observation.box, "frame \(index) at scale \(pose.scale)")
      let scale = try #require(observation.scale)
      let drawn = pose.scale / reference
      // With no clear frame behind it, a card shown small is read up to 0.6 % small (0.5 %
      // measured at scale 0.6); from 0.75 on, within 0.2 %.
      let tolerance = drawn < 0.75 ? 0.006 : 0.002
      #expect(abs(scale / drawn - 1) < tolerance, "frame \(index): \(scale) for \(drawn)")
      #expect(abs(box.x - 160) < 0.1 && abs(box.y - 120) < 0.1, "frame \(index)")
      // Shown in the first frame, the card is not faded: no opacity is read.
      #expect(observation.opacity == nil)
    }
    #expect(tracker.observations.prefix(12).dropFirst().allSatisfy { $0.isRepeat })
  }

  @Test("a fade-in after a hold of identical frames: their opacity is read as 0, not left empty")
  func fadeInAfterIdenticalHold() throws {
    var scene = CardScene()
    scene.spinner = nil
    // 60 frames: the last, the reference, shows the card at full opacity (to 3e-4).
    let poses: [CardScene.Pose?] = (0..<60).map { index in
      let opacity = Self.spring(
        Double(index) / 60, from: 0, to: 1, start: 0.25, zeta: 0.95, omega: 12)
      return CardScene.Pose(x: 150, y: 120, opacity: min(1, max(0, opacity)))
    }
    let (tracker, _) = try Self.track(scene, poses)
    for (index, (observation, pose)) in zip(tracker.observations, poses).enumerated() {
      let opacity = try #require(observation.opacity, "frame \(index)")
      #expect(abs(opacity - (pose?.opacity ?? 0)) < 0.01, "frame \(index): \(opacity)")
    }
  }

  @Test("a fade-in: opacity within 0.01 in every frame, measured against the first frame")
  func fadeIn() throws {
    let scene = CardScene()
    let poses: [CardScene.Pose?] = (0..<40).map { index in
      let t = Double(index) / 60
      let opacity = min(
        1, max(0, Self.spring(t, from: 0, to: 1, start: 0.1, zeta: 0.95, omega: 12)))
      return CardScene.Pose(x: 150, y: 120, opacity: opacity)
    }
    let (tracker, _) = try Self.track(scene, poses)
    var measured = 0
    for (observation, pose) in zip(tracker.observations, poses) {
      guard let opacity = observation.opacity, let pose else { continue }
      #expect(abs(opacity - pose.opacity) < 0.01, "opacity \(opacity) for \(pose.opacity)")
      if let box = observation.box {
        #expect(abs(box.x - 150) < 0.05 && abs(box.y - 120) < 0.05)
      }
      measured += 1
    }
    // Every frame from the first visible one on is measured.
    #expect(measured >= 30, "\(measured) frames")
  }

  @Test("the element is found where the first and last frames differ most; the spinner is not it")
  func findsTheElement() throws {
    let scene = CardScene()
    let first = scene.frame(nil, index: 0)
    let last = scene.frame(CardScene.Pose(x: 170.3, y: 110.6), index: 7)
    let found = try #require(ElementFinder.find(first: first, reference: last))
    let truth = scene.box(CardScene.Pose(x: 170.3, y: 110.6))
    #expect(abs(found.box.left - truth.left) <= 1 && abs(found.box.right - truth.right) <= 1)
    #expect(abs(found.box.top - truth.top) <= 1 && abs(found.box.bottom - truth.bottom) <= 1)
    // Only the spinner changes: it is the largest change, but small.
    let spinnerOnly = try #require(
      ElementFinder.find(first: first, reference: scene.frame(nil, index: 3)))
    #expect(spinnerOnly.region.width <= 16 && spinnerOnly.region.height <= 16)
    // Nothing changes at all.
    var still = CardScene()
    still.spinner = nil
    #expect(
      ElementFinder.find(first: still.frame(nil, index: 0), reference: still.frame(nil, index: 5))
        == nil)
  }

  @Test(
    "an element shown in the first and the last frame, apart, over a textured background: where it moved to, either way",
    arguments: [(80.0, 235.0), (235.0, 80.0)])
  func movedApart(from start: Double, to end: Double) throws {
    var scene = CardScene()
    scene.spinner = nil
    let first = scene.frame(CardScene.Pose(x: start, y: 120), index: 0)
    let last = scene.frame(CardScene.Pose(x: end, y: 120.4), index: 9)
    let found = try #require(ElementFinder.find(first: first, reference: last))
    let truth = scene.box(CardScene.Pose(x: end, y: 120.4))
    // The card's body matches the background in places, so the region's whole pixels are
    // kept: within 1.5 px of the truth (the place it left is 155 px away).
    #expect(abs(found.box.left - truth.left) <= 1.5 && abs(found.box.right - truth.right) <= 1.5)
    #expect(abs(found.box.top - truth.top) <= 1.5 && abs(found.box.bottom - truth.bottom) <= 1.5)
  }

  @Test("a blank start is skipped to the page it paints; an element entering a plain screen is not")
  func contentStart() {
    var scene = CardScene()
    scene.spinner = nil
    var white = PixelFrame(width: scene.width, height: scene.height, format: .gray)
    white.bytes = [UInt8](repeating: 255, count: white.bytes.count)
    let page = (0..<3).map {
      scene.frame(CardScene.Pose(x: 300 - 10 * Double($0), y: 120), index: $0)
    }
    let reference = scene.frame(CardScene.Pose(x: 150, y: 120), index: 9)
    #expect(ElementFinder.contentStart(leading: [white, white] + page, reference: reference) == 2)
    #expect(ElementFinder.contentStart(leading: page, reference: reference) == 0)
    // A plain screen that a solid box enters: the box shows in both frames but has moved.
    func plain(boxAt left: Int) -> PixelFrame {
      var frame = PixelFrame(width: 200, height: 100, format: .gray)
      for y in 0..<100 {
        for x in 0..<200 {
          frame.bytes[y * 200 + x] =
            (left..<(left + 60)).contains(x) && (30..<70).contains(y) ? 90 : 240
        }
      }
      return frame
    }
    #expect(
      ElementFinder.contentStart(
        leading: [plain(boxAt: 200), plain(boxAt: 185), plain(boxAt: 170)],
        reference: plain(boxAt: 70)) == 0)
  }

  @Test("a solid box over a plain background that overlaps its start: its whole box, to the pixel")
  func plainBackgroundOverlap() throws {
    var first = PixelFrame(width: 200, height: 100, format: .gray)
    var last = first
    for y in 0..<100 {
      for x in 0..<200 {
        first.bytes[y * 200 + x] = (20..<80).contains(x) && (30..<60).contains(y) ? 220 : 40
        last.bytes[y * 200 + x] = (50..<110).contains(x) && (30..<60).contains(y) ? 220 : 40
      }
    }
    let found = try #require(ElementFinder.find(first: first, reference: last))
    #expect(found.region == PixelRegion(x: 50, y: 30, width: 60, height: 30))
    #expect(found.box == ObjectBox(left: 50, right: 110, top: 30, bottom: 60))
  }

  @Test("refused: a box outside the frame, smaller than 4 px, or frames that are not gray")
  func refusals() {
    let frame = PixelFrame(width: 40, height: 30, format: .gray)
    #expect(throws: TrackError.self) {
      try AppearanceTracker(reference: frame, box: PixelRegion(x: 30, y: 0, width: 20, height: 5))
    }
    #expect(throws: TrackError.self) {
      try AppearanceTracker(reference: frame, box: PixelRegion(x: 0, y: 0, width: 3, height: 10))
    }
    #expect(throws: TrackError.self) {
      try AppearanceTracker(
        reference: PixelFrame(width: 40, height: 30, format: .rgb24),
        box: PixelRegion(x: 0, y: 0, width: 10, height: 10))
    }
  }

  @Test("an element reference: x,y,w,h with @FRAME or @last")
  func elementReferences() {
    #expect(
      ElementReference(parsing: "1,2,30,40")
        == ElementReference(box: .init(x: 1, y: 2, width: 30, height: 40)))
    #expect(ElementReference(parsing: "1,2,30,40@7")?.frame == .index(7))
    #expect(ElementReference(parsing: "1,2,30,40@last")?.frame == .last)
    for bad in ["1,2,3,40", "1,2,30,40@", "1,2,30,40@-1", "1,2,30,40@x", "1,2,30"] {
      #expect(ElementReference(parsing: bad) == nil, "\(bad)")
    }
  }
}
