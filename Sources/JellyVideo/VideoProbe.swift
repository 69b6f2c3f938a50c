import Foundation
import JellyIO

/// The size of a video's frames, read by `ffprobe` from the container's headers (no decoding).
package struct VideoProbe: Sendable, Equatable {
  /// Columns of every frame as ffmpeg decodes it (before any display rotation), pixels.
  package let width: Int
  /// Rows of every frame, pixels.
  package let height: Int

  /// The frame size of the first video stream of the file at `path`.
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
      "-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width,height", "-of",
      "csv=p=0", "--", path,
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
    let numbers = text.split(whereSeparator: { $0 == "," || $0.isNewline }).compactMap {
      Int($0)
    }
    guard numbers.count >= 2, numbers[0] > 0, numbers[1] > 0 else {
      throw .notAVideo(path: path, reason: "it has no video stream")
    }
    return VideoProbe(width: numbers[0], height: numbers[1])
  }

  /// ffprobe's last message line without the path it starts with.
  static func reason(_ message: String, path: String) -> String {
    let line =
      message.split(whereSeparator: \.isNewline).last.map(String.init) ?? "ffprobe failed"
    let prefix = "\(path): "
    return line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : line
  }
}
