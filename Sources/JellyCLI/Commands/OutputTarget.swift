import JellyOutput

/// A command's data destination: the console's output, or an atomically replaced file.
///
/// Nothing reaches a file destination until ``commit()``; a target released without a commit
/// leaves the destination untouched.
final class OutputTarget {
  private let console: (any Console)?
  private let file: AtomicFileWriter?
  private let option: String

  init(console: any Console) {
    self.console = console
    file = nil
    option = "stdout"
  }

  init(file: AtomicFileWriter, option: String) {
    console = nil
    self.file = file
    self.option = option
  }

  /// Writes `bytes` (buffered for files).
  ///
  /// - Throws: ``CLIError`` (exit 2, no usage lines) when the destination cannot be written.
  func write(_ bytes: UnsafeRawBufferPointer) throws(CLIError) {
    do {
      if let file {
        try file.write(bytes)
      } else {
        try console?.writeOutput(bytes)
      }
    } catch {
      throw failure(error)
    }
  }

  /// Writes the UTF-8 bytes of `text`.
  ///
  /// - Throws: ``CLIError`` as ``write(_:)-(UnsafeRawBufferPointer)``.
  func write(_ text: String) throws(CLIError) {
    var text = text
    let result: Result<Void, CLIError> = text.withUTF8 { utf8 in
      do throws(CLIError) {
        try write(UnsafeRawBufferPointer(utf8))
        return .success(())
      } catch {
        return .failure(error)
      }
    }
    try result.get()
  }

  /// Finishes the output: renames a file into place, or flushes the console.
  ///
  /// - Throws: ``CLIError`` when the final write or rename fails (the destination then keeps
  ///   its previous content).
  func commit() throws(CLIError) {
    do {
      if let file {
        try file.commit()
      } else {
        try console?.flush()
      }
    } catch {
      throw failure(error)
    }
  }

  private func failure(_ error: any Error) -> CLIError {
    if file != nil { return CLIError("\(option): \(error)", showsUsage: false) }
    let reason = (error as? AtomicFileWriterError)?.detail ?? "\(error)"
    return CLIError("cannot write to standard output: \(reason)", showsUsage: false)
  }
}
