import Foundation

/// The size of the dense numeric checks (random-case oracles, dense scans): a sample in
/// `swift test`, every case with `make long-test` (JELLYLAB_LONG_TESTS=1). The sample is a
/// prefix of the same seeded sequence, so a quick run checks the first cases of the long one
/// with the same tolerances.
package enum LongTests {
  /// Whether the full counts run (JELLYLAB_LONG_TESTS=1).
  package static let isEnabled = ProcessInfo.processInfo.environment["JELLYLAB_LONG_TESTS"] == "1"

  /// `long` with JELLYLAB_LONG_TESTS=1, else `quick`.
  package static func count(quick: Int, long: Int) -> Int { isEnabled ? long : quick }
}
