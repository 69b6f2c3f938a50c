/// Which element to follow, as the user names it: its box in the frame where it shows whole.
public struct ElementReference: Hashable, Sendable, CustomStringConvertible {
  /// The frame the box is read in.
  public enum Frame: Hashable, Sendable {
    /// The video's last frame.
    case last
    /// Frame `index`, from 0.
    case index(Int)
  }

  /// The element's box, in the video's pixels.
  public var box: PixelRegion
  /// The frame that shows it whole.
  public var frame: Frame

  /// The element in `box` of `frame`.
  public init(box: PixelRegion, frame: Frame = .last) {
    self.box = box
    self.frame = frame
  }

  /// `x,y,w,h`, `x,y,w,h@N` or `x,y,w,h@last` (w and h ≥ 4, N ≥ 0), or `nil`.
  public init?(parsing text: String) {
    let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
    guard let box = PixelRegion(parsing: String(parts[0])), box.width >= 4, box.height >= 4
    else { return nil }
    var frame = Frame.last
    if parts.count == 2 {
      if parts[1] == "last" {
        frame = .last
      } else if let index = Int(parts[1]), index >= 0, parts[1].allSatisfy(\.isNumber) {
        frame = .index(index)
      } else {
        return nil
      }
    }
    self.init(box: box, frame: frame)
  }

  /// `x,y,w,h@last` or `x,y,w,h@N`.
  public var description: String {
    switch frame {
    case .last: "\(box)@last"
    case .index(let index): "\(box)@\(index)"
    }
  }
}
