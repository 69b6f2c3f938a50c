import Testing

/// The groups the Makefile runs apart from `swift test`: scripts/test-group.sh reads these tags
/// from the test sources and turns the suites and tests carrying one into `--filter` patterns.
extension Tag {
  /// Threads, signals and child processes: run under ThreadSanitizer and AddressSanitizer
  /// (`make sanitize-thread`, `make sanitize-address`).
  @Tag package static var sanitizeThread: Self
  /// Unsafe memory in one thread, and threads over checked-Sendable values: run under
  /// AddressSanitizer only (`make sanitize-address`).
  @Tag package static var sanitizeMemory: Self
  /// The dense numeric checks that run every case with JELLYLAB_LONG_TESTS=1 (`make long-test`).
  @Tag package static var long: Self
}
