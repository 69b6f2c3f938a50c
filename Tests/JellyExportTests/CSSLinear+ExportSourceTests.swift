import JellyFrameDiff
import Testing

@testable import JellyExport

@Suite struct CSSLinearExportSourceTests {
  @Test("one call gives the stops and bound of export's css-linear, for a scene's diff")
  func sameAsExport() throws {
    let scene = try FrameDiffPreset.skype.scene()
    let source = try ExportSource.diff(scene, bound: 1e-3, name: "skype")
    let direct = try CSSLinear(exporting: source, bound: 1e-3)
    let exported = try CurveExport(source, bound: 1e-3, format: .cssLinear, label: "skype")
    #expect(direct.text == exported.css.text)
    #expect(direct.stops == exported.css.stops)
    #expect(direct.certifiedError <= 1e-3)
  }
}
