import Foundation
import JellyCLITestSupport
import JellySprings
import JellyTestSupport
import JellyTrack
import Testing

@testable import JellyCLI

/// `jellylab track` on videos the tests draw and encode: an anti-aliased 100 × 60 px box on a
/// coloured background, moving along UIKit's spring (damping ratio 0.5, 1 s) from x = 100 to
/// 400 px, encoded by libx264 (yuv420p, CRF 18).
@Suite(.enabled(if: ffmpegTestsRun, "needs ffmpeg on PATH (apt-get install ffmpeg)"))
struct TrackCommandTests {
  /// The drawn motion: the box's left edge at `t` seconds, pixels.
  static let spring = try? UIKitSpringAnimation(from: 100, to: 400, duration: 1, dampingRatio: 0.5)
  /// The box's top edge, pixels (a fraction, so rows are anti-aliased too).
  static let top = 150.3

  /// One parsed row: frame, t, the six box fields and the appearance tracker's scale, opacity
  /// and score (nil when empty or absent).
  struct Row {
    let frame: Int
    let time: Double
    let fields: [Double?]
    let appearance: [Double?]
    var x: Double? { fields[0] }
    var y: Double? { fields[1] }
  }

  static func rows(_ csv: String) -> [Row] {
    csv.split(separator: "\n").dropFirst().map { line in
      let parts = line.split(separator: ",", omittingEmptySubsequences: false)
      return Row(
        frame: Int(parts[0]) ?? -1, time: Double(parts[1]) ?? .nan,
        fields: parts[2..<8].map { Double($0) }, appearance: parts[8...].map { Double($0) })
    }
  }

  /// Encodes the spring at `times` (seconds; `ptsExpression` gives the same times to ffmpeg in 1/`timescale` s).
  static func springVideo(
    times: [Double], ptsExpression: String, timescale: Int = 15_360, in folder: TemporaryFolder,
    name: String = "spring.mp4", codec: [String]? = nil, drawsBox: (Int) -> Bool = { _ in true }
  ) throws -> String {
    let spring = try #require(Self.spring)
    let video = TestVideo()
    let frames = times.enumerated().map { index, time in
      video.frame(boxAt: drawsBox(index) ? (spring.value(at: time), top) : nil)
    }
    let url = folder.url.appendingPathComponent(name)
    if let codec {
      try video.encode(
        frames, to: url, ptsExpression: ptsExpression, timescale: timescale, codec: codec,
        tools: try requireFFmpeg())
    } else {
      try video.encode(
        frames, to: url, ptsExpression: ptsExpression, timescale: timescale,
        tools: try requireFFmpeg())
    }
    return url.path
  }

  /// RMS and largest error of the tracked centres against the drawn ones, pixels.
  static func errors(_ rows: [Row], times: [Double]) throws -> (rms: Double, max: Double) {
    let spring = try #require(Self.spring)
    var squares = 0.0
    var largest = 0.0
    for row in rows {
      let x = try #require(row.x, "frame \(row.frame) has no object")
      let y = try #require(row.y)
      let dx = x - (spring.value(at: times[row.frame]) + 50)
      let dy = y - (top + 30)
      squares += dx * dx + dy * dy
      largest = max(largest, abs(dx), abs(dy))
    }
    return ((squares / Double(2 * rows.count)).squareRoot(), largest)
  }

  @Test("a 60 fps recording: x and y within RMS 0.2 px and max 0.5 px, t = n/60 within 1e-6 s")
  func constantFrameRate() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let times = (0..<75).map { Double($0) / 60 }
    let path = try Self.springVideo(times: times, ptsExpression: "N*256", in: folder)
    let result = runCLI(["track", path])
    #expect(result.status == 0, "\(result.errorLines)")
    let rows = Self.rows(result.output)
    #expect(rows.count == 75)
    #expect(rows.map(\.frame) == Array(0..<75))
    for row in rows { #expect(abs(row.time - times[row.frame]) < 1e-6) }
    let (rms, largest) = try Self.errors(rows, times: times)
    print("track, 60 fps: RMS \(rms) px, max \(largest) px")
    #expect(rms < 0.2)
    #expect(largest < 0.5)
    // After 1 s UIKit's animation has stopped: the last frames repeat, at rest.
    #expect(!result.errorLines.contains { $0.contains("still moves") })
  }

