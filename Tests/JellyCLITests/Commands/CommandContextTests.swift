import Foundation
import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct CommandContextTests {
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

  @Test("writeCSV streams to the console, or to a file committed when the rows are complete")
  func csv() throws {
    let console = CapturingConsole()
    try CommandContext(console: console).writeCSV(nil, header: ["n"]) { try $0.writeRow([2]) }
    #expect(console.outputText == "n\n2.0\n")
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try CommandContext(console: console).writeCSV(folder.path("a.csv"), header: ["x"]) { csv in
      try csv.writeRow([1.5])
    }
    #expect(try folder.text("a.csv") == "x\n1.5\n")
  }

  @Test("unusable destinations are one-line errors naming the option, without usage lines")
  func failures() {
    let context = CommandContext(console: CapturingConsole())
    let directory = #expect(throws: CLIError.self) {
      try context.openOutput("/tmp", option: "--plot")
    }
    #expect(directory?.message == "--plot: cannot write '/tmp': is a folder")
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

  @Test("no progress bar on a capturing console (pipes and tests)")
  func noProgressBarOnCapturingConsole() {
    #expect(CommandContext(console: CapturingConsole()).progressBar(total: 10) == nil)
    var meter = CommandContext(console: CapturingConsole()).progress(total: 10, unit: "rows")
    #expect(meter.bar == nil)
    meter.advance(to: 5)
    meter.finish()
  }
}
