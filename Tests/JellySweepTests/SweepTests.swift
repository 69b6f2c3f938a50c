import JellySweep
import JellyTestSupport
import Testing

@Suite(.tags(.sanitizeMemory)) struct SweepTests {
  /// A 37 × 29 grid whose cell is a pure function of its two axis values.
  static func sweep(minimumChunk: Int = 1) throws -> Sweep<Double> {
    let grid = try SweepGrid([
      SweepAxis(start: 0, stop: 3.6, step: 0.1), SweepAxis(start: -14, stop: 14, step: 1),
    ])
    return Sweep(grid: grid, minimumChunk: minimumChunk) { index in
      grid.value(along: 0, of: index) * 100 + grid.value(along: 1, of: index)
    }
  }

  @Test("cells come back in row-major order, whatever the thread count and chunk size")
  func rowMajorOrder() throws {
    for chunk in [1, 8, 5_000] {
      let sweep = try Self.sweep(minimumChunk: chunk)
      #expect(sweep.cellCount == 37 * 29)
      let axes = sweep.grid.axes
      var expected: [Double] = []
      for i in 0..<37 {
        for j in 0..<29 { expected.append(axes[0].value(at: i) * 100 + axes[1].value(at: j)) }
      }
      #expect(expected[30] == axes[0].value(at: 1) * 100 - 13)
      for threads in [1, 2, 6] {
        #expect(sweep.cells(threadCount: threads) == expected, "chunk \(chunk), \(threads)")
      }
      #expect(sweep.cell(at: 30) == expected[30])
    }
  }

  @Test("a range of cells equals the same slice of the whole sweep")
  func ranges() throws {
    let sweep = try Self.sweep()
    let all = sweep.cells(threadCount: 1)
    #expect(sweep.cells(in: 100..<700, threadCount: 3) == Array(all[100..<700]))
    #expect(sweep.cells(in: 5..<5, threadCount: 2).isEmpty)
    let blocks = stride(from: 0, to: sweep.cellCount, by: 250).flatMap {
      sweep.cells(in: $0..<min($0 + 250, sweep.cellCount), threadCount: 2)
    }
    #expect(blocks == all)
  }
}
