import JellyTrack

/// What a measurement of a recording fits: a coordinate of the tracked box's centre, its scale
/// or its opacity.
package enum MeasuredProperty: String, CaseIterable, Sendable {
  case x, y, scale, opacity

  /// The smallest change from frame to frame that shows (a repeated frame while it changes by
  /// more is a stale one): 0.5 px, 0.5 % of the size, 0.01 of the opacity.
  package var visibleChange: Double {
    switch self {
    case .x, .y: 0.5
    case .scale: 0.005
    case .opacity: 0.01
    }
  }

  /// The unit of its values.
  package var unit: String {
    switch self {
    case .x, .y: "px"
    case .scale: "of the reference size"
    case .opacity: "0 to 1"
    }
  }
}

/// The series a measurement fits: one property of the tracked element, at the frames that show
/// it, without the stale frames.
package struct MeasuredSeries: Sendable {
  /// The property fitted.
  package let property: MeasuredProperty
  /// The times of the frames that show it (s) and its values there.
  package let times: [Double]
  package let values: [Double]
  /// The frames tracked, and the element's reference box (video pixels).
  package let frameCount: Int
  /// The frames left out because they repeat the frame before while the element moves.
  package let repeatedFrames: Int
  package let element: PixelRegion?

  /// The series of `property` (or of the one that changes most: ``choose(_:)``) in `track`.
  package init(track: TrackedVideo, property: MeasuredProperty?) {
    let chosen = property ?? Self.choose(track)
    self.property = chosen
    var times: [Double] = []
    var values: [Double] = []
    var repeats = 0
    for (index, time) in track.times.enumerated() {
      guard let value = Self.value(chosen, track, index) else { continue }
      // A frame whose pixels repeat the frame before, while the element moves on after it by a
      // visible step, shows an earlier state at a later time (a capture faster than the
      // screen, a stall): it is left out. At rest the repeats stay, as the hold they are.
      if track.appearance?[index].isRepeat == true,
        let next = track.times.indices.dropFirst(index + 1).first(where: {
          track.appearance?[$0].isRepeat != true
        }), let following = Self.value(chosen, track, next),
        abs(following - value) > chosen.visibleChange
      {
        repeats += 1
        continue
      }
      times.append(time)
      values.append(value)
    }
    repeatedFrames = repeats
    self.times = times
    self.values = values
    frameCount = track.times.count
    element = track.element
  }

  /// The property's value at frame `index`, or `nil` when the frame does not give it.
  package static func value(_ property: MeasuredProperty, _ track: TrackedVideo, _ index: Int)
    -> Double?
  {
    switch property {
    case .x: track.boxes[index]?.x
    case .y: track.boxes[index]?.y
    case .scale: track.appearance?[index].scale
    case .opacity: track.appearance?[index].opacity
    }
  }

  /// The property that changes most: a move of the centre over the box's size, the scale's
  /// change over 1, or the opacity's change.
  package static func choose(_ track: TrackedVideo) -> MeasuredProperty {
    func spread(_ property: MeasuredProperty) -> Double {
      let values = track.times.indices.compactMap { value(property, track, $0) }
      guard let low = values.min(), let high = values.max() else { return 0 }
      let size: Double
      switch property {
      case .x: size = Double(track.element?.width ?? 1)
      case .y: size = Double(track.element?.height ?? 1)
      case .scale, .opacity: size = 1
      }
      return (high - low) / max(size, 1e-9)
    }
    return MeasuredProperty.allCases.max { spread($0) < spread($1) } ?? .x
  }
}

/// A measured property that does not move in a recording: its values change by less than a
/// visible change (``MeasuredProperty/visibleChange``), so there is nothing to fit.
package struct StillMeasurementError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The property measured.
  package let property: MeasuredProperty
  /// Its largest value minus its smallest, in its unit.
  package let change: Double
  /// The recording's path, as given.
  package let recording: String
  /// The property of the element that changes most (``MeasuredSeries/choose(_:)``).
  package let mostChanging: MeasuredProperty

  /// `the x of the element in 'rec.mp4' changes by 0.2 px, less than a visible change (0.5 px):
  /// it does not move, and there is nothing to fit`.
  package var description: String {
    "the \(property.rawValue) of the element in '\(recording)' changes by"
      + " \(property.amount(change)), less than a visible change"
      + " (\(property.amount(property.visibleChange))): it does not move, and there is nothing"
      + " to fit"
  }
}

extension MeasuredSeries {
  /// Refuses a series whose values change by less than a visible change of its property.
  ///
  /// - Parameters:
  ///   - track: The track the series was measured from (to name the property that moves most).
  ///   - recording: The recording's path, for the message.
  /// - Throws: ``StillMeasurementError``.
  package func checkMoves(in track: TrackedVideo, recording: String)
    throws(StillMeasurementError)
  {
    let change = (values.max() ?? 0) - (values.min() ?? 0)
    guard change < property.visibleChange else { return }
    throw StillMeasurementError(
      property: property, change: change, recording: recording,
      mostChanging: Self.choose(track))
  }
}
