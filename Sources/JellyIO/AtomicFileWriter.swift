import Foundation

#if canImport(Glibc)
  import Glibc

  private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    Glibc.write(fd, bytes, count)
  }
#elseif canImport(Darwin)
  import Darwin

  private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    Darwin.write(fd, bytes, count)
  }
#endif

// Implementation notes (not part of the docs).
//
// A file destination is written through a temporary file created with mkstemp in the
// destination's own directory (same file system, so rename(2) is atomic). Readers of the
// destination see either the old file or the complete new one, never a prefix. The temporary
// file is fsync'ed before the rename so a crash right after commit cannot leave an empty file.
// Bytes are gathered in a fixed buffer and written with one write(2) per full buffer; a chunk at
// least as large as the buffer bypasses it.

/// A buffered byte writer that replaces a file atomically, or writes to standard output.
///
/// File mode: bytes go to a temporary file next to the destination; ``commit()`` flushes,
/// syncs and renames it over the destination, while ``abort()`` (or releasing the writer without
/// committing) deletes it. A failed or aborted write therefore never leaves a partial file and
/// never damages an existing one. Standard-output mode buffers the same way and ``commit()``
/// only flushes.
///
/// A reference type because it owns an open file descriptor and a temporary file that its
/// `deinit` cleans up; use it from one thread at a time.
package final class AtomicFileWriter {
  /// The destination path, or `"<stdout>"` in standard-output mode.
  package let path: String
  /// The temporary file's path while a file destination is open; `nil` otherwise.
  package private(set) var temporaryPath: String?

  private var descriptor: Int32
  private var buffer: [UInt8]
  private let bufferCapacity: Int
  private var isFinished = false
  private let cleanup: InterruptCleanup?
  private var registration: InterruptCleanup.Registration?

  /// Opens a temporary file in the directory of `path` that ``commit()`` renames to `path`.
  /// An existing `path` that is not a regular file (a device such as `/dev/null`, a FIFO) is
  /// opened and written in place instead, never replaced.
  ///
  /// The new file gets the existing destination's permission bits, or `rw-r--r--` when it is
  /// new.
  ///
  /// - Parameters:
  ///   - path: The destination file (relative paths resolve against the working directory).
  ///   - bufferCapacity: Bytes gathered before each write(2), ≥ 1 (default 64 KiB).
  ///   - cleanup: Where the temporary file is registered from its creation until commit or
  ///     abort, so an interrupt deletes it (default ``InterruptCleanup/shared``).
  /// - Throws: ``AtomicFileWriterError`` when `path` is empty or a directory, or when the
  ///   temporary file cannot be created (missing or unwritable directory).
  package init(
    path: String, bufferCapacity: Int = 65_536, cleanup: InterruptCleanup = .shared
  ) throws(AtomicFileWriterError) {
    precondition(bufferCapacity > 0, "bufferCapacity must be positive")
    self.path = path
    self.bufferCapacity = bufferCapacity
    self.cleanup = cleanup
    buffer = []
    descriptor = -1
    guard !path.isEmpty else {
      throw AtomicFileWriterError(path: path, reason: .invalidPath, detail: "empty path")
    }
    var info = stat()
    var mode: mode_t = 0o644
    if stat(path, &info) == 0 {
      if (info.st_mode & S_IFMT) == S_IFDIR {
        throw AtomicFileWriterError(
          path: path, reason: .isDirectory, detail: FileProblem.reason(errno: EISDIR))
      }
      if (info.st_mode & S_IFMT) != S_IFREG {
        // A device, FIFO or socket (/dev/null, /dev/stdout, a named pipe) is written in place:
        // renaming a file over it would replace the device for everyone.
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else {
          throw AtomicFileWriterError(path: path, reason: .cannotCreate, detail: Self.lastError())
        }
        descriptor = fd
        buffer.reserveCapacity(bufferCapacity)
        return
      }
      mode = info.st_mode & 0o7777
    }
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    let template = "\(directory)/.\(url.lastPathComponent).tmp-XXXXXX"
    // Created and registered under the registry's lock, so an interrupt cannot fall between.
    let created = try cleanup.withRegistry { registry -> Result<Created, AtomicFileWriterError> in
      var bytes = Array(template.utf8CString)
      let fd = bytes.withUnsafeMutableBufferPointer { pointer -> Int32 in
        guard let base = pointer.baseAddress else { return -1 }
        return mkstemp(base)
      }
      guard fd >= 0 else {
        return .failure(
          AtomicFileWriterError(path: path, reason: .cannotCreate, detail: Self.lastError()))
      }
      let name = bytes.withUnsafeBufferPointer { pointer in
        pointer.baseAddress.map { String(cString: $0) } ?? ""
      }
      return .success(
        Created(descriptor: fd, path: name, registration: registry.add(temporaryFile: name)))
    }.get()
    descriptor = created.descriptor
    temporaryPath = created.path
    registration = created.registration
    _ = fchmod(created.descriptor, mode)
    buffer.reserveCapacity(bufferCapacity)
  }

  /// A temporary file just made by mkstemp and registered.
  private struct Created: Sendable {
    let descriptor: Int32
    let path: String
    let registration: InterruptCleanup.Registration
  }

  private init(standardOutputWithCapacity capacity: Int) {
    path = "<stdout>"
    cleanup = nil
    bufferCapacity = capacity
    descriptor = STDOUT_FILENO
    buffer = []
    buffer.reserveCapacity(capacity)
  }

  /// A writer to the process's standard output (file descriptor 1): buffered; ``commit()``
  /// flushes and ``abort()`` drops unflushed bytes. Never closes the descriptor.
  ///
  /// - Parameter bufferCapacity: Bytes gathered before each write(2), ≥ 1 (default 64 KiB).
  package static func standardOutput(bufferCapacity: Int = 65_536) -> AtomicFileWriter {
    precondition(bufferCapacity > 0, "bufferCapacity must be positive")
    return AtomicFileWriter(standardOutputWithCapacity: bufferCapacity)
  }

  deinit {
    abort()
  }

  /// Appends `bytes`; writes to the descriptor only when the buffer fills.
  ///
  /// - Throws: ``AtomicFileWriterError`` when write(2) fails (e.g. no space left) or the writer
  ///   was already committed or aborted.
  package func write(_ bytes: UnsafeRawBufferPointer) throws(AtomicFileWriterError) {
    guard !isFinished else {
      throw AtomicFileWriterError(path: path, reason: .finished, detail: "already finished")
    }
    if buffer.count + bytes.count > bufferCapacity {
      try flush()
    }
    if bytes.count >= bufferCapacity {
      try writeFully(bytes)
    } else {
      buffer.append(contentsOf: bytes)
    }
  }

  /// Appends the UTF-8 bytes of `text`.
  ///
  /// - Throws: ``AtomicFileWriterError`` as ``write(_:)-(UnsafeRawBufferPointer)``.
  package func write(_ text: String) throws(AtomicFileWriterError) {
    var text = text
    let result: Result<Void, AtomicFileWriterError> = text.withUTF8 { utf8 in
      do throws(AtomicFileWriterError) {
        try write(UnsafeRawBufferPointer(utf8))
        return .success(())
      } catch {
        return .failure(error)
      }
    }
    try result.get()
  }

  /// Writes the buffered bytes to the descriptor.
  ///
  /// - Throws: ``AtomicFileWriterError`` when write(2) fails.
  package func flush() throws(AtomicFileWriterError) {
    guard !buffer.isEmpty else { return }
    let result: Result<Void, AtomicFileWriterError> = buffer.withUnsafeBytes { bytes in
      do throws(AtomicFileWriterError) {
        try writeFully(bytes)
        return .success(())
      } catch {
        return .failure(error)
      }
    }
    buffer.removeAll(keepingCapacity: true)
    try result.get()
  }

  /// Flushes, syncs and closes the temporary file, then renames it over the destination
  /// (standard output: flushes only). After this the writer accepts no more bytes.
  ///
  /// - Throws: ``AtomicFileWriterError`` when a write, sync, close or the rename fails; the
  ///   temporary file is then removed and the destination is left as it was.
  package func commit() throws(AtomicFileWriterError) {
    guard !isFinished else {
      throw AtomicFileWriterError(path: path, reason: .finished, detail: "already finished")
    }
    do {
      try flush()
    } catch {
      abort()
      throw error
    }
    guard let temporary = temporaryPath else {
      if descriptor >= 0, descriptor != STDOUT_FILENO {
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0 else {
          let detail = Self.lastError()
          abort()
          throw AtomicFileWriterError(path: path, reason: .cannotWrite, detail: detail)
        }
      }
      isFinished = true
      return
    }
    if fsync(descriptor) != 0 || close(descriptor) != 0 {
      let detail = Self.lastError()
      abort()
      throw AtomicFileWriterError(path: path, reason: .cannotWrite, detail: detail)
    }
    descriptor = -1
    // Renamed and, when the destination is new, registered as created under the registry's
    // lock, so an interrupt removes the new file or finds the temporary one.
    let renamed = (cleanup ?? InterruptCleanup()).withRegistry { registry -> Bool in
      let isNew = access(path, F_OK) != 0
      guard rename(temporary, path) == 0 else { return false }
      if isNew { _ = registry.add(createdPath: path) }
      return true
    }
    if !renamed {
      let detail = Self.lastError()
      abort()
      throw AtomicFileWriterError(path: path, reason: .cannotRename, detail: detail)
    }
    temporaryPath = nil
    unregister()
    isFinished = true
  }

  /// Discards everything: closes and deletes the temporary file (the destination keeps its old
  /// content, or stays absent). Standard output: drops unflushed bytes. Safe to call twice.
  package func abort() {
    buffer.removeAll()
    if descriptor >= 0 && descriptor != STDOUT_FILENO {
      _ = close(descriptor)
    }
    descriptor = -1
    if let temporary = temporaryPath {
      _ = unlink(temporary)
      temporaryPath = nil
    }
    unregister()
    isFinished = true
  }

  private func unregister() {
    if let registration {
      cleanup?.unregister(registration)
      self.registration = nil
    }
  }

  private func writeFully(_ bytes: UnsafeRawBufferPointer) throws(AtomicFileWriterError) {
    guard var next = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
      let written = systemWrite(descriptor, next, remaining)
      if written < 0 {
        if errno == EINTR { continue }
        throw AtomicFileWriterError(path: path, reason: .cannotWrite, detail: Self.lastError())
      }
      remaining -= written
      next += written
    }
  }

  private static func lastError() -> String {
    FileProblem.lastReason()
  }
}

