import Testing

/// The groups the Makefile runs apart from `swift test`: scripts/test-group.sh reads these tags
/// from the test sources and turns the suites and tests carrying one into `--filter` patterns.
extension Tag {
  /// Threads, signals and child processes: run under ThreadSanitizer (`make sanitize-thread`).
  @Tag package static var sanitizeThread: Self
  /// Unsafe memory, and the libraries' threads, signals and processes: run under
  /// AddressSanitizer (`make sanitize-address`).
  @Tag package static var sanitizeMemory: Self
  /// The dense numeric checks that run every case with JELLYLAB_LONG_TESTS=1 (`make long-test`).
  @Tag package static var long: Self
}
