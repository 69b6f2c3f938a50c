import Foundation
import JellyTestSupport
import Testing

@testable import JellyIO
@testable import JellyText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether the tests run as root, for whom permission bits do not deny reading.
let runsAsRoot = getuid() == 0

@Suite(.tags(.sanitizeMemory)) struct FileProblemTests {
  @Test(
    "each system error has one plain reason",
    arguments: [
      (ENOENT, "no such file"), (EISDIR, "is a folder"), (EACCES, "permission denied"),
      (EPERM, "permission denied"), (ENOTDIR, "a part of the path is not a folder"),
      (ENOSPC, "no space left on the device"), (EROFS, "read-only file system"),
      (ENAMETOOLONG, "the name is too long"), (EIO, "input/output error"),
    ])
  func reasons(code: Int32, text: String) {
    #expect(FileProblem.reason(errno: code) == text)
    #expect(FileProblem.reason(POSIXError(POSIXErrorCode(rawValue: code)!)) == text)
    // A Foundation error names its POSIX cause underneath; the reason is that cause's.
    let wrapped = NSError(
      domain: NSCocoaErrorDomain, code: NSFileReadUnknownError,
      userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(code))])
    #expect(FileProblem.reason(wrapped) == text)
  }

  @Test("Foundation's file errors without a POSIX cause read plainly, with no domain or code")
  func cocoaErrors() {
    let cases: [(Int, String)] = [
      (NSFileReadNoSuchFileError, "no such file"), (NSFileNoSuchFileError, "no such file"),
      (NSFileReadNoPermissionError, "permission denied"),
      (NSFileWriteNoPermissionError, "permission denied"),
      (NSFileWriteOutOfSpaceError, "no space left on the device"),
      (NSFileReadUnknownError, "the system could not complete the operation"),
    ]
    for (code, text) in cases {
      let reason = FileProblem.reason(NSError(domain: NSCocoaErrorDomain, code: code))
      #expect(reason == text)
      #expect(!reason.contains("NSCocoaErrorDomain") && !reason.contains("could not be completed"))
    }
  }

  @Test("reading: the path as given, and no such file or is a folder")
  func contents() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write("a,b\n", to: "x.csv")
    #expect(try FileProblem.contents(ofFile: file.path) == Array("a,b\n".utf8))
    let missing = "no-such-file-\(UUID().uuidString).csv"
    #expect(throws: FileReadError(path: missing, reason: "no such file")) {
      try FileProblem.contents(ofFile: missing)
    }
    #expect(throws: FileReadError(path: folder.url.path, reason: "is a folder")) {
      try FileProblem.contents(ofFile: folder.url.path)
    }
    #expect(
      FileReadError(path: "g.csv", reason: "permission denied").description
        == "cannot read 'g.csv': permission denied")
  }

  @Test(
    "reading a file without read permission: permission denied (not as root, which reads it)",
    .enabled(if: !runsAsRoot))
  func permissionDenied() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write("a\n", to: "locked.csv")
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
    #expect(throws: FileReadError(path: file.path, reason: "permission denied")) {
      try FileProblem.contents(ofFile: file.path)
    }
    #expect(
      throws: CSVReadError(
        file: file.path, line: nil, kind: .unreadable(reason: "permission denied"))
    ) {
      _ = try CSVReader(path: file.path)
    }
  }

  @Test("a CSV reader names a missing file or a folder by its path as given")
  func csvReader() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    #expect(
      throws: CSVReadError(
        file: "missing.csv", line: nil, kind: .unreadable(reason: "no such file"))
    ) { _ = try CSVReader(path: "missing.csv") }
    #expect(
      throws: CSVReadError(
        file: folder.url.path, line: nil, kind: .unreadable(reason: "is a folder"))
    ) { _ = try CSVReader(path: folder.url.path) }
  }

  @Test("writing to a full device: no space left on the device, nothing else touched")
  func fullDevice() throws {
    guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
    let writer = try AtomicFileWriter(path: "/dev/full")
    try writer.write("x")
    #expect(
      throws: AtomicFileWriterError(
        path: "/dev/full", reason: .cannotWrite, detail: "no space left on the device")
    ) {
      try writer.commit()
    }
  }
}
