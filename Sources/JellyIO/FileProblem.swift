import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file or folder could not be read, written or created, in plain words: the one reason
/// text every jellylab message gives ("no such file", "is a folder", "permission denied"), never
/// a Foundation sentence or an error domain and code.
package enum FileProblem {
  /// The reason for the POSIX error number `code`, e.g. `ENOENT` → "no such file".
  package static func reason(errno code: Int32) -> String {
    switch code {
    case ENOENT: "no such file"
    case EISDIR: "is a folder"
    case EACCES, EPERM: "permission denied"
    case ENOTDIR: "a part of the path is not a folder"
    case ENOSPC: "no space left on the device"
    case EDQUOT: "disk quota exceeded"
    case EROFS: "read-only file system"
    case EEXIST: "already exists"
    case ENAMETOOLONG: "the name is too long"
    case ELOOP: "too many symbolic links"
    case EMFILE, ENFILE: "too many open files"
    case EIO: "input/output error"
    case ETXTBSY: "the file is busy"
    case EFBIG: "the file is too large"
    default: lowercasedFirst(String(cString: strerror(code)))
    }
  }

  /// The reason for `error`: its POSIX error number when it carries one (directly or as the
  /// underlying error of a Foundation error), else its description without Foundation's
  /// boilerplate.
  package static func reason(_ error: any Error) -> String {
    if let code = posixCode(of: error) { return reason(errno: code) }
    let nsError = error as NSError
    if nsError.domain == NSCocoaErrorDomain {
      switch nsError.code {
      case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return reason(errno: ENOENT)
      case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return reason(errno: EACCES)
      case NSFileWriteOutOfSpaceError: return reason(errno: ENOSPC)
      case NSFileWriteVolumeReadOnlyError: return reason(errno: EROFS)
      default: return "the system could not complete the operation"
      }
    }
    return lowercasedFirst("\(error)")
  }

  /// The POSIX error number `error` carries, if any.
  static func posixCode(of error: any Error) -> Int32? {
    if let posix = error as? POSIXError { return posix.code.rawValue }
    let nsError = error as NSError
    if nsError.domain == NSPOSIXErrorDomain { return Int32(nsError.code) }
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
      return posixCode(of: underlying)
    }
    return nil
  }

  /// The reason of the current `errno`.
  package static func lastReason() -> String { reason(errno: errno) }

  /// The bytes of the file at `path` (as given: relative paths resolve against the working
  /// directory), read with open(2) and read(2).
  ///
  /// - Throws: ``FileReadError`` naming `path` as given and the reason: no such file, is a
  ///   folder, permission denied, …
  package static func contents(ofFile path: String) throws(FileReadError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileReadError(path: path, reason: lastReason()) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw FileReadError(path: path, reason: lastReason())
    }
    if status.st_mode & S_IFMT == S_IFDIR {
      throw FileReadError(path: path, reason: reason(errno: EISDIR))
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileReadError(path: path, reason: lastReason())
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<count])
    }
  }

  private static func lowercasedFirst(_ text: String) -> String {
    guard let first = text.first, first.isUppercase,
      text.dropFirst().first.map({ !$0.isUppercase }) ?? true
    else { return text }
    return first.lowercased() + text.dropFirst()
  }
}

/// A file that could not be read: its path as given and the plain reason
/// (``FileProblem/reason(errno:)``).
package struct FileReadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The path as the user gave it.
  package let path: String
  /// Why it could not be read, e.g. "no such file".
  package let reason: String

  /// The error for `path` with `reason`.
  package init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `cannot read 'path': reason`.
  package var description: String { "cannot read '\(path)': \(reason)" }
}
