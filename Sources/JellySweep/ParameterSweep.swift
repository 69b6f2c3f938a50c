import Dispatch
import Foundation
import JellyFrameDiff

/// A damping-ratio × initial-velocity grid of UIKit springs with one duration, and the engine
/// that computes each cell's ``SweepCell`` metrics (overshoot, peak count, first peak time,
/// settling duration).
///
/// Cells are numbered row by row: row i is damping ratio i, column j velocity j, and cell
/// i·velocities.count + j. Results always come back in that order, however many threads
/// computed them, so a sweep's output is deterministic.
public struct ParameterSweep: Sendable, Hashable {
  /// The most cells one sweep may hold.
  public static let maximumCellCount = 100_000_000
  /// Below this many cells, work stays on the calling thread (spreading it would cost more
  /// than it saves).
  public static let minimumCellsPerThread = 2_048

  /// UIKit duration of every cell, seconds (> 0; the UIKit model clamps it to [0.01, 10]).
  public let duration: Double
  /// The damping ratios ζ (rows), all > 0.
  public let dampingRatios: SweepAxis
  /// The UIKit initial velocities (columns), in travels per second.
  public let velocities: SweepAxis
  /// The settling band as a fraction of the travel, in (0, 1) (default 0.001).
  public let epsilon: Double

  /// A sweep over `dampingRatios` × `velocities` with UIKit `duration`.
  ///
  /// - Parameters:
  ///   - duration: Seconds, > 0 and finite (default 1).
  ///   - dampingRatios: Rows; every value must be > 0.
  ///   - velocities: Columns; any finite values.
  ///   - epsilon: Settling band, a fraction of the travel in (0, 1) (default 0.001).
  /// - Throws: ``FrameDiffError/invalidParameter(name:value:allowed:)`` naming `duration`,
  ///   `damping ratio`, `epsilon` or `cells` when out of range.
  public init(
    duration: Double = 1, dampingRatios: SweepAxis, velocities: SweepAxis,
    epsilon: Double = 0.001
  ) throws(FrameDiffError) {
    try FrameDiffError.check("duration", duration, allowed: "> 0 and finite") { $0 > 0 }
    try FrameDiffError.check("damping ratio", dampingRatios.start, allowed: "> 0") { $0 > 0 }
    try FrameDiffError.check("epsilon", epsilon, allowed: "in (0, 1)") { $0 > 0 && $0 < 1 }
    let cells = dampingRatios.count.multipliedReportingOverflow(by: velocities.count)
    guard !cells.overflow, cells.partialValue <= Self.maximumCellCount else {
      throw FrameDiffError.invalidParameter(
        name: "cells", value: "\(dampingRatios.count) x \(velocities.count)",
        allowed: "at most \(Self.maximumCellCount)")
    }
    self.duration = duration
    self.dampingRatios = dampingRatios
    self.velocities = velocities
    self.epsilon = epsilon
  }

  /// The number of cells, dampingRatios.count × velocities.count.
  public var cellCount: Int { dampingRatios.count * velocities.count }

  /// The metrics of cell `index` (0 ..< ``cellCount``), in row-major order.
  ///
  /// - Precondition: `index` is in 0 ..< ``cellCount``.
  public func cell(at index: Int) -> SweepCell {
    precondition(index >= 0 && index < cellCount, "cell index \(index) out of range")
    let (row, column) = index.quotientAndRemainder(dividingBy: velocities.count)
    return SweepCell(
      duration: duration, dampingRatio: dampingRatios.value(at: row),
      velocity: velocities.value(at: column), epsilon: epsilon)
  }

  /// The cells with indices in `range` (default: all), in index order, computed on up to
  /// `threadCount` threads (default: the active processor count) with Dispatch's
  /// `concurrentPerform`. Linear in the number of cells; the only allocation is the result.
  /// For sweeps larger than memory, call it for successive ranges (e.g. one row block at a
  /// time) and write each block out before computing the next.
  ///
  /// - Precondition: `range` lies within 0 ..< ``cellCount``; `threadCount` ≥ 1.
  public func cells(in range: Range<Int>? = nil, threadCount: Int? = nil) -> [SweepCell] {
    let range = range ?? 0..<cellCount
    precondition(
      range.lowerBound >= 0 && range.upperBound <= cellCount, "cell range \(range) out of range")
    return Self.parallelMap(range, threadCount: threadCount, cell(at:))
  }

  /// `cell(i)` for every i in `range`, in index order, computed on up to `threadCount` threads
  /// (default: the active processor count) with Dispatch's `concurrentPerform`: the engine of
  /// every sweep. Work is split into chunks of at least `minimumChunk` cells (default
  /// ``minimumCellsPerThread``, right for cells of about a microsecond; pass less for costlier
  /// cells). Each index is computed exactly once, on whichever thread takes its chunk, so
  /// the result does not depend on the thread count when `cell` is a pure function. Linear in
  /// `range.count`; the only allocation is the result.
  ///
  /// - Precondition: `threadCount` ≥ 1 and `minimumChunk` ≥ 1.
  public static func parallelMap<Cell: Sendable>(
    _ range: Range<Int>, threadCount: Int? = nil, minimumChunk: Int = minimumCellsPerThread,
    _ cell: @Sendable (Int) -> Cell
  ) -> [Cell] {
    let threads = threadCount ?? ProcessInfo.processInfo.activeProcessorCount
    precondition(threads >= 1, "threadCount must be at least 1")
    precondition(minimumChunk >= 1, "minimumChunk must be at least 1")
    let count = range.count
    let chunkCount = min(threads * 8, max(1, count / minimumChunk))
    if threads == 1 || chunkCount == 1 {
      return range.map(cell)
    }
    return [Cell](unsafeUninitializedCapacity: count) { buffer, initialized in
      let output = CellOutput(buffer: buffer)
      // Chunks are handed to the threads dynamically, so a slow chunk (cells with many peaks)
      // does not hold up the others.
      DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
        let lower = count * chunk / chunkCount
        let upper = count * (chunk + 1) / chunkCount
        for offset in lower..<upper {
          output.initialize(offset, to: cell(range.lowerBound + offset))
        }
      }
      initialized = count
    }
  }
}

/// The result buffer shared by the worker threads of
/// ``ParameterSweep/parallelMap(_:threadCount:minimumChunk:_:)``.
/// Each thread initializes a disjoint range of elements, so no element is touched twice.
private struct CellOutput<Cell>: @unchecked Sendable {
  let buffer: UnsafeMutableBufferPointer<Cell>

  func initialize(_ index: Int, to cell: Cell) {
    (buffer.baseAddress.unsafelyUnwrapped + index).initialize(to: cell)
  }
}
