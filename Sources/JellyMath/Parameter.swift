/// A parameter that a jellylab library checks and may reject with a ``ParameterError``.
///
/// The raw value is the parameter's name in the rejection message ("damping ratio must be
/// > 0 and finite (got 0.0)"), so a caller can recognise the parameter with a `switch` instead
/// of matching text. Ranges and units below are those of the library that checks the
/// parameter; where two libraries check one parameter they agree on its unit.
public enum Parameter: String, Sendable, Hashable, CaseIterable {
  // MARK: - Springs (JellySprings)

  /// Spring mass m, in mass units: > 0 and finite.
  case mass
  /// Spring stiffness k, in force per unit displacement: > 0 and finite (also Android's
  /// stiffness).
  case stiffness
  /// Spring damping coefficient c, in force per unit velocity: ≥ 0 and finite (named
  /// "damping" in messages, as `CASpringAnimation` names it).
  case dampingCoefficient = "damping"
  /// The ratio k/m, in 1/s²: finite and > 0.
  case stiffnessPerMass = "stiffness/mass"
  /// The ratio c/m, in 1/s: finite.
  case dampingPerMass = "damping/mass"
  /// Damping ratio ζ, unitless: ≥ 0 (> 0 for UIKit) and finite.
  case dampingRatio = "damping ratio"
  /// An animation duration, in seconds: > 0 and finite.
  case duration
  /// An initial velocity, in distances (travels) per second toward the target: finite.
  case velocity
  /// SwiftUI's response, the undamped period in seconds: > 0 and finite.
  case response
  /// SwiftUI's bounce, unitless: in (−1, 1].
  case bounce
  /// POP's bounciness, unitless: in [0, 20].
  case bounciness
  /// POP's speed, unitless: in (0, 20].
  case speed
  /// Origami's tension, unitless: finite.
  case tension
  /// Origami's friction, unitless: finite.
  case friction
  /// react-spring's frequency, a period in seconds: > 0 and finite.
  case frequency

  // MARK: - Ranges and grids

  /// The first value of a range: a sampling grid's first time (seconds, ≥ 0) or a sweep
  /// axis' first value (finite).
  case start
  /// The last value of a sweep axis: finite and ≥ its start.
  case stop
  /// The spacing of a grid or a sweep axis: > 0 and finite.
  case step
  /// The number of samples of a grid: ≥ 0, with a finite last time.
  case count
  /// A sweep axis as a whole (`start:stop:step` or one number).
  case axis
  /// The axes of a sweep: at least one, each varying a different parameter.
  case axes
  /// The number of cells of a sweep grid: at most the sweep's limit.
  case cells

  // MARK: - Easings (JellyEasing)

  /// An elastic easing's amplitude, unitless: ≥ 1 and finite.
  case amplitude
  /// An elastic easing's period, as a fraction of the duration: > 0 and finite.
  case period
  /// A back easing's overshoot, unitless: ≥ 0 and finite.
  case overshoot
  /// The stops of a piecewise-linear easing: at least one.
  case stops
  /// The output of one stop of a piecewise-linear easing: finite (messages add the stop's
  /// number, "output 2").
  case stopOutput = "output"
  /// A position of one stop of a piecewise-linear easing, as a fraction of the duration:
  /// finite and not decreasing (messages add the stop's number, "position in stop 2").
  case stopPosition = "position in stop"
  /// The number of positions of one stop of a piecewise-linear easing: at most 2 (messages add
  /// the stop's number, "positions of stop 2").
  case stopPositions = "positions of stop"
  /// The number of steps of a steps easing: an integer ≥ 1 (≥ 2 with jump-none), at most 2^53.
  case stepCount = "n"
  /// A cubic Bézier easing's first control point x, a fraction of the duration: in [0, 1].
  case x1
  /// A cubic Bézier easing's first control point y, a fraction of the travel: finite.
  case y1
  /// A cubic Bézier easing's second control point x, a fraction of the duration: in [0, 1].
  case x2
  /// A cubic Bézier easing's second control point y, a fraction of the travel: finite.
  case y2
  /// A settling threshold ε, as a fraction of the largest excursion: in (0, 1).
  case epsilon

  // MARK: - Helper views and scenes (JellyFrameDiff)

  /// Where a helper's motion starts, in points: finite.
  case from
  /// A helper's target, in points: finite.
  case to
  /// A helper's travel |to − from|, in points: finite.
  case travel = "distance |to - from|"
  /// A helper's delay before it starts, in seconds: ≥ 0 and finite.
  case delay
  /// The distance a preset's helpers travel, in points: > 0 and finite.
  case distance
  /// The screen (or key window) width, in points: > 0 and finite.
  case screenWidth = "screen width"
  /// The screen (or key window) height, in points: > 0 and finite.
  case screenHeight = "screen height"
  /// The height of a scene's moving element, in points: ≥ 0 and finite.
  case elementHeight = "element height"
  /// The display's frame rate, in frames per second: in (0, 1000].
  case framesPerSecond = "fps"
  /// The fraction of frames a random drop policy drops: in [0, 1].
  case dropRate = "drop rate"
  /// A frame an explicit drop policy drops, counted from 0: ≥ 0.
  case droppedFrame = "dropped frame number"
  /// The last time a display link presents, in seconds: ≥ 0, finite, within its frame limit.
  case horizon

  // MARK: - Analysis (JellyAnalysis)

  /// The damping of a scene's springs: strong enough to settle within the search limit.
  case springDamping = "spring damping"
  /// The largest |deviation| of a series from its rest, in the series' unit: ≥ 0 and finite.
  case largestMagnitude
  /// A peak threshold, in the series' unit: ≥ 0 and finite.
  case threshold
  /// A golden comparison's time tolerance, in seconds: ≥ 0 and finite.
  case timeTolerance = "time tolerance"
  /// A golden comparison's value tolerance, in the series' unit: ≥ 0 and finite.
  case valueTolerance = "value tolerance"
  /// The sign of the main excursion a normalization aligns to: nonzero.
  case mainExcursionSign = "main excursion sign"
  /// Where a normalization puts u = 0: `peak` or `start`.
  case alignment
  /// A scene's helper-view difference, in points: finite and moving.
  case diff
  /// The number of samples of a curve or a series: within the caller's bounds.
  case samples
  /// The counts of a series' times and values: equal.
  case sampleCounts = "sample counts"
  /// A time of a series, in seconds: finite and strictly increasing.
  case time
  /// A value of a series, in the series' unit: finite.
  case value

  // MARK: - Shapes (JellyShapes)

  /// The width a side menu leaves uncovered, in points: ≥ 0 and finite.
  case blankWidth = "blank width"
  /// A jelly block's width, in points: > 0 and finite.
  case blockWidth = "block width"
  /// A jelly block's height, in points: > 0 and finite.
  case blockHeight = "block height"
  /// A jelly block's animation progress, unitless: finite.
  case progress
  /// The time at which a shape is drawn, in seconds since the animation began: ≥ 0 and finite.
  case shapeTime = "t"
}
