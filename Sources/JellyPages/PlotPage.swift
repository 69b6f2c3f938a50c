import Foundation
import JellyFigures
import JellyGeometry
import JellyIO

/// The `plot` figure as one interactive page: for each of one or two parameter sets, the motion
/// over time (jelly: displacement; menus: side, center and diff) with its peaks and UIKit's cut,
/// the edge bend Δ on its own axis with its peaks and the inverted intervals shaded, and the
/// shape drawn from the exact outline of every frame, all driven by one clock.
///
/// Two sets share the clock (the same frame rate): the page has the longer set's frames and the
/// shorter set rests at its last frame. Their charts and shapes share one scale each.
package struct PlotPage: Figure, Sendable {
  /// The playback rates offered, in multiples of real time.
  package static let rates = [1.0, 0.25, 0.1]

  /// The figures drawn, one or two, at one frame rate.
  package let figures: [PlotFigure]
  /// The page title, or nil for `jellylab plot: NAME` (`NAME vs NAME` for two sets).
  package let title: String?

  /// A page of `figures` (one or two, sampled at the same frame rate), titled `title`.
  package init(figures: [PlotFigure], title: String?) {
    precondition((1...2).contains(figures.count), "a plot page draws one or two sets")
    precondition(
      Set(figures.map(\.framesPerSecond)).count == 1, "the sets of a page share one frame rate")
    self.figures = figures
    self.title = title
  }

  /// The file prefix of each set: its preset name, with `-1` and `-2` appended when both sets
  /// draw the same preset.
  package var setNames: [String] {
    let names = figures.map(\.preset.name)
    guard names.count == 2, names[0] == names[1] else { return names }
    return [names[0] + "-1", names[1] + "-2"]
  }

  /// The page's name: `NAME` for one set, `NAME1-vs-NAME2` for two (`NAME.html`, `NAME.json`).
  package var name: String { setNames.joined(separator: "-vs-") }

  /// The frame times of the page's clock: the longer set's, in seconds.
  package var times: [Double] {
    figures.map { $0.data.sequence.frames.map(\.time) }.max { $0.count < $1.count } ?? []
  }

  /// The heading: the title, or `jellylab plot: NAME` / `jellylab plot: NAME vs NAME`, where
  /// two sets of one preset are told apart by the parameters in which they differ, e.g.
  /// `jellylab plot: jelly (damping 0.85) vs jelly (damping 0.5)`.
  package var heading: String {
    title ?? "jellylab plot: " + setLabels.joined(separator: " vs ")
  }

  /// Each set as the heading names it: its preset, and where both sets draw the same preset
  /// the parameters in which they differ.
  package var setLabels: [String] {
    let names = figures.map(\.preset.name)
    guard names.count == 2, names[0] == names[1] else { return names }
    let parameters = figures.map(Self.namedParameters)
    let differing = parameters[0].indices.filter { parameters[0][$0].1 != parameters[1][$0].1 }
    guard !differing.isEmpty else { return [names[0] + " (set 1)", names[1] + " (set 2)"] }
    return zip(names, parameters).map { name, values in
      name + " (" + differing.map { "\(values[$0].0) \(values[$0].1)" }.joined(separator: ", ")
        + ")"
    }
  }

  /// A set's spring parameters as (name, value text), the side's (or block's) then the
  /// center's (`center damping`, …).
  static func namedParameters(_ figure: PlotFigure) -> [(String, String)] {
    let number = FigureNumber.plain
    var helpers = [("", figure.preset.side)]
    if let center = figure.preset.center { helpers.append(("center ", center)) }
    return helpers.flatMap { prefix, helper in
      [
        (prefix + "duration", number(helper.duration) + " s"),
        (prefix + "damping", number(helper.dampingRatio)),
        (prefix + "velocity", number(helper.initialVelocity)),
        (prefix + "delay", number(helper.delay) + " s"),
      ]
    }
  }

  /// The payload the page script reads: the clock's times, the rates and, per set, every
  /// frame's values, the peaks, the inversions, the cut marks and every frame's exact outline.
  ///
  /// - Throws: `JellyShapes.ShapeError` when a frame's outline cannot be built.
  package func payload() throws -> PageData {
    var sets: [PageData] = []
    var box: BoundingBox?
    var seriesLow = Double.infinity
    var seriesHigh = -Double.infinity
    var bendLow = Double.infinity
    var bendHigh = -Double.infinity
    var timeHigh = -Double.infinity
    for (figure, name) in zip(figures, setNames) {
      let data = figure.data
      var script = DiffFigureScript(
        data: data, files: DiffFigureCSV(folder: URL(fileURLWithPath: "."), name: name),
        title: figure.pageTitle(), pageWidth: 1_200, pageHeight: 600)
      // The page draws no snapshot lines: no strip of numbers below the curves.
      script.showsSnapshotNumbers = false
      let scene = data.sequence.scene
      let frames = data.sequence.frames
      var outlines: [PageData] = []
      outlines.reserveCapacity(frames.count)
      for frame in frames {
        let path = try data.shapes.animated.outline(at: frame.time).path
        outlines.append(.string(SVGPathData.text(of: path)))
        let frameBox = path.boundingBox
        box =
          box.map {
            BoundingBox(
              minX: min($0.minX, frameBox.minX), minY: min($0.minY, frameBox.minY),
              maxX: max($0.maxX, frameBox.maxX), maxY: max($0.maxY, frameBox.maxY))
          } ?? frameBox
      }
      let series = script.seriesRange()
      let bend = script.bendRange()
      seriesLow = min(seriesLow, series.0)
      seriesHigh = max(seriesHigh, series.1)
      bendLow = min(bendLow, bend.0)
      bendHigh = max(bendHigh, bend.1)
      timeHigh = max(timeHigh, script.timeRange().1)
      let sideTarget = scene.side.to
      let centerTarget = scene.center?.to ?? sideTarget
      var members: [(String, PageData)] = [
        ("name", .string(name)),
        ("parameters", .string(Self.parameterText(figure))),
        ("oneSpring", .bool(data.isOneSpring)),
        ("frame", .numbers(frames.map { Double($0.frame) })),
        ("t", .numbers(frames.map(\.time))),
        ("diff", .numbers(frames.map(\.diff))),
        ("bend", .numbers(data.bends)),
      ]
      if !data.isOneSpring {
        members.append(("side", .numbers(frames.map { $0.side - sideTarget })))
        members.append(("center", .numbers(frames.map { $0.reference - centerTarget })))
      }
      members += [
        ("peaksTitle", .string(script.motionPeaksTitle)),
        ("bendTitle", .string(script.bendTitle)),
        ("bendPanelTitle", .string(script.bendPanelTitle)),
        ("peaks", Self.pairs(data.peaks.map { ($0.time, $0.value) })),
        ("bendPeaks", Self.pairs(data.bendExtrema.peaks.map { ($0.time, $0.value) })),
        (
          "inversions",
          .array(
            data.inversions.map {
              .numbers([$0.start, $0.end, $0.deepestTime, $0.deepestBend])
            })
        ),
        (
          "cuts",
          .array(
            script.cutMarks().map {
              .array([.number($0.x), .number($0.y), .string(Self.trimmed($0.text))])
            })
        ),
        ("outlines", .array(outlines)),
      ]
      sets.append(.object(members))
    }
    let shapeBox = box ?? BoundingBox(minX: 0, minY: 0, maxX: 1, maxY: 1)
    let pad = 0.04 * max(shapeBox.width, shapeBox.height, 1)
    return .object([
      ("times", .numbers(times)),
      ("fps", .number(figures[0].framesPerSecond)),
      ("rates", .numbers(Self.rates)),
      ("timeRange", .numbers([-0.02 * timeHigh / 1.02, timeHigh])),
      ("seriesRange", .numbers([seriesLow, seriesHigh])),
      ("bendRange", .numbers([bendLow, bendHigh])),
      (
        "shapeBox",
        .numbers([
          shapeBox.minX - pad, shapeBox.minY - pad, shapeBox.maxX + pad, shapeBox.maxY + pad,
        ])
      ),
      ("sets", .array(sets)),
    ])
  }

  /// The page: heading, controls, one card per set and the scripts.
  ///
  /// - Throws: As ``payload()``.
  package func document() throws -> HTMLDocument {
    var body = """
      <main id="jellylab" data-t="" data-frame="" data-outline="">
      <h1>\(HTMLDocument.escape(heading))</h1>
      <p class="subtitle">\(HTMLDocument.escape(subtitle))</p>
      <div id="controls"></div>
      <div class="sets\(figures.count == 2 ? " two" : "")">

      """
    for (offset, figure) in figures.enumerated() {
      body += """
        <section class="set" id="set-\(offset)" aria-labelledby="set-\(offset)-title">
        <h2 id="set-\(offset)-title">\(HTMLDocument.escape(Self.parameterText(figure)))</h2>
        <p class="readout" id="readout-\(offset)"></p>
        <div class="row"><div class="charts"></div><div class="shape"></div></div>
        </section>

        """
    }
    body += """
      </div>
      <p class="keys">Keys: <kbd>space</kbd> play / pause, <kbd>←</kbd> <kbd>→</kbd> one frame \
      (with <kbd>shift</kbd> ten), <kbd>Home</kbd> <kbd>End</kbd> first / last frame. Values are \
      those of the CSV files beside this page; the outline is the exact Bezier path of each \
      frame, in points, y down as in UIKit.</p>
      </main>
      """
    return HTMLDocument(
      title: heading, style: PageStyle.css(extra: Self.style), body: body, data: try payload(),
      scripts: [PageScript.core, PlotPageScript.source])
  }

  /// The line under the heading: the rate, the frame count and what is drawn.
  package var subtitle: String {
    let number = FigureNumber.plain
    return "\(number(figures[0].framesPerSecond)) fps, \(times.count) frames"
      + (figures.count == 2 ? ", two sets in step (the shorter rests at its end)" : "")
      + ". Peaks as dots, inverted intervals (Δ < 0) shaded, UIKit's cut as a dark line."
  }

  /// Builds the page, then writes each set's CSV files (as `plot` writes them for gnuplot) into
  /// `folder`.
  ///
  /// - Throws: A `JellyFigures.FigureError` naming what could not be built or written.
  package func draw(in folder: FigureFolder) throws(FigureError) -> FigureDrawing {
    let text: String
    do {
      text = try document().text
    } catch {
      throw .scene(detail: "\(error)")
    }
    try folder.makeFolder()
    var written: [String] = []
    for (figure, name) in zip(figures, setNames) {
      do {
        written += try DiffFigureCSV(folder: folder.url, name: name).writeStatic(figure.data)
      } catch {
        throw .cannotWrite(detail: "\(error)")
      }
    }
    return FigureDrawing(
      body: .page(text), dataFiles: written, parameters: manifestParameters(folder: folder))
  }

  /// The manifest's parameters: one set's as `plot` records them; for two sets each set's
  /// under the prefix `set1_` or `set2_`.
  package func manifestParameters(folder: FigureFolder) -> [String: ManifestValue] {
    var parameters: [String: ManifestValue] = [:]
    if figures.count == 2 {
      for (offset, figure) in figures.enumerated() {
        for (key, value) in figure.manifestParameters(folder: folder) {
          parameters["set\(offset + 1)_\(key)"] = value
        }
      }
    } else {
      parameters = figures[0].manifestParameters(folder: folder)
    }
    if let title { parameters["title"] = .string(title) }
    return parameters
  }

  /// A set's parameters: `jelly | block: duration 1 s, damping 0.85, velocity 0; 60 fps`.
  static func parameterText(_ figure: PlotFigure) -> String {
    let text = figure.pageTitle()
    let parameters = text.range(of: " | ").map { String(text[$0.upperBound...]) } ?? text
    return "\(figure.preset.name) | \(parameters)"
  }

  private static func trimmed(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespaces)
  }

  private static func pairs(_ values: [(Double, Double)]) -> PageData {
    .object([("t", .numbers(values.map(\.0))), ("value", .numbers(values.map(\.1)))])
  }

  /// The plot page's own layout rules: one set's charts beside its shape when the window is
  /// wide enough; two sets side by side from about 1 310 px, stacked below that.
  static let style = PageAsset.text(PackageResources.plot_page_css)
}
