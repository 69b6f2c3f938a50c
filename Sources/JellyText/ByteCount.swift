/// A size in bytes in words, for messages about outputs: "999 bytes", "5.9 GB", "12.5 TB".
package enum ByteCount {
  /// `bytes` (≥ 0) with one decimal in the largest decimal unit below it, or "unbounded" when
  /// not finite.
  package static func words(_ bytes: Double) -> String {
    guard bytes.isFinite else { return "unbounded" }
    let units = ["bytes", "kB", "MB", "GB", "TB", "PB", "EB"]
    var value = bytes
    var unit = 0
    while value >= 1000 && unit < units.count - 1 {
      value /= 1000
      unit += 1
    }
    if unit == units.count - 1 && value >= 1000 { return "\(value.rounded()) EB" }
    return unit == 0 ? "\(Int(value)) bytes" : "\((value * 10).rounded() / 10) \(units[unit])"
  }
}
