import Foundation
import JellyOutput

/// CSV output through ``CSVWriter``.
enum CSVWorkloads {
  /// Three columns of typical doubles (a time and two spring-like values with full 17-digit
  /// mantissas), `distinct` distinct rows that repeat.
  static func columns(distinct: Int) -> [[Double]] {
    (0..<distinct).map { index in
      let t = Double(index) / 60
      return [t, 100 + 393.5 * exp(-3 * t) * cos(11 * t), -4_328.5 * exp(-3 * t) * sin(11 * t)]
    }
  }

  /// Writes `rows` rows of three columns to /dev/null through ``CSVWriter`` (its 64 KiB
  /// chunks go to `write(2)`), then checks on a separate 10^6-row file that every value parses
  /// back to the identical double.
  static func writeRows(_ rows: Int, checks: CheckFiles) throws -> Measurement {
    let table = columns(distinct: 1_000_000)
    guard let sink = FileHandle(forWritingAtPath: "/dev/null") else {
      throw BenchmarkError("cannot open /dev/null")
    }
    var failure: (any Error)?
    let result = measure("csv.write_rows", unit: "rows", size: rows, repetitions: 2, warmUp: false)
    {
      do {
        var csv = try CSVWriter(header: ["t", "value", "velocity"]) {
          try sink.write(contentsOf: Data($0))
        }
        for index in 0..<rows { try csv.writeRow(table[index % table.count]) }
        try csv.finish()
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    // Round trip: the first 10^6 rows to a real file, with the exact doubles beside them.
    try checks.writeCSV("csv_roundtrip.csv", header: ["t", "value", "velocity"], rows: table)
    var bits = Data(capacity: table.count * 24)
    for row in table {
      for value in row {
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bits.append(contentsOf: $0) }
      }
    }
    try bits.write(to: checks.folder.appendingPathComponent("csv_roundtrip.f64"))
    let text = try String(
      contentsOf: checks.folder.appendingPathComponent("csv_roundtrip.csv"), encoding: .utf8)
    var mismatches = 0
    var lineIndex = 0
    for line in text.split(separator: "\n").dropFirst() {
      let fields = line.split(separator: ",")
      for (column, field) in fields.enumerated() {
        // Bit-exact for every non-zero value; -0.0 is written as 0.0 on purpose (equal doubles).
        let exact = table[lineIndex][column]
        let parsed = Double(field)
        if parsed != exact || (exact != 0 && parsed?.bitPattern != exact.bitPattern) {
          mismatches += 1
        }
      }
      lineIndex += 1
    }
    return result.noting(
      "to /dev/null; round trip of \(lineIndex) rows: \(mismatches) mismatching values")
  }
}

extension CSVWorkloads {
  /// ``ShortestDouble`` alone against `Double.description` (the text CSV numbers had before)
  /// on the same `count` values of the ``columns(distinct:)`` table: values per second of
  /// each, the ratio in the note.
  static func formatter(count: Int) -> [Measurement] {
    let values = columns(distinct: count / 3 + 1).joined().prefix(count).map { $0 }
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: ShortestDouble.maximumByteCount)
    defer { buffer.deallocate() }
    var bytes = 0
    let ours = measure("csv.shortest_double", unit: "values", size: values.count) {
      for value in values { bytes &+= ShortestDouble.write(value, to: buffer) }
    }
    var swiftBytes = 0
    let reference = measure("csv.double_description", unit: "values", size: values.count) {
      for value in values {
        var text = value.description
        swiftBytes &+= text.withUTF8 { $0.count }
      }
    }
    let ratio = ours.throughput / reference.throughput
    return [
      ours.noting(String(format: "%.1fx Double.description", ratio)),
      reference.noting(
        "Swift's own text (\(swiftBytes == bytes ? "same" : "DIFFERENT") byte count)"),
    ]
  }

