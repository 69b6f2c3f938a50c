/// The exit status of a jellylab run.
package enum ExitStatus: Int32, Sendable, Equatable {
  /// 0: the command did its work.
  case success = 0
  /// 1: the command ran, but a check it performs failed (used by checking commands).
  case checkFailed = 1
  /// 2: bad usage or bad input (unknown option, value out of range, unwritable output…).
  case usageError = 2
}
