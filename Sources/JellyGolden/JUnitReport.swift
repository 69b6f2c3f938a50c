import JellyFrameDiff
import JellyText

/// Golden checks as JUnit XML, the test-report format CI dashboards read: one `<testsuite>`
/// named `jellylab peaks check`, one `<testcase>` per golden file (`classname` jellylab.golden,
/// `name` the file), and in it one `<failure>` per drifted, missing or extra peak, or one
/// `<error>` for a file that could not be checked. The elements and attributes are those of the
/// common JUnit schema (Jenkins' junit-10, which allows several failures per test case).
public struct JUnitReport: Sendable {
  /// One golden file's outcome.
  public enum Case: Sendable {
    /// The file was checked.
    case checked(GoldenReport)
    /// The file could not be checked: its path and the error line.
    case error(file: String, message: String)
  }

  /// The outcomes, in order.
  public var cases: [Case]

  /// A report of `cases`.
  public init(cases: [Case]) {
    self.cases = cases
  }

  /// The XML document, UTF-8, ending in a newline.
  public var xml: String {
    var failures = 0
    var errors = 0
    var body = ""
    for item in cases {
      switch item {
      case .checked(let report):
        let lines = Self.failures(of: report)
        failures += lines.isEmpty ? 0 : 1
        body +=
          "    <testcase classname=\"jellylab.golden\" name=\"\(Self.escape(report.file))\">\n"
        for line in lines {
          body +=
            "      <failure type=\"\(line.type)\" message=\"\(Self.escape(line.message))\">"
            + "\(Self.escape(line.message))</failure>\n"
        }
        if !report.differences.isEmpty {
          let text = report.differences.map { "setting \($0)" }.joined(separator: "\n")
          body += "      <system-out>\(Self.escape(text))</system-out>\n"
        }
        body += "    </testcase>\n"
      case .error(let file, let message):
        errors += 1
        body +=
          "    <testcase classname=\"jellylab.golden\" name=\"\(Self.escape(file))\">\n"
          + "      <error type=\"error\" message=\"\(Self.escape(message))\">"
          + "\(Self.escape(message))</error>\n    </testcase>\n"
      }
    }
    let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="jellylab peaks check" \(counts)>
        <testsuite name="jellylab peaks check" \(counts) skipped="0">

      """ + body + "  </testsuite>\n</testsuites>\n"
  }

  /// One line per drifted, missing or extra peak.
  static func failures(of report: GoldenReport) -> [(type: String, message: String)] {
    let comparison = report.comparison
    func describe(_ peak: Peak) -> String {
      "\(peak.kind.rawValue) at t = \(peak.time) s, value \(peak.value)"
    }
    var lines: [(time: Double, type: String, message: String)] = []
    for pair in comparison.drifted {
      lines.append(
        (
          pair.expected.time, "drift",
          "peak \(pair.ordinal) (\(describe(pair.expected))) drifted by dt \(pair.timeDrift) s,"
            + " dvalue \(pair.valueDrift)"
        ))
    }
    for peak in comparison.missing {
      lines.append((peak.time, "missing", "missing \(describe(peak))"))
    }
    for peak in comparison.extra {
      lines.append((peak.time, "extra", "extra \(describe(peak))"))
    }
    return lines.sorted { $0.time < $1.time }.map { ($0.type, $0.message) }
  }

  /// `text` as XML element content or attribute value (`MarkupText.escaped(_:)`).
  static func escape(_ text: String) -> String { MarkupText.escaped(text) }
}
