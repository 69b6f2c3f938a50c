/// One `$ ` command of a console example and the output the docs promise for it.
struct ConsoleStep: Sendable, Equatable {
  /// The command after `$ `, run by `/bin/sh -c`.
  let command: String
  /// 1-based line of the `$ ` line in its Markdown file.
  let line: Int
  /// The expected combined stdout and stderr, one entry a line; a line holding only `…` is a
  /// wildcard for zero or more lines.
  let expected: [String]
}

/// One ```` ```console ```` block of a Markdown file.
struct ConsoleBlock: Sendable, Equatable {
  /// Path of the Markdown file relative to the repository root, e.g. `docs/commands/spring.md`.
  let file: String
  /// 1-based line of the opening fence.
  let line: Int
  /// The commands in the order they appear; they run one after another in one folder.
  let steps: [ConsoleStep]

  /// `file:line` of the block, as used in test names and failure messages.
  var location: String { "\(file):\(line)" }
}

/// Reads console examples out of Markdown and compares their expected output with real output.
enum ConsoleTranscript {
  /// The line that matches any number of lines (zero included).
  static let wildcard = "…"

  /// Every ```` ```console ```` block of `markdown`; `file` names the file in the result.
  /// Lines of a block before its first `$ ` are ignored.
  static func blocks(inMarkdown markdown: String, file: String) -> [ConsoleBlock] {
    var blocks: [ConsoleBlock] = []
    var openFence: Int?
    var steps: [ConsoleStep] = []
    var command: (text: String, line: Int)?
    var expected: [String] = []
    func finishStep() {
      if let current = command {
        steps.append(ConsoleStep(command: current.text, line: current.line, expected: expected))
      }
      command = nil
      expected = []
    }
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, rawLine) in lines.enumerated() {
      let line = String(rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine)
      let number = index + 1
      if let fence = openFence {
        if line.trimmingWhitespace() == "```" {
          finishStep()
          blocks.append(ConsoleBlock(file: file, line: fence, steps: steps))
          openFence = nil
          steps = []
        } else if line.hasPrefix("$ ") {
          finishStep()
          command = (String(line.dropFirst(2)), number)
        } else if command != nil {
          expected.append(line)
        }
      } else if line.trimmingWhitespace() == "```console" {
        openFence = number
      }
    }
    return blocks
  }

  /// The lines of `output` with trailing whitespace removed and trailing empty lines dropped.
  static func normalizedLines(_ output: String) -> [String] {
    normalized(output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
  }

  /// Whether `actual` output lines match `expected` lines: equal after removing trailing
  /// whitespace and trailing empty lines, where an expected line holding only `…` (surrounding
  /// whitespace allowed) matches any run of zero or more actual lines.
  static func matches(expected: [String], actual: [String]) -> Bool {
    let pattern = normalized(expected)
    let lines = normalized(actual)
    // Glob matching over lines: on a mismatch, let the last wildcard swallow one more line.
    var patternIndex = 0
    var lineIndex = 0
    var lastWildcard: Int?
    var resumeLine = 0
    while lineIndex < lines.count {
      if patternIndex < pattern.count, pattern[patternIndex].trimmingWhitespace() == wildcard {
        lastWildcard = patternIndex
        resumeLine = lineIndex
        patternIndex += 1
      } else if patternIndex < pattern.count, pattern[patternIndex] == lines[lineIndex] {
        patternIndex += 1
        lineIndex += 1
      } else if let wildcardIndex = lastWildcard {
        patternIndex = wildcardIndex + 1
        resumeLine += 1
        lineIndex = resumeLine
      } else {
        return false
      }
    }
    while patternIndex < pattern.count, pattern[patternIndex].trimmingWhitespace() == wildcard {
      patternIndex += 1
    }
    return patternIndex == pattern.count
  }

  private static func normalized(_ lines: [String]) -> [String] {
    var result = lines.map { $0.trimmingTrailingWhitespace() }
    while result.last == "" { result.removeLast() }
    return result
  }
}

extension String {
  fileprivate func trimmingTrailingWhitespace() -> String {
    var end = endIndex
    while end > startIndex, self[index(before: end)].isWhitespace { end = index(before: end) }
    return String(self[..<end])
  }

  fileprivate func trimmingWhitespace() -> String {
    let trailingTrimmed = trimmingTrailingWhitespace()
    return String(trailingTrimmed.drop(while: \.isWhitespace))
  }
}
