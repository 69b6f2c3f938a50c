import Foundation
import JellyMath
import JellyTestSupport
import Testing

/// Counts calls from several threads at once.
private final class CallCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var counts: [Int: Int] = [:]

  func record(_ index: Int) {
    lock.lock()
    counts[index, default: 0] += 1
    lock.unlock()
  }

  var snapshot: [Int: Int] {
    lock.lock()
    defer { lock.unlock() }
    return counts
  }
}

@Suite(.tags(.sanitizeMemory, .sanitizeThread)) struct ParallelMapTests {
  @Test("parallelMap returns f(i) in index order for every thread count and chunk size")
  func parallelMapOrder() {
    let range = 5..<5_005
    let expected = range.map { $0 * $0 % 97 }
    for threads in [1, 2, 3, 8] {
      for chunk in [1, 16, 2_048] {
        let result = parallelMap(range, threadCount: threads, minimumChunk: chunk) {
          $0 * $0 % 97
        }
        #expect(result == expected, "threads \(threads), chunk \(chunk)")
      }
    }
    #expect(parallelMap(0..<0, threadCount: 4) { $0 }.isEmpty)
  }

  @Test("each index is computed exactly once, with 1 thread and with several")
  func everyIndexOnce() {
    for threads in [1, 4] {
      let counter = CallCounter()
      let range = -300..<1_700
      let result = parallelMap(range, threadCount: threads, minimumChunk: 7) { index in
        counter.record(index)
        return Double(index) / 3
      }
      #expect(result.count == 2_000)
      #expect(result.first == -100 && result.last == 1_699.0 / 3)
      let counts = counter.snapshot
      #expect(counts.count == 2_000, "threads \(threads)")
      #expect(counts.values.allSatisfy { $0 == 1 }, "threads \(threads)")
      #expect(Set(counts.keys) == Set(range), "threads \(threads)")
    }
  }

  @Test("a floating-point computation gives bit-identical results whatever the thread count")
  func deterministic() {
    // A pure but uneven workload: index i sums i terms of a series.
    let work: @Sendable (Int) -> Double = { i in
      (0..<(i % 200)).reduce(0.0) { $0 + sin(Double($1) * 0.37 + Double(i)) }
    }
    let serial = parallelMap(0..<3_000, threadCount: 1, work)
    #expect(serial.count == 3_000)
    #expect(serial[0] == 0 && serial[1] == sin(1.0))
    for threads in [2, 5, 16] {
      #expect(parallelMap(0..<3_000, threadCount: threads, work) == serial, "\(threads)")
    }
  }
}
