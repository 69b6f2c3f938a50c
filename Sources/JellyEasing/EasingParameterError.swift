import JellyMath

/// A parameter of an easing curve outside its allowed range: the ``JellyMath/ParameterError``
/// every jellylab library throws, naming the ``JellyMath/Parameter`` (e.g.
/// ``JellyMath/Parameter/x1``, ``JellyMath/Parameter/period``).
public typealias EasingParameterError = ParameterError
