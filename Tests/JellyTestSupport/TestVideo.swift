import Foundation
import JellyTrack
import JellyVideo

/// The ffmpeg jellylab finds on PATH, or nil.
package let installedFFmpeg = try? FFmpegTools.locate()

/// Whether this run is CI's (`CI=true`), where a test that needs ffmpeg must run, not skip.
package let runsOnCI = ProcessInfo.processInfo.environment["CI"] == "true"

/// Whether the tests that launch ffmpeg run: ffmpeg is installed, or this is CI (where they
/// then fail on `requireFFmpeg()` instead of skipping).
package let ffmpegTestsRun = installedFFmpeg != nil || runsOnCI

/// The installed ffmpeg; under CI a missing one is a failure, not a reason to skip.
package func requireFFmpeg() throws -> FFmpegTools {
  guard let tools = installedFFmpeg else {
    throw LaunchFailure(
      reason: "ffmpeg is missing; CI=true needs it (scripts/install-deps.sh installs it)")
  }
  return tools
}

/// A video drawn by a test: an anti-aliased box on a plain background, each frame rendered
/// with the exact share of every pixel the box covers, encoded by ffmpeg from raw frames on
/// its standard input.
package struct TestVideo {
  /// Frame width and height, pixels.
  package var width = 640
  package var height = 360
  /// The background's colour.
  package var background = RGBColor(red: 0x20, green: 0x60, blue: 0xa0)
  /// The box's colour.
  package var boxColor = RGBColor(red: 0xf0, green: 0xc0, blue: 0x40)
  /// The box's size, pixels.
  package var boxWidth = 100.0
  package var boxHeight = 60.0

  /// A video of the default size and colours.
  package init() {}

  /// One frame: the box's top-left corner at `origin` (pixels), or no box.
  package func frame(boxAt origin: (x: Double, y: Double)?) -> PixelFrame {
    var frame = PixelFrame(width: width, height: height, filledWith: background)
    guard let origin else { return frame }
    let columns = coverage(from: origin.x, length: boxWidth, count: width)
    let rows = coverage(from: origin.y, length: boxHeight, count: height)
    for (row, rowShare) in rows {
      for (column, columnShare) in columns {
        let share = rowShare * columnShare
        frame[column, row] = blend(share)
      }
    }
    return frame
  }

  /// `frame` (rgb24) in yuv420p as an encoder makes it: BT.601 limited-range Y′CbCr, each chroma
  /// sample the mean of the 2 × 2 pixels it covers (of those inside an odd-sized frame).
  package static func yuv420p(_ frame: PixelFrame) -> PixelFrame {
    let width = frame.width
    let height = frame.height
    let chromaWidth = (width + 1) / 2
    let chromaHeight = (height + 1) / 2
    var bytes = [UInt8](
      repeating: 0, count: PixelFormat.yuv420p.byteCount(width: width, height: height))
    func clamp(_ value: Double) -> UInt8 { UInt8(max(0, min(255, value.rounded()))) }
    var blue = [Double](repeating: 0, count: chromaWidth * chromaHeight)
    var red = blue
    var counts = blue
    for y in 0..<height {
      for x in 0..<width {
        let pixel = frame[x, y]
        let (r, g, b) = (Double(pixel.red), Double(pixel.green), Double(pixel.blue))
        bytes[y * width + x] = clamp(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255)
        let sample = (y / 2) * chromaWidth + x / 2
        blue[sample] += 128 + (-37.797 * r - 74.203 * g + 112.0 * b) / 255
        red[sample] += 128 + (112.0 * r - 93.786 * g - 18.214 * b) / 255
        counts[sample] += 1
      }
    }
    let planeSize = chromaWidth * chromaHeight
    for sample in 0..<planeSize {
      bytes[width * height + sample] = clamp(blue[sample] / counts[sample])
      bytes[width * height + planeSize + sample] = clamp(red[sample] / counts[sample])
    }
    return PixelFrame(width: width, height: height, format: .yuv420p, bytes: bytes)
  }

  /// The pixels of `[start, start + length)` along one axis of `count` pixels, each with the
  /// share of it that the interval covers.
  private func coverage(from start: Double, length: Double, count: Int) -> [(Int, Double)] {
    let end = start + length
    let first = max(0, Int(start.rounded(.down)))
    let last = min(count - 1, Int(end.rounded(.up)) - 1)
    guard first <= last else { return [] }
    return (first...last).map { index in
      let covered = min(end, Double(index + 1)) - max(start, Double(index))
      return (index, max(0, covered))
    }
  }

  /// The box's colour over the background with opacity `share`, rounded to 8 bits.
  private func blend(_ share: Double) -> RGBColor {
    func mix(_ under: UInt8, _ over: UInt8) -> UInt8 {
      UInt8((Double(under) + share * (Double(over) - Double(under))).rounded())
    }
    return RGBColor(
      red: mix(background.red, boxColor.red), green: mix(background.green, boxColor.green),
      blue: mix(background.blue, boxColor.blue))
  }

  /// Encodes `frames` with libx264 (yuv420p, CRF 18) into `url` (an .mp4), or with `codec`
  /// (ffmpeg's output options, e.g. `["-c:v", "ffv1", "-pix_fmt", "bgr0"]` for a lossless RGB
  /// .mkv), frame n presented at `ptsExpression` units of 1/`timescale` s: an ffmpeg expression
  /// of the frame number `N` giving whole units (default `N*256` of 1/15360 s: 60 fps), set
  /// with `setpts`.
  package func encode(
    _ frames: [PixelFrame], to url: URL, ptsExpression: String = "N*256",
    timescale: Int = 15_360,
    codec: [String] = [
      "-c:v", "libx264", "-preset", "veryfast", "-crf", "18", "-pix_fmt", "yuv420p",
    ],
    tools: FFmpegTools
  ) throws {
    let process = Process()
    process.executableURL = tools.ffmpeg
    process.arguments =
      [
        "-nostdin", "-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt",
        "rgb24", "-s", "\(width)x\(height)", "-framerate", "60", "-i", "pipe:0", "-vf",
        "settb=1/\(timescale),setpts='\(ptsExpression)'", "-fps_mode", "passthrough",
        "-enc_time_base", "1:\(timescale)",
      ] + codec + ["-video_track_timescale", "\(timescale)", url.path]
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let writer = Thread {
      for frame in frames { input.fileHandleForWriting.write(Data(frame.bytes)) }
      try? input.fileHandleForWriting.close()
    }
    writer.start()
    let message = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw LaunchFailure(reason: "ffmpeg could not encode the test video: \(message)")
    }
  }
}
