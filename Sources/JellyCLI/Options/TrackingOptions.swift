import JellyArguments
import JellyTrack
import JellyVideo

/// How an element is followed through a recording, shared by `track` and `measure`: the
/// element, the part of the frame looked at and when its edges are at rest.
enum TrackingOptions: OptionGroup {
  /// `--object X,Y,W,H[@FRAME|@last]`.
  static let object = Option<ElementReference?>.parsed(
    "object", valueName: "X,Y,W,H[@FRAME]",
    help: "The element to follow, as it shows whole in frame FRAME (from 0, or last)",
    allowed: "x,y,w,h (integers, w and h >= 4) with @FRAME or @last (default @last)",
    defaultText: "the largest region that differs between the first and last frames"
  ) { ElementReference(parsing: $0) }
  /// `--roi X,Y,W,H`.
  static let region = Option<PixelRegion?>.parsed(
    "roi", valueName: "X,Y,W,H", help: "Look only inside this rectangle of the frame (pixels)",
    allowed: "x,y,w,h: four integers, x and y >= 0, w and h >= 1",
    defaultText: "the whole frame"
  ) { PixelRegion(parsing: $0) }
  /// `--rest-tolerance PX`.
  static let restTolerance = Option<Double>.number(
    "rest-tolerance", .nonNegative, unit: "px", valueName: "PX",
    help: "An edge moving at most this from one frame to the next is at rest",
    default: 0.1)
}
