import Foundation
import JellyMath

/// One keyframe of a scalar property as written: its time in frames, its value, and how the
/// segment to the next keyframe runs.
package struct LottieScalarKeyframe: Sendable, Equatable {
  /// How the segment that starts at a keyframe runs.
  package enum Segment: Sendable, Equatable {
    /// Eased by the handles `o` = (1/3, `outY`) and `i` = (2/3, `inY`): with those x handles
    /// the value is a cubic in time.
    case cubic(outY: Double, inY: Double)
    /// The value holds until the next keyframe (`h` = 1).
    case hold
    /// The last keyframe: nothing follows.
    case last
  }

  /// Time in frames of the composition (`t`).
  package var time: Double
  /// The value from here on (`s`).
  package var value: Double
  /// The segment to the next keyframe.
  package var segment: Segment

  package init(time: Double, value: Double, segment: Segment) {
    self.time = time
    self.value = value
    self.segment = segment
  }
}

/// Writes Lottie documents.
///
/// Every eased keyframe names its easing (`n`) by its exact handles: rlottie otherwise shares
/// one easing between all keyframes whose handles print alike to two decimals (its cache key
/// is `%.2f_%.2f_%.2f_%.2f` of them), which moved a recorded easeOutElastic export by 2 px of
/// 4000 in one segment.
package enum LottieWriter {
  /// The x handles that make a segment's time linear in the Bézier parameter.
  static let outHandleX = 1.0 / 3
  static let inHandleX = 2.0 / 3

  /// A document named `name` of one shape layer, "box": a filled rectangle of `box` (width, height)
  /// pixels centred on its position, whose x stays at `x` and whose y follows `yKeyframes`
  /// (split position, `ks.p.y`), on a `canvas` (width, height) pixels at `frameRate` frames per
  /// second from frame 0 to `outPoint`. The JSON is compact, one layer per line.
  package static func movingBox(
    name: String, frameRate: Double, outPoint: Double, canvas: (width: Double, height: Double),
    box: (width: Double, height: Double), x: Double, yKeyframes: [LottieScalarKeyframe]
  ) -> String {
    let keyframes = yKeyframes.map(keyframe).joined(separator: ",")
    let fill =
      #"{"ty":"fl","nm":"Fill","c":{"a":0,"k":[0.184,0.435,0.878,1]},"#
      + #""o":{"a":0,"k":100},"r":1}"#
    let rectangle =
      #"{"ty":"rc","nm":"Box","d":1,"p":{"a":0,"k":[0,0]},"s":{"a":0,"k":["#
      + number(box.width) + "," + number(box.height) + #"]},"r":{"a":0,"k":0}}"#
    let group =
      #"{"ty":"gr","nm":"Box","it":["# + rectangle + "," + fill + ","
      + #"{"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"#
      + #""r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}"#
    let transform =
      #"{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"a":{"a":0,"k":[0,0,0]},"#
      + #""s":{"a":0,"k":[100,100,100]},"p":{"s":true,"x":{"a":0,"k":"# + number(x) + "},"
      + #""y":{"a":1,"k":["# + keyframes + "]}}}"
    let layer =
      #"{"ddd":0,"ind":1,"ty":4,"nm":"box","sr":1,"ks":"# + transform
      + #","ao":0,"shapes":["# + group + #"],"ip":0,"op":"# + number(outPoint)
      + #","st":0,"bm":0}"#
    return #"{"v":"5.7.4","fr":"# + number(frameRate) + #","ip":0,"op":"# + number(outPoint)
      + #","w":"# + number(canvas.width) + #","h":"# + number(canvas.height) + #","nm":"#
      + string(name) + #","ddd":0,"assets":[],"layers":["# + "\n" + layer + "\n]}\n"
  }

  static func keyframe(_ keyframe: LottieScalarKeyframe) -> String {
    let head = #"{"t":"# + number(keyframe.time) + #","s":["# + number(keyframe.value) + "]"
    switch keyframe.segment {
    case .cubic(let outY, let inY):
      let handles = [outHandleX, outY, inHandleX, inY].map(number)
      return head + #","o":{"x":["# + handles[0] + #"],"y":["# + handles[1] + "]},"
        + #""i":{"x":["# + handles[2] + #"],"y":["# + handles[3] + "]},"
        + #""n":"# + string(handles.joined(separator: "_")) + "}"
    case .hold: return head + #","h":1}"#
    case .last: return head + "}"
    }
  }

  /// A JSON number in shortest round-trip form (finite values only; others write 0).
  static func number(_ value: Double) -> String {
    value.isFinite ? PlainNumberText.format(value) : "0"
  }

  /// A JSON string.
  static func string(_ text: String) -> String {
    let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}
