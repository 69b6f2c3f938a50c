import JellyMath

/// A parameter of an easing curve outside its allowed range: the `ParameterError` every
/// jellylab library throws, naming the `Parameter` (e.g. `.x1`, `.period`).
public typealias EasingParameterError = ParameterError
