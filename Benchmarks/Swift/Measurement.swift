import Foundation

/// One benchmark result: how much work, how long it took (best of the repetitions) and the
/// resulting throughput.
struct Measurement {
  /// Stable identifier shared with the numpy peer (e.g. `spring.uniform_grid`).
  let name: String
  /// What one unit of work is ("samples", "cells", "rows", …).
  let unit: String
  /// Units of work per repetition.
  let size: Int
  /// Best wall-clock time of one repetition, in seconds.
  let seconds: Double
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
      ("seconds", "\(seconds)"), ("throughput", "\(throughput)"),
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

/// Wall-clock seconds of `body`.
func seconds(of body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) * 1e-9
}

/// Times `body` (after one untimed warm-up run unless `warmUp` is false) `repetitions` times
/// and keeps the best, the usual estimate on a machine shared with other work.
func measure(
  _ name: String, unit: String, size: Int, repetitions: Int = 3, warmUp: Bool = true,
  note: String = "", _ body: () throws -> Void
) rethrows -> Measurement {
  if warmUp { try body() }
  var best = Double.infinity
  for _ in 0..<repetitions { best = min(best, try seconds(of: body)) }
  return Measurement(
    name: name, unit: unit, size: size, seconds: best, repetitions: repetitions, note: note)
}

/// Keeps a computed value alive so the optimizer cannot drop the work that produced it.
@inline(never)
func keep(_ value: Double) {
  if value == 0x1.2345p999 { print("") }
}
