import JellyTrack

extension VideoDecoder {
  /// The last frame `selection` delivers of the video at `path` (its `region`, in `format`), or
  /// `nil` when it delivers none: one frame of a video without decoding all of it
  /// (``Selection/first``, ``Selection/tail(seconds:)``).
  ///
  /// - Throws: ``VideoError`` when ffmpeg cannot start or fails.
  package static func frame(
    path: String, probe: VideoProbe, region: PixelRegion, format: PixelFormat,
    selection: Selection, tools: FFmpegTools
  ) throws(VideoError) -> PixelFrame? {
    let decoder = try VideoDecoder(
      path: path, probe: probe, region: region, format: format, selection: selection,
      tools: tools)
    defer { try? decoder.finish() }
    var current = PixelFrame(width: region.width, height: region.height, format: format)
    var last: PixelFrame?
    while try decoder.nextFrame(into: &current) { last = current }
    return last
  }
}

extension VideoDecoder {
  /// Every frame `selection` delivers of the video at `path` (its `region`, in `format`), in
  /// order.
  ///
  /// - Throws: ``VideoError`` when ffmpeg cannot start or fails.
  package static func frames(
    path: String, probe: VideoProbe, region: PixelRegion, format: PixelFormat,
    selection: Selection, tools: FFmpegTools
  ) throws(VideoError) -> [PixelFrame] {
    let decoder = try VideoDecoder(
      path: path, probe: probe, region: region, format: format, selection: selection,
      tools: tools)
    defer { try? decoder.finish() }
    var current = PixelFrame(width: region.width, height: region.height, format: format)
    var frames: [PixelFrame] = []
    while try decoder.nextFrame(into: &current) { frames.append(current) }
    return frames
  }
}
