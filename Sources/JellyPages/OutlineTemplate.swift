import JellyGeometry
import JellyShapes

/// The outline of a preset's shape as an affine function of one number per frame, so that a
/// page stores that number per frame instead of the whole path: every coordinate of the path
/// is a + b·s.
///
/// The drive s is the jelly's deltaHeight Δ = h/2·(0.5 − |p − 0.5|) (p its progress) or a
/// menu's diff, in points; all three shapes move only their curves' ends or control points
/// linearly with it (`JellyShapes.JellyBlock`, `SkypeMenu`, `GooeySideMenu`). The template is
/// fitted through two frames of the shape itself and checked against every frame of a test
/// scene in the tests.
package struct OutlineTemplate: Sendable, Equatable {
  /// What drives the outline.
  package enum Drive: String, Sendable {
    /// The jelly's deltaHeight Δ, from the block's progress.
    case deltaHeight
    /// The menus' diff(t).
    case diff
  }

  /// One path command: `M`, `L`, `Q` or `Z`, with its points as (a, b) pairs per coordinate:
  /// x = a.x + b.x·s, y = a.y + b.y·s, in points, y down.
  package struct Command: Sendable, Equatable {
    /// The SVG command letter.
    package let letter: String
    /// The points' constant parts, in points.
    package let constant: [Vector2]
    /// The points' slopes per point of drive.
    package let slope: [Vector2]
  }

  /// What s is.
  package let drive: Drive
  /// The block height h for ``Drive/deltaHeight``, in points (0 for the menus).
  package let blockHeight: Double
  /// The commands of the closed path.
  package let commands: [Command]

  /// The template of `shape`, fitted through its outlines at t = 0 and at the frame (of
  /// `framesPerSecond` up to the end of the animation) whose drive is farthest from t = 0's.
  ///
  /// - Throws: `ShapeError` when an outline cannot be built.
  package init(shape: AnimatedShape, framesPerSecond: Double) throws(ShapeError) {
    drive = shape.kind == .jelly ? .deltaHeight : .diff
    blockHeight = shape.kind == .jelly ? shape.preset.layout.elementHeight : 0
    let driveAt: (Double) -> Double = { [drive] t in
      drive == .deltaHeight ? shape.bend(at: t) : shape.scene.diff(at: t)
    }
    let start = 0.0
    var far = start
    var farthest = 0.0
    var n = 1
    while Double(n) / framesPerSecond <= shape.animationEnd {
      let t = Double(n) / framesPerSecond
      let distance = abs(driveAt(t) - driveAt(start))
      if distance > farthest { (far, farthest) = (t, distance) }
      n += 1
    }
    let first = try Self.points(shape.outline(at: start))
    let second = try Self.points(shape.outline(at: far))
    let (s0, s1) = (driveAt(start), driveAt(far))
    commands = zip(first, second).map { one, other in
      let slope = zip(one.points, other.points).map { p, q in
        farthest > 0 ? (q - p) * (1 / (s1 - s0)) : Vector2(0, 0)
      }
      let constant = zip(one.points, slope).map { p, b in p - b * s0 }
      return Command(letter: one.letter, constant: constant, slope: slope)
    }
  }

  /// The drive of `shape` at `t` seconds: Δ for the jelly, diff for the menus, in points.
  package func drive(of shape: AnimatedShape, at t: Double) -> Double {
    drive == .deltaHeight ? shape.bend(at: t) : shape.scene.diff(at: t)
  }

  /// The path's points at drive `s`, command by command, in points.
  package func points(at s: Double) -> [[Vector2]] {
    commands.map { command in
      zip(command.constant, command.slope).map { a, b in a + b * s }
    }
  }

  /// The commands of `outline`: `M` to the first segment's start, then `L` or `Q` per segment
  /// (with its control point and end), then `Z`.
  static func points(_ outline: ShapeOutline) -> [(letter: String, points: [Vector2])] {
    let segments = outline.path.segments
    var result: [(letter: String, points: [Vector2])] = [("M", [segments[0].start])]
    for segment in segments {
      switch segment {
      case .line(let line): result.append(("L", [line.end]))
      case .quadratic(let curve): result.append(("Q", [curve.control, curve.end]))
      case .cubic(let curve): result.append(("C", [curve.control1, curve.control2, curve.end]))
      }
    }
    result.append(("Z", []))
    return result
  }
}
