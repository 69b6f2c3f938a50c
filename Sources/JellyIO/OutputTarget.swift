import JellyText

/// Where a run's data goes: a byte stream (standard output, through the caller's own buffered
/// writer) or a file replaced atomically by an ``AtomicFileWriter``.
///
/// Nothing reaches a file until ``commit()``; a target released without a commit leaves the
/// file untouched. A reference type because it owns the file writer.
package final class OutputTarget {
  private let stream: (write: CSVWriter.Sink, flush: () throws -> Void)?
  private let file: AtomicFileWriter?
  private let name: String

  /// A stream target: bytes go to `write`, and ``commit()`` calls `flush`. Failures read
  /// `cannot write to standard output: REASON`.
  package init(write: @escaping CSVWriter.Sink, flush: @escaping () throws -> Void) {
    stream = (write, flush)
    file = nil
    name = "standard output"
  }

  /// A file target written through `file`; failures read `NAME: REASON`, with `name` how the
  /// caller names the destination (e.g. the option that gave the path).
  package init(file: AtomicFileWriter, name: String) {
    stream = nil
    self.file = file
    self.name = name
  }

  /// Writes `bytes` (buffered for files).
  ///
  /// - Throws: ``OutputTargetError`` when the destination cannot be written.
  package func write(_ bytes: UnsafeRawBufferPointer) throws(OutputTargetError) {
    do {
      if let file { try file.write(bytes) } else { try stream?.write(bytes) }
    } catch {
      throw failure(error)
    }
  }

  /// Writes the UTF-8 bytes of `text`.
  ///
  /// - Throws: ``OutputTargetError`` when the destination cannot be written.
  package func write(_ text: String) throws(OutputTargetError) {
    var text = text
    let result: Result<Void, OutputTargetError> = text.withUTF8 { utf8 in
      do throws(OutputTargetError) {
        try write(UnsafeRawBufferPointer(utf8))
        return .success(())
      } catch {
        return .failure(error)
      }
    }
    try result.get()
  }

  /// Whether the target is a file (not a stream such as standard output).
  package var isFile: Bool { file != nil }

  /// Writes each text to its target and commits them together, so that a failure leaves
  /// nothing behind: the files are written first and their buffered bytes flushed (a full disk
  /// surfaces here), then renamed into place; only then do the streams (standard output)
  /// receive their text, so a failing file leaves standard output untouched too.
  ///
  /// - Throws: ``OutputTargetError`` of the first target that fails; the files not yet
  ///   renamed keep their previous content (their temporary files are removed when released).
  package static func deliver(_ parts: [(target: OutputTarget, text: String)])
    throws(OutputTargetError)
  {
    let files = parts.filter(\.target.isFile)
    for part in files { try part.target.write(part.text) }
    for part in files {
      do {
        try part.target.file?.flush()
      } catch {
        throw part.target.failure(error)
      }
    }
    for part in files { try part.target.commit() }
    for part in parts where !part.target.isFile {
      try part.target.write(part.text)
      try part.target.commit()
    }
  }

  /// Finishes the output: renames a file into place, or flushes the stream.
  ///
  /// - Throws: ``OutputTargetError`` when the final write or rename fails (a file then keeps
  ///   its previous content).
  package func commit() throws(OutputTargetError) {
    do {
      if let file { try file.commit() } else { try stream?.flush() }
    } catch {
      throw failure(error)
    }
  }

  /// Streams a CSV: `header`, then the rows `body` appends to the writer (shortest round-trip
  /// numbers); the stream is finished and the target committed only when `body` returns.
  ///
  /// - Throws: ``OutputTargetError``, or whatever `body` throws (nothing is committed then).
  package func writeCSV(header: [String], body: (inout CSVWriter) throws -> Void) throws {
    var csv = try CSVWriter(header: header) { bytes in try self.write(bytes) }
    try body(&csv)
    try csv.finish()
    try commit()
  }

  private func failure(_ error: any Error) -> OutputTargetError {
    if file != nil { return OutputTargetError(description: "\(name): \(error)") }
    let reason = (error as? AtomicFileWriterError)?.detail ?? "\(error)"
    return OutputTargetError(description: "cannot write to \(name): \(reason)")
  }
}

/// Why an ``OutputTarget`` could not write or commit: one line naming the destination.
package struct OutputTargetError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The line, e.g. `--out: cannot write 'out.csv': is a directory`.
  package let description: String
}
