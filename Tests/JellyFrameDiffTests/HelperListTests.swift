import JellyFrameDiff
import Testing

@Suite struct HelperListTests {
  @Test("a helper list gives the helper, velocity and delay defaulting to 0")
  func parses() throws {
    let spec = try HelperSpec(list: " duration = 0.5, damping=0.7 ,delay=0.2", from: 10, to: -5)
    #expect(
      spec
        == HelperSpec(
          from: ScreenExpression(constant: 10), to: ScreenExpression(constant: -5), delay: 0.2,
          duration: 0.5, dampingRatio: 0.7, initialVelocity: 0))
    let fast = try HelperSpec(list: "velocity=-3,damping=0,duration=1e-3", from: 0, to: 1)
    #expect(fast.initialVelocity == -3 && fast.dampingRatio == 0 && fast.duration == 0.001)
  }

  @Test("the first bad item is reported: unknown or repeated key, bad value, missing key")
  func refusals() {
    let cases: [(String, HelperListError)] = [
      ("duration=1,dampng=0.5", .unknownKey("dampng")),
      ("duration=1,damping=0.5,duration=2", .repeatedKey(.duration)),
      ("duration=-1,damping=0.5", .invalidValue(.duration, text: "-1")),
      ("duration=0,damping=0.5", .invalidValue(.duration, text: "0")),
      ("duration=1,damping=-0.1", .invalidValue(.damping, text: "-0.1")),
      ("duration=1,damping=0.5,delay=0x10", .invalidValue(.delay, text: "0x10")),
      ("duration=1,damping=0.5,velocity=inf", .invalidValue(.velocity, text: "inf")),
      ("duration=1,damping", .invalidValue(.damping, text: "")),
      ("duration=1", .missingDurationOrDamping),
      ("", .unknownKey("")),
    ]
    for (text, expected) in cases {
      #expect(throws: expected, "\(text)") { try HelperSpec(list: text, from: 0, to: 1) }
    }
  }

  @Test("each key's range: duration > 0, damping and delay >= 0, velocity any finite")
  func keyRanges() {
    #expect(
      HelperSpec.ListKey.allCases.map(\.rawValue) == ["duration", "damping", "velocity", "delay"])
    #expect(!HelperSpec.ListKey.duration.allows(0) && HelperSpec.ListKey.duration.allows(1e-9))
    #expect(HelperSpec.ListKey.damping.allows(0) && !HelperSpec.ListKey.damping.allows(-1e-9))
    #expect(HelperSpec.ListKey.delay.allows(0) && !HelperSpec.ListKey.delay.allows(.infinity))
    #expect(HelperSpec.ListKey.velocity.allows(-1e300) && !HelperSpec.ListKey.velocity.allows(.nan))
    #expect(HelperSpec.ListKey.velocity.lowerBound == nil)
    #expect(HelperSpec.ListKey.duration.lowerBound.map { [$0.value] } == [0])
    #expect(HelperSpec.ListKey.duration.lowerBound?.inclusive == false)
    #expect(HelperSpec.ListKey.delay.lowerBound?.inclusive == true)
  }

  @Test("screen sizes: WxH in (0, 10^9] points parses; anything else is nil")
  func screenSize() throws {
    let size = try #require(ScreenSize(text: "390x844"))
    #expect(size.width == 390 && size.height == 844)
    let small = try #require(ScreenSize(text: "1e3x2.5"))
    #expect(small.width == 1000 && small.height == 2.5)
    #expect(ScreenSize(text: "1e9x1e9")?.height == 1e9)
    for bad in [
      "390", "390x", "x844", "390x844x1", "-1x2", "0x5", "infx5", "nanx5", "3X4", "2e9x5",
    ] {
      #expect(ScreenSize(text: bad) == nil, "\(bad)")
    }
    #expect(ScreenSize.allows(1e9) && !ScreenSize.allows(1.5e9) && !ScreenSize.allows(0))
  }

  @Test("the preset listing has one name<TAB>coordinate line per preset")
  func listing() {
    #expect(
      FrameDiffPreset.listing
        == "skype\ty\nskype-close\ty\ngooey\tx\ngooey-close\tx\nbouncyview\ty\njelly\ty\n")
  }

  @Test("a stationary view's error names the coordinate and the position in points")
  func stationaryDescription() {
    #expect(
      "\(StationaryViewError(coordinate: "y", position: 100))"
        == "the animated view starts on its target (y = 100 pt)")
    #expect(
      "\(StationaryViewError(coordinate: "x", position: 12.5))"
        == "the animated view starts on its target (x = 12.5 pt)")
  }
}
