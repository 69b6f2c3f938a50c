import JellyMath

/// Follows one element through a video by what it looks like: its appearance in a reference
/// frame, matched in every frame to a fraction of a pixel, with its scale and its opacity.
///
/// Feed the frames in order with ``observe(_:at:)`` (`gray` frames: the luma); read
/// ``observations`` at the end. Each frame is matched in three steps:
///
/// 1. **Search.** On the coarsest level of a pyramid of the frame, the reference appearance is
///    correlated (zero-mean normalised cross-correlation) at every whole-pixel offset around the
///    pose predicted from the frames before (constant velocity); before the element is first
///    found, and after it is lost, at every offset where the frame differs from the first frame
///    (the whole frame in the first frame).
/// 2. **Refinement.** From the best offset, Gauss–Newton steps on each level down to full
///    resolution minimise the robust (Tukey) sum of squared differences between the frame at
///    the warped points and the model `a·T + (1 − a)·P`: the reference appearance `T` at opacity
///    `a` over the background `P` behind it (the first frame, when that frame does not show the
///    element; without it `a` is 1). The warp moves and scales the reference box about its
///    centre; bilinear interpolation reads the frame between pixels, so the pose is continuous.
///    Points that disagree (the margin over content that changes, a spinner, a clock) get no
///    weight.
/// 3. **Acceptance.** A match counts when the correlation of the frame with the model over the
///    points that agree is at least ``acceptedScore`` and enough points are inside the frame.
///    When the element is first found after frames without it, the frames kept since are
///    matched backwards from it, so that an element entering from outside the frame, fading
///    in or popping in is followed back to its first visible frames.
///
/// The scale is fitted when most of the element is inside the frame (``scaleVisible``) and held
/// otherwise; the opacity is fitted only against a first frame that does not show the element.
public struct AppearanceTracker: Sendable {
  /// The smallest correlation of an accepted match.
  public static let acceptedScore = 0.85
  /// The share of the reference points inside the frame needed to find the element anew.
  public static let detectionVisible = 0.25
  /// The share of the reference points inside the frame needed to keep following it.
  public static let trackingVisible = 0.02
  /// The fewest points inside the frame of a match.
  public static let minimumPoints = 24
  /// The share of the reference points inside the frame from which the scale is fitted.
  public static let scaleVisible = 0.6
  /// The smallest opacity at which the element is placed (below it, only its opacity is read).
  public static let placedOpacity = 0.05
  /// The least share of what the first frame does not explain that a match must explain
  /// (against a first frame without the element).
  public static let acceptedEvidence = 0.5
  /// The smallest change from the first frame, as a share of the element's area, that is
  /// searched for the element (a clock or a spinner changes less).
  static let smallestChange = 0.03
  /// How close to the best coarse score a runner-up is refined too.
  static let ambiguousScore = 0.05
  /// The coarse offsets refined when the element is found anew.
  static let detectionCandidates = 3
  /// How much a predicted search's score drops at the edge of its radius (the correlation less
  /// this times the squared offset over the squared radius).
  static let predictionPrior = 0.05
  /// The search radius, in coarsest-level pixels, of a frame next to a single placed one.
  static let searchWithoutVelocity = 12
  /// The scales the first frame is searched at: an element that pops in may show there at a
  /// fraction of its size (Gauss–Newton then fits the scale between them).
  static let firstFrameScales = [1.0, 0.85, 0.72, 0.61, 0.52, 0.44]
  /// The coarse offsets refined at each scale of the first frame's search.
  static let scaledCandidates = 2
  /// The coarse correlation from which a candidate of the first frame's search is refined.
  static let scaledCoarseScore = 0.6
  /// The difference of agreeing shares beyond which two matches are told apart by it.
  static let agreementMargin = 0.02
  /// Frames kept to match backwards from the frame where the element is first found.
  public static let backtrackFrames = 24
  /// The most frames a false match spans: a run of at most this many consecutive frames that
  /// show the element, with frames that show nothing on both sides (or the recording's end) and
  /// a longer run elsewhere, is content that resembles the element (text, another card), not
  /// the element, which moves continuously (see ``removeIsolatedMatches()``).
  public static let isolatedRunFrames = 2

  /// Columns and rows of every frame.
  public let frameWidth: Int
  public let frameHeight: Int
  /// The pixels of the element's appearance in the reference frame.
  public let box: PixelRegion
  /// The element's edges in the reference frame, pixels: what each frame's box is moved and
  /// scaled from.
  public let edges: ObjectBox
  /// What was seen in each frame so far, in order.
  public private(set) var observations: [ElementObservation] = []

  var template: AppearanceTemplate
  private let referencePyramid: [GrayImage]
  let topLevel: Int
  /// The first frame's pyramid: the background the opacity is measured against.
  private var plate: [GrayImage]?
  /// The first frame's coarse blocks, which later frames are compared with to find the element.
  private var plateBlocks: GrayImage?
  /// Whether the opacity is fitted (the first frame does not show the element).
  private var usesPlate = false
  /// Each frame's pose where the element was placed (its geometry measured), else `nil`.
  var poses: [ElementPose?] = []
  /// Each frame's pose, placed or held from a neighbour while the element is too faint to place.
  private var held: [ElementPose?] = []
  private var times: [Double] = []
  private var recent: [(index: Int, frame: PixelFrame)] = []
  private var previousBytes: [UInt8]?
  /// The index of the first frame looked at (frames before it were skipped).
  private var firstObserved: Int?

