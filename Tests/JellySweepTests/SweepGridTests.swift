import JellyFrameDiff
import JellySweep
import Testing

@Suite struct SweepGridTests {
  @Test("three axes: the last varies fastest, positions and values follow the row-major index")
  func rowMajorNumbering() throws {
    let a = try SweepAxis(start: 1, stop: 2, step: 1)  // 2 values
    let b = try SweepAxis(start: 0, stop: 0.2, step: 0.1)  // 3 values
    let c = try SweepAxis(start: -4, stop: 6, step: 5)  // 3 values
    let grid = try SweepGrid([a, b, c])
    #expect(grid.cellCount == 18)
    var index = 0
    for i in 0..<2 {
      for j in 0..<3 {
        for k in 0..<3 {
          #expect(grid.positions(of: index) == [i, j, k], "cell \(index)")
          #expect(grid.value(along: 0, of: index) == a.value(at: i))
          #expect(grid.value(along: 1, of: index) == b.value(at: j))
          #expect(grid.value(along: 2, of: index) == c.value(at: k))
          index += 1
        }
      }
    }
    #expect(grid.value(along: 2, of: 17) == 6)
    #expect(grid.value(along: 0, of: 9) == 2)
  }

  @Test("one axis: the cell index is the axis position")
  func singleAxis() throws {
    let axis = try SweepAxis(start: 0.5, stop: 0.9, step: 0.1)
    let grid = try SweepGrid([axis])
    #expect(grid.cellCount == 5)
    #expect((0..<5).map { grid.position(along: 0, of: $0) } == [0, 1, 2, 3, 4])
    #expect(grid.value(along: 0, of: 4) == axis.value(at: 4))
  }

  @Test("no axis, too many cells and an overflowing product are errors naming the cause")
  func rejects() throws {
    let big = try SweepAxis(start: 1, stop: 200_000, step: 1)
    let cases: [([SweepAxis], Int, String)] = [
      ([], .max, "axes must be at least one (got none)"),
      (
        [big, try SweepAxis(start: 0, stop: 999, step: 1)], 100_000_000,
        "cells must be at most 100000000 (got 200000 x 1000)"
      ),
      (
        [big, big, big, big], .max,
        "cells must be at most \(Int.max) (got 200000 x 200000 x 200000 x 200000)"
      ),
    ]
    for (axes, limit, message) in cases {
      #expect {
        _ = try SweepGrid(axes, maximumCellCount: limit)
      } throws: { error in
        (error as? SweepError)?.description == message
      }
    }
    // Exactly at the limit is allowed.
    #expect(try SweepGrid([big], maximumCellCount: 200_000).cellCount == 200_000)
  }
}
