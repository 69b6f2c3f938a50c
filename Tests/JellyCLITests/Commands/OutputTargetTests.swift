import Foundation
import Testing

@testable import JellyCLI

@Suite struct OutputTargetTests {
  @Test("no path, or '-', writes to the console")
  func console() throws {
    for path in [nil, "-"] as [String?] {
      let console = CapturingConsole()
      let target = try CommandContext(console: console).openOutput(path)
      try target.write("hello\n")
      try target.commit()
      #expect(console.outputText == "hello\n")
    }
  }

  @Test("a file appears only at commit; an uncommitted target leaves nothing")
  func file() throws {
    let path = NSTemporaryDirectory() + "jellylab-target-\(UUID().uuidString).txt"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let context = CommandContext(console: CapturingConsole())
    do {
      let abandoned = try context.openOutput(path)
      try abandoned.write("partial")
    }
    #expect(!FileManager.default.fileExists(atPath: path))
    let target = try context.openOutput(path)
    try target.write("complete\n")
    #expect(!FileManager.default.fileExists(atPath: path))
    try target.commit()
    #expect(FileManager.default.contents(atPath: path) == Data("complete\n".utf8))
  }

  @Test("unusable destinations are one-line errors naming the option, without usage lines")
  func failures() {
    let context = CommandContext(console: CapturingConsole())
    let directory = #expect(throws: CLIError.self) {
      try context.openOutput("/tmp", option: "--plot")
    }
    #expect(directory?.message == "--plot: cannot write '/tmp': is a directory")
    #expect(directory?.showsUsage == false)
    #expect(directory?.status == .usageError)
    let underFile = #expect(throws: CLIError.self) { try context.openOutput("/dev/null/f") }
    #expect(underFile?.message == "--out: '/dev/null' is a file, not a folder")
  }

  @Test("warnings go to the error stream with a warning: prefix")
  func warnings() {
    let console = CapturingConsole()
    CommandContext(console: console).warn("clamped")
    #expect(console.errorLines == ["warning: clamped"])
    #expect(console.outputBytes.isEmpty)
  }
}
