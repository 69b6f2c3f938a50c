/// The unit of a CSV series' time column: seconds, milliseconds or microseconds. A series is
/// always read in seconds; a column in another unit is converted as it is read.
package enum CSVTimeUnit: String, CaseIterable, Sendable {
  /// Seconds (`s`).
  case seconds = "s"
  /// Milliseconds (`ms`): 1e-3 s.
  case milliseconds = "ms"
  /// Microseconds (`us`): 1e-6 s.
  case microseconds = "us"

  /// The unit's name in words: `seconds`, `milliseconds`, `microseconds`.
  package var name: String {
    switch self {
    case .seconds: "seconds"
    case .milliseconds: "milliseconds"
    case .microseconds: "microseconds"
    }
  }

  /// Seconds per unit.
  package var seconds: Double {
    switch self {
    case .seconds: 1
    case .milliseconds: 1e-3
    case .microseconds: 1e-6
    }
  }

  /// What a column's name says of its unit.
  package enum NameReading: Equatable, Sendable {
    /// The name carries no unit (`t`, `time`, `timestamp`).
    case none
    /// The name ends with this unit: `time_ms`, `t (ms)`, `time[us]`, `time_s`.
    case unit(CSVTimeUnit)
    /// The name ends with a unit this reader does not convert (`time_ns`, `t (min)`): the text
    /// of that unit.
    case unknown(String)
  }

  /// The unit a column's name ends with: a last word after `_`, a space, `-` or `.`, or a word
  /// in parentheses or brackets, compared without case (`s`, `sec`, `secs`, `seconds`; `ms`,
  /// `msec`, `millis`, `milliseconds`; `us`, `µs`, `usec`, `micros`, `microseconds`; any
  /// other word of up to 3 letters, or `min`, `minutes`, `ns`, `nanos`, reads as a unit this
  /// reader does not know).
  package static func reading(columnName name: String) -> NameReading {
    let lowered = name.lowercased()
    var word: Substring
    if let last = lowered.last, last == ")" || last == "]" {
      let opening: Character = last == ")" ? "(" : "["
      guard let start = lowered.lastIndex(of: opening) else { return .none }
      word = lowered[lowered.index(after: start)..<lowered.index(before: lowered.endIndex)]
    } else if let separator = lowered.lastIndex(where: { "_ -.".contains($0) }) {
      word = lowered[lowered.index(after: separator)...]
    } else {
      return .none
    }
    word = word.drop { $0 == " " }
    while word.last == " " { word = word.dropLast() }
    switch word {
    case "s", "sec", "secs", "second", "seconds": return .unit(.seconds)
    case "ms", "msec", "msecs", "millis", "millisecond", "milliseconds": return .unit(.milliseconds)
    case "us", "µs", "μs", "usec", "usecs", "micros", "microsecond", "microseconds":
      return .unit(.microseconds)
    case "ns", "nsec", "nanos", "nanoseconds", "min", "mins", "minute", "minutes", "h", "hr":
      return .unknown(String(word))
    default:
      return .none
    }
  }
}
