import Foundation

/// Which clock a measurement's ``Measurement/seconds`` come from.
enum BenchmarkClock: String {
  /// CPU time of this process (user + system, all threads): robust on a machine shared with
  /// other work, the right measure for single-threaded workloads.
  case cpu
  /// Wall-clock time: the measure for work spread over several threads.
  case wall
}

/// One benchmark result: how much work, how long it took (best of the repetitions) and the
/// resulting throughput.
struct Measurement {
  /// Stable identifier shared with the numpy peer (e.g. `spring.uniform_grid`).
  let name: String
  /// What one unit of work is ("samples", "cells", "rows", …).
  let unit: String
  /// Units of work per repetition.
  let size: Int
  /// Best time of one repetition on ``clock``, in seconds.
  let seconds: Double
  /// The clock of ``seconds``.
  let clock: BenchmarkClock
  /// Best wall-clock time of one repetition, in seconds.
  let wallSeconds: Double
  /// Repetitions timed.
  let repetitions: Int
  /// Free-form detail (thread count, accuracy found, …).
  let note: String

  /// Units per second.
  var throughput: Double { Double(size) / seconds }

  /// The result as one JSON object on one line.
  var jsonLine: String {
    let fields: [(String, String)] = [
      ("name", quoted(name)), ("unit", quoted(unit)), ("size", "\(size)"),
      ("seconds", "\(seconds)"), ("clock", quoted(clock.rawValue)),
      ("wall_seconds", "\(wallSeconds)"), ("throughput", "\(throughput)"),
      ("repetitions", "\(repetitions)"), ("note", quoted(note)),
    ]
    return "{" + fields.map { "\(quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
  }
}

/// A JSON string literal (the benchmark texts hold no control characters).
func quoted(_ text: String) -> String {
  "\""
    + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    + "\""
}

/// Seconds on `clock` now (an arbitrary origin).
func now(_ clock: BenchmarkClock) -> Double {
  var time = timespec()
  clock_gettime(clock == .cpu ? CLOCK_PROCESS_CPUTIME_ID : CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// Times `body` (after one untimed warm-up run unless `warmUp` is false) `repetitions` times
/// and keeps the best time on `clock` (and the best wall time), the usual estimate on a
/// machine shared with other work.
func measure(
  _ name: String, unit: String, size: Int, clock: BenchmarkClock = .cpu, repetitions: Int = 3,
  warmUp: Bool = true, note: String = "", _ body: () throws -> Void
) rethrows -> Measurement {
  if warmUp { try body() }
  var best = Double.infinity
  var bestWall = Double.infinity
  for _ in 0..<repetitions {
    let startWall = now(.wall)
    let start = now(clock)
    try body()
    best = min(best, now(clock) - start)
    bestWall = min(bestWall, now(.wall) - startWall)
  }
  return Measurement(
    name: name, unit: unit, size: size, seconds: best, clock: clock, wallSeconds: bestWall,
    repetitions: repetitions, note: note)
}

/// This measurement with another note.
extension Measurement {
  func noting(_ text: String) -> Measurement {
    Measurement(
      name: name, unit: unit, size: size, seconds: seconds, clock: clock,
      wallSeconds: wallSeconds, repetitions: repetitions, note: text)
  }
}

/// Keeps a computed value alive so the optimizer cannot drop the work that produced it.
@inline(never)
func keep(_ value: Double) {
  if value == 0x1.2345p999 { print("") }
}
