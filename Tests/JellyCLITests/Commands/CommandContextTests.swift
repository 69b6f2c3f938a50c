import Foundation
import Testing

@testable import JellyCLI

@Suite struct CommandContextTests {
  struct Stop: Error {}

  @Test("writeCSV streams the header and rows as round-trip numbers to the console")
  func csvToConsole() throws {
    let console = CapturingConsole()
    try CommandContext(console: console).writeCSV(nil, header: ["n", "x"]) { csv in
      try csv.append("7")
      try csv.append(0.1)
      try csv.endRow()
      try csv.writeRow([2, 1.0 / 3])
    }
    #expect(console.outputText == "n,x\n7,0.1\n2.0,0.3333333333333333\n")
  }

  @Test("writeCSV commits a file only when the rows are complete")
  func csvToFile() throws {
    let folder = try PlotTestFolder()
    defer { folder.remove() }
    let context = CommandContext(console: CapturingConsole())
    #expect(throws: Stop.self) {
      try context.writeCSV(folder.path("a.csv"), header: ["x"]) { csv in
        try csv.writeRow([1.0])
        throw Stop()
      }
    }
    #expect(!folder.exists("a.csv"), "a failed body leaves no file")
    try context.writeCSV(folder.path("a.csv"), header: ["x"]) { csv in try csv.writeRow([1.5]) }
    #expect(try folder.text("a.csv") == "x\n1.5\n")
  }

  @Test("no progress bar on a capturing console (pipes and tests)")
  func noProgressBarOnCapturingConsole() {
    #expect(CommandContext(console: CapturingConsole()).progressBar(total: 10) == nil)
  }
}
