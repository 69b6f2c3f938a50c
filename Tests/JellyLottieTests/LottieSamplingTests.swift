import Testing

@testable import JellyLottie

@Suite struct LottieSamplingTests {
  @Test("the dimensions whose keyframes differ; a scalar property's is 0 without a look")
  func changingDimensions() throws {
    let moving = try LottieDocumentTests.document(
      ks: #"""
        {"p": {"a": 1, "k": [{"t": 0, "s": [0, 50, 0], \#(LottieDocumentTests.linear)},
                             {"t": 30, "s": [100, 50, 0]}]}}
        """#)
    let (_, position) = try #require(moving.animatedProperties.first)
    #expect(position.changingDimensions == [0])
    let both = try LottieDocumentTests.document(
      ks: #"""
        {"p": {"a": 1, "k": [{"t": 0, "s": [0, 50], \#(LottieDocumentTests.linear)},
                             {"t": 30, "s": [100, 0]}]}}
        """#)
    #expect(try #require(both.animatedProperties.first).property.changingDimensions == [0, 1])
    let opacity = try LottieDocumentTests.document(
      ks:
        #"{"o": {"a": 1, "k": [{"t": 0, "s": [5], \#(LottieDocumentTests.linear)}, {"t": 30, "s": [5]}]}}"#
    )
    #expect(try #require(opacity.animatedProperties.first).property.changingDimensions == [0])
  }

  @Test("samples span the shown frames 0 to 59 of 30 fps; a display link steps from frame 0")
  func sampleTimes() throws {
    let document = try LottieDocumentTests.document(
      ks:
        #"{"o": {"a": 1, "k": [{"t": 0, "s": [0], \#(LottieDocumentTests.linear)}, {"t": 30, "s": [100]}]}}"#
    )
    let (layer, _) = try #require(document.animatedProperties.first)
    #expect(
      document.sampleTimes(of: layer, samples: 3, frameRate: 60) == [0, 59.0 / 60, 59.0 / 30])
    let linked = document.sampleTimes(of: layer, samples: nil, frameRate: 10)
    #expect(linked.count == 20)
    #expect(linked.first == 0 && abs(linked[19] - 1.9) < 1e-12)
  }
}