  /// A tracker of the element inside `box` of `reference` (a `gray` frame showing it whole),
  /// for frames of the same size, reporting its edges as `edges` (default: `box`'s) moved and
  /// scaled.
  ///
  /// - Throws: ``TrackError/regionOutsideFrame(_:width:height:)`` when `box` is not inside the
  ///   frame, ``TrackError/invalidParameter(_:)`` for a box smaller than 4 × 4 pixels,
  ///   ``TrackError/formatUnsupported(_:criterion:)`` for a frame that is not `gray`.
  public init(reference: PixelFrame, box: PixelRegion, edges: ObjectBox? = nil) throws(TrackError) {
    guard reference.format == .gray else {
      throw .formatUnsupported(reference.format, criterion: .differsFromFirstFrame)
    }
    guard box.fits(width: reference.width, height: reference.height) else {
      throw .regionOutsideFrame(box, width: reference.width, height: reference.height)
    }
    guard box.width >= 4, box.height >= 4 else {
      throw .invalidParameter(
        ParameterError(.elementSize, count: min(box.width, box.height), allowed: ">= 4 pixels"))
    }
    frameWidth = reference.width
    frameHeight = reference.height
    self.box = box
    self.edges =
      edges
      ?? ObjectBox(
        left: Double(box.x), right: Double(box.x + box.width), top: Double(box.y),
        bottom: Double(box.y + box.height))
    // The coarsest level keeps the element at least 24 pixels across (and at most 1/8).
    var top = 0
    while top < 3, min(box.width, box.height) >> (top + 1) >= 24 { top += 1 }
    topLevel = top
    referencePyramid = GrayImage(frame: reference).smoothed().pyramid(levels: top)
    template = AppearanceTemplate(box: box, reference: referencePyramid, background: nil)
  }

