import JellyCLITestSupport
import JellyFrameDiff
import JellyGeometry
import JellyShapes
import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct ShapeCommandTests {
  /// The `shape,t,x,y` rows of an outline CSV, grouped by time in order.
  func polylines(_ text: String) -> [(t: Double, points: [Vector2])] {
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.first == "shape,t,x,y")
    var result: [(t: Double, points: [Vector2])] = []
    for line in lines.dropFirst() {
      let fields = line.split(separator: ",").map(String.init)
      guard fields.count == 4, let t = Double(fields[1]), let x = Double(fields[2]),
        let y = Double(fields[3])
      else {
        Issue.record("bad row '\(line)'")
        continue
      }
      if result.last?.t != t { result.append((t, [])) }
      result[result.count - 1].points.append(Vector2(x, y))
    }
    return result
  }

  @Test(
    "outlines are closed polylines within --tolerance of the exact shape, at the --t times",
    arguments: [ShapeKind.jelly, .skype, .gooey])
  func outlinesWithinTolerance(kind: ShapeKind) throws {
    let tolerance = 0.05
    let result = runCLI([
      "shape", "--preset", kind.rawValue, "--t", "0,0.2,0.65", "--tolerance", "\(tolerance)",
    ])
    #expect(result.status == 0)
    #expect(result.errorLines.isEmpty)
    #expect(
      result.output.split(separator: "\n").dropFirst().allSatisfy {
        $0.hasPrefix(kind.rawValue + ",")
      })
    let groups = polylines(result.output)
    #expect(groups.map(\.t) == [0, 0.2, 0.65])
    let shape = try AnimatedShape(kind: kind)
    for group in groups {
      #expect(group.points.first == group.points.last)
      let path = try shape.outline(at: group.t).path
      for point in group.points {
        let distance = path.segments.map { $0.nearestPoint(to: point).distance }.min() ?? .infinity
        #expect(distance <= tolerance)
      }
    }
  }

  @Test("--snapshots N spaces N times evenly over the animation; the default is 5")
  func snapshotsOption() {
    let three = polylines(runCLI(["shape", "--preset", "gooey", "--snapshots", "3"]).output)
    #expect(three.map(\.t) == [0, 0.35, 0.7])
    let defaults = polylines(runCLI(["shape", "--preset", "jelly"]).output)
    #expect(defaults.map(\.t) == [0, 0.25, 0.5, 0.75, 1])
  }

  @Test("without --preset the jelly is drawn, as with --preset jelly")
  func defaultPreset() {
    let implicit = runCLI(["shape"])
    #expect(implicit.status == 0)
    #expect(implicit.output == runCLI(["shape", "--preset", "jelly"]).output)
    #expect(polylines(implicit.output).count == 5)
  }

  @Test(
    "every preset draws a shape: one-spring presets the jelly, gooey* the side menu, others skype",
    arguments: [
      ("skype-close", ShapeKind.skype), ("gooey-close", .gooey), ("bouncyview", .skype),
      ("jelly", .jelly),
    ])
  func everyPreset(preset: String, kind: ShapeKind) throws {
    let result = runCLI(["shape", "--preset", preset, "--snapshots", "2"])
    #expect(result.status == 0, "\(result.errorLines)")
    #expect(result.errorLines.isEmpty)
    let rows = result.output.split(separator: "\n").dropFirst()
    #expect(!rows.isEmpty)
    #expect(rows.allSatisfy { $0.hasPrefix(kind.rawValue + ",") })
    #expect(ShapeKind.drawing(try FrameDiffPreset.named(preset)) == kind)
  }

  @Test("--metrics writes the library's metrics at every frame, bit for bit")
  func metricsMatchLibrary() throws {
    let result = runCLI(["shape", "--preset", "skype", "--metrics", "--fps", "30"])
    #expect(result.status == 0)
    let csv = NumericCSV(result.output)
    #expect(
      csv.header == [
        "frame", "t", "area", "bbox_min_x", "bbox_min_y", "bbox_max_x", "bbox_max_y",
        "edge_length", "bulge", "inverted",
      ])
    let timeline = try ShapeTimeline(
      shape: try AnimatedShape(kind: .skype), displayLink: try DisplayLink(framesPerSecond: 30))
    #expect(csv.rows.count == 31)
    for (row, frame) in zip(csv.rows, timeline.frames) {
      let m = frame.metrics
      let expected = [
        Double(frame.frame), frame.time, m.area, m.boundingBox.minX, m.boundingBox.minY,
        m.boundingBox.maxX, m.boundingBox.maxY, m.edgeLength, m.bulge, m.isInverted ? 1 : 0,
      ]
      #expect(row == expected)
    }
  }

  @Test("--damping 0.85 inverts the jelly from 0.5651 s on; --damping 1 never does")
  func jellyDamping() {
    let free = ["--uikit-solver", "ideal", "--free-spring"]
    let inverted = NumericCSV(
      runCLI(["shape", "--preset", "jelly", "--metrics", "--damping", "0.85"] + free).output)
    for row in inverted.rows { #expect((row[9] == 1) == (row[1] > 0.5651008081142457)) }
    #expect(inverted.rows.contains { $0[9] == 1 })
    // UIKit stops the spring at its duration (1 s) on the target, where the block is flat: the
    // last frame is no longer inverted.
    let cut = NumericCSV(
      runCLI(["shape", "--preset", "jelly", "--metrics", "--damping", "0.85"]).output)
    #expect(cut.rows.last?[1] == 1)
    for row in cut.rows {
      #expect((row[9] == 1) == (row[1] > 0.5651008081142457 && row[1] < 1))
    }
    let critical = NumericCSV(
      runCLI(["shape", "--preset", "jelly", "--metrics", "--damping", "1"]).output)
    #expect(critical.rows.count == 61)
    #expect(critical.rows.allSatisfy { $0[9] == 0 })
  }

  @Test("--inversions lists the library's intervals: the jelly at 0.85 from 0.5651 s to 1 s")
  func inversions() throws {
    let result = runCLI(
      [
        "shape", "--preset", "jelly", "--inversions", "--damping", "0.85", "--uikit-solver",
        "ideal", "--free-spring",
      ])
    #expect(result.status == 0)
    let csv = NumericCSV(result.output)
    #expect(csv.header == ["start", "end", "clipped", "deepest_t", "deepest_bend"])
    try #require(csv.rows.count == 1)
    #expect(abs(csv.rows[0][0] - 0.5651008081142457) <= 1e-9)
    #expect(csv.rows[0][1] == 1 && csv.rows[0][2] == 1)
    #expect(abs(csv.rows[0][4] - -0.3143801892479092) <= 1e-12)
    // UIKit's cut at 1 s puts the block flat on its target: the interval ends exactly at the
    // cut and is not clipped.
    let cut = NumericCSV(
      runCLI(["shape", "--preset", "jelly", "--inversions", "--damping", "0.85"]).output)
    try #require(cut.rows.count == 1)
    #expect(abs(cut.rows[0][0] - 0.5651008081142457) <= 1e-9)
    #expect(cut.rows[0][1] == 1 && cut.rows[0][2] == 0)
    #expect(abs(cut.rows[0][4] - -0.3143801892479092) <= 1e-12)
    let skype = NumericCSV(runCLI(["shape", "--preset", "skype", "--inversions"]).output)
    let library = try AnimatedShape(kind: .skype).inversions()
    #expect(skype.rows.map { $0[0] } == library.map(\.start))
    #expect(skype.rows.map { $0[1] } == library.map(\.end))
    #expect(skype.rows.map { $0[4] } == library.map(\.deepestBend))
  }

  @Test("--screen-width and --element-height resize the shapes")
  func layoutOverrides() {
    let menu = NumericCSV(
      runCLI(["shape", "--preset", "skype", "--metrics", "--screen-width", "320"]).output)
    #expect(menu.rows.first.map { $0[5] } == 320)
    #expect(menu.rows.first.map { $0[2] } == 320 * (413.5 - 80))
    let block = NumericCSV(
      runCLI(["shape", "--preset", "jelly", "--metrics", "--element-height", "60"]).output)
    #expect(block.rows.first.map { $0[2] } == 3_600)
  }

  static let badInputs = [
    BadInput(["--preset", "blob"], mentions: "--preset"),
    BadInput(["--preset", "jelly", "--t", "0.1,abc"], mentions: "--t"),
    BadInput(["--preset", "jelly", "--t", "-1"], mentions: "--t"),
    BadInput(["--preset", "jelly", "--t", "0.1,,0.2"], mentions: "--t"),
    BadInput(["--preset", "jelly", "--t", "inf"], mentions: "--t"),
    BadInput(["--preset", "jelly", "--t", "0.1", "--snapshots", "3"], mentions: "--snapshots"),
    BadInput(["--preset", "jelly", "--snapshots", "1"], mentions: "--snapshots"),
    BadInput(["--preset", "jelly", "--frames", "3"], mentions: "--frames"),
    BadInput(["--preset", "jelly", "--tolerance", "0"], mentions: "--tolerance"),
    BadInput(["--preset", "jelly", "--tolerance", "1e-12"], mentions: "--tolerance"),
    BadInput(["--preset", "jelly", "--metrics", "--t", "0.1"], mentions: "--t"),
    BadInput(
      ["--preset", "jelly", "--inversions", "--snapshots", "3"],
      mentions: "--snapshots"),
    BadInput(["--preset", "jelly", "--inversions", "--metrics"], mentions: "--inversions"),
    BadInput(["--preset", "jelly", "--fps", "30"], mentions: "--fps"),
    BadInput(["--preset", "jelly", "--metrics", "--fps", "0"], mentions: "--fps"),
    BadInput(["--preset", "jelly", "--damping", "-0.5"], mentions: "--damping"),
    BadInput(["--preset", "skype", "--screen-width", "0"], mentions: "--screen-width"),
    BadInput(["--preset", "jelly", "--element-height", "nan"], mentions: "--element-height"),
    BadInput(["--preset", "jelly", "--dampng", "1"], mentions: "--damping"),
  ]

  @Test("bad input exits 2 with one error line naming the option", arguments: badInputs)
  func badInput(_ input: BadInput) {
    let result = runCLI(["shape"] + input.arguments)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errorMessages.count == 1)
    #expect(result.errorMessages.first?.contains(input.mentions) == true, "\(result.errorLines)")
  }
}

extension ShapeCommandTests {
  @Test("outlines beyond 1e8 rows are refused up front with the estimated size")
  func tooManyOutlineRows() {
    let result = runCLI([
      "shape", "--preset", "skype", "--snapshots", "100000", "--tolerance", "1e-7",
    ])
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errorMessages.count == 1)
    #expect(result.errorMessages.first?.contains("at most 100000000 rows are allowed") == true)
  }
}
