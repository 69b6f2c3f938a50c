import JellyArguments
import JellyTrack
import JellyVideo

/// `track` and `measure`'s use of ``VideoSource``: its errors named by the option that caused
/// them, the tracking shown as work on a terminal, and isolated matches warned of.
extension VideoSource {
  /// The video at `path`, searched inside `--roi`.
  static func opening(_ path: String, region: PixelRegion?) throws(CLIError) -> VideoSource {
    do {
      return try VideoSource(path: path, region: region)
    } catch {
      throw error.cliError
    }
  }

  /// ``appearanceTrack(object:)``, warning of the isolated matches it left out.
  func appearanceTrack(object: ElementReference?, context: CommandContext) throws(CLIError)
    -> TrackedVideo
  {
    let track: TrackedVideo
    do {
      track = try context.whileWorking("tracking the element in \(path)") {
        () throws(VideoTrackingError) in try appearanceTrack(object: object)
      }
    } catch {
      throw error.cliError
    }
    let isolated = track.isolatedMatches
    if !isolated.isEmpty {
      context.warn(
        "\(isolated.count == 1 ? "frame" : "frames") \(TrackRow.frameList(isolated)) matched"
          + " the element with no match in the frames next to \(isolated.count == 1 ? "it" : "them"):"
          + " left out as a false match"
          + " (content that resembles the element)")
    }
    return track
  }

  /// ``differenceTrack(criterion:)``.
  func differenceTrack(criterion: ObjectCriterion, context: CommandContext) throws(CLIError)
    -> TrackedVideo
  {
    do {
      return try context.whileWorking("tracking the element in \(path)") {
        () throws(VideoTrackingError) in try differenceTrack(criterion: criterion)
      }
    } catch {
      throw error.cliError
    }
  }
}

extension VideoTrackingError {
  /// The command line's error: the option that caused it in front, and a hint where one helps.
  var cliError: CLIError {
    let object = TrackingOptions.object.flag
    let message =
      switch self {
      case .regionOutsideFrame: "\(TrackingOptions.region.flag) \(self)"
      case .noFrame, .elementOutsideRegion: "\(object) \(self)"
      case .nothingMoves(let path, let region):
        "nothing moves in '\(path)': its first and last frames are alike beyond noise"
          + (region.map { " inside \(TrackingOptions.region.flag) \($0)" } ?? "")
          + "; name the element with \(object) X,Y,W,H@FRAME"
      case .elementRefused(let error): "\(object): \(error)"
      default: "\(self)"
      }
    return CLIError(message, showsUsage: false)
  }
}
