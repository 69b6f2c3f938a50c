import JellyFrameDiff
import JellyShapes
import JellySprings

/// What the page of `jellylab lab` starts from: every preset's helpers, endpoints and shape (with
/// the layout given), and the setting the command line chose. The page recomputes everything
/// else in its script (`JLModel`, `JLExport`).
package struct LabPageData: Sendable {
  /// One helper view's UIKit spring arguments and endpoints.
  package struct Helper: Sendable, Equatable {
    /// Start value, points.
    package var from: Double
    /// Target value, points.
    package var to: Double
    /// UIKit duration, seconds (> 0; the page clamps it to [0.01, 10] as UIKit does).
    package var duration: Double
    /// UIKit damping ratio (≥ 0; clamped to [2^−23, 1]).
    package var damping: Double
    /// UIKit initial velocity, travels per second toward the target.
    package var velocity: Double
    /// Delay before the animation starts, seconds (≥ 0).
    package var delay: Double

    /// The arguments of `helper` as the scene runs it (durations and ratios in effect).
    package init(_ helper: HelperView) {
      from = helper.from
      to = helper.to
      duration = helper.duration
      damping = helper.dampingRatio
      velocity = helper.initialVelocity
      delay = helper.delay
    }

    /// The payload: `{from, to, duration, damping, velocity, delay}`.
    var payload: PageData {
      .object([
        ("from", .number(from)), ("to", .number(to)), ("duration", .number(duration)),
        ("damping", .number(damping)), ("velocity", .number(velocity)), ("delay", .number(delay)),
      ])
    }
  }

  /// One preset as the page offers it.
  package struct Preset: Sendable {
    /// The preset's name (`jelly`, `skype`, …, or `custom`).
    package let name: String
    /// Where it comes from (an article, or the command line).
    package let source: String
    /// The axis its helpers move on, `x` or `y`.
    package let coordinate: String
    /// The shape it draws.
    package let kind: ShapeKind
    /// The side helper (the animation under study).
    package let side: Helper
    /// The center helper, if the preset has two.
    package let center: Helper?
    /// The outline as an affine function of its drive.
    package let outline: OutlineTemplate
    /// The bend's constants: skype `[edgeY, blankWidth]` (bend = edgeY − (diff + blankWidth)),
    /// gooey `[screenWidth/2, edgeX]` (bend = screenWidth/2 + diff − edgeX), points; empty for
    /// the jelly (bend = deltaHeight).
    package let bend: [Double]

    /// The page's view of `preset` (its layout and springs as resolved), its outline fitted on
    /// `outlineFrom` (the same preset and layout with springs whose shape is finite).
    ///
    /// - Parameter framesPerSecond: The grid the outline template is fitted on, in (0, 1000].
    /// - Throws: `ShapeError` when the preset draws no shape, `FrameDiffError` when its scene
    ///   cannot be built.
    package init(_ preset: FrameDiffPreset, outlineFrom: FrameDiffPreset, framesPerSecond: Double)
      throws
    {
      let kind = ShapeKind.drawing(preset)
      let scene = try preset.scene()
      name = preset.name
      source = preset.source
      coordinate = preset.coordinate
      self.kind = kind
      side = Helper(scene.side)
      center = scene.center.map(Helper.init)
      outline = try OutlineTemplate(
        shape: AnimatedShape(kind: kind, preset: outlineFrom), framesPerSecond: framesPerSecond)
      let layout = preset.layout
      switch kind {
      case .jelly:
        bend = []
      case .skype:
        let menu = try SkypeMenu(width: layout.width, keyWindowHeight: layout.height)
        bend = [menu.edgeY, menu.blankWidth]
      case .gooey:
        let menu = try GooeySideMenu(screenWidth: layout.width, screenHeight: layout.height)
        bend = [menu.screenWidth / 2, menu.edgeX]
      }
    }

    /// The payload of the preset.
    var payload: PageData {
      .object([
        ("name", .string(name)), ("source", .string(source)),
        ("coordinate", .string(coordinate)), ("kind", .string(kind.rawValue)),
        ("side", side.payload), ("center", center?.payload ?? .null),
        ("outline", outline.payload), ("bend", .numbers(bend)),
      ])
    }
  }

  /// The most frames the page computes for one setting (its end × fps below this).
  package static let maximumFrames = 200_000

  /// The presets, the chosen one first.
  package let presets: [Preset]
  /// The display-link rate, frames per second, in (0, 1000].
  package let framesPerSecond: Double
  /// UIKit's spring as the page starts: iOS's routine or the envelope's root, cut or free.
  package let model: UIKitAnimationModel
  /// The bound of the page's CSS `linear()`, a fraction of the travel, in [1e-6, 0.5].
  package let maxError: Double
  /// The command-line scene options that leave the page's controls alone (layout options),
  /// repeated in the equivalent command lines the page shows.
  package let layoutArguments: [String]
  /// jellylab's version, shown on the page.
  package let version: String

  /// The data of a page that starts on `presets[0]`.
  package init(
    presets: [Preset], framesPerSecond: Double, model: UIKitAnimationModel, maxError: Double,
    layoutArguments: [String], version: String
  ) {
    precondition(!presets.isEmpty, "a lab page needs a preset")
    self.presets = presets
    self.framesPerSecond = framesPerSecond
    self.model = model
    self.maxError = maxError
    self.layoutArguments = layoutArguments
    self.version = version
  }

  /// The payload the page script reads.
  var payload: PageData {
    .object([
      ("presets", .array(presets.map(\.payload))),
      (
        "initial",
        .object([
          ("preset", .string(presets[0].name)), ("side", presets[0].side.payload),
          ("center", presets[0].center?.payload ?? .null), ("fps", .number(framesPerSecond)),
          ("solver", .string(model.solver.rawValue)),
          ("cut", .bool(model.cutsAtDuration)), ("maxError", .number(maxError)),
        ])
      ),
      ("layoutArguments", .array(layoutArguments.map(PageData.string))),
      ("maximumFrames", .number(Double(Self.maximumFrames))),
      ("version", .string(version)),
    ])
  }
}

extension OutlineTemplate {
  /// `{drive, height, commands: [[letter, constants, slopes], …]}`, the form the pages read.
  package var payload: PageData {
    .object([
      ("drive", .string(drive.rawValue)), ("height", .number(blockHeight)),
      (
        "commands",
        .array(
          commands.map { command in
            .array([
              .string(command.letter), .numbers(command.constant.flatMap { [$0.x, $0.y] }),
              .numbers(command.slope.flatMap { [$0.x, $0.y] }),
            ])
          })
      ),
    ])
  }
}
