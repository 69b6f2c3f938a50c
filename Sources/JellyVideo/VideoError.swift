/// Why a video could not be decoded. The description is one line, naming the file as given.
package enum VideoError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `ffmpeg` or `ffprobe` is not on the search path (the `PATH` value searched).
  case ffmpegNotFound(program: String, searchPath: String)
  /// The file cannot be opened: its path as given and the plain reason.
  case unreadableFile(path: String, reason: String)
  /// ffprobe or ffmpeg cannot read the file as a video: its path and ffmpeg's own reason.
  case notAVideo(path: String, reason: String)
  /// ffmpeg or ffprobe could not be started.
  case launchFailed(program: String, reason: String)
  /// ffmpeg stopped with an error while decoding: its exit status and last message.
  case decodingFailed(path: String, status: Int32, message: String)
  /// ffmpeg's output ended inside a frame, or gave a frame without a presentation time.
  case malformedOutput(path: String, reason: String)

  /// The install command printed with ``ffmpegNotFound(program:searchPath:)``.
  package static let installHint = "install it with: apt-get install ffmpeg"

  /// One line, e.g. "'rec.mp4' is not a video ffmpeg can read: Invalid data found when
  /// processing input".
  package var description: String {
    switch self {
    case .ffmpegNotFound(let program, let searchPath):
      "\(program) was not found on PATH (\(searchPath)); \(Self.installHint)"
    case .unreadableFile(let path, let reason): "cannot read '\(path)': \(reason)"
    case .notAVideo(let path, let reason): "'\(path)' is not a video ffmpeg can read: \(reason)"
    case .launchFailed(let program, let reason): "cannot start \(program): \(reason)"
    case .decodingFailed(let path, let status, let message):
      "ffmpeg failed on '\(path)' with exit status \(status): \(message)"
    case .malformedOutput(let path, let reason): "ffmpeg's frames of '\(path)': \(reason)"
    }
  }
}
