// jellylab-bench: throughput of jellylab's hot paths, written as JSON lines plus the values the
// numpy peer (Benchmarks/numpy_peer.py) checks. Usage:
//
//   jellylab-bench [--out DIR] [--quick] [--only TEXT]
//
// DIR (default out/bench) receives swift.jsonl and the check files; --quick shrinks every size
// by 10 for a smoke run; --only runs just the workload groups whose label contains TEXT (for
// looking at one workload; the numpy peer needs the full run).
import Foundation

var folder = "out/bench"
var scale = 1
var only: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--out":
    guard let value = arguments.popFirst() else {
      FileHandle.standardError.write(Data("error: --out needs a folder\n".utf8))
      exit(2)
    }
    folder = value
  case "--quick":
    scale = 10
  case "--only":
    guard let value = arguments.popFirst() else {
      FileHandle.standardError.write(Data("error: --only needs a label text\n".utf8))
      exit(2)
    }
    only = value
  default:
    FileHandle.standardError.write(
      Data(
        ("error: unknown argument '\(argument)'\n"
          + "usage: jellylab-bench [--out DIR] [--quick] [--only TEXT]\n").utf8)
    )
    exit(2)
  }
}

let checks = CheckFiles(folder: URL(fileURLWithPath: folder, isDirectory: true))
var results: [Measurement] = []

/// Runs one workload group, printing its rows as they finish.
@MainActor func run(_ label: String, _ body: () throws -> [Measurement]) {
  if let only, !label.contains(only) { return }
  FileHandle.standardError.write(Data("running \(label)…\n".utf8))
  do {
    let measured = try body()
    for measurement in measured { print(BenchmarkTable.row(measurement)) }
    results += measured
  } catch {
    FileHandle.standardError.write(Data("error: \(label): \(error)\n".utf8))
    exit(1)
  }
}

do {
  try FileManager.default.createDirectory(at: checks.folder, withIntermediateDirectories: true)
} catch {
  FileHandle.standardError.write(Data("error: cannot create \(folder): \(error)\n".utf8))
  exit(1)
}

print(BenchmarkTable.header)
run("spring sampling at arbitrary times") {
  [try SpringWorkloads.arbitraryTimes(count: 1_000_000 / scale, checks: checks)]
}
run("spring sampling on a uniform grid") {
  try SpringWorkloads.uniformGrid(count: 10_000_000 / scale, checks: checks)
}
run("skype diff sequence and peaks") { [try FrameDiffWorkloads.skypeDiffAndPeaks(checks: checks)] }
run("easing curves") { try EasingWorkloads.curves(count: 1_000_000 / scale, checks: checks) }
run("Bezier arc length and flattening") {
  try GeometryWorkloads.bezier(count: 2_000 / scale, checks: checks)
}
run("skype damping x velocity sweep (the sweep command's cells)") {
  try SweepWorkloads.presetSweep(
    dampingText: scale == 1 ? "0.2:1:0.002" : "0.2:1:0.02", checks: checks)
}
run("CSV output") { [try CSVWorkloads.writeRows(10_000_000 / scale, checks: checks)] }
run("CSV number formatter") { CSVWorkloads.formatter(count: 10_000_000 / scale) }
run("shape metrics") { try ShapeWorkloads.metrics(repeats: max(1, 2_000 / scale)) }
run("fitting a recorded motion") { try FitWorkloads.models(checks: checks) }

let lines = results.map(\.jsonLine).joined(separator: "\n") + "\n"
do {
  try Data(lines.utf8).write(to: checks.folder.appendingPathComponent("swift.jsonl"))
} catch {
  FileHandle.standardError.write(Data("error: cannot write swift.jsonl: \(error)\n".utf8))
  exit(1)
}
