import JellyFrameDiff
import JellyShapes
import Testing

@Suite struct ShapeKindPresetTests {
  @Test("the shape of each preset")
  func kinds() throws {
    let kinds = FrameDiffPreset.all.map { ShapeKind.drawing($0) }
    #expect(kinds == [.skype, .skype, .gooey, .gooey, .skype, .jelly])
  }
}
