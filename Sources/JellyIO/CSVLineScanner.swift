import Foundation
import JellyText

/// Reads a file line by line through one bounded byte buffer.
///
/// Lines end at `\n`; a `\r` right before it is dropped, so `\r\n` files read the same. A final
/// line without a newline is still returned. The buffer holds at most one partial line plus one
/// chunk, so memory stays bounded by `chunkSize + maximumLineLength` whatever the file size.
/// The source is read once, front to back, so a pipe reads as well as a file.
struct CSVLineScanner: ~Copyable {
  private let handle: FileHandle
  private let closesHandle: Bool
  private let path: String
  private let chunkSize: Int
  private let maximumLineLength: Int
  private var buffer: [UInt8] = []
  private var start = 0
  private var reachedEnd = false

  /// The 1-based number of the line most recently returned (0 before the first).
  private(set) var lineNumber = 0
  /// The largest number of bytes the buffer has held at once.
  private(set) var peakBufferedBytes = 0
  /// Bytes read from the source so far (grows one chunk at a time).
  private(set) var bytesRead = 0
  /// The digest of the bytes read so far, when asked for.
  private(set) var digest: SHA256?

  /// A scanner over the file at `path` (named as given in errors), closed when the scanner
  /// goes away.
  ///
  /// - Throws: ``CSVReadError/Kind/unreadable(reason:)`` with the plain reason (no such file,
  ///   is a folder, permission denied).
  init(path: String, chunkSize: Int, maximumLineLength: Int, digests: Bool = false)
    throws(CSVReadError)
  {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw CSVReadError(file: path, line: nil, kind: .unreadable(reason: FileProblem.lastReason()))
    }
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      close(descriptor)
      throw CSVReadError(
        file: path, line: nil, kind: .unreadable(reason: FileProblem.reason(errno: EISDIR)))
    }
    self.init(
      handle: FileHandle(fileDescriptor: descriptor, closeOnDealloc: false), name: path,
      closesHandle: true, chunkSize: chunkSize, maximumLineLength: maximumLineLength,
      digests: digests)
  }

  /// A scanner over an open `handle` (e.g. standard input) named `name` in errors; the handle
  /// is closed at the end only when `closesHandle` is true; with `digests`, the SHA-256 of the
  /// bytes read is kept in ``digest``.
  init(
    handle: FileHandle, name: String, closesHandle: Bool, chunkSize: Int, maximumLineLength: Int,
    digests: Bool = false
  ) {
    digest = digests ? SHA256() : nil
    self.handle = handle
    self.closesHandle = closesHandle
    path = name
    self.chunkSize = chunkSize
    self.maximumLineLength = maximumLineLength
    buffer.reserveCapacity(chunkSize)
  }

  deinit {
    if closesHandle { try? handle.close() }
  }

  /// Returns the next line's bytes without its terminator, or `nil` at the end of the file.
  ///
  /// The slice shares the scanner's buffer; drop it before the next call to avoid a copy.
  mutating func nextLine() throws(CSVReadError) -> ArraySlice<UInt8>? {
    while true {
      if let newline = indexOfNewline() {
        let lineStart = start
        start = newline + 1
        return try finishLine(from: lineStart, to: newline)
      }
      if reachedEnd {
        guard start < buffer.count else { return nil }
        let lineStart = start
        start = buffer.count
        return try finishLine(from: lineStart, to: buffer.count)
      }
      if buffer.count - start > maximumLineLength {
        throw CSVReadError(
          file: path, line: lineNumber + 1, kind: .lineTooLong(limit: maximumLineLength))
      }
      try refill()
    }
  }

  private mutating func finishLine(from lineStart: Int, to lineEnd: Int) throws(CSVReadError)
    -> ArraySlice<UInt8>
  {
    lineNumber += 1
    var end = lineEnd
    if end > lineStart, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    if end - lineStart > maximumLineLength {
      throw CSVReadError(
        file: path, line: lineNumber, kind: .lineTooLong(limit: maximumLineLength))
    }
    return buffer[lineStart..<end]
  }

  private func indexOfNewline() -> Int? {
    let remaining = buffer.count - start
    guard remaining > 0 else { return nil }
    return buffer.withUnsafeBytes { raw -> Int? in
      guard let base = raw.baseAddress else { return nil }
      guard let hit = memchr(base + start, Int32(UInt8(ascii: "\n")), remaining) else {
        return nil
      }
      return base.distance(to: UnsafeRawPointer(hit))
    }
  }

  /// Drops the consumed prefix and appends the next chunk of the file.
  private mutating func refill() throws(CSVReadError) {
    if start > 0 {
      buffer.removeSubrange(0..<start)
      start = 0
    }
    let chunk: Data?
    do {
      chunk = try handle.read(upToCount: chunkSize)
    } catch {
      throw CSVReadError(
        file: path, line: lineNumber + 1, kind: .unreadable(reason: FileProblem.reason(error)))
    }
    guard let chunk, !chunk.isEmpty else {
      reachedEnd = true
      return
    }
    buffer.append(contentsOf: chunk)
    digest?.update(chunk)
    bytesRead += chunk.count
    peakBufferedBytes = max(peakBufferedBytes, buffer.count)
  }
}
