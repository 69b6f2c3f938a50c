import Foundation
import JellyIO
import JellyTrack

/// Decodes a video with `ffmpeg` through a pipe, frame by frame: raw `rgb24` or `yuv420p`
/// frames on ffmpeg's standard output, never frame files, each with its presentation time from
/// the container.
///
/// One ffmpeg process decodes the first video stream once. Every decoded frame is passed
/// through as it is (`-fps_mode passthrough`: no frame is dropped or duplicated to make a
/// constant rate, so a variable-frame-rate recording keeps its own times), converted to the
/// format asked for (nothing to do for a `yuv420p` recording, the usual H.264 one) and cut to
/// the region (`crop`). Then ffmpeg's `metadata` filter (an entry added,
/// then printed) logs each frame's presentation time stamp in the stream's time base on
/// standard error, at no cost per pixel (`showinfo` would checksum every frame); a thread reads
/// that while frames are read here (``takeTimes()``). The time of a frame is pts × time base
/// (``VideoProbe/timeBase``), in seconds from the stream's start (ffmpeg removes the
/// container's start offset, so most recordings start at 0). The raw
/// output keeps the stream's own time base (`-enc_time_base`), so that no two frames close in
/// time share an output time stamp, which would make ffmpeg drop one; a run whose frames and
/// time stamps differ in number fails.
///
/// While ffmpeg runs it is registered with ``InterruptCleanup``, so an interrupt (Ctrl-C) ends
/// it; ``finish()``, or releasing the decoder, ends it too when the frames are not read to the
/// end. Use it from one thread.
package final class VideoDecoder {
  /// Which frames a decoder delivers.
  package enum Selection: Sendable, Equatable {
    /// Every frame, in order.
    case all
    /// The first frame only.
    case first
    /// The frames of the last `seconds` of the video (ffmpeg seeks from its end, decoding from
    /// the key frame before), so that the last frame comes without decoding the whole video.
    case tail(seconds: Double)
    /// Frame `index` (from 0) only, decoding the frames before it.
    case index(Int)
    /// These frames (from 0, increasing), in order, decoding every frame up to the last.
    case indices([Int])
  }

  /// The file as given.
  package let path: String
  /// The part of each frame delivered, in the video's pixels.
  package let region: PixelRegion
  /// How each delivered frame holds its pixels.
  package let format: PixelFormat
  /// Which frames it delivers.
  package let selection: Selection

  private let process = Process()
  private let clock: PresentationClock
  private let output: FileHandle
  private let cleanup: InterruptCleanup
  private var registration: InterruptCleanup.Registration?
  private var errorReader: Thread?
  private let errorDone = DispatchSemaphore(value: 0)
  private var decodedCount = 0
  private var takenTimes = 0
  private var isFinished = false
  private var reachedEnd = false

  /// Starts ffmpeg on the file at `path`, delivering `region` of each frame.
  ///
  /// - Parameters:
  ///   - path: The video, as the user gave it.
  ///   - probe: Its frame size and time base (``VideoProbe``).
  ///   - region: The region to deliver; it must lie inside the frame (for `yuv420p`, with an
  ///     even x and y: ``PixelRegion/evenAligned``).
  ///   - format: The frames' format (default `rgb24`).
  ///   - tools: The ffmpeg executables.
  ///   - cleanup: Where ffmpeg's process is registered while it runs (default
  ///     ``InterruptCleanup/shared``).
  /// - Throws: ``VideoError/launchFailed(program:reason:)`` when ffmpeg cannot start.
  package init(
    path: String, probe: VideoProbe, region: PixelRegion, format: PixelFormat = .rgb24,
    selection: Selection = .all, tools: FFmpegTools, cleanup: InterruptCleanup = .shared
  ) throws(VideoError) {
    precondition(
      format != .yuv420p || region == region.evenAligned,
      "a yuv420p region starts on a chroma sample")
    self.path = path
    self.region = region
    self.format = format
    self.selection = selection
    self.cleanup = cleanup
    clock = PresentationClock(timeBase: probe.timeBase)
    let crop = "crop=\(region.width):\(region.height):\(region.x):\(region.y):exact=1"
    var seek: [String] = []
    var select = ""
    var count: [String] = []
    switch selection {
    case .all: break
    case .first: count = ["-frames:v", "1"]
    case .tail(let seconds): seek = ["-sseof", "-\(seconds)"]
    case .index(let index):
      select = "select=eq(n\\,\(index)),"
      count = ["-frames:v", "1"]
    case .indices(let indices):
      let terms = indices.map { "eq(n\\,\($0))" }.joined(separator: "+")
      select = "select=\(terms),"
      count = ["-frames:v", "\(indices.count)"]
    }
    process.executableURL = tools.ffmpeg
    process.arguments =
      ["-nostdin", "-hide_banner", "-nostats", "-loglevel", "info", "-noautorotate"] + seek + [
        "-i", path, "-map", "0:v:0", "-vf",
        "\(select)\(Self.conversion(to: format, from: probe)),\(crop),"
          + "metadata=mode=add:key=jellylab:value=1,"
          + "metadata=mode=print",
        "-fps_mode", "passthrough", "-enc_time_base",
        "\(probe.timeBase.numerator):\(probe.timeBase.denominator)",
      ] + count + ["-f", "rawvideo", "-pix_fmt", format.rawValue, "pipe:1"]
    let outputPipe = Pipe()
    let errorPipe = Pipe()
    process.standardOutput = outputPipe
    process.standardError = errorPipe
    process.standardInput = FileHandle.nullDevice
    output = outputPipe.fileHandleForReading
    #if os(Linux)
      // A frame is megabytes: a 1 MiB pipe (the default is 64 KiB) takes it in a few reads.
      // F_SETPIPE_SZ (1031, linux/fcntl.h) is not visible to Swift without _GNU_SOURCE.
      let setPipeSize: Int32 = 1031
      _ = fcntl(output.fileDescriptor, setPipeSize, 1 << 20)
    #endif
    let process = self.process
    do {
      // Started and registered under the registry's lock, so an interrupt cannot fall between.
      registration = try cleanup.withRegistry { registry in
        try process.run()
        return registry.add(childProcess: process.processIdentifier)
      }
    } catch {
      throw .launchFailed(program: "ffmpeg", reason: "\(error)")
    }
    let errors = errorPipe.fileHandleForReading
    let clock = self.clock
    let done = errorDone
    let reader = Thread {
      readLines(errors) { clock.read($0) }
      done.signal()
    }
    reader.name = "jellylab.ffmpeg-stderr"
    errorReader = reader
    reader.start()
  }

  deinit {
    stop()
  }

  /// The filter that turns the stream's frames into `format`: the luma plane as it is stored
  /// (`extractplanes=y`, no conversion) for `gray` from an 8-bit planar Y′CbCr stream, else
  /// ffmpeg's `format` conversion.
  static func conversion(to format: PixelFormat, from probe: VideoProbe) -> String {
    let planar8 = [
      "yuv420p", "yuvj420p", "yuv422p", "yuvj422p", "yuv444p", "yuvj444p", "yuv440p", "yuvj440p",
    ]
    if format == .gray, planar8.contains(probe.pixelFormat) { return "extractplanes=y" }
    return "format=\(format.rawValue)"
  }

  /// Reads the next frame into `frame` (which must be the region's size, in ``format``): `false`
  /// after the last frame, once ffmpeg has exited and every time stamp is read.
  ///
  /// The frame's time comes separately, from ``takeTimes()``: ffmpeg may write a frame before
  /// it logs the frame's time stamp, and waiting for the stamp while ffmpeg waits for the pipe
  /// to drain would stall both.
  ///
  /// - Throws: ``VideoError/malformedOutput(path:reason:)`` when the stream ends inside a
  ///   frame, or the frames and time stamps differ in number;
  ///   ``VideoError/decodingFailed(path:status:message:)`` when ffmpeg fails.
  package func nextFrame(into frame: inout PixelFrame) throws(VideoError) -> Bool {
    precondition(
      frame.width == region.width && frame.height == region.height && frame.format == format)
    let count = frame.bytes.count
    let descriptor = output.fileDescriptor
    let filled = frame.bytes.withUnsafeMutableBytes { buffer -> Int in
      guard let base = buffer.baseAddress else { return 0 }
      var filled = 0
      while filled < count {
        let result = read(descriptor, base + filled, count - filled)
        if result < 0 && errno == EINTR { continue }
        if result <= 0 { break }
        filled += result
      }
      return filled
    }
    if filled < count { reachedEnd = true }
    if filled == 0 {
      try finish()
      let stamped = clock.count
      // A selection may log a frame past the last one delivered.
      guard stamped == decodedCount || selection != .all else {
        throw .malformedOutput(
          path: path, reason: "\(decodedCount) frames came for \(stamped) time stamps")
      }
      return false
    }
    guard filled == count else {
      try finish()
      throw .malformedOutput(
        path: path,
        reason: "the output ended inside frame \(decodedCount) (\(filled) of \(count) bytes)")
    }
    decodedCount += 1
    return true
  }

  /// The presentation times (seconds) ffmpeg has reported since the last call, in frame
  /// order: the first call's start with frame 0's. Never waits.
  ///
  /// - Throws: ``VideoError/malformedOutput(path:reason:)`` for a frame without a presentation
  ///   time stamp.
  package func takeTimes() throws(VideoError) -> [Double] {
    let times = clock.times(from: takenTimes)
    defer { takenTimes += times.count }
    var seconds: [Double] = []
    for (offset, time) in times.enumerated() {
      guard let time else {
        throw .malformedOutput(
          path: path, reason: "frame \(takenTimes + offset) has no presentation time stamp")
      }
      seconds.append(time)
    }
    return seconds
  }

  /// Waits for ffmpeg to exit after the last frame and checks its status; ends it first when
  /// frames are left unread. Calling it again does nothing.
  ///
  /// - Throws: ``VideoError/decodingFailed(path:status:message:)`` when ffmpeg failed.
  package func finish() throws(VideoError) {
    guard !isFinished else { return }
    isFinished = true
    // Frames are left unread: end ffmpeg rather than read them.
    let stopsEarly = !reachedEnd && process.isRunning
    if stopsEarly { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    errorDone.wait()
    if let registration { cleanup.unregister(registration) }
    registration = nil
    try? output.close()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      if stopsEarly { return }
      let message = clock.lastMessages.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      throw .decodingFailed(
        path: path, status: process.terminationStatus, message: message ?? "no message")
    }
  }

  /// Ends ffmpeg at once, from any thread, without waiting: a read blocked on its pipe then
  /// returns, so a thread that reads the frames (``FrameReadAhead``) can be stopped early;
  /// ``finish()`` still waits for the process and forgets it.
  package func abandon() {
    let pid = process.processIdentifier
    if pid > 0 { kill(pid, SIGKILL) }
  }

  /// Ends ffmpeg if it still runs and forgets it.
  private func stop() {
    guard !isFinished else { return }
    isFinished = true
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    errorDone.wait()
    if let registration { cleanup.unregister(registration) }
    try? output.close()
  }
}

/// Calls `body` with each line read from `handle` until its end (a last line without a line
/// break included; `\r` ends a line too).
private func readLines(_ handle: FileHandle, _ body: (Substring) -> Void) {
  var pending: [UInt8] = []
  while true {
    let chunk = handle.availableData
    if chunk.isEmpty { break }
    pending += chunk
    var start = 0
    for index in pending.indices where pending[index] == 10 || pending[index] == 13 {
      if index > start {
        body(Substring(decoding: pending[start..<index], as: UTF8.self))
      }
      start = index + 1
    }
    pending.removeFirst(start)
  }
  if !pending.isEmpty { body(Substring(decoding: pending, as: UTF8.self)) }
}
