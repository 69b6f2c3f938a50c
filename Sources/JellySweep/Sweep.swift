import JellyMath

/// The sweep engine: a ``SweepGrid`` and a per-cell computation, evaluated in parallel with the
/// results in the grid's row-major cell order.
///
/// Every sweep of the package is one of these: ``init(frameDiffOf:)`` and ``init(shapesOf:)`` (a
/// ``PresetSweep``).
/// Cells are computed by `JellyMath.parallelMap(_:threadCount:minimumChunk:_:)`: each exactly
/// once, so when the computation is a pure function the results do not depend on the thread
/// count or on how the cells are split into ranges.
public struct Sweep<Cell: Sendable>: Sendable {
  /// The grid of axis values and its cell numbering.
  public let grid: SweepGrid
  /// The fewest cells handed to one thread at once, ≥ 1 (thousands for cells of about a
  /// microsecond, a dozen or so for cells of tens of microseconds).
  public let minimumChunk: Int
  /// The computation of one cell from its index; reads its axis values from ``grid``.
  private let compute: @Sendable (Int) -> Cell

  /// A sweep computing `cell(index)` for every cell of `grid`.
  ///
  /// - Parameters:
  ///   - grid: The axes and their cell numbering.
  ///   - minimumChunk: The fewest cells handed to a thread at once, ≥ 1 (default 1).
  ///   - cell: The computation of cell `index` (0 ..< `grid.cellCount`), typically reading
  ///     `grid.value(along:of:)`; called concurrently from several threads.
  /// - Precondition: `minimumChunk` ≥ 1.
  public init(
    grid: SweepGrid, minimumChunk: Int = 1, cell: @escaping @Sendable (Int) -> Cell
  ) {
    precondition(minimumChunk >= 1, "minimumChunk must be at least 1")
    self.grid = grid
    self.minimumChunk = minimumChunk
    self.compute = cell
  }

  /// The number of cells, `grid.cellCount`.
  public var cellCount: Int { grid.cellCount }

  /// Cell `index`, computed on the calling thread.
  ///
  /// - Precondition: `index` is in 0 ..< ``cellCount``.
  public func cell(at index: Int) -> Cell {
    precondition(index >= 0 && index < cellCount, "cell index \(index) out of range")
    return compute(index)
  }

  /// The cells with indices in `range` (default: all), in index order, computed on up to
  /// `threadCount` threads (default: the active processor count). Linear in the number of
  /// cells; the only allocation is the result. For sweeps larger than memory, call it for
  /// successive ranges and write each block out before computing the next.
  ///
  /// - Precondition: `range` lies within 0 ..< ``cellCount``; `threadCount` ≥ 1.
  public func cells(in range: Range<Int>? = nil, threadCount: Int? = nil) -> [Cell] {
    let range = range ?? 0..<cellCount
    precondition(
      range.lowerBound >= 0 && range.upperBound <= cellCount, "cell range \(range) out of range")
    return parallelMap(range, threadCount: threadCount, minimumChunk: minimumChunk, compute)
  }
}
