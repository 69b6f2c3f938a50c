import Dispatch
import Foundation

/// `transform(i)` for every i in `range`, in index order, computed on up to `threadCount`
/// threads with Dispatch's `concurrentPerform`.
///
/// The range is cut into chunks of about `minimumChunk` indices (count / minimumChunk of them,
/// at least one), and the chunks are handed to the threads one at a time as they free up, so
/// the threads finish within about one chunk of each other and a slow chunk does not hold up
/// the others. Each index is computed exactly once, by whichever thread takes its chunk, so the
/// result does not depend on the thread count or the chunk size when `transform` is a pure
/// function. With one thread, or when the range makes a single chunk, everything runs on the
/// calling thread. Linear in `range.count`; the only allocation is the result.
///
/// - Parameters:
///   - range: The indices (any range of `Int`; an empty one gives `[]`).
///   - threadCount: The most threads used, ≥ 1 (default: the active processor count).
///   - minimumChunk: The fewest indices handed to a thread at once, ≥ 1 (default 1). Handing
///     a chunk over costs a few microseconds, so cheap transforms (about 1 µs) want thousands
///     of indices per chunk and costly ones (tens of µs) a dozen or so.
///   - transform: The function of the index; called concurrently from several threads.
/// - Returns: `range.map(transform)`.
/// - Precondition: `threadCount` ≥ 1 and `minimumChunk` ≥ 1.
package func parallelMap<Element: Sendable>(
  _ range: Range<Int>, threadCount: Int? = nil, minimumChunk: Int = 1,
  _ transform: @Sendable (Int) -> Element
) -> [Element] {
  let threads = threadCount ?? ProcessInfo.processInfo.activeProcessorCount
  precondition(threads >= 1, "threadCount must be at least 1")
  precondition(minimumChunk >= 1, "minimumChunk must be at least 1")
  let count = range.count
  // Fine chunks: the last one handed out bounds how long one thread waits for the other.
  let chunkCount = max(1, count / minimumChunk)
  if threads == 1 || chunkCount == 1 {
    return range.map(transform)
  }
  return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
    let output = ParallelMapOutput(buffer: buffer)
    DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
      let lower = count * chunk / chunkCount
      let upper = count * (chunk + 1) / chunkCount
      for offset in lower..<upper {
        output.initialize(offset, to: transform(range.lowerBound + offset))
      }
    }
    initialized = count
  }
}

/// The result buffer shared by the worker threads of ``parallelMap(_:threadCount:minimumChunk:_:)``.
/// Each thread initializes a disjoint range of elements, so no element is touched twice.
private struct ParallelMapOutput<Element>: @unchecked Sendable {
  let buffer: UnsafeMutableBufferPointer<Element>

  func initialize(_ index: Int, to element: Element) {
    (buffer.baseAddress.unsafelyUnwrapped + index).initialize(to: element)
  }
}
