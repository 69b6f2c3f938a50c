import Foundation
import JellyMath

/// Why a tracker could not be made: a parameter out of range, a region of interest outside
/// the frame, or frames in a format the criterion cannot use. The description is one line.
public enum TrackError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A parameter outside its allowed range (the colour tolerance, the frame size).
  case invalidParameter(ParameterError)
  /// The region of interest does not lie inside the `width` × `height` frame.
  case regionOutsideFrame(PixelRegion, width: Int, height: Int)
  /// Frames in `format` cannot show what `criterion` compares (a colour given in RGB needs
  /// `rgb24` frames).
  case formatUnsupported(PixelFormat, criterion: ObjectCriterion)

  /// E.g. "the region 10,10,400,300 (x,y,w,h) is outside the 320x240 frame".
  public var description: String {
    switch self {
    case .invalidParameter(let error): error.description
    case .regionOutsideFrame(let region, let width, let height):
      "the region \(region) (x,y,w,h) is outside the \(width)x\(height) frame"
    case .formatUnsupported(let format, let criterion):
      "\(format.rawValue) frames cannot be tracked by \(criterion.summary): it needs "
        + "\(criterion.pixelFormat.rawValue) frames"
    }
  }

  /// The rejected parameter, or `nil` for a region outside the frame.
  public var parameterError: ParameterError? {
    if case .invalidParameter(let error) = self { return error }
    return nil
  }
}

extension TrackError: LocalizedError {
  /// ``description``, the message the command line prints after `error: `.
  public var errorDescription: String? { description }
}