  /// The CSV commands end to end: the release `jellylab` next to this executable, its stdout
  /// on /dev/null, timed on the wall clock (best of two for `spring`'s 10^8 rows, of three for
  /// `diff`, of five for the 0.5 s `shape` run) with the default thread count (the
  /// active processors: rows are computed and formatted in blocks on every core), and again with
  /// `--threads 1` (the `.one_thread` rows); the note gives the CPU seconds (user + system).
  /// `scale` divides the row counts (for `--quick`).
  static func commands(scale: Int) throws -> [Measurement] {
    let jellylab = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("jellylab")
    guard FileManager.default.isExecutableFile(atPath: jellylab.path) else {
      throw BenchmarkError("no jellylab next to jellylab-bench (build the jellylab product)")
    }
    let samples = 100_000_000 / scale
    let until = 9_999 / scale
    // 3·10^6 frames: about 0.7 s, so that one descheduling on a shared machine does not decide
    // the figure (at 10^6 frames the run took 0.3 s and varied by a third from run to run).
    let delay = 3_000 / scale
    let runs: [(String, [String], Int, String, Int)] = [
      (
        "csv.spring_command",
        ["spring", "--duration", "1", "--damping", "0.5", "--samples", "\(samples)"], samples,
        "jellylab spring --duration 1 --damping 0.5 --samples \(samples)", 2
      ),
      (
        "csv.diff_command",
        ["diff", "--free-spring", "--damping", "0.0001", "--fps", "1000", "--until", "\(until)"],
        until * 1_000 + 1,
        "jellylab diff --free-spring --damping 0.0001 --fps 1000 --until \(until)", 3
      ),
      (
        "csv.shape_metrics_command",
        [
          "shape", "--metrics", "--preset", "gooey", "--side-delay", "\(delay)", "--fps", "1000",
        ], 0,
        "jellylab shape --metrics --preset gooey --side-delay \(delay) --fps 1000", 5
      ),
    ]
    var results: [Measurement] = []
    for (name, arguments, expectedRows, command, repetitions) in runs {
      // Rows known from the options, or counted in one untimed run.
      let rows =
        expectedRows > 0
        ? expectedRows : try runToDevNull(jellylab, arguments, countLines: true).lines - 1
      for (suffix, extra) in [("", [String]()), (".one_thread", ["--threads", "1"])] {
        var bestCPU = Double.infinity
        var bestWall = Double.infinity
        for _ in 0..<repetitions {
          let (cpu, wall, _) = try runToDevNull(jellylab, arguments + extra, countLines: false)
          bestCPU = min(bestCPU, cpu)
          bestWall = min(bestWall, wall)
        }
        let text = ([command] + extra).joined(separator: " ")
        results.append(
          Measurement(
            name: name + suffix, unit: "rows", size: rows, seconds: bestWall, clock: .wall,
            wallSeconds: bestWall, repetitions: repetitions,
            note: "> /dev/null: \(text) (CPU \(String(format: "%.2f", bestCPU)) s)"))
      }
    }
    return results
  }

  /// Runs `executable` with `arguments`, stdout to /dev/null (or through a line count when
  /// `countLines`, not timed then); returns the child's CPU seconds, the wall seconds and the
  /// lines counted.
  private static func runToDevNull(_ executable: URL, _ arguments: [String], countLines: Bool)
    throws -> (cpu: Double, wall: Double, lines: Int)
  {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var lines = 0
    if countLines {
      let pipe = Pipe()
      process.standardOutput = pipe
      try process.run()
      let handle = pipe.fileHandleForReading
      while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
        lines += chunk.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
      }
      process.waitUntilExit()
      return (.infinity, .infinity, lines)
    }
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
    let before = childrenCPUSeconds()
    let start = now(.wall)
    try process.run()
    process.waitUntilExit()
    let wall = now(.wall) - start
    guard process.terminationStatus == 0 else {
      throw BenchmarkError("jellylab \(arguments.joined(separator: " ")) failed")
    }
    return (childrenCPUSeconds() - before, wall, lines)
  }

  /// User + system CPU seconds of the waited-for children so far.
  private static func childrenCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) * 1e-6
    let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) * 1e-6
    return user + system
  }
}
