import Foundation
import JellyFrameDiff
import JellyGolden
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads an XML document into elements (name, attributes, text, children), failing on any
/// well-formedness error.
private final class Tree: NSObject, XMLParserDelegate {
  final class Element {
    let name: String
    let attributes: [String: String]
    var text = ""
    var children: [Element] = []
    init(name: String, attributes: [String: String]) {
      self.name = name
      self.attributes = attributes
    }
  }

  private var stack: [Element] = []
  var root: Element?

  static func parse(_ text: String) -> Element? {
    let tree = Tree()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = tree
    return parser.parse() ? tree.root : nil
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    let element = Element(name: name, attributes: attributes)
    stack.last?.children.append(element)
    if stack.isEmpty { root = element }
    stack.append(element)
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    stack.last?.text += string
  }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
  ) {
    stack.removeLast()
  }
}

@Suite struct JUnitReportTests {
  private func report(stiffness: Double) throws -> GoldenReport {
    let spring = SpringPeakSource(
      .coreAnimation, [.mass: 1, .stiffness: 100, .dampingCoefficient: 5])
    let golden = try GoldenPeaks(.spring(spring))
    var run = spring
    run.inputs[.stiffness] = stiffness
    return try golden.check(.spring(run), file: "golden/<ca>&\"1\".csv")
  }

  @Test("the XML has the common JUnit structure: one case per file, a failure per drifted peak")
  func structure() throws {
    let passing = try report(stiffness: 100)
    let failing = try report(stiffness: 101)
    let xml = JUnitReport(cases: [
      .checked(passing), .checked(failing),
      .error(file: "bad.csv", message: "bad.csv: no such file"),
    ]).xml
    let root = try #require(Tree.parse(xml), "not well-formed XML:\n\(xml)")
    #expect(root.name == "testsuites")
    #expect(root.attributes["tests"] == "3")
    let suites = root.children
    #expect(suites.map(\.name) == ["testsuite"])
    let suite = try #require(suites.first)
    // Required by the schema: the suite's name and tests; the counts agree with the cases.
    #expect(suite.attributes["name"] == "jellylab peaks check")
    #expect(suite.attributes["tests"] == "3")
    #expect(suite.attributes["failures"] == "1")
    #expect(suite.attributes["errors"] == "1")
    let cases = suite.children
    #expect(cases.map(\.name) == ["testcase", "testcase", "testcase"])
    for item in cases {
      #expect(item.attributes["classname"] == "jellylab.golden")
    }
    #expect(cases[1].attributes["name"] == "golden/<ca>&\"1\".csv")
    #expect(cases[0].children.isEmpty)
    let failures = cases[1].children.filter { $0.name == "failure" }
    #expect(failures.count == failing.comparison.drifted.count)
    #expect(failures.count > 5)
    for failure in failures {
      #expect(failure.attributes["type"] == "drift")
      #expect(failure.attributes["message"]?.hasPrefix("peak ") == true)
    }
    #expect(cases[1].children.last?.name == "system-out")
    #expect(cases[1].children.last?.text == "setting stiffness: recorded 100.0, this run 101.0")
    #expect(cases[2].children.map(\.name) == ["error"])
    #expect(cases[2].children.first?.attributes["message"] == "bad.csv: no such file")
  }
}

@Suite struct JUnitReportFolderTextTests {
  @Test("a folder's text: PASS with its peak count, FAIL with the table, ERROR, then the tally")
  func folderText() throws {
    let spring = SpringPeakSource(
      .coreAnimation, [.mass: 1, .stiffness: 100, .dampingCoefficient: 5])
    let golden = try GoldenPeaks(.spring(spring))
    var run = spring
    run.inputs[.stiffness] = 101
    let passing = try golden.check(.spring(spring), file: "g/a.csv")
    let failing = try golden.check(.spring(run), file: "g/b.csv")
    let report = JUnitReport(cases: [
      .checked(passing), .checked(failing),
      .error(file: "g/c.csv", message: "no g/c.meta.json beside it"),
      .error(file: "g/d.csv", message: "g/d.csv:3: not a number"),
    ])
    let count = passing.comparison.matched.count
    #expect(count > 1)
    #expect(
      report.folderText("g")
        == "PASS g/a.csv (\(count) peaks)\n" + "FAIL g/b.csv\n" + failing.comparison.table
        + "ERROR g/c.csv: no g/c.meta.json beside it\n" + "ERROR g/d.csv:3: not a number\n"
        + "golden g: 1 passed, 1 failed, 2 could not be checked (4 files)\n")
    #expect(report.failedCount == 1)
    #expect(
      JUnitReport(cases: [.checked(passing)]).folderText("g").hasSuffix(
        "golden g: 1 passed, 0 failed, 0 could not be checked (1 file)\n"))
  }
}
