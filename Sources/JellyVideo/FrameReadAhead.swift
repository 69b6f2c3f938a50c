import Foundation
import JellyTrack

/// A decoder's frames read on a thread of their own, up to ``depth`` frames ahead of the
/// caller, so that ffmpeg decodes and writes the next frames while the caller works on this
/// one: the pipe alone holds 1 MiB, a sixth of a 1080p frame, so without it ffmpeg waits for
/// every frame to be taken and the two take turns instead of running at once.
///
/// Each slot is a frame buffer allocated once; a slot passes from the reading thread to the
/// caller and back through two semaphores, so no frame is copied and no buffer is touched by
/// both at once. A slot goes back one frame late, after the caller's next frame: a caller that
/// keeps the last frame (``ObjectTracker`` keeps its bytes to spot a repeated frame) has let
/// it go by the time the slot is read into again, so the array is not copied on write.
package final class FrameReadAhead: @unchecked Sendable {
  /// Frame buffers: the caller's frame, the one before it, and frames read ahead.
  package let depth: Int

  private enum Outcome {
    case frame(times: [Double])
    case end(times: [Double])
    case failed(VideoError)
  }

  /// One slot: its frame and what reading it gave. Owned by one thread at a time.
  private final class Slot {
    var frame: PixelFrame
    var outcome = Outcome.end(times: [])
    init(frame: PixelFrame) { self.frame = frame }
  }

  private let decoder: VideoDecoder
  private let slots: [Slot]
  private let free: DispatchSemaphore
  private let filled = DispatchSemaphore(value: 0)
  private let done = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var cancelled = false

  /// Reads `decoder`'s frames (`width` × `height` pixels, its region, in its format) into
  /// `depth` slots (≥ 2, default 4): up to `depth − 2` frames ahead of the frame the caller
  /// works on and the one before it.
  package init(decoder: VideoDecoder, width: Int, height: Int, depth: Int = 4) {
    precondition(depth >= 2, "a slot for the caller's frame, one for the frame before it")
    self.decoder = decoder
    self.depth = depth
    slots = (0..<depth).map { _ in
      Slot(frame: PixelFrame(width: width, height: height, format: decoder.format))
    }
    // Created at 0 and raised: libdispatch refuses to free a semaphore whose count is below the
    // value it was created with.
    free = DispatchSemaphore(value: 0)
    for _ in 0..<depth { free.signal() }
  }

  /// Calls `body` with each frame in order and the presentation times (seconds) ffmpeg reported
  /// since the previous call (a frame's time may come with a later frame), and returns the
  /// times reported after the last frame. When `body` throws, ffmpeg is ended and the reading
  /// thread is waited for before the error is rethrown.
  ///
  /// - Throws: What `body` throws, or the decoder's ``VideoError``.
  package func forEachFrame(_ body: (PixelFrame, _ times: [Double]) throws -> Void) throws
    -> [Double]
  {
    let reader = Thread { [self] in read() }
    reader.name = "jellylab.frame-reader"
    reader.start()
    var finishedReading = false
    defer {
      if !finishedReading {
        lock.withLock { cancelled = true }
        decoder.abandon()
        free.signal()
      }
      done.wait()
    }
    var index = 0
    var holdsPrevious = false
    while true {
      filled.wait()
      let slot = slots[index]
      switch slot.outcome {
      case .frame(let times):
        try body(slot.frame, times)
        // The frame before this one goes back now; this one after the next.
        if holdsPrevious { free.signal() }
        holdsPrevious = true
        index = (index + 1) % depth
      case .end(let times):
        finishedReading = true
        return times
      case .failed(let error):
        finishedReading = true
        throw error
      }
    }
  }

  /// The reading thread: fills the free slots in turn until the last frame, an error or a
  /// cancellation.
  private func read() {
    defer { done.signal() }
    var index = 0
    while true {
      free.wait()
      if lock.withLock({ cancelled }) { return }
      let slot = slots[index]
      do {
        let more = try decoder.nextFrame(into: &slot.frame)
        let times = try decoder.takeTimes()
        slot.outcome = more ? .frame(times: times) : .end(times: times)
      } catch {
        slot.outcome = .failed(error)
      }
      filled.signal()
      guard case .frame = slot.outcome else { return }
      index = (index + 1) % depth
    }
  }
}
