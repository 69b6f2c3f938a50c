import Foundation
import JellyFrameDiff
import JellyTestSupport
import Testing

@testable import JellyFigures

@Suite struct PlotFigureTests {
  @Test("the page title appends the spring parameters of every helper")
  func titles() throws {
    let preset = try FrameDiffPreset.skype.applying(
      PresetOverrides(side: HelperOverrides(dampingRatio: 0.4)))
    let figure = try PlotFigure(
      preset: preset, framesPerSecond: 60, snapshotCount: 2, title: "Skype menu")
    #expect(
      figure.pageTitle()
        == "Skype menu | side: duration 1 s, damping 0.4, velocity 0.9; center: duration 1 s,"
        + " damping 0.8, velocity 2; 60 fps")
    let folder = FigureFolder(path: "out", format: .png, width: 1200, height: 600)
    let parameters = figure.manifestParameters(folder: folder)
    #expect(parameters["title"] == .string("Skype menu"))
    #expect(parameters["width"] == nil && parameters["panels"] == .number(2))
  }

  @Test("too many panels for the page are refused before anything is written")
  func panelsDoNotFit() throws {
    let folder = try PlotTestFolder()
    defer { folder.remove() }
    let figure = try PlotFigure(
      preset: .skype, framesPerSecond: 60, snapshotCount: 24, title: nil)
    let page = FigureFolder(path: folder.path("out"), format: .png, width: 320, height: 160)
    #expect(throws: FigureError.panelsDoNotFit) {
      try page.write(figure, command: ["jellylab"], jellylabVersion: "0")
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
  }
}
