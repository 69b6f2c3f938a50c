import Foundation
import JellyIO

/// The size of a video's frames and the time base of its time stamps, read by `ffprobe` from
/// the container's headers (no decoding).
package struct VideoProbe: Sendable, Equatable {
  /// Columns of every frame as ffmpeg decodes it (before any display rotation), pixels.
  package let width: Int
  /// Rows of every frame, pixels.
  package let height: Int
  /// The stream's time base `numerator/denominator` seconds, e.g. `1/15360` (both ≥ 1).
  package var timeBase: (numerator: Int, denominator: Int) = (1, 1_000_000)
  /// The stream's pixel format as ffprobe names it (`yuv420p`, `yuv444p`, `rgb24`, `bgr0`, …),
  /// empty when unknown.
  package var pixelFormat = ""

  /// Whether the stream stores its chroma at half the resolution both ways (4:2:0: `yuv420p`,
  /// `yuvj420p`, `nv12`, `yuv420p10le`, …): read as yuv420p, such frames lose nothing and need
  /// no conversion; frames with full chroma would lose half of it.
  package var storesQuarterChroma: Bool {
    pixelFormat.contains("420")
      || ["nv12", "nv21", "p010le", "p010be", "p016le", "p016be"]
        .contains(pixelFormat)
  }

  /// The probe of a `width` × `height` stream whose time stamps count `timeBase` seconds.
  package init(width: Int, height: Int, timeBase: (numerator: Int, denominator: Int)) {
    self.width = width
    self.height = height
    self.timeBase = timeBase
  }

  /// Equal sizes and time bases.
  package static func == (lhs: VideoProbe, rhs: VideoProbe) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height && lhs.timeBase == rhs.timeBase
  }

  /// The frame size and time base of the first video stream of the file at `path`.
  ///
  /// - Throws: ``VideoError/unreadableFile(path:reason:)`` when the file cannot be opened,
  ///   ``VideoError/notAVideo(path:reason:)`` when ffprobe cannot read it or it has no video
  ///   stream, ``VideoError/launchFailed(program:reason:)`` when ffprobe cannot start.
  package static func probe(_ path: String, tools: FFmpegTools) throws(VideoError) -> VideoProbe {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw .unreadableFile(path: path, reason: FileProblem.lastReason())
    }
    var status = stat()
    let isFolder = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    close(descriptor)
    if isFolder { throw .unreadableFile(path: path, reason: FileProblem.reason(errno: EISDIR)) }
    let process = Process()
    process.executableURL = tools.ffprobe
    process.arguments = [
      "-v", "error", "-select_streams", "v:0", "-show_entries",
      "stream=width,height,time_base,pix_fmt", "-of", "default=noprint_wrappers=1", "--", path,
    ]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    let registration: InterruptCleanup.Registration
    do {
      registration = try InterruptCleanup.shared.withRegistry { registry in
        try process.run()
        return registry.add(childProcess: process.processIdentifier)
      }
    } catch {
      throw .launchFailed(program: "ffprobe", reason: "\(error)")
    }
    defer { InterruptCleanup.shared.unregister(registration) }
    let errorDrain = PipeDrain(errors.fileHandleForReading)
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let message = String(decoding: errorDrain.wait(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw .notAVideo(path: path, reason: Self.reason(message, path: path))
    }
    var fields: [String: String] = [:]
    for line in text.split(whereSeparator: \.isNewline) {
      let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
      if parts.count == 2, fields[parts[0]] == nil { fields[parts[0]] = parts[1] }
    }
    let fraction = (fields["time_base"] ?? "").split(separator: "/").compactMap { Int($0) }
    guard let width = fields["width"].flatMap({ Int($0) }),
      let height = fields["height"].flatMap({ Int($0) }), width > 0, height > 0,
      fraction.count == 2, fraction[0] > 0, fraction[1] > 0
    else {
      throw .notAVideo(path: path, reason: "it has no video stream")
    }
    var probe = VideoProbe(width: width, height: height, timeBase: (fraction[0], fraction[1]))
    probe.pixelFormat = fields["pix_fmt"] ?? ""
    return probe
  }

  static func reason(_ message: String, path: String) -> String {
    let line =
      message.split(whereSeparator: \.isNewline).last.map(String.init) ?? "ffprobe failed"
    let prefix = "\(path): "
    return line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : line
  }
}
