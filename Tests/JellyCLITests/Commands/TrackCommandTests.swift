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

  /// One parsed row: frame, t and the six box fields (nil when empty).
  struct Row {
    let frame: Int
    let time: Double
    let fields: [Double?]
    var x: Double? { fields[0] }
    var y: Double? { fields[1] }
  }

  static func rows(_ csv: String) -> [Row] {
    csv.split(separator: "\n").dropFirst().map { line in
      let parts = line.split(separator: ",", omittingEmptySubsequences: false)
      return Row(
        frame: Int(parts[0]) ?? -1, time: Double(parts[1]) ?? .nan,
        fields: parts[2...].map { Double($0) })
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
        "warning: 2 of 20 frames repeat the frame before them in the middle of the motion (frames 10-11)"
      )
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
    // A rectangle the box never enters shows no object.
    let empty = runCLI(["track", path, "--roi", "0,0,640,100"])
    #expect(Self.rows(empty.output).allSatisfy { $0.x == nil })
  }

  @Test("the yuv420p frames of the default criterion and the rgb24 frames of --background agree")
  func planarAgreesWithRGB() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let times = (0..<75).map { Double($0) / 60 }
    let path = try Self.springVideo(times: times, ptsExpression: "N*256", in: folder)
    let planar = Self.rows(runCLI(["track", path]).output)
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

  @Test("a lossless RGB recording keeps its full chroma: the default criterion within 0.01 px")
  func fullChromaSource() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let times = (0..<30).map { Double($0) / 60 }
    // The box is drawn exactly (each pixel blended by its covered share), stored without loss.
    let path = try Self.springVideo(
      times: times, ptsExpression: "N*256", in: folder, name: "spring.mkv",
      codec: ["-c:v", "ffv1", "-pix_fmt", "bgr0"])
    for criterion in [[], ["--background", "#2060a0"]] {
      let rows = Self.rows(runCLI(["track", path] + criterion).output)
      #expect(rows.count == 30)
      let (rms, largest) = try Self.errors(rows, times: times)
      #expect(largest < 0.01, "\(criterion): RMS \(rms), max \(largest)")
    }
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
  }
}
