import Foundation
import FuzzSupport
import JellyEasing

// Parses fuzzed text as an easing name. Every accepted curve must give finite values on
// [0, 1], and its canonical name must parse back to a curve with the same values.

/// Progress values every accepted curve is evaluated at: the ends, interior points and the
/// numbers next to them.
let probes: [Double] = [0, 0.0.nextUp, 1e-9, 0.1, 0.25, 0.5, 0.75, 0.9, 1.0.nextDown, 1]

/// One fuzz iteration.
func runEasing(_ bytes: UnsafeRawBufferPointer) {
  let text = String(decoding: bytes, as: UTF8.self)
  guard let curve = try? EasingParser.parse(text) else { return }
  for progress in probes {
    let value = curve.value(at: progress)
    fuzzCheck(value.isFinite, "\(curve.name) at \(progress) gives \(value) (input \(text))")
  }
  guard let again = try? EasingParser.parse(curve.name) else {
    fuzzCheck(false, "canonical name \(curve.name) does not parse (input \(text))")
    return
  }
  for progress in probes {
    let first = curve.value(at: progress)
    let second = again.value(at: progress)
    fuzzCheck(
      first == second, "\(curve.name) at \(progress): \(first) vs \(second) after re-parsing")
  }
}

/// libFuzzer's entry point: one input of `size` bytes at `data`; always returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEasing(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  runEasing(UnsafeRawBufferPointer(start: data, count: size))
  return 0
}

/// Fuzzes under libFuzzer, or replays the files named on the command line.
@main
enum FuzzEasingMain {
  static func main() {
    exit(FuzzMain.run(fuzzEasing, replay: runEasing))
  }
}
