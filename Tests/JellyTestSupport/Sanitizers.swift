import Foundation

/// Whether the tests run under a sanitizer (`make sanitize` sets JELLYLAB_SANITIZED=1): the
/// instrumented jellylab runs 5 to 10 times slower, so a test that runs it for seconds asks for
/// a tenth of the work and still runs it as long.
package enum Sanitizers {
  /// Whether JELLYLAB_SANITIZED is set.
  package static let areOn = ProcessInfo.processInfo.environment["JELLYLAB_SANITIZED"] != nil

  /// `sanitized` under a sanitizer, else `plain`.
  package static func workload<Value>(plain: Value, sanitized: Value) -> Value {
    areOn ? sanitized : plain
  }
}
