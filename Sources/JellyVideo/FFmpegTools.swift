import Foundation

/// The `ffmpeg` and `ffprobe` executables (Debian's package `ffmpeg` holds both).
package struct FFmpegTools: Sendable {
  /// The decoder.
  package let ffmpeg: URL
  /// The stream inspector.
  package let ffprobe: URL

  /// The two executables at these paths.
  package init(ffmpeg: URL, ffprobe: URL) {
    self.ffmpeg = ffmpeg
    self.ffprobe = ffprobe
  }

  /// Finds `ffmpeg` and `ffprobe` in the folders of `searchPath` (a `PATH`-style,
  /// colon-separated list).
  ///
  /// - Parameter searchPath: Defaults to the process's `PATH`.
  /// - Throws: ``VideoError/ffmpegNotFound(program:searchPath:)``, whose description carries the
  ///   install command.
  package static func locate(
    searchPath: String = ProcessInfo.processInfo.environment["PATH"] ?? ""
  ) throws(VideoError) -> FFmpegTools {
    guard let ffmpeg = find("ffmpeg", in: searchPath) else {
      throw .ffmpegNotFound(program: "ffmpeg", searchPath: searchPath)
    }
    guard let ffprobe = find("ffprobe", in: searchPath) else {
      throw .ffmpegNotFound(program: "ffprobe", searchPath: searchPath)
    }
    return FFmpegTools(ffmpeg: ffmpeg, ffprobe: ffprobe)
  }

  /// The first executable file called `name` in the folders of `searchPath`.
  private static func find(_ name: String, in searchPath: String) -> URL? {
    for folder in searchPath.split(separator: ":", omittingEmptySubsequences: false) {
      let base = folder.isEmpty ? "." : String(folder)
      let candidate = URL(fileURLWithPath: base).appendingPathComponent(name).path
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder),
        !isFolder.boolValue, FileManager.default.isExecutableFile(atPath: candidate)
      {
        return URL(fileURLWithPath: candidate)
      }
    }
    return nil
  }
}
