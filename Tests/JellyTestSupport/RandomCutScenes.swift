import Foundation
import JellyFrameDiff
import JellyMath
import JellyShapes
import JellySprings

/// Random scenes under iOS's model in which the cut matters: soft springs from iOS's Newton
/// steps (large velocities put them off the largest root, far from the target at the cut),
/// menus whose soft side helper is cut far from its target, helpers cut at different times,
/// delays, one-spring scenes.
package enum RandomCutScenes {
  /// The smallest |jump| at a cut, as a fraction of the largest |diff − rest| on the scan, for a
  /// scene to count as one where the cut matters.
  package static let minimumRelativeJump = 1e-3

  /// `count` scenes from `seed`, each with a cut whose jump is at least
  /// ``minimumRelativeJump`` of the diff's largest excursion (judged on a 1e-3 s scan).
  package static func scenes(count: Int, seed: UInt64) -> [FrameDiffScene] {
    var random = SplitMix64(seed: seed)
    var result: [FrameDiffScene] = []
    while result.count < count {
      guard let scene = scene(&random) else { continue }
      let horizon = scene.animationEnd
      var largest = 0.0
      for i in 0...Int(horizon * 1000) {
        largest = max(largest, abs(scene.diff(at: Double(i) / 1000) - scene.restingDiff))
      }
      let jumps = scene.jumps.map { abs($0.size) }
      guard largest > 0, jumps.contains(where: { $0 >= minimumRelativeJump * largest }) else {
        continue
      }
      result.append(scene)
    }
    return result
  }

  /// One random scene, or `nil` when iOS's routine gives no spring for its arguments.
  static func scene(_ random: inout SplitMix64) -> FrameDiffScene? {
    func uniform(_ low: Double, _ high: Double) -> Double {
      low + (high - low) * random.nextUnitDouble()
    }
    func helper(from start: Double? = nil, to target: Double) -> HelperView? {
      let from = start ?? uniform(-400, 800)
      let delay = random.nextUnitDouble() < 0.5 ? 0 : uniform(0, 0.6)
      let duration = uniform(0.2, 1.6)
      let damping = uniform(0.03, 1.05)
      // Half of them fast enough that iOS's steps often land on the smaller root.
      let velocity = random.nextUnitDouble() < 0.5 ? uniform(-0.5, 1) : uniform(1, 5)
      return try? HelperView(
        from: from, to: target, delay: delay, duration: duration, dampingRatio: damping,
        initialVelocity: velocity)
    }
    let target = uniform(-200, 400)
    if random.nextUnitDouble() < 0.25 {
      // A menu: both helpers from one place to one target, the side one soft (iOS's steps
      // off the largest root: still on its first swing, far from its target, when UIKit ends
      // it, as Skype's at ζ 0.1, v 0.3) and the center one not.
      let from = uniform(-400, 800)
      let duration = uniform(0.4, 1.6)
      var soft: HelperView?
      for _ in 0..<50 where soft == nil {
        soft = try? HelperView(
          from: from, to: target, duration: duration, dampingRatio: uniform(0.05, 0.2),
          initialVelocity: uniform(0.2, 0.6) / duration)
        if let side = soft, side.spring.dampedFrequency * duration >= .pi { soft = nil }
      }
      guard let side = soft,
        let center = try? HelperView(
          from: from, to: target, delay: random.nextUnitDouble() < 0.5 ? 0 : uniform(0, 0.3),
          duration: random.nextUnitDouble() < 0.5 ? duration : uniform(0.4, 1.6),
          dampingRatio: uniform(0.6, 1), initialVelocity: uniform(1, 3))
      else { return nil }
      return FrameDiffScene(side: side, center: center)
    }
    guard let side = helper(to: target) else { return nil }
    if random.nextUnitDouble() < 0.25 { return FrameDiffScene(side: side) }
    // Half of the pairs start together, as the menus' helpers do, so that the diff grows
    // from 0 and the slower helper's cut often sets its largest value.
    let centerStart = random.nextUnitDouble() < 0.5 ? side.from : nil
    let centerTarget = random.nextUnitDouble() < 0.5 ? target : uniform(-200, 400)
    guard let center = helper(from: centerStart, to: centerTarget) else { return nil }
    return FrameDiffScene(side: side, center: center)
  }

  /// `count` random shapes under iOS's cut, each with a jump at a cut: Skype's and the gooey menu (open and close) with random
  /// durations, damping ratios, velocities and delays for both helpers, and the jelly block.
  package static func shapes(count: Int, seed: UInt64) -> [AnimatedShape] {
    var random = SplitMix64(seed: seed)
    func uniform(_ low: Double, _ high: Double) -> Double {
      low + (high - low) * random.nextUnitDouble()
    }
    func helper() -> HelperOverrides {
      HelperOverrides(
        delay: random.nextUnitDouble() < 0.5 ? 0 : uniform(0, 0.4), duration: uniform(0.3, 1.5),
        dampingRatio: uniform(0.05, 1), initialVelocity: uniform(0, 3))
    }
    let kinds: [(ShapeKind, String)] = [
      (.skype, "skype"), (.skype, "skype-close"), (.gooey, "gooey"), (.gooey, "gooey-close"),
      (.jelly, "jelly"),
    ]
    var shapes: [AnimatedShape] = []
    while shapes.count < count {
      let (kind, name) = kinds[Int(random.next() % UInt64(kinds.count))]
      let overrides = PresetOverrides(side: helper(), center: helper())
      guard let preset = try? FrameDiffPreset.named(name).applying(overrides),
        let shape = try? AnimatedShape(kind: kind, preset: preset),
        shape.scene.jumps.contains(where: { $0.size != 0 })
      else { continue }
      shapes.append(shape)
    }
    return shapes
  }
}
