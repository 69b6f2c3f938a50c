import JellyCLITestSupport
import JellyTestSupport
import Testing

/// The commands that format rows on several threads write the same bytes on 1, 2 and 3: run
/// under ThreadSanitizer in `make sanitize`.
@Suite(.tags(.sanitizeThread)) struct ThreadedOutputTests {
  @Test(
    "spring --threads 1, 2 and 3 write the same bytes (rows formatted in blocks on the threads)")
  func springThreadsSameBytes() {
    let arguments = ["spring", "--duration", "1", "--damping", "0.5", "--samples", "20001"]
    let one = runCLI(arguments + ["--threads", "1"])
    #expect(one.status == 0)
    #expect(one.output.split(separator: "\n").count == 20_002)
    for threads in ["2", "3"] {
      #expect(runCLI(arguments + ["--threads", threads]).output == one.output, "\(threads)")
    }
    #expect(runCLI(arguments + ["--threads", "0"]).status == 2)
  }

  @Test("diff --threads 1, 2 and 3 write the same bytes (rows formatted in blocks on the threads)")
  func diffThreadsSameBytes() {
    let arguments = ["diff", "--preset", "skype", "--fps", "1000", "--until", "20"]
    let one = runCLI(arguments + ["--threads", "1"])
    #expect(one.status == 0)
    #expect(one.output.split(separator: "\n").count == 20_002)
    for threads in ["2", "3"] {
      #expect(runCLI(arguments + ["--threads", threads]).output == one.output, "\(threads)")
    }
  }

  @Test("shape --metrics on 1, 2 and 3 threads writes the same bytes (frames and rows in blocks)")
  func shapeMetricsThreadsSameBytes() {
    let arguments = [
      "shape", "--metrics", "--preset", "gooey", "--side-delay", "10", "--fps", "1000",
    ]
    let one = runCLI(arguments + ["--threads", "1"])
    #expect(one.status == 0)
    #expect(one.output.split(separator: "\n").count > 10_000)
    for threads in ["2", "3"] {
      #expect(runCLI(arguments + ["--threads", threads]).output == one.output, "\(threads)")
    }
  }
}
