import JellyAnalysis
import JellyArguments
import JellyFrameDiff
import JellyGolden

/// The search for the peaks of a scene's diff(t), shared by `peaks scene`, `peaks write` and
/// `peaks check`: the scene the options describe, on the frame grid of `--fps` through `--until`
/// (default: the end of the animation), refined on the exact derivative or, with `--sampled`,
/// the frame-level extrema a device shows (the drop options apply to those only).
struct ScenePeakSearch {
  /// The scene options, `--fps`, `--until`, the drop options and `--sampled`.
  static let specs =
    SceneOptions.specs + [SamplingOptions.fps.spec, SamplingOptions.until.spec]
    + DropOptions.specs + [PeakFindings.sampled.spec]

  /// The scene's preset, overrides applied.
  let preset: FrameDiffPreset
  /// The scene.
  let scene: FrameDiffScene
  /// Whether the frame-level extrema are wanted (`--sampled`).
  let sampled: Bool
  /// The frame rate of the grid.
  let fps: Double
  /// The last time searched.
  let horizon: Double

  /// The search the options describe; a preset the options do not name is `recorded` (a golden
  /// file's), else the default one.
  ///
  /// - Throws: ``CLIError`` for a bad scene, or for drop options without `--sampled`.
  init(_ options: ParsedOptions, context: CommandContext, recorded: FrameDiffPreset? = nil) throws {
    preset = try SceneOptions.resolve(options, context: context, recorded: recorded)
    sampled = options[PeakFindings.sampled]
    if !sampled && DropOptions.hasDrops(options) {
      throw CLIError("frame drops apply to --sampled peaks only")
    }
    fps = options[SamplingOptions.fps]
    scene = try SceneOptions.scene(preset, options)
    horizon = options[SamplingOptions.until] ?? scene.animationEnd
  }

  /// The peaks through the horizon (refused beyond 10^7 frames, before any work) and the diff's
  /// settling time.
  func find(_ options: ParsedOptions) throws -> PeakFindings {
    try SamplingOptions.checkFrameCount(
      options, horizon: horizon, fps: fps, defaultText: "the animation ends at",
      setBy: SceneOptions.animationEndSetters(options))
    let peaks: [Peak]
    if sampled {
      let link = try DropOptions.displayLink(options)
      peaks = PeakFinder.sampledPeaks(
        try DiffSequence(scene: scene, displayLink: link, horizon: horizon).samples)
    } else {
      peaks = try PeakFinder.refinedPeaks(of: scene, framesPerSecond: fps, through: horizon)
    }
    return PeakFindings(
      peaks: peaks,
      settlingTime: {
        do {
          return try scene.settlingTime(framesPerSecond: fps)
        } catch let error as FrameDiffError where SceneOptions.isUnsettled(error) {
          throw SceneOptions.unsettledError(scene, options)
        }
      }, endJump: scene.side.relativeEndJump)
  }

  /// The drop-free search as a golden file records it.
  var source: ScenePeakSource {
    get throws {
      try ScenePeakSource(
        preset: preset, method: sampled ? .sampled : .refined, framesPerSecond: fps,
        horizon: horizon)
    }
  }
}
