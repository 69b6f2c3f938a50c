import JellyFrameDiff
import Testing

@Suite struct DiffSequenceTests {
  @Test("each frame holds the scene's values at t = n / fps; default horizon is the animation end")
  func framesSampleTheScene() throws {
    let scene = try FrameDiffPreset.skype.scene()
    let sequence = try DiffSequence(scene: scene, displayLink: DisplayLink())
    #expect(sequence.frames.count == 61)
    #expect(sequence.horizon == 1)
    for frame in sequence.frames {
      #expect(frame.time == Double(frame.frame) / 60)
      #expect(frame.side == scene.side.value(at: frame.time))
      #expect(frame.reference == scene.center?.value(at: frame.time))
      #expect(frame.diff == scene.diff(at: frame.time))
    }
    let samples = sequence.samples
    #expect(samples.map(\.index) == Array(0...60))
    #expect(samples[13].value == scene.diff(at: 13.0 / 60))
  }

  @Test("dropped frames are missing from the sequence and the rest are unchanged")
  func droppedFramesAreLeftOut() throws {
    let scene = try FrameDiffPreset.gooey.scene()
    let full = try DiffSequence(scene: scene, displayLink: DisplayLink(), horizon: 0.7)
    let seeded = try DiffSequence(
      scene: scene, displayLink: DisplayLink(drops: .random(rate: 0.3, seed: 5)), horizon: 0.7)
    let again = try DiffSequence(
      scene: scene, displayLink: DisplayLink(drops: .random(rate: 0.3, seed: 5)), horizon: 0.7)
    let other = try DiffSequence(
      scene: scene, displayLink: DisplayLink(drops: .random(rate: 0.3, seed: 6)), horizon: 0.7)
    #expect(seeded.frames == again.frames)
    #expect(seeded.frames.map(\.frame) != other.frames.map(\.frame))
    #expect(seeded.frames.count < full.frames.count)
    let mask = FrameDropPolicy.random(rate: 0.3, seed: 5).droppedMask(frameCount: 43)
    #expect(seeded.frames.map(\.frame) == (0..<43).filter { !mask[$0] })
    for frame in seeded.frames { #expect(frame == full.frames[frame.frame]) }
    let listed = try DiffSequence(
      scene: scene, displayLink: DisplayLink(framesPerSecond: 120, drops: .explicit([0, 7])),
      horizon: 0.1)
    #expect(listed.frames.map(\.frame) == [1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12])
  }
}
