import Foundation

/// The jellylab command line (placeholder until the CLI lands).
public enum JellyLab {
  /// Runs the command line with `arguments` (without the program name); returns the exit status.
  public static func run(_ arguments: [String]) -> Int32 {
    FileHandle.standardError.write(Data("error: not implemented yet\n".utf8))
    return 2
  }

  /// Exits the process with `status`.
  public static func exit(with status: Int32) -> Never {
    Foundation.exit(status)
  }
}
