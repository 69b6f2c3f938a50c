import JellyFrameDiff
import JellySweep
import Testing

@Suite struct SpringSweepTests {
  static func sweep(rows: Int, columns: Int) throws -> Sweep<SweepCell> {
    try Sweep(
      duration: 1,
      dampingRatios: SweepAxis(
        start: 0.3, stop: 0.3 + Double(rows - 1) * 0.01, step: 0.01),
      velocities: SweepAxis(start: 0, stop: Double(columns - 1) * 0.05, step: 0.05))
  }

  @Test("cells come in row-major order: damping rows, velocity columns")
  func order() throws {
    let sweep = try Self.sweep(rows: 3, columns: 4)
    let cells = sweep.cells()
    #expect(cells.count == 12 && sweep.cellCount == 12)
    for (index, cell) in cells.enumerated() {
      let expected = SweepCell(
        duration: 1, dampingRatio: [0.3, 0.31, 0.32][index / 4],
        velocity: [0, 0.05, 0.1, 0.15][index % 4], epsilon: 0.001)
      #expect(cell == expected)
      #expect(sweep.cell(at: index) == expected)
    }
  }

  @Test("two threads give exactly the single-threaded result, in the same order")
  func parallelIsDeterministic() throws {
    let sweep = try Self.sweep(rows: 80, columns: 64)  // 5120 cells: two or more chunks
    let serial = sweep.cells(threadCount: 1)
    #expect(sweep.cells(threadCount: 2) == serial)
    #expect(sweep.cells(threadCount: 7) == serial)
    #expect(sweep.cells(in: 1_000..<4_600, threadCount: 2) == Array(serial[1_000..<4_600]))
  }

  @Test("bad sweeps throw errors naming the parameter")
  func rejectsBadSweeps() throws {
    let damping = try SweepAxis(start: 0.1, stop: 1, step: 0.1)
    let velocity = try SweepAxis(value: 0)
    let cases: [(() throws -> Sweep<SweepCell>, String)] = [
      (
        { try Sweep(duration: 0, dampingRatios: damping, velocities: velocity) },
        "duration must be > 0 and finite (got 0.0)"
      ),
      (
        {
          try Sweep(
            dampingRatios: SweepAxis(start: 0, stop: 1, step: 0.5), velocities: velocity)
        }, "damping ratio must be > 0 (got 0.0)"
      ),
      (
        { try Sweep(dampingRatios: damping, velocities: velocity, epsilon: 1) },
        "epsilon must be in (0, 1) (got 1.0)"
      ),
      (
        {
          try Sweep(
            dampingRatios: SweepAxis(start: 1, stop: 200_000, step: 1),
            velocities: SweepAxis(start: 0, stop: 999, step: 1))
        }, "cells must be at most 100000000 (got 200000 x 1000)"
      ),
    ]
    for (make, message) in cases {
      #expect {
        _ = try make()
      } throws: { error in
        (error as? FrameDiffError)?.description == message
      }
    }
  }

  @Test("UIKit cells come back row by row, equal to SweepCell computed directly")
  func cellsInOrder() throws {
    let sweep = try Sweep(
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
