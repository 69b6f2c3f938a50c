import JellyFrameDiff
import Testing

@Suite struct ParallelMapTests {
  @Test("parallelMap returns f(i) in index order for every thread count and chunk size")
  func parallelMapOrder() {
    let range = 5..<5_005
    let expected = range.map { $0 * $0 % 97 }
    for threads in [1, 2, 3, 8] {
      for chunk in [1, 16, 2_048] {
        let result = ParameterSweep.parallelMap(range, threadCount: threads, minimumChunk: chunk) {
          $0 * $0 % 97
        }
        #expect(result == expected, "threads \(threads), chunk \(chunk)")
      }
    }
    #expect(ParameterSweep.parallelMap(0..<0, threadCount: 4) { $0 }.isEmpty)
  }

  @Test("UIKit cells come back row by row, equal to SweepCell computed directly")
  func cellsInOrder() throws {
    let sweep = try ParameterSweep(
      dampingRatios: SweepAxis(start: 0.2, stop: 1, step: 0.2),
      velocities: SweepAxis(start: -1, stop: 1, step: 0.5))
    let cells = sweep.cells(threadCount: 2)
    #expect(cells.count == 25)
    for (index, cell) in cells.enumerated() {
      let direct = SweepCell(
        duration: 1, dampingRatio: [0.2, 0.4, 0.6, 0.8, 1][index / 5],
        velocity: -1 + Double(index % 5) * 0.5, epsilon: 0.001)
      #expect(cell == direct)
    }
  }
}