  @Test("a variable frame rate: each frame's own presentation time, within 1e-6 s")
  func variableFrameRate() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // 16 or 17 ms a frame, and a 50 ms stall every 20 frames, in a 1/1000 s time base.
    let milliseconds = (0..<75).map { n in 17 * n - (n + 2) / 3 + 33 * (n / 20) }
    let times = milliseconds.map { Double($0) / 1000 }
    let path = try Self.springVideo(
      times: times, ptsExpression: "17*N-floor((N+2)/3)+33*floor(N/20)",
      timescale: 1000, in: folder)
    let result = runCLI(["track", path])
    #expect(result.status == 0, "\(result.errorLines)")
    let rows = Self.rows(result.output)
    #expect(rows.count == 75)
    for row in rows {
      #expect(
        abs(row.time - times[row.frame]) < 1e-6,
        "frame \(row.frame): \(row.time) vs \(times[row.frame])")
    }
    let (rms, largest) = try Self.errors(rows, times: times)
    print("track, variable frame rate: RMS \(rms) px, max \(largest) px")
    #expect(rms < 0.2)
    #expect(largest < 0.5)
  }

  @Test("frames without the object have empty fields and are counted on stderr")
  func framesWithoutObject() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let times = (0..<30).map { Double($0) / 60 }
    let path = try Self.springVideo(
      times: times, ptsExpression: "N*256", in: folder, drawsBox: { !(5..<9).contains($0) })
    let result = runCLI(["track", path, "--background", "#2060a0"])
    #expect(result.status == 0)
    let rows = Self.rows(result.output)
    #expect(rows.filter { $0.x == nil }.map(\.frame) == [5, 6, 7, 8])
    #expect(rows.filter { $0.x == nil }.allSatisfy { $0.fields.allSatisfy { $0 == nil } })
    #expect(result.output.contains("\n5,0.08333333333333333,,,,,,\n"))
    #expect(
      result.errorLines.contains(
        "warning: 4 of 30 frames show no object (frames 5-8); their rows have empty fields"))
  }

  @Test("repeated frames are reported, and a video cut in the motion ends with a warning")
  func repeatedFramesAndMotionAtTheEnd() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // Frames 10 and 11 show the box where frame 9 does: a recording that repeated a frame.
    let times = (0..<20).map { (index: Int) -> Double in
      Double(index == 10 || index == 11 ? 9 : index) / 60
    }
    let path = try Self.springVideo(times: times, ptsExpression: "N*256", in: folder)
    let result = runCLI(["track", path])
    #expect(result.status == 0)
    let repeats = result.errorLines.contains { (line: String) in
      line.hasPrefix(
        "warning: 2 of 20 frames repeat the frame before them while the motion around them moves"
          + " more than 0.5 px a frame (frames 10-11)")
    }
    #expect(repeats, "\(result.errorLines)")
    let endsInMotion = result.errorLines.contains { (line: String) in
      line.hasPrefix("warning: the video ends while the object still moves")
    }
    #expect(endsInMotion)
    let rows = Self.rows(result.output)
    for index in [10, 11] {
      for (a, b) in zip(rows[index].fields, rows[9].fields) { #expect(abs(a! - b!) < 0.1) }
    }
  }

  @Test("--roi: only the rectangle is searched, and the box is in the video's pixels")
  func regionOfInterest() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let times = (0..<40).map { Double($0) / 60 }
    let path = try Self.springVideo(times: times, ptsExpression: "N*256", in: folder)
    let whole = Self.rows(runCLI(["track", path]).output)
    // An odd corner too: ffmpeg then cuts from the even corner before it, where chroma starts.
    for roi in ["50,120,560,140", "51,121,559,139"] {
      let result = runCLI(["track", path, "--roi", roi])
      #expect(result.status == 0)
      let inside = Self.rows(result.output)
      #expect(inside.count == whole.count)
      for (a, b) in zip(whole, inside) {
        for (p, q) in zip(a.fields, b.fields) {
          #expect(abs((p ?? .nan) - (q ?? .nan)) < 0.05, "--roi \(roi), frame \(a.frame)")
        }
      }
    }
    // A rectangle the box never enters: nothing moves there.
    let empty = runCLI(["track", path, "--roi", "0,0,640,100"])
    #expect(empty.status == 2 && empty.output.isEmpty)
    #expect(
      empty.errorMessages == [
        "error: nothing moves in '\(path)': its first and last frames are alike beyond noise"
          + " inside --roi 0,0,640,100; name the element with --object X,Y,W,H@FRAME"
      ])
  }

  @Test("the yuv420p frames of the first frame's colour and the rgb24 frames of --background agree")
  func planarAgreesWithRGB() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let times = (0..<75).map { Double($0) / 60 }
    let path = try Self.springVideo(times: times, ptsExpression: "N*256", in: folder)
    let planar = Self.rows(runCLI(["track", path, "--background", "first-frame-color"]).output)
    let rgb = Self.rows(runCLI(["track", path, "--background", "#2060a0"]).output)
    #expect(planar.count == 75 && rgb.count == 75)
    var largest = 0.0
    for (a, b) in zip(planar, rgb) {
      for (p, q) in zip(a.fields, b.fields) {
        largest = max(largest, abs((p ?? .nan) - (q ?? .nan)))
      }
    }
    let planarErrors = try Self.errors(planar, times: times)
    let rgbErrors = try Self.errors(rgb, times: times)
    print(
      "track, yuv420p: RMS \(planarErrors.rms) px, max \(planarErrors.max) px; rgb24: RMS "
        + "\(rgbErrors.rms) px, max \(rgbErrors.max) px; largest difference \(largest) px")
    #expect(largest < 0.1)
    #expect(planarErrors.rms < 0.1 && rgbErrors.rms < 0.1)
  }

  @Test(
    "a lossless RGB recording: the first frame's colour within 0.01 px, the appearance within 0.1"
  )
  func fullChromaSource() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let times = (0..<30).map { Double($0) / 60 }
    // The box is drawn exactly (each pixel blended by its covered share), stored without loss.
    let path = try Self.springVideo(
      times: times, ptsExpression: "N*256", in: folder, name: "spring.mkv",
      codec: ["-c:v", "ffv1", "-pix_fmt", "bgr0"])
    for criterion in [["--background", "first-frame-color"], ["--background", "#2060a0"]] {
      let rows = Self.rows(runCLI(["track", path] + criterion).output)
      #expect(rows.count == 30)
      let (rms, largest) = try Self.errors(rows, times: times)
      #expect(largest < 0.01, "\(criterion): RMS \(rms), max \(largest)")
    }
    let rows = Self.rows(runCLI(["track", path]).output)
    let (rms, largest) = try Self.errors(rows, times: times)
    #expect(largest < 0.1, "appearance: RMS \(rms), max \(largest)")
  }

  @Test("--color tracks what shows the box's colour, --out writes the file")
  func colorAndOutFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let times = (0..<30).map { Double($0) / 60 }
    let path = try Self.springVideo(times: times, ptsExpression: "N*256", in: folder)
    let out = folder.path("track.csv")
    let result = runCLI(["track", path, "--color", "#f0c040", "--tolerance", "40", "--out", out])
    #expect(result.status == 0 && result.output.isEmpty)
    let (rms, largest) = try Self.errors(Self.rows(try folder.text("track.csv")), times: times)
    #expect(rms < 0.3 && largest < 0.6, "RMS \(rms), max \(largest)")
  }

  /// A screen drawn by ``CardScene`` and encoded by libx264: a card entering from outside the
  /// right edge on a spring (ζ 0.5, ω0 14 rad/s, released at 0.1 s, centre 390 → 150 px) over
  /// textured content, beside a spinner; 72 frames at 60 fps. Returns the path and each
  /// frame's drawn centre x (`nil` without the card). The first `blankFrames` frames are
  /// white, as a recorder writes them before a page paints.
  static func cardVideo(in folder: TemporaryFolder, card: Bool = true, blankFrames: Int = 0)
    throws -> (path: String, centres: [Double?])
  {
    let name = (card ? "card" : "still") + (blankFrames > 0 ? "-blank\(blankFrames)" : "") + ".mp4"
    let url = folder.url.appendingPathComponent(name)
    let (data, centres) = try cardVideos.video(named: name) {
      let centres = try encodeCardVideo(to: url, card: card, blankFrames: blankFrames)
      return (try Data(contentsOf: url), centres)
    }
    if !FileManager.default.fileExists(atPath: url.path) { try data.write(to: url) }
    return (url.path, centres)
  }

  /// The card videos encoded so far in this test process, by file name: several suites track
  /// the same recording, and drawing and encoding its 72 frames takes seconds in a debug build.
  static let cardVideos = EncodedVideoCache()

  /// Draws and encodes ``cardVideo(in:card:blankFrames:)``'s recording at `url`; returns each
  /// frame's drawn centre x.
  static func encodeCardVideo(to url: URL, card: Bool, blankFrames: Int) throws -> [Double?] {
    let scene = CardScene()
    var centres: [Double?] = []
    let frames = (0..<72).map { index -> PixelFrame in
      let x = AppearanceSpring.value(
        Double(index) / 60, from: 390, to: 150, start: 0.1, zeta: 0.5, omega: 14)
      if index < blankFrames {
        centres.append(nil)
        var white = PixelFrame(width: scene.width, height: scene.height, format: .gray)
        white.bytes = [UInt8](repeating: 255, count: scene.width * scene.height)
        return CardScene.rgb(white)
      }
      let pose = card ? CardScene.Pose(x: x, y: 130) : nil
      centres.append(card && x - scene.cardWidth / 2 < Double(scene.width) ? x : nil)
      return CardScene.rgb(scene.frame(pose, index: index))
    }
    var video = TestVideo()
    (video.width, video.height) = (scene.width, scene.height)
    try video.encode(frames, to: url, tools: try requireFFmpeg())
    return centres
  }

  @Test(
    "an element entering over content beside a spinner: found alone, within 0.1 px; fit within 0.5 %"
  )
  func cardEnteringFromOutside() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let (path, centres) = try Self.cardVideo(in: folder)
    let result = runCLI(["track", path])
    #expect(result.status == 0, "\(result.errorLines)")
    #expect(result.output.hasPrefix("frame,t,x,y,left,right,top,bottom,scale,opacity,score\n"))
    let rows = Self.rows(result.output)
    #expect(rows.count == 72)
    var deviations: [Double] = []
    for (row, centre) in zip(rows, centres) {
      guard let x = row.x, let centre else { continue }
      deviations.append(x - centre)
      #expect(abs((row.appearance[0] ?? 0) - 1) < 0.002, "scale, frame \(row.frame)")
      #expect(abs((row.appearance[1] ?? 0) - 1) < 0.03, "opacity, frame \(row.frame)")
    }
    let mean = deviations.reduce(0, +) / Double(deviations.count)
    let rms =
      (deviations.map { ($0 - mean) * ($0 - mean) }.reduce(0, +)
      / Double(deviations.count)).squareRoot()
    print("track, card entering: \(deviations.count) frames placed, RMS \(rms) px about \(mean)")
    #expect(rms < 0.1 && abs(mean) < 1.5)
    // It is placed while less than a third of it shows (centre beyond 280 px: left edge > 220).
    #expect(zip(rows, centres).contains { $0.x != nil && ($1 ?? 0) > 280 })
    // The frames before it enters are gaps that fit skips.
    let trace = folder.path("track.csv")
    try result.output.write(toFile: trace, atomically: true, encoding: .utf8)
    let fit = runCLI([
      "fit", "--input", trace, "--value-column", "x", "--model", "spring", "--format", "json",
    ])
    #expect(fit.status == 0, "\(fit.errorLines)")
    #expect(fit.errorLines.contains { $0.contains("rows have an empty 'x' or 't'") })
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(fit.output.utf8)) as? [String: Any])
    let zeta = try #require(object["damping_ratio"] as? Double)
    let omega = try #require(object["natural_frequency"] as? Double)
    print("track | fit, card entering: zeta \(zeta), omega0 \(omega)")
    #expect(abs(zeta / 0.5 - 1) < 0.005 && abs(omega / 14 - 1) < 0.005)
  }

  @Test("blank frames before the page paints are skipped: the element found, the same motion")
  func blankStart() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let (path, centres) = try Self.cardVideo(in: folder, blankFrames: 4)
    let result = runCLI(["track", path])
    #expect(result.status == 0, "\(result.errorLines)")
    let rows = Self.rows(result.output)
    #expect(rows.count == 72)
    #expect(rows.prefix(4).allSatisfy { $0.x == nil })
    var deviations: [Double] = []
    for (index, (row, centre)) in zip(rows, centres).enumerated() {
      guard let centre else { continue }
      let x = try #require(row.x, "frame \(index)")
      deviations.append(x - centre)
    }
    // As placed without the blank frames (cardEnteringFromOutside): within 0.1 px about the
    // element's constant offset.
    let mean = deviations.reduce(0, +) / Double(deviations.count)
    let rms =
      (deviations.map { ($0 - mean) * ($0 - mean) }.reduce(0, +)
      / Double(deviations.count)).squareRoot()
    #expect(deviations.count >= 40 && rms < 0.1 && abs(mean) < 1.5, "RMS \(rms) px about \(mean)")
  }

  @Test("--object names the element in a frame; the same motion as when it is found")
  func namedElement() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let (path, _) = try Self.cardVideo(in: folder)
    let found = Self.rows(runCLI(["track", path]).output)
    // Frame 40: the card at x ≈ 148.4, 88 ≤ left; the card's own box there, rounded out.
    let named = runCLI(["track", path, "--object", "87,89,123,82@40"])
    #expect(named.status == 0, "\(named.errorLines)")
    let rows = Self.rows(named.output)
    var offsets: [Double] = []
    for (a, b) in zip(found, rows) {
      if let p = a.x, let q = b.x { offsets.append(p - q) }
    }
    let spread = (offsets.max() ?? 0) - (offsets.min() ?? 0)
    #expect(offsets.count >= 50 && spread < 0.1, "\(offsets.count) frames, spread \(spread) px")
  }

  @Test(
    "a look-alike in a frame before the element enters is left out as a false match, with a warning"
  )
  func isolatedLookAlike() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // Frame 0 shows the card whole at (100, 130), where nothing is later; the card itself is
    // outside the frame until it enters from the right (cardVideo).
    let scene = CardScene()
    let frames = (0..<72).map { index -> PixelFrame in
      let x = AppearanceSpring.value(
        Double(index) / 60, from: 390, to: 150, start: 0.1, zeta: 0.5, omega: 14)
      return CardScene.rgb(
        scene.frame(CardScene.Pose(x: index == 0 ? 100 : x, y: 130), index: index))
    }
    var video = TestVideo()
    (video.width, video.height) = (scene.width, scene.height)
    let url = folder.url.appendingPathComponent("look-alike.mp4")
    try video.encode(frames, to: url, tools: try requireFFmpeg())
    let result = runCLI(["track", url.path, "--object", "87,89,123,82@40"])
    #expect(result.status == 0, "\(result.errorLines)")
    let rows = Self.rows(result.output)
    #expect(rows.count == 72)
    #expect(rows[0].x == nil && rows[1].x == nil)
    #expect(
      result.errorLines.contains {
        $0.hasPrefix("warning: frame 0 matched the element with no match in the frames next to it:")
      }, "\(result.errorLines)")
    // The card's own frames are all kept: it is placed from the frame where it enters on.
    let placed = rows.filter { $0.x != nil }
    #expect(placed.count >= 55 && placed.allSatisfy { $0.frame >= 5 }, "\(placed.count) placed")
  }

  @Test("a recording cut short (its index promises more frames than it holds) is read to its end")
  func cutShort() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let (path, _) = try Self.cardVideo(in: folder)
    // The index first (faststart), then the frames' data cut at 80 %: the last second's seek
    // lands past the data.
    let indexed = folder.path("indexed.mp4")
    let remux = Process()
    remux.executableURL = try requireFFmpeg().ffmpeg
    remux.arguments = [
      "-nostdin", "-loglevel", "error", "-i", path, "-c", "copy", "-movflags", "+faststart",
      indexed,
    ]
    try remux.run()
    remux.waitUntilExit()
    #expect(remux.terminationStatus == 0)
    let data = try Data(contentsOf: URL(fileURLWithPath: indexed))
    let cut = folder.path("cut.mp4")
    try data.prefix(data.count * 8 / 10).write(to: URL(fileURLWithPath: cut))
    let whole = Self.rows(runCLI(["track", path]).output)
    let result = runCLI(["track", cut])
    #expect(result.status == 0, "\(result.errorLines)")
    let rows = Self.rows(result.output)
    #expect(rows.count >= 40 && rows.count < 72, "\(rows.count) frames")
    // The frames it holds are placed as the whole recording places them, about a constant
    // offset (its reference appearance is its own last frame, mid-motion), within 0.2 px.
    var offsets: [Double] = []
    for (a, b) in zip(rows, whole) where a.x != nil || b.x != nil {
      offsets.append((a.x ?? .nan) - (b.x ?? .nan))
    }
    let spread = (offsets.max() ?? .nan) - (offsets.min() ?? .nan)
    #expect(offsets.count >= 30 && spread < 0.2, "\(offsets.count) frames, spread \(spread) px")
  }

  @Test("a recording where nothing moves is refused with one line")
  func nothingMoves() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // Only the spinner turns, in place.
    let (path, _) = try Self.cardVideo(in: folder, card: false)
    let result = runCLI(["track", path])
    #expect(result.status == 2 && result.output.isEmpty, "\(result.output.prefix(3000))")
    #expect(result.errorMessages.count == 1)
    #expect(
      result.errorMessages.first?.hasPrefix("error: nothing moves in '\(path)': the element at")
        == true, "\(result.errorMessages)")
  }

  @Test("bad input: one error line and exit 2")
  func badInput() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    _ = try folder.write("not a video\n", to: "notes.mp4")
    let text = runCLI(["track", folder.path("notes.mp4")])
    #expect(text.status == 2)
    #expect(
      text.errorMessages == [
        "error: '\(folder.path("notes.mp4"))' is not a video ffmpeg can read: Invalid data found"
          + " when processing input"
      ])
    let missing = runCLI(["track", folder.path("none.mp4")])
    #expect(missing.status == 2)
    #expect(missing.errorLines == ["error: cannot read '\(folder.path("none.mp4"))': no such file"])
    let path = try Self.springVideo(
      times: [0, 1.0 / 60], ptsExpression: "N*256", in: folder)
    let outside = runCLI(["track", path, "--roi", "600,0,100,100"])
    #expect(outside.status == 2)
    #expect(
      outside.errorLines == ["error: --roi 600,0,100,100 is outside the 640x360 frame of '\(path)'"]
    )
    for colour in [["--color", "red"], ["--background", "#12345"], ["--color", "#12345g"]] {
      let bad = runCLI(["track", path] + colour)
      #expect(bad.status == 2)
      #expect(bad.errorMessages.count == 1 && bad.errorMessages[0].contains("'#rrggbb'"))
    }
    #expect(
      runCLI(["track"]).errorMessages == ["error: VIDEO is required: " + TrackCommand.video.help])
    #expect(
      runCLI(["track", path, "--tolerance", "3"]).errorMessages == [
        "error: --tolerance needs --color"
      ])
    #expect(
      runCLI(["track", path, "--object", "10,10,50,50", "--background", "first-frame"])
        .errorMessages == [
          "error: --object cannot be combined with --background; give one of them"
        ])
    let late = runCLI(["track", path, "--object", "10,10,50,50@9"])
    #expect(late.status == 2)
    #expect(late.errorMessages == ["error: --object 10,10,50,50@9: '\(path)' has no frame 9"])
    let beyond = runCLI(["track", path, "--object", "600,10,50,50"])
    #expect(
      beyond.errorMessages == [
        "error: --object 600,10,50,50 is not inside the searched 640x360 region at 0,0 of"
          + " '\(path)'"
      ])
    let small = runCLI(["track", path, "--object", "1,1,3,50"])
    #expect(small.status == 2)
    #expect(small.errorMessages.first?.hasPrefix("error: --object must be x,y,w,h") == true)
  }
}

/// Encoded test videos by name, each made once per process under a lock (tests asking for the
/// same one wait for the first).
final class EncodedVideoCache: @unchecked Sendable {
  private let lock = NSLock()
  private var videos: [String: (data: Data, centres: [Double?])] = [:]

  /// The video named `name`, made by `make` the first time it is asked for.
  func video(named name: String, make: () throws -> (Data, [Double?])) throws -> (
    data: Data, centres: [Double?]
  ) {
    lock.lock()
    defer { lock.unlock() }
    if let video = videos[name] { return video }
    let (data, centres) = try make()
    videos[name] = (data, centres)
    return (data, centres)
  }
}