/// Why an ``AtomicFileWriter`` could not create, write or replace its file.
package struct AtomicFileWriterError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The kind of failure.
  package enum Reason: String, Sendable {
    /// The path is empty.
    case invalidPath
    /// The destination is a directory.
    case isDirectory
    /// The temporary file could not be created (missing or unwritable directory).
    case cannotCreate
    /// write(2), fsync(2) or close(2) failed.
    case cannotWrite
    /// The final rename(2) failed.
    case cannotRename
    /// The writer was already committed or aborted.
    case finished
  }
  /// The destination path.
  package let path: String
  /// The kind of failure.
  package let reason: Reason
  /// Why, in plain words (``FileProblem/reason(errno:)``: "no such file", "permission denied").
  package let detail: String

  /// Creates the error for `path`.
  package init(path: String, reason: Reason, detail: String) {
    self.path = path
    self.reason = reason
    self.detail = detail
  }

  /// One line, e.g. "cannot write 'out.csv': is a folder".
  package var description: String {
    switch reason {
    case .invalidPath: "cannot write '\(path)': \(detail)"
    case .isDirectory: "cannot write '\(path)': \(detail)"
    case .cannotCreate: "cannot create a file next to '\(path)': \(detail)"
    case .cannotWrite: "cannot write '\(path)': \(detail)"
    case .cannotRename: "cannot replace '\(path)': \(detail)"
    case .finished: "cannot write '\(path)': the writer is already finished"
    }
  }
}