  /// Whether two frames' bytes are equal, compared eight bytes at a time.
  static func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    guard a.count == b.count else { return false }
    return a.withUnsafeBytes { x in
      b.withUnsafeBytes { y in
        let words = x.count / 8
        for word in 0..<words
        where x.loadUnaligned(fromByteOffset: 8 * word, as: UInt64.self)
          != y.loadUnaligned(fromByteOffset: 8 * word, as: UInt64.self)
        {
          return false
        }
        for index in (8 * words)..<x.count where x[index] != y[index] { return false }
        return true
      }
    }
  }

  /// Records the next frame, presented at `time` seconds, as not looked at and showing no
  /// element: a blank frame before the recording's content. Only frames before the first one
  /// observed can be skipped.
  public mutating func skip(at time: Double) {
    precondition(firstObserved == nil, "only the frames before the first observed one")
    times.append(time)
    record(.nothing, pose: nil, held: nil)
  }

  /// Matches the next frame (`gray`, the tracker's size), presented at `time` seconds.
  public mutating func observe(_ frame: PixelFrame, at time: Double) {
    precondition(
      frame.format == .gray && frame.width == frameWidth && frame.height == frameHeight,
      "every frame is gray and of the tracker's size")
    let index = observations.count
    times.append(time)
    if let previousBytes, Self.sameBytes(previousBytes, frame.bytes), let last = observations.last {
      var repeated = last
      repeated.isRepeat = true
      record(repeated, pose: poses.last ?? nil, held: held.last ?? nil)
      keepForBacktracking(frame, at: index)
      return
    }
    previousBytes = frame.bytes
    if firstObserved == nil {
      firstObserved = index
      firstFrame(frame)
    } else if let (pose, observation) = follow(frame, at: index, from: index - 1, step: -1) {
      record(observation, pose: pose, held: pose)
    } else if let (pose, observation) = detect(frame) {
      record(observation, pose: pose, held: pose)
      backtrack(from: index)
    } else if let heldPose = held[index - 1], let observation = faint(frame, at: heldPose) {
      record(observation, pose: nil, held: heldPose)
    } else {
      record(.nothing, pose: nil, held: nil)
    }
    keepForBacktracking(frame, at: index)
  }

  /// Removes the matches no neighbouring frame confirms: each run of at most
  /// ``isolatedRunFrames`` consecutive frames that show the element (placed, or faint at a held
  /// pose) that is apart from a longer run, as when a frame before the element enters matches
  /// text or another card that resembles it. Those frames then show nothing. Call after the
  /// last frame.
  ///
  /// - Returns: The indices of the frames whose match was removed, increasing.
  public mutating func removeIsolatedMatches() -> [Int] {
    var runs: [Range<Int>] = []
    var start: Int?
    for index in 0...observations.count {
      let shows =
        index < observations.count
        && (observations[index].box != nil || observations[index].opacity != nil)
      if shows, start == nil { start = index }
      if !shows, let first = start {
        runs.append(first..<index)
        start = nil
      }
    }
    guard runs.contains(where: { $0.count > Self.isolatedRunFrames }) else { return [] }
    var removed: [Int] = []
    for run in runs where run.count <= Self.isolatedRunFrames {
      for index in run {
        let wasRepeat = observations[index].isRepeat
        observations[index] = .nothing
        observations[index].isRepeat = wasRepeat
        poses[index] = nil
        held[index] = nil
        removed.append(index)
      }
    }
    return removed
  }

  /// Keeps frame `index` for ``backtrack(from:)`` when it shows nothing (the frames of a hold
  /// before a pop-in or a fade, repeats included), else lets the kept frames go: only frames
  /// that show nothing are matched again, and keeping no others lets a decoder reuse their
  /// buffers without a copy.
  private mutating func keepForBacktracking(_ frame: PixelFrame, at index: Int) {
    if poses[index] == nil && observations[index].opacity == nil {
      recent.append((index, frame))
      if recent.count > Self.backtrackFrames { recent.removeFirst() }
    } else {
      recent.removeAll(keepingCapacity: true)
    }
  }

  private mutating func record(
    _ observation: ElementObservation, pose: ElementPose?, held: ElementPose?
  ) {
    observations.append(observation)
    poses.append(pose)
    self.held.append(held)
  }

  /// The first frame: where it does not show the element in its reference place, it shows
  /// what lies behind it there, and the template leaves that background out; it is searched
  /// whole, and when it does not show the element anywhere, it becomes the background the
  /// opacity is measured against.
  private mutating func firstFrame(_ frame: PixelFrame) {
    let pyramid = GrayImage(frame: frame).smoothed().pyramid(levels: topLevel)
    plate = pyramid
    plateBlocks = GrayImage(blocksOf: frame, factor: 1 << topLevel)
    if Self.differs(pyramid[0], from: referencePyramid[0], in: box) {
      template = AppearanceTemplate(box: box, reference: referencePyramid, background: pyramid)
    }
    if let (pose, observation) = detect(frame) {
      record(observation, pose: pose, held: pose)
    } else {
      usesPlate = true
      record(.nothing, pose: nil, held: nil)
    }
  }

  /// Whether `image` differs from `reference` by more than 10 levels in at least a fifth of
  /// `box`'s pixels (both images of the whole frame).
  static func differs(_ image: GrayImage, from reference: GrayImage, in box: PixelRegion) -> Bool {
    var count = 0
    for y in box.y..<(box.y + box.height) {
      for x in box.x..<(box.x + box.width) where abs(image[x, y] - reference[x, y]) > 10 {
        count += 1
      }
    }
    return 5 * count >= box.width * box.height
  }

  // MARK: - Following and finding

  /// The smoothed pyramid of the part of `frame` that the template covers at `pose`, grown by
  /// `radius` coarsest-level pixels and a margin, aligned to the coarsest level's pixels; `nil`
  /// when that part lies outside the frame.
  private func pyramid(of frame: PixelFrame, around pose: ElementPose, radius: Int)
    -> [GrayImage]?
  {
    let factor = 1 << topLevel
    let halfWidth = pose.scale * (Double(box.width) / 2) + Double(AppearanceTemplate.margin)
    let halfHeight = pose.scale * (Double(box.height) / 2) + Double(AppearanceTemplate.margin)
    let reach = Double(radius * factor + factor + 4)
    let centreX = template.centre.x + pose.translation.x
    let centreY = template.centre.y + pose.translation.y
    func aligned(_ value: Double, up: Bool) -> Int {
      let whole = Int(up ? value.rounded(.up) : value.rounded(.down))
      return up ? ((whole + factor - 1) / factor) * factor : (whole / factor) * factor
    }
    let x0 = max(aligned(centreX - halfWidth - reach, up: false), 0)
    let y0 = max(aligned(centreY - halfHeight - reach, up: false), 0)
    let x1 = min(aligned(centreX + halfWidth + reach, up: true), frameWidth)
    let y1 = min(aligned(centreY + halfHeight + reach, up: true), frameHeight)
    guard x1 - x0 >= 2 * factor, y1 - y0 >= 2 * factor else { return nil }
    let window = PixelRegion(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    return GrayImage(frame: frame, window: window).smoothed().pyramid(levels: topLevel)
  }

  /// The match of frame `index` from the pose predicted by the placed frames `latest` and the
  /// one before it in the direction `step`, or `nil`.
  private func follow(_ frame: PixelFrame, at index: Int, from latest: Int, step: Int)
    -> (ElementPose, ElementObservation)?
  {
    guard let prediction = predictedPose(at: index, from: latest, step: step) else { return nil }
    guard let pyramid = pyramid(of: frame, around: prediction.pose, radius: prediction.radius)
    else { return nil }
    let candidates = coarseCandidates(
      pyramid[topLevel], around: prediction.pose, radiusX: prediction.radius,
      radiusY: prediction.radius, visible: Self.trackingVisible,
      prior: prediction.hasVelocity ? Self.predictionPrior : 0, count: 2)
    // A runner-up almost as good (a repeating pattern a period away) is refined too, and the
    // better match at full resolution wins.
    var best: Found?
    for (rank, candidate) in candidates.enumerated() {
      if rank > 0, candidate.score < candidates[0].score - Self.ambiguousScore { break }
      best = better(
        refine(pyramid, from: candidate.pose), than: best, visible: Self.trackingVisible)
    }
    return best.map { ($0.pose, $0.observation) }
  }

  /// An accepted match with the fit that accepted it.
  typealias Found = (pose: ElementPose, observation: ElementObservation, fit: LevelFit)

  /// `match` when it is accepted and better than `best` (``LevelFit/isBetter(than:)``), else
  /// `best`.
  private func better(_ match: Match?, than best: Found?, visible: Double) -> Found? {
    guard let match, let found = accepted(match, visible: visible),
      match.fit.isBetter(than: best?.fit)
    else { return best }
    return (found.0, found.1, match.fit)
  }

  /// The pose at frame `index` extrapolated from the placed poses at `latest` and the frame
  /// next to it in the direction `step` (−1: the frame before), with a search radius (coarsest
  /// level pixels) that covers the last step's size.
  private func predictedPose(at index: Int, from latest: Int, step: Int)
    -> (pose: ElementPose, radius: Int, hasVelocity: Bool)?
  {
    guard latest >= 0, latest < poses.count, let last = poses[latest] else { return nil }
    let other = latest + step
    guard other >= 0, other < poses.count, let before = poses[other] else {
      // No velocity yet: a wide search.
      return (last, Self.searchWithoutVelocity, false)
    }
    let span = times[latest] - times[other]
    let ahead = times[index] - times[latest]
    let ratio = span != 0 ? ahead / span : 1
    let velocity = last.translation - before.translation
    var pose = last
    pose.translation += velocity * ratio
    pose.scale = max(0.05, last.scale + (last.scale - before.scale) * ratio)
    pose.opacity = min(max(last.opacity + (last.opacity - before.opacity) * ratio, 0), 1.5)
    let stepLength = (velocity * ratio * velocity * ratio).sum().squareRoot()
    // The change of velocity over the last three placed frames widens the search by what it
    // would move the element (a reversal between two frames of a slow recording).
    var turn = 0.0
    let earlier = other + step
    if earlier >= 0, earlier < poses.count, let first = poses[earlier] {
      let change = velocity - (before.translation - first.translation)
      turn = (change * change).sum().squareRoot() * ratio * max(ratio, 1)
    }
    let factor = Double(1 << topLevel)
    let radius = 2 + Int(((0.5 * stepLength + turn) / factor).rounded(.up))
    return (pose, min(radius, 24), true)
  }

  /// Finds the element in `frame` without a prediction, on the frame's coarse blocks: at every
  /// offset in the first frame, and at each other of ``firstFrameScales`` within half the box
  /// of where it rests (a pop-in grows about its place); later around the places where the
  /// frame differs from the first (large enough to hold a part of the element).
  private func detect(_ frame: PixelFrame) -> (ElementPose, ElementObservation)? {
    let factor = 1 << topLevel
    let coarse = GrayImage(blocksOf: frame, factor: factor)
    var areas: [(x: ClosedRange<Int>, y: ClosedRange<Int>)]
    let levelBox = (
      width: Double(box.width) / Double(factor), height: Double(box.height) / Double(factor)
    )
    var scales = [1.0]
    if let plateBlocks, let firstObserved, observations.count > firstObserved {
      let smallest = Self.smallestChange * levelBox.width * levelBox.height
      areas = Self.changedAreas(coarse, plateBlocks).filter { Double($0.count) >= smallest }
        .map { ($0.x, $0.y) }
    } else {
      areas = [(0...(coarse.width - 1), 0...(coarse.height - 1))]
      scales = Self.firstFrameScales
    }
    // Each scale's candidates, every area's together.
    var candidates = [[(pose: ElementPose, score: Double)]](repeating: [], count: scales.count)
    let referenceCentre = template.centre / Double(factor)
    for area in areas {
      // Centres that put the box over the area.
      let minX = Int((Double(area.x.lowerBound) - levelBox.width / 2).rounded(.down))
      let maxX = Int((Double(area.x.upperBound + 1) + levelBox.width / 2).rounded(.up))
      let minY = Int((Double(area.y.lowerBound) - levelBox.height / 2).rounded(.down))
      let maxY = Int((Double(area.y.upperBound + 1) + levelBox.height / 2).rounded(.up))
      for (which, scale) in scales.enumerated() {
        if scale != 1 {
          let near = ElementPose(translation: .zero, scale: scale)
          candidates[which] += coarseCandidates(
            coarse, around: near, radiusX: Int((levelBox.width / 2).rounded(.up)),
            radiusY: Int((levelBox.height / 2).rounded(.up)), visible: Self.detectionVisible,
            prior: 0, count: Self.detectionCandidates)
          continue
        }
        let start = ElementPose(
          translation: SIMD2(
            Double(minX + maxX) / 2 - referenceCentre.x,
            Double(minY + maxY) / 2 - referenceCentre.y) * Double(factor),
          scale: scale)
        candidates[which] += coarseCandidates(
          coarse, around: start, radiusX: (maxX - minX + 1) / 2, radiusY: (maxY - minY + 1) / 2,
          visible: Self.detectionVisible, prior: 0, count: Self.detectionCandidates)
      }
    }
    // A repeating pattern correlates almost as well a period away on the coarse level: the few
    // best offsets of each scale are refined, and the best match at full resolution wins. The
    // coarse template is the element's appearance at its own size: shrunk, it correlates less
    // with a shrunk element's coarse blocks (and a wrong scale may correlate better with
    // texture), so the first frame's candidates are refined from a lower score, the best of
    // each scale (full resolution decides).
    let coarseScore = scales.count > 1 ? Self.scaledCoarseScore : Self.acceptedScore
    let refined = candidates.flatMap { scaleCandidates in
      scaleCandidates.sorted { $0.score > $1.score }.prefix(
        scales.count > 1 ? Self.scaledCandidates : Self.detectionCandidates)
    }
    var best: Found?
    for candidate in refined where candidate.score >= coarseScore {
      guard let pyramid = pyramid(of: frame, around: candidate.pose, radius: 2) else { continue }
      best = better(
        refine(pyramid, from: candidate.pose), than: best, visible: Self.detectionVisible)
    }
    // Searched again around itself as a followed frame is, on the smoothed pyramid: a match a
    // few pixels off along an edge gives way to the one where more points agree.
    if let found = best,
      let pyramid = pyramid(of: frame, around: found.pose, radius: Self.searchWithoutVelocity)
    {
      let local = coarseCandidates(
        pyramid[topLevel], around: found.pose, radiusX: Self.searchWithoutVelocity,
        radiusY: Self.searchWithoutVelocity, visible: Self.detectionVisible, prior: 0, count: 2)
      for candidate in local {
        best = better(
          refine(pyramid, from: candidate.pose), than: best, visible: Self.detectionVisible)
      }
    }
    return best.map { ($0.pose, $0.observation) }
  }

  /// The boxes (coarse pixels) of the areas where `image` differs from `plate` by more than 10
  /// levels, each of at least 4 pixels (pixels within 2 of each other joined), with their
  /// pixel counts.
  static func changedAreas(_ image: GrayImage, _ plate: GrayImage) -> [(
    x: ClosedRange<Int>, y: ClosedRange<Int>, count: Int
  )] {
    let width = image.width
    let height = image.height
    var changed = [Bool](repeating: false, count: width * height)
    for index in 0..<(width * height) where abs(image.pixels[index] - plate.pixels[index]) > 10 {
      changed[index] = true
    }
    var label = [Bool](repeating: false, count: width * height)
    var areas: [(x: ClosedRange<Int>, y: ClosedRange<Int>, count: Int)] = []
    var stack: [Int] = []
    for start in 0..<(width * height) where changed[start] && !label[start] {
      label[start] = true
      stack.append(start)
      var count = 0
      var box = (minX: Int.max, minY: Int.max, maxX: -1, maxY: -1)
      while let pixel = stack.popLast() {
        count += 1
        let x = pixel % width
        let y = pixel / width
        box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
        for dy in -2...2 {
          for dx in -2...2 where dx != 0 || dy != 0 {
            let nx = x + dx
            let ny = y + dy
            guard nx >= 0, ny >= 0, nx < width, ny < height else { continue }
            let neighbour = ny * width + nx
            if changed[neighbour] && !label[neighbour] {
              label[neighbour] = true
              stack.append(neighbour)
            }
          }
        }
      }
      if count >= 4 { areas.append((box.minX...box.maxX, box.minY...box.maxY, count)) }
    }
    return areas
  }

  /// The whole-pixel offset of the coarsest level within `radiusX` × `radiusY` of `pose` whose
  /// points correlate best with the frame (the scale of `pose` held), less `prior` times the
  /// squared offset over the squared radius, with that score; `nil` when no offset shows a
  /// share `visible` of the points.
  func coarseSearch(
    _ image: GrayImage, around pose: ElementPose, radiusX: Int, radiusY: Int, visible: Double,
    prior: Double = 0
  ) -> (pose: ElementPose, score: Double)? {
    coarseCandidates(
      image, around: pose, radiusX: radiusX, radiusY: radiusY, visible: visible, prior: prior,
      count: 1
    ).first
  }

  /// The `count` best offsets of ``coarseSearch(_:around:radiusX:radiusY:visible:prior:)``, each
  /// at least two coarsest-level pixels from the others, best first.
  func coarseCandidates(
    _ image: GrayImage, around pose: ElementPose, radiusX: Int, radiusY: Int, visible: Double,
    prior: Double, count wanted: Int
  ) -> [(pose: ElementPose, score: Double)] {
    let level = template.levels[topLevel]
    guard level.count > 0 else { return [] }
    let factor = Double(1 << topLevel)
    let strideLength = max(1, level.count / 600)
    let chosen = Array(Swift.stride(from: 0, to: level.count, by: strideLength))
    let needed = max(Int((visible * Double(chosen.count)).rounded(.up)), min(24, chosen.count))
    let centre = template.centre / factor
    let base = centre + pose.translation / factor
    // Each point's pixel at offset 0, then shifted by whole pixels.
    let anchorX = chosen.map {
      Int((base.x + pose.scale * Double(level.offsetX[$0])).rounded(.down)) - image.originX
    }
    let anchorY = chosen.map {
      Int((base.y + pose.scale * Double(level.offsetY[$0])).rounded(.down)) - image.originY
    }
    let references = chosen.map { level.values[$0] }
    var best: [(dx: Int, dy: Int, score: Double)] = []
    let width = image.width
    let height = image.height
    let pointCount = chosen.count
    image.pixels.withUnsafeBufferPointer { pixels in
      for dy in -radiusY...radiusY {
        for dx in -radiusX...radiusX {
          var count = 0
          var sumI: Float = 0
          var sumT: Float = 0
          var sumII: Float = 0
          var sumTT: Float = 0
          var sumIT: Float = 0
          for point in 0..<pointCount {
            let x = anchorX[point] &+ dx
            let y = anchorY[point] &+ dy
            guard x >= 0, y >= 0, x < width, y < height else { continue }
            let reference = references[point]
            let value = pixels[y &* width &+ x]
            count += 1
            sumI += value
            sumT += reference
            sumII += value * value
            sumTT += reference * reference
            sumIT += value * reference
          }
          guard count >= needed else { continue }
          let n = Float(count)
          let varianceI = sumII - sumI * sumI / n
          let varianceT = sumTT - sumT * sumT / n
          guard varianceI > 0, varianceT > 0 else { continue }
          let correlation = Double(
            (sumIT - sumI * sumT / n) / (varianceI * varianceT).squareRoot())
          // The prediction's prior: a repeating pattern (text, a texture) correlates almost as
          // well a period away, and the constant-velocity prediction is nearer the truth.
          let distance =
            Double(dx * dx) / Double(max(radiusX * radiusX, 1))
            + Double(dy * dy) / Double(max(radiusY * radiusY, 1))
          let score = correlation - prior * distance
          guard best.count < wanted || score > best[best.count - 1].score else { continue }
          if let near = best.firstIndex(where: { abs($0.dx - dx) < 2 && abs($0.dy - dy) < 2 }) {
            guard score > best[near].score else { continue }
            best.remove(at: near)
          }
          best.append((dx, dy, score))
          best.sort { $0.score > $1.score }
          if best.count > wanted { best.removeLast() }
        }
      }
    }
    return best.map { candidate in
      var moved = pose
      moved.translation += SIMD2(Double(candidate.dx), Double(candidate.dy)) * factor
      return (moved, candidate.score)
    }
  }

  /// A refined pose and how well it fits.
  struct Match {
    var pose: ElementPose
    var fit: LevelFit
  }

  /// The refinement from `start` on every level down to full resolution, or `nil` when too few
  /// points stay inside the frame.
  func refine(_ pyramid: [GrayImage], from start: ElementPose) -> Match? {
    var pose = start
    var fit = LevelFit.none
    for level in stride(from: topLevel, through: 0, by: -1) {
      fit = solve(
        level: level, image: pyramid[level], pose: &pose,
        free: Free(translation: true, scale: true, opacity: usesPlate && level == 0),
        iterations: level == 0 ? 18 : 10)
      guard fit.points >= Self.minimumPoints else { return nil }
    }
    return Match(pose: pose, fit: fit)
  }

  /// The observation of an accepted match: correlation, visible share, and (against the first
  /// frame) evidence and opacity enough to place the element.
  private func accepted(_ match: Match?, visible: Double) -> (ElementPose, ElementObservation)? {
    guard let match, match.fit.visibleFraction >= visible, match.fit.score >= Self.acceptedScore,
      match.fit.evidence >= Self.acceptedEvidence,
      !usesPlate || match.pose.opacity >= Self.placedOpacity
    else { return nil }
    let pose = match.pose
    let observation = ElementObservation(
      box: pose.apply(to: edges, about: template.centre), scale: pose.scale,
      opacity: usesPlate ? pose.opacity : nil,
      score: match.fit.score, visibleFraction: match.fit.visibleFraction, isRepeat: false)
    return (pose, observation)
  }

  /// The opacity of an element too faint to place, at the pose `held` from a neighbouring
  /// frame where it was seen fading (below half opacity): measured against the first frame
  /// when most of the element is inside the frame and it reads below twice ``placedOpacity``,
  /// else `nil`.
  private func faint(_ frame: PixelFrame, at held: ElementPose) -> ElementObservation? {
    // Only an element seen fading: one placed at full opacity that is no longer seen has moved.
    guard usesPlate, held.opacity < 0.5 else { return nil }
    guard let pyramid = pyramid(of: frame, around: held, radius: 0) else { return nil }
    var pose = held
    let fit = solve(
      level: 0, image: pyramid[0], pose: &pose,
      free: Free(translation: false, scale: false, opacity: true), iterations: 6)
    guard fit.points >= Self.minimumPoints, fit.visibleFraction >= Self.detectionVisible,
      pose.opacity < 2 * Self.placedOpacity
    else { return nil }
    return ElementObservation(
      box: nil, scale: nil, opacity: pose.opacity, score: fit.score,
      visibleFraction: fit.visibleFraction, isRepeat: false)
  }

  /// Frames kept before `index` that show no element, matched backwards from it while they
  /// are accepted (or, too faint to place, their opacity read at the pose held).
  private mutating func backtrack(from index: Int) {
    var latest = index
    var heldPose = poses[index]
    for entry in recent.reversed() where entry.index == latest - 1 {
      guard poses[entry.index] == nil, observations[entry.index].opacity == nil else { break }
      let wasRepeat = observations[entry.index].isRepeat
      let placed = poses[latest] != nil
      if placed,
        let (pose, observation) = follow(entry.frame, at: entry.index, from: latest, step: 1)
      {
        poses[entry.index] = pose
        held[entry.index] = pose
        observations[entry.index] = observation
        observations[entry.index].isRepeat = wasRepeat
        heldPose = pose
      } else if let heldPose, let observation = faint(entry.frame, at: heldPose) {
        held[entry.index] = heldPose
        observations[entry.index] = observation
        observations[entry.index].isRepeat = wasRepeat
      } else {
        break
      }
      latest = entry.index
    }
  }

  // MARK: - Gauss–Newton on one level

  /// What one level's refinement ended on.
  struct LevelFit {
    /// Points inside the frame.
    var points: Int
    /// Their share of the level's points.
    var visibleFraction: Double
    /// The correlation of the frame with the model over the points that agree.
    var score: Double
    /// How much of what the first frame does not explain the element explains: 1 − (robust
    /// loss of the model) / (robust loss of the first frame alone), over the points where the
    /// two differ; 1 without a first frame.
    var evidence: Double
    /// The share of the points inside the frame that agree with the model (a residual within
    /// Tukey's limit): a match a few pixels off along an edge can correlate as well over the
    /// points that agree, but fewer of them do.
    var agreement: Double = 0

    static let none = LevelFit(points: 0, visibleFraction: 0, score: -1, evidence: 0)

    /// Whether this fit is a better match than `other`: more of its points agree (by more than
    /// ``AppearanceTracker/agreementMargin``), or as many and it correlates better.
    func isBetter(than other: LevelFit?) -> Bool {
      guard let other else { return true }
      if abs(agreement - other.agreement) > AppearanceTracker.agreementMargin {
        return agreement > other.agreement
      }
      return score > other.score
    }
  }

  /// The parameters a refinement fits.
  struct Free {
    var translation: Bool
    var scale: Bool
    var opacity: Bool
  }

  /// Gauss–Newton steps on `level` from `pose` (updated in place), fitting what `free` asks
  /// (the scale only while most of the element is inside the frame).
  func solve(
    level: Int, image: GrayImage, pose: inout ElementPose, free: Free, iterations: Int
  ) -> LevelFit {
    let points = template.levels[level]
    let count = points.count
    let factor = Double(1 << level)
    let centreX = Float(template.centre.x / factor)
    let centreY = Float(template.centre.y / factor)
    let background = usesPlate ? plate?[level] : nil
    var residuals = [Float](repeating: .nan, count: count)
    var behind = [Float](repeating: 0, count: count)
    var magnitudes = [Float](repeating: 0, count: count)
    var fit = LevelFit.none
    let width = image.width
    let height = image.height
    let empty: [Float] = [0]
    // Huber's weights while the pose may still be far (they keep the points that do not agree
    // yet); at full resolution, once those steps settle (or near the last step), a few steps
    // with Tukey's weights, which drop the points that never agree.
    var redescending = false
    var redescendingSteps = 0
    for iteration in 0..<iterations {
      if level == 0, !redescending, iteration >= iterations - 3 { redescending = true }
      let baseX = centreX + Float(pose.translation.x / factor) - Float(image.originX)
      let baseY = centreY + Float(pose.translation.y / factor) - Float(image.originY)
      // The background covers the whole frame: its pixel is the image's, moved by the origin.
      let shift = image.originY * (background?.width ?? 0) + image.originX
      let backgroundWidth = background?.width ?? 0
      let scale = Float(pose.scale)
      let opacity = Float(usesPlate ? pose.opacity : 1)
      var inside = 0
      // The frame (and the background) at each warped point, interpolated between pixels.
      image.pixels.withUnsafeBufferPointer { pixels in
        (background?.pixels ?? empty).withUnsafeBufferPointer { under in
          residuals.withUnsafeMutableBufferPointer { residuals in
            behind.withUnsafeMutableBufferPointer { behind in
              magnitudes.withUnsafeMutableBufferPointer { magnitudes in
                points.offsetX.withUnsafeBufferPointer { offsetX in
                  points.offsetY.withUnsafeBufferPointer { offsetY in
                    points.values.withUnsafeBufferPointer { values in
                      for index in 0..<count {
                        let fx = baseX + scale * offsetX[index] - 0.5
                        let fy = baseY + scale * offsetY[index] - 0.5
                        let column = fx.rounded(.down)
                        let row = fy.rounded(.down)
                        guard column >= 0, row >= 0, column < Float(width - 1),
                          row < Float(height - 1)
                        else {
                          residuals[index] = .nan
                          continue
                        }
                        let a = fx - column
                        let b = fy - row
                        let corner = Int(row) &* width &+ Int(column)
                        let top = pixels[corner] + a * (pixels[corner &+ 1] - pixels[corner])
                        let bottom =
                          pixels[corner &+ width]
                          + a * (pixels[corner &+ width &+ 1] - pixels[corner &+ width])
                        let value = top + b * (bottom - top)
                        var model = values[index]
                        if background != nil {
                          let at = (Int(row) &* backgroundWidth) &+ Int(column) &+ shift
                          let upper = under[at] + a * (under[at &+ 1] - under[at])
                          let lower =
                            under[at &+ backgroundWidth]
                            + a * (under[at &+ backgroundWidth &+ 1] - under[at &+ backgroundWidth])
                          let seen = upper + b * (lower - upper)
                          behind[index] = seen
                          model = opacity * model + (1 - opacity) * seen
                        }
                        let residual = value - model
                        residuals[index] = residual
                        magnitudes[inside] = abs(residual)
                        inside &+= 1
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
      fit.points = inside
      fit.visibleFraction = count > 0 ? Double(inside) / Double(count) : 0
      guard inside >= Self.minimumPoints else { return fit }
      let sigma = max(1.4826 * Self.median(&magnitudes, count: inside), 1)
      let limit = redescending ? 4.685 * sigma : 1.345 * sigma
      let tukeyLimit = 4.685 * sigma
      let freeScale = free.scale && fit.visibleFraction >= Self.scaleVisible
      let usesBackground = background != nil
      // The lower triangle of JᵀWJ, JᵀWr, the weighted moments of the frame and the model, and
      // the robust losses of the model and of the background alone.
      var n00 = 0.0, n10 = 0.0, n11 = 0.0, n20 = 0.0, n21 = 0.0, n22 = 0.0
      var n30 = 0.0, n31 = 0.0, n32 = 0.0, n33 = 0.0
      var g0 = 0.0, g1 = 0.0, g2 = 0.0, g3 = 0.0
      var sumI = 0.0, sumM = 0.0, sumII = 0.0, sumMM = 0.0, sumIM = 0.0, sumW = 0.0
      var lossModel = 0.0, lossBackground = 0.0
      var agreeing = 0
      let slope = opacity / scale
      for index in 0..<count {
        let residual = residuals[index]
        guard !residual.isNaN else { continue }
        if abs(residual) < tukeyLimit { agreeing += 1 }
        let reference = points.values[index]
        let seen = behind[index]
        // The evidence counts the points where the element, as placed, stands out from the
        // background by more than twice the outlier limit: there the two explanations differ.
        let contrast = opacity * (reference - seen)
        if usesBackground, abs(contrast) > 2 * tukeyLimit {
          lossModel += Self.rho(Double(residual), limit: Double(tukeyLimit))
          lossBackground += Self.rho(Double(residual + contrast), limit: Double(tukeyLimit))
        }
        let weight: Double
        if redescending {
          guard abs(residual) < limit else { continue }
          let u = residual / limit
          weight = Double((1 - u * u) * (1 - u * u))
        } else {
          weight = Double(min(1, limit / max(abs(residual), 1e-6)))
        }
        let jx = Double(points.gradientX[index] * slope)
        let jy = Double(points.gradientY[index] * slope)
        let js = jx * Double(points.offsetX[index]) + jy * Double(points.offsetY[index])
        let ja = -Double(reference - seen)
        let r = Double(residual)
        let wx = weight * jx
        let wy = weight * jy
        let ws = weight * js
        let wa = weight * ja
        n00 += wx * jx
        n10 += wy * jx
        n11 += wy * jy
        n20 += ws * jx
        n21 += ws * jy
        n22 += ws * js
        n30 += wa * jx
        n31 += wa * jy
        n32 += wa * js
        n33 += wa * ja
        g0 += wx * r
        g1 += wy * r
        g2 += ws * r
        g3 += wa * r
        let m = Double(usesBackground ? opacity * reference + (1 - opacity) * seen : reference)
        let i = m + r
        sumI += weight * i
        sumM += weight * m
        sumII += weight * i * i
        sumMM += weight * m * m
        sumIM += weight * i * m
        sumW += weight
      }
      if sumW > 0 {
        let varianceI = sumII - sumI * sumI / sumW
        let varianceM = sumMM - sumM * sumM / sumW
        let covariance = sumIM - sumI * sumM / sumW
        fit.score =
          varianceI > 0 && varianceM > 0 ? covariance / (varianceI * varianceM).squareRoot() : -1
      }
      fit.evidence =
        usesBackground ? (lossBackground > 0 ? 1 - lossModel / lossBackground : 0) : 1
      fit.agreement = Double(agreeing) / Double(inside)
      let mask = [free.translation, free.translation, freeScale, free.opacity && usesBackground]
      let normal = [
        n00, 0, 0, 0, n10, n11, 0, 0, n20, n21, n22, 0, n30, n31, n32, n33,
      ]
      guard mask.contains(true),
        let step = Self.solveNormal(normal, [g0, g1, g2, g3], free: mask)
      else { return fit }
      pose.translation.x -= step[0] * factor
      pose.translation.y -= step[1] * factor
      if mask[2] { pose.scale = max(0.05, pose.scale - step[2]) }
      if mask[3] { pose.opacity = min(max(pose.opacity - step[3], 0), 1.5) }
      let moved = (abs(step[0]) + abs(step[1])) * factor
      let settled = moved < 1e-3 && abs(step[2]) < 1e-5 && abs(step[3]) < 1e-4
      if redescending { redescendingSteps += 1 }
      if level > 0 && settled { break }
      if level == 0 && (settled || redescendingSteps >= 4) {
        if redescending { break }
        redescending = true
      }
    }
    return fit
  }

  /// Tukey's loss of `residual`: bounded at limit²/6 beyond `limit`.
  static func rho(_ residual: Double, limit: Double) -> Double {
    let bound = limit * limit / 6
    guard abs(residual) < limit else { return bound }
    let u = residual / limit
    let v = 1 - u * u
    return bound * (1 - v * v * v)
  }

  /// The solution of the normal equations (lower triangle of a 4 × 4, row-major) restricted to
  /// the `free` parameters (0 for the others), or `nil` when they are singular.
  static func solveNormal(_ normal: [Double], _ gradient: [Double], free: [Bool]) -> [Double]? {
    let indices = (0..<4).filter { free[$0] }
    let n = indices.count
    var a = [Double](repeating: 0, count: n * n)
    var b = [Double](repeating: 0, count: n)
    for (row, i) in indices.enumerated() {
      b[row] = gradient[i]
      for (column, j) in indices.enumerated() {
        a[row * n + column] = i >= j ? normal[i * 4 + j] : normal[j * 4 + i]
      }
    }
    guard
      let y = SymmetricSolver.positiveDefiniteSolution(matrix: a, dimension: n, rightHandSide: b)
    else { return nil }
    var solution = [Double](repeating: 0, count: 4)
    for (row, i) in indices.enumerated() { solution[i] = y[row] }
    return solution
  }

  /// The median of the first `count` of `values` (each ≥ 0), to within 1/8 of a level below
  /// 64 levels: counted in bins of 1/8 level, the last bin holding every larger value.
  static func median(_ values: inout [Float], count: Int) -> Float {
    guard count > 0 else { return 0 }
    var bins = [Int32](repeating: 0, count: 513)
    values.withUnsafeBufferPointer { values in
      bins.withUnsafeMutableBufferPointer { bins in
        for index in 0..<count {
          bins[Int(min(values[index] * 8, 512))] &+= 1
        }
      }
    }
    let half = Int32((count + 1) / 2)
    var seen: Int32 = 0
    for (bin, number) in bins.enumerated() {
      seen += number
      if seen >= half { return (Float(bin) + 0.5) / 8 }
    }
    return 64
  }
}
