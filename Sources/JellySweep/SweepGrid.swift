import JellyFrameDiff
import JellyMath

/// The cells of a grid of one or more ``SweepAxis`` values, numbered in row-major order: the
/// last axis varies fastest.
///
/// With axes of n₀, n₁, …, n_k values, the cell at positions (i₀, i₁, …, i_k) has index
/// (…(i₀·n₁ + i₁)·n₂ + …)·n_k + i_k; in a two-axis grid, row i and column j make cell i·n₁ + j.
public struct SweepGrid: Sendable, Hashable {
  /// The axes, from the slowest-varying (the rows) to the fastest (the columns); at least one.
  public let axes: [SweepAxis]
  /// The number of cells: the product of the axes' value counts, ≥ 1.
  public let cellCount: Int
  /// The index distance between neighbouring values of each axis (1 for the last axis).
  private let strides: [Int]

  /// The grid of `axes`, holding at most `maximumCellCount` cells.
  ///
  /// - Parameters:
  ///   - axes: One or more axes, slowest-varying first.
  ///   - maximumCellCount: The most cells allowed, ≥ 1 (default: no limit but `Int.max`).
  /// - Throws: ``SweepError/noAxes`` when there is no axis,
  ///   ``SweepError/tooManyCells(counts:limit:)`` (with the counts, e.g. `200000 x 1000`) when
  ///   the product of the counts exceeds `maximumCellCount`.
  public init(_ axes: [SweepAxis], maximumCellCount: Int = .max) throws(SweepError) {
    guard !axes.isEmpty else { throw SweepError.noAxes }
    var strides = [Int](repeating: 1, count: axes.count)
    var count = 1
    var overflow = false
    for axis in axes.indices.reversed() {
      strides[axis] = count
      let product = count.multipliedReportingOverflow(by: axes[axis].count)
      overflow = overflow || product.overflow
      count = product.partialValue
    }
    guard !overflow, count <= maximumCellCount else {
      throw SweepError.tooManyCells(counts: axes.map(\.count), limit: maximumCellCount)
    }
    self.axes = axes
    self.cellCount = count
    self.strides = strides
  }

  /// The position of cell `index` along axis `axis`, in 0 ..< `axes[axis].count`.
  ///
  /// - Precondition: `axis` is in 0 ..< `axes.count`; `index` in 0 ..< ``cellCount``.
  public func position(along axis: Int, of index: Int) -> Int {
    index / strides[axis] % axes[axis].count
  }

  /// The positions of cell `index` along every axis, slowest-varying first.
  ///
  /// - Precondition: `index` is in 0 ..< ``cellCount``.
  public func positions(of index: Int) -> [Int] {
    axes.indices.map { position(along: $0, of: index) }
  }

  /// The value of axis `axis` in cell `index`.
  ///
  /// - Precondition: `axis` is in 0 ..< `axes.count`; `index` in 0 ..< ``cellCount``.
  public func value(along axis: Int, of index: Int) -> Double {
    axes[axis].value(at: position(along: axis, of: index))
  }
}
