import Foundation
import JellyFigures
import JellyFrameDiff
import JellyGeometry
import Testing

@testable import JellyPages

@Suite struct PlotPageTests {
  private func figure(damping: Double) throws -> PlotFigure {
    var preset = FrameDiffPreset.jelly
    preset.side.dampingRatio = damping
    return try PlotFigure(preset: preset, framesPerSecond: 60, snapshotCount: 6, title: nil)
  }

  @Test("the default page is under 1 MB and holds every frame's exact outline")
  func defaultPage() throws {
    let plot = try figure(damping: 0.85)
    let page = PlotPage(figures: [plot], title: nil)
    let text = try page.document().text
    #expect(text.utf8.count < 1_000_000)
    #expect(page.name == "jelly")
    let frames = plot.data.sequence.frames
    #expect(page.times == frames.map(\.time))
    for position in [0, frames.count / 3, frames.count - 1] {
      let path = try plot.data.shapes.animated.outline(at: frames[position].time).path
      #expect(text.contains("\"" + SVGPathData.text(of: path) + "\""))
    }
  }

  @Test("two sets share the longer set's clock and get distinct file names")
  func twoSets() throws {
    let slow = try figure(damping: 0.85)
    var long = FrameDiffPreset.jelly
    long.side.duration = 2
    let longer = try PlotFigure(preset: long, framesPerSecond: 60, snapshotCount: 6, title: nil)
    let page = PlotPage(figures: [slow, longer], title: nil)
    #expect(page.setNames == ["jelly-1", "jelly-2"])
    #expect(page.name == "jelly-1-vs-jelly-2")
    #expect(longer.data.sequence.frames.count > slow.data.sequence.frames.count)
    #expect(page.times == longer.data.sequence.frames.map(\.time))
  }

  @Test("two sets' heading names both: by preset, and by what differs when they share one")
  func twoSetHeading() throws {
    let page = PlotPage(figures: [try figure(damping: 0.85), try figure(damping: 0.5)], title: nil)
    #expect(page.setLabels == ["jelly (damping 0.85)", "jelly (damping 0.5)"])
    #expect(page.heading == "jellylab plot: jelly (damping 0.85) vs jelly (damping 0.5)")
    var long = FrameDiffPreset.jelly
    long.side.duration = 2
    long.side.initialVelocity = 1
    let longer = try PlotFigure(preset: long, framesPerSecond: 60, snapshotCount: 6, title: nil)
    #expect(
      PlotPage(figures: [try figure(damping: 0.85), longer], title: nil).setLabels == [
        "jelly (duration 1 s, velocity 0)", "jelly (duration 2 s, velocity 1)",
      ])
    let same = PlotPage(
      figures: [try figure(damping: 0.85), try figure(damping: 0.85)], title: nil)
    #expect(same.setLabels == ["jelly (set 1)", "jelly (set 2)"])
    let menus = try [FrameDiffPreset.skype, .gooey].map {
      try PlotFigure(preset: $0, framesPerSecond: 60, snapshotCount: 6, title: nil)
    }
    #expect(PlotPage(figures: menus, title: nil).heading == "jellylab plot: skype vs gooey")
    #expect(PlotPage(figures: menus, title: "mine").heading == "mine")
  }

  @Test("a hostile title is text in the heading and in the data, never markup")
  func hostileTitle() throws {
    let hostile = "</script><script>alert(1)</script>\"'&<>"
    let text = try PlotPage(figures: [try figure(damping: 0.5)], title: hostile).document().text
    #expect(!text.contains("<script>alert(1)"))
    #expect(
      text.contains(
        "<h1>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;&lt;&gt;</h1>"))
    #expect(text.components(separatedBy: "<script").count - 1 == 3)
  }
}
