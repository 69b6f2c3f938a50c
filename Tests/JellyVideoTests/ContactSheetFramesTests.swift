import JellyTrack
import Testing

@testable import JellyVideo

@Suite struct ContactSheetFramesTests {
  /// x held at 20 for three frames, moving to 100 over six, held there for six.
  static let xs: [Double] = [20, 20, 20, 30, 50, 70, 85, 95, 100, 100, 100, 100, 100, 100, 100]

  static func track() -> TrackedVideo {
    MeasuredSeriesTests.track(xs.map { MeasuredSeriesTests.seen(x: $0) })
  }

  @Test("the sheet runs from the frame before the motion to the frame after it, cropped around it")
  func framesAndCrop() throws {
    let track = Self.track()
    let measured = MeasuredSeries(track: track, property: .x)
    let sheet = try #require(
      ContactSheetFrames(
        track: track, measured: measured,
        region: PixelRegion(x: 0, y: 0, width: 200, height: 200), panelCount: 8, panelSide: 40,
        fittedBox: { _ in nil }))
    #expect(sheet.start == 2)
    #expect(sheet.frames == Array(2...8))
    // Boxes span x 0 to 120 and y 90 to 110, grown by 120/8 + 8 = 23 px, cut at the region.
    #expect(sheet.crop == PixelRegion(x: 0, y: 67, width: 143, height: 66))
    #expect(sheet.pixelSize == 4)
    let fewer = try #require(
      ContactSheetFrames(
        track: track, measured: measured,
        region: PixelRegion(x: 0, y: 0, width: 200, height: 200), panelCount: 3, panelSide: 400,
        fittedBox: { _ in nil }))
    #expect(fewer.frames == [2, 5, 8])
    #expect(fewer.pixelSize == 1)
  }

  @Test("no sheet when no frame shows the element")
  func nothingTracked() {
    let track = MeasuredSeriesTests.track([.nothing, .nothing])
    let measured = MeasuredSeries(track: track, property: .x)
    #expect(
      ContactSheetFrames(
        track: track, measured: measured,
        region: PixelRegion(x: 0, y: 0, width: 200, height: 200), panelCount: 8, panelSide: 40,
        fittedBox: { _ in nil }) == nil)
  }

  @Test("the fitted box moves the tracked one to x or y, or scales it about its centre")
  func fittedBox() throws {
    let track = MeasuredSeriesTests.track([MeasuredSeriesTests.seen(x: 50, scale: 2)])
    let moved = try #require(MeasuredSeries.fittedBox(.x, at: 0, of: track, value: 60))
    #expect(moved == ObjectBox(left: 40, right: 80, top: 90, bottom: 110))
    let lowered = try #require(MeasuredSeries.fittedBox(.y, at: 0, of: track, value: 120))
    #expect(lowered == ObjectBox(left: 30, right: 70, top: 110, bottom: 130))
    // Scale 4 where the frame shows scale 2: twice the tracked box, about its centre.
    let grown = try #require(MeasuredSeries.fittedBox(.scale, at: 0, of: track, value: 4))
    #expect(grown == ObjectBox(left: 10, right: 90, top: 80, bottom: 120))
    #expect(MeasuredSeries.fittedBox(.opacity, at: 0, of: track, value: 0.5)?.x == 50)
    #expect(MeasuredSeries.fittedBox(.x, at: 0, of: track, value: .nan) == nil)
  }
}
