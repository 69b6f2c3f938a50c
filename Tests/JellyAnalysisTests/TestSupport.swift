import Foundation
import JellyAnalysis
import JellyFrameDiff
import JellySprings
import JellyTestSupport
import Testing

extension FrameDiffPreset: CustomTestStringConvertible {
  /// Parameterized tests name a preset by its name, not its whole description.
  public var testDescription: String { name }
}
