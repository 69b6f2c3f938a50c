/// One line of ffmpeg's standard error as the decoder reads it: what the `showinfo` filter says
/// about a frame (its presentation time stamp) or its input's time base, or anything else.
package enum ShowInfoLine: Equatable, Sendable {
  /// `config in time_base: N/D`: the time stamps count N/D seconds.
  case timeBase(numerator: Int, denominator: Int)
  /// `n: K pts: P …`: frame K (from 0) is presented at P time-base units (`nil`: no time
  /// stamp, `NOPTS`).
  case frame(index: Int, pts: Int?)
  /// Another line of the filter (side data, its output time base).
  case otherFilterLine
  /// A line not from the filter: ffmpeg's own messages.
  case message(String)

  /// The meaning of `line` (without its line break).
  package init(_ text: some StringProtocol) {
    let line = Substring(text)
    guard line.hasPrefix("[Parsed_showinfo"), let close = line.firstIndex(of: "]") else {
      self = .message(String(line))
      return
    }
    let body = line[line.index(after: close)...].drop { $0 == " " }
    let timeBaseLabel = "config in time_base:"
    if body.hasPrefix(timeBaseLabel) {
      let fraction = body.dropFirst(timeBaseLabel.count).drop { $0 == " " }.prefix {
        $0 != "," && $0 != " "
      }
      let parts = fraction.split(separator: "/")
      if parts.count == 2, let numerator = Int(parts[0]), let denominator = Int(parts[1]),
        numerator > 0, denominator > 0
      {
        self = .timeBase(numerator: numerator, denominator: denominator)
        return
      }
    }
    if body.hasPrefix("n:") {
      let fields = body.dropFirst(2).split(separator: " ")
      if let index = fields.first.flatMap({ Int($0) }),
        let ptsLabel = fields.firstIndex(of: "pts:"),
        ptsLabel + 1 < fields.count
      {
        self = .frame(index: index, pts: Int(fields[ptsLabel + 1]))
        return
      }
    }
    self = .otherFilterLine
  }
}
