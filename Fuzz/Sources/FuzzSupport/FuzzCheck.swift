/// Stops the fuzzer with a readable message when an invariant of the code under test breaks.
///
/// Unlike `precondition`, it also fires in release builds with `-Ounchecked`, and its message
/// names the invariant, so a crash file explains itself.
public func fuzzCheck(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String
) {
  if !condition() { fatalError("fuzz invariant broken: \(message())") }
}
