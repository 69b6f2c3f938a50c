/// One line of ffmpeg's standard error as the decoder reads it: what the `metadata` filter in
/// print mode says about a frame (its number and presentation time stamp), another line of that
/// filter, or anything else.
package enum FrameLogLine: Equatable, Sendable {
  /// `frame:K pts:P pts_time:T`: frame K (from 0) is presented at P time-base units (`nil`:
  /// no time stamp, `NOPTS`), about T seconds (six significant digits).
  case frame(index: Int, pts: Int?, roundedSeconds: Double?)
  /// Another line of the filter (the metadata entry it prints after each frame).
  case otherFilterLine
  /// A line not from the filter: ffmpeg's own messages.
  case message(String)

  /// The filter's name in ffmpeg's log prefix, `[Parsed_metadata_N @ 0x…]`.
  static let prefix = "[Parsed_metadata_"

  /// The meaning of `text` (without its line break).
  package init(_ text: some StringProtocol) {
    let line = Substring(text)
    guard line.hasPrefix(Self.prefix), let close = line.firstIndex(of: "]") else {
      self = .message(String(line))
      return
    }
    let body = line[line.index(after: close)...].drop { $0 == " " }
    guard body.hasPrefix("frame:") else {
      self = .otherFilterLine
      return
    }
    var fields: [Substring: Substring] = [:]
    var key: Substring?
    for word in body.split(separator: " ") {
      if let colon = word.firstIndex(of: ":") {
        key = word[..<colon]
        let value = word[word.index(after: colon)...]
        if !value.isEmpty { fields[word[..<colon]] = value }
      } else if let current = key, fields[current] == nil {
        fields[current] = word
      }
    }
    guard let index = fields["frame"].flatMap({ Int($0) }) else {
      self = .otherFilterLine
      return
    }
    self = .frame(
      index: index, pts: fields["pts"].flatMap { Int($0) },
      roundedSeconds: fields["pts_time"].flatMap { Double($0) })
  }
}
