import Foundation
import JellyFrameDiff
import JellySweep

/// The sweep that `jellylab sweep --preset skype --damping 0.2:1:0.002 --velocity 0:3:0.03`
/// computes: the same `PresetSweep` (axes parsed from the same text), every cell's
/// `ShapeSweepCell` (overshoot, peak count, first peak time, settling duration, end jump,
/// largest bulge, inverted: every metric the command writes), on one thread and on two.
enum SweepWorkloads {
  /// The damping axis as typed on the command line (`--quick`: a coarser step).
  static func presetSweep(dampingText: String, checks: CheckFiles) throws -> [Measurement] {
    let damping = try SweepAxis(parsing: dampingText, name: "--damping")
    let velocity = try SweepAxis(parsing: "0:3:0.03", name: "--velocity")
    let sweep = try PresetSweep(
      preset: .skype, rows: PresetSweepAxis(.dampingRatio, damping),
      columns: PresetSweepAxis(.velocity, velocity))
    let shapes = Sweep(shapesOf: sweep)
    var cells: [ShapeSweepCell?] = []
    // Both on the wall clock, one after the other, so that their ratio is the speed-up; best of
    // five (0.4–0.7 s each), so that one burst of load elsewhere does not decide it.
    let single = measure(
      "sweep.cells_1_thread", unit: "cells", size: sweep.cellCount, clock: .wall,
      repetitions: 5, warmUp: false, note: "skype preset sweep, 1 thread"
    ) {
      cells = shapes.cells(threadCount: 1)
    }
    var parallelCells: [ShapeSweepCell?] = []
    let parallel = measure(
      "sweep.cells", unit: "cells", size: sweep.cellCount, clock: .wall, repetitions: 5,
      warmUp: false, note: "skype preset sweep, 2 threads"
    ) {
      parallelCells = shapes.cells(threadCount: 2)
    }
    guard parallelCells == cells else {
      throw BenchmarkError("the parallel sweep differs from the single-threaded one")
    }
    let speedUp = single.seconds / parallel.seconds
    let rows = stride(from: 0, to: cells.count, by: 7).map { index -> [Double] in
      let side = sweep.overrides(at: index)
      let values = SweepMetric.allCases.map { metric in
        cells[index].flatMap { metric.value(in: $0) } ?? .nan
      }
      return [Double(index), side.dampingRatio ?? .nan, side.initialVelocity ?? .nan] + values
    }
    try checks.writeCSV(
      "sweep.csv", header: ["cell", "damping", "velocity"] + SweepMetric.allCases.map(\.name),
      rows: rows)
    let scene = try sweep.preset.scene()
    guard let center = scene.center else { throw BenchmarkError("skype has a center helper") }
    let helper = { (view: HelperView) -> [String: Any] in
      [
        "from": view.from, "to": view.to, "delay": view.delay, "duration": view.duration,
        "damping_ratio": view.dampingRatio, "velocity": view.initialVelocity,
      ]
    }
    try checks.writeJSON(
      "sweep.json",
      [
        "damping_start": damping.start, "damping_step": damping.step,
        "damping_count": damping.count, "velocity_start": velocity.start,
        "velocity_step": velocity.step, "velocity_count": velocity.count,
        "epsilon": sweep.epsilon, "fps": sweep.framesPerSecond, "side": helper(scene.side),
        "center": helper(center), "damping_text": dampingText,
        "solved_cells": cells.filter { $0 != nil }.count,
      ])
    return [single, parallel.noting("skype preset sweep, 2 threads: \(speedUp)x one thread")]
  }
}

/// A benchmark that could not check its own result.
struct BenchmarkError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
