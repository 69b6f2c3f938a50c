import Testing

@Suite struct ConsoleTranscriptTests {
  @Test("equal lines match; a different or missing line does not")
  func plainLines() {
    #expect(ConsoleTranscript.matches(expected: ["a", "b"], actual: ["a", "b"]))
    #expect(!ConsoleTranscript.matches(expected: ["a", "b"], actual: ["a", "c"]))
    #expect(!ConsoleTranscript.matches(expected: ["a", "b"], actual: ["a"]))
    #expect(!ConsoleTranscript.matches(expected: ["a"], actual: ["a", "b"]))
    #expect(ConsoleTranscript.matches(expected: [], actual: []))
    #expect(!ConsoleTranscript.matches(expected: [], actual: ["a"]))
  }

  @Test("trailing whitespace and trailing empty lines are ignored; leading whitespace is not")
  func whitespace() {
    #expect(ConsoleTranscript.matches(expected: ["a  ", "b"], actual: ["a", "b\t", "", ""]))
    #expect(ConsoleTranscript.matches(expected: ["a", ""], actual: ["a"]))
    #expect(!ConsoleTranscript.matches(expected: [" a"], actual: ["a"]))
    #expect(!ConsoleTranscript.matches(expected: ["a", "", "b"], actual: ["a", "b"]))
  }

  @Test("… matches zero, one or many lines, anywhere")
  func wildcard() {
    let pattern = ["head", "…", "tail"]
    #expect(ConsoleTranscript.matches(expected: pattern, actual: ["head", "tail"]))
    #expect(ConsoleTranscript.matches(expected: pattern, actual: ["head", "x", "tail"]))
    #expect(ConsoleTranscript.matches(expected: pattern, actual: ["head", "x", "y", "z", "tail"]))
    #expect(!ConsoleTranscript.matches(expected: pattern, actual: ["head", "x"]))
    #expect(!ConsoleTranscript.matches(expected: pattern, actual: ["x", "tail"]))
    #expect(ConsoleTranscript.matches(expected: ["a", "…"], actual: ["a"]))
    #expect(ConsoleTranscript.matches(expected: ["a", "…"], actual: ["a", "b", "c"]))
    #expect(ConsoleTranscript.matches(expected: ["…"], actual: []))
    #expect(ConsoleTranscript.matches(expected: ["…", "c"], actual: ["a", "b", "c"]))
    #expect(ConsoleTranscript.matches(expected: ["   …  "], actual: ["x"]))
    #expect(!ConsoleTranscript.matches(expected: ["a…"], actual: ["a", "b"]))
  }

  @Test("a wildcard backtracks when its first candidate end fails later")
  func wildcardBacktracks() {
    // The first "b" is swallowed by … only if the rest cannot match after it.
    let pattern = ["…", "b", "c"]
    #expect(ConsoleTranscript.matches(expected: pattern, actual: ["b", "x", "b", "c"]))
    #expect(!ConsoleTranscript.matches(expected: pattern, actual: ["b", "c", "b"]))
    let twoWildcards = ["a", "…", "b", "…", "c"]
    #expect(ConsoleTranscript.matches(expected: twoWildcards, actual: ["a", "b", "b", "x", "c"]))
    #expect(!ConsoleTranscript.matches(expected: twoWildcards, actual: ["a", "c", "b"]))
  }

  @Test("normalizedLines splits output at line feeds and drops the final empty line")
  func outputLines() {
    #expect(ConsoleTranscript.normalizedLines("a\nb \n\n") == ["a", "b"])
    #expect(ConsoleTranscript.normalizedLines("") == [])
    #expect(ConsoleTranscript.normalizedLines("a\n\nb") == ["a", "", "b"])
  }

  @Test("blocks: only console fences, commands with their expected lines and line numbers")
  func parsing() {
    let markdown = """
      # Title

      ```sh
      $ not run
      ```

      ```console
      $ jellylab one
      out 1
      …
      $ echo two | head -1

      two
      ```
      text
      ```console
      $ three
      ```
      """
    let blocks = ConsoleTranscript.blocks(inMarkdown: markdown, file: "docs/x.md")
    #expect(
      blocks == [
        ConsoleBlock(
          file: "docs/x.md", line: 7,
          steps: [
            ConsoleStep(command: "jellylab one", line: 8, expected: ["out 1", "…"]),
            ConsoleStep(command: "echo two | head -1", line: 11, expected: ["", "two"]),
          ]),
        ConsoleBlock(
          file: "docs/x.md", line: 16,
          steps: [ConsoleStep(command: "three", line: 17, expected: [])]),
      ])
    #expect(blocks.first?.location == "docs/x.md:7")
  }
}
