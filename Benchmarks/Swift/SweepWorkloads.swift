import Foundation
import JellyFrameDiff
import JellySweep

/// The damping × velocity sweep of UIKit springs.
enum SweepWorkloads {
  /// ζ 0.2:1.199:0.001 (1000 rows) × v 0:2.997:0.003 (1000 columns), duration 1 s, with one
  /// thread and with every active processor.
  static func sweep(rows: Int, columns: Int, checks: CheckFiles) throws -> [Measurement] {
    let damping = try SweepAxis(
      start: 0.2, stop: 0.2 + Double(rows - 1) * 0.001, step: 0.001, name: "damping ratio")
    let velocity = try SweepAxis(
      start: 0, stop: Double(columns - 1) * 0.003, step: 0.003, name: "velocity")
    let duration = 1.0
    let epsilon = 0.001
    let sweep = try Sweep(
      duration: duration, dampingRatios: damping, velocities: velocity, epsilon: epsilon)
    let threads = ProcessInfo.processInfo.activeProcessorCount
    var cells: [SweepCell] = []
    let single = measure(
      "sweep.cells_1_thread", unit: "cells", size: sweep.cellCount, repetitions: 1,
      warmUp: false, note: "1 thread"
    ) {
      cells = sweep.cells(threadCount: 1)
    }
    var parallelCells: [SweepCell] = []
    let parallel = measure(
      "sweep.cells", unit: "cells", size: sweep.cellCount, clock: .wall, repetitions: 2,
      warmUp: false,
      note: "\(threads) threads (concurrentPerform)"
    ) {
      parallelCells = sweep.cells(threadCount: threads)
    }
    guard parallelCells == cells else {
      throw BenchmarkError("the parallel sweep differs from the single-threaded one")
    }
    let solved = cells.filter { $0.spring != nil }.count
    let rows = stride(from: 0, to: cells.count, by: 97).map { index -> [Double] in
      let cell = cells[index]
      return [
        Double(index), cell.dampingRatio, cell.velocity, cell.spring?.stiffness ?? .nan,
        cell.overshoot, Double(cell.peakCount), cell.firstPeakTime ?? .nan,
        cell.settlingDuration ?? .nan,
      ]
    }
    try checks.writeCSV(
      "sweep.csv",
      header: [
        "cell", "damping_ratio", "velocity", "stiffness", "overshoot", "peaks", "first_peak",
        "settling",
      ], rows: rows)
    try checks.writeJSON(
      "sweep.json",
      [
        "damping_start": damping.start, "damping_step": damping.step,
        "damping_count": damping.count,
        "velocity_start": velocity.start, "velocity_step": velocity.step,
        "velocity_count": velocity.count, "duration": duration, "epsilon": epsilon,
        "solved_cells": solved,
      ])
    return [single, parallel]
  }
}

/// A benchmark that could not check its own result.
struct BenchmarkError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
