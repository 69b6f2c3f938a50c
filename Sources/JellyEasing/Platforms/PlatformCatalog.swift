import JellyMath
import JellyText

/// Every platform's named curves, selectable as `namespace:name` or `namespace:name(args)`
/// (`android:overshoot(3)`, `qt:OutElastic(amplitude=1.5)`, `swiftui:snappy`); names are
/// matched without regard to case. Each entry states its definition and public source.
public enum PlatformCatalog {
  /// All entries, by platform: Apple, Android, Flutter, Qt, GNOME.
  public static let entries: [PlatformCurveEntry] =
    AppleCurves.entries + AndroidCurves.entries + FlutterCurves.entries + QtCurves.entries
    + GnomeCurves.entries

  /// The namespaces, in listing order.
  public static let namespaces: [String] = entries.reduce(into: []) { list, entry in
    if !list.contains(entry.namespace) { list.append(entry.namespace) }
  }

  /// Entries by lower-cased qualified name.
  static let entriesByName: [String: PlatformCurveEntry] = Dictionary(
    entries.map { ($0.qualifiedName.lowercased(), $0) }, uniquingKeysWith: { a, _ in a })

  /// The entry named `qualifiedName` (`namespace:name`, any case), if any.
  public static func entry(named qualifiedName: String) -> PlatformCurveEntry? {
    entriesByName[qualifiedName.lowercased()]
  }

  /// Whether `text` names a catalog curve (a namespace and a colon before any parenthesis).
  static func isPlatformName(_ text: String) -> Bool {
    guard let colon = text.firstIndex(of: ":") else { return false }
    if let open = text.firstIndex(of: "("), open < colon { return false }
    return true
  }

  /// The curve `text` names: `namespace:name` or `namespace:name(v1, v2)` or with
  /// `key=value` arguments (`qt:OutElastic(period=0.45)`).
  ///
  /// - Throws: ``EasingParseError``: an unknown name (with the three nearest), a malformed
  ///   argument list, an unknown key (with a suggestion), a value out of its range.
  static func parse(_ text: String) throws(EasingParseError) -> PlatformCurve {
    var name = text
    var inner: Substring?
    if let open = text.firstIndex(of: "(") {
      guard text.hasSuffix(")") else {
        throw .malformed(text: text, reason: "missing closing ')' at the end")
      }
      name = String(text[..<open])
      inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
    } else if text.contains(")") {
      throw .malformed(text: text, reason: "')' without a matching '('")
    }
    // Spaces around the colon and the name are not part of it.
    name = name.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: ":")
    guard let entry = entry(named: name) else {
      throw .unknownCurve(name, nearest: nearest(to: name))
    }
    let values = try arguments(inner, of: entry)
    do {
      return try entry.curve(values)
    } catch {
      throw .outOfRange(function: entry.qualifiedName, error)
    }
  }

  /// The argument values in the entry's parameter order; keyed arguments fill their places,
  /// positions before them fill from the first.
  static func arguments(_ inner: Substring?, of entry: PlatformCurveEntry)
    throws(EasingParseError) -> [Double]
  {
    let function = entry.qualifiedName
    guard let inner, !inner.allSatisfy(\.isWhitespace) else { return [] }
    if inner.contains("(") || inner.contains(")") {
      throw .malformed(
        text: entry.qualifiedName + "(" + inner + ")",
        reason: "unexpected parenthesis inside the arguments")
    }
    guard !entry.parameters.isEmpty else {
      throw .malformed(
        text: function + "(" + inner + ")", reason: "'\(function)' takes no arguments")
    }
    let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let names = entry.parameters.map(\.name)
    var slots = [Double?](repeating: nil, count: names.count)
    var keyed = false
    for (position, part) in parts.enumerated() {
      guard !part.isEmpty else {
        throw .invalidArguments(
          function: function, reason: "argument \(position + 1) of \(parts.count) is empty")
      }
      let key: String?
      let valueText: String
      if let equals = part.firstIndex(of: "=") {
        key = part[..<equals].trimmingCharacters(in: .whitespaces)
        valueText = part[part.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        keyed = true
      } else {
        guard !keyed else {
          throw .invalidArguments(
            function: function, reason: "a value without a name after a name=value ('\(part)')")
        }
        key = nil
        valueText = part
      }
      let index: Int
      if let key {
        guard let found = names.firstIndex(where: { $0.lowercased() == key.lowercased() }) else {
          throw .unknownArgument(
            function: function, argument: key,
            suggestion: EditDistance.nameSuggestion(for: key, among: names))
        }
        index = found
      } else {
        guard position < names.count else {
          throw .wrongArgumentCount(
            function: function, expected: "at most \(names.count)", got: parts.count)
        }
        index = position
      }
      guard slots[index] == nil else {
        throw .duplicateArgument(function: function, argument: names[index])
      }
      guard let value = PlainNumberText.decimal(valueText) else {
        throw .invalidNumber(function: function, argument: names[index], text: valueText)
      }
      slots[index] = value
    }
    let count = (slots.lastIndex { $0 != nil } ?? -1) + 1
    return (0..<count).map { slots[$0] ?? entry.parameters[$0].defaultValue }
  }

  /// The three qualified names nearest to `name` (edit distance, ties in listing order).
  static func nearest(to name: String) -> [String] {
    let names = entries.map(\.qualifiedName)
    let ranked = names.enumerated().map {
      ($0.element, EditDistance.distance(name, $0.element, ignoringCase: true), $0.offset)
    }
    return ranked.sorted { ($0.1, $0.2) < ($1.1, $1.2) }.prefix(3).map(\.0)
  }
}

extension PlatformCatalog {
  /// Every entry as Markdown: one table per platform, each row the usage with its defaults,
  /// the definition and the source as a link (the listing in docs/commands/ease.md).
  public static var markdownTables: String {
    var text = ""
    for platform in PlatformCurveEntry.Platform.allCases {
      let rows = entries.filter { $0.platform == platform }
      text += "\n#### \(platform.rawValue) (\(rows.count))\n\n"
      text += "| Curve (defaults) | Definition | Source |\n|---|---|---|\n"
      for entry in rows {
        let cells = [
          "`" + entry.usage + "`", entry.definition,
          "[\(sourceLabel(entry.source))](\(entry.source))",
        ].map { $0.replacingOccurrences(of: "|", with: "\\|") }
        text += "| " + cells.joined(separator: " | ") + " |\n"
      }
    }
    return text
  }

  /// The last path component of a source address, e.g. `OvershootInterpolator.java`.
  static func sourceLabel(_ address: String) -> String {
    let trimmed = address.hasSuffix("/") ? String(address.dropLast()) : address
    return trimmed.split(separator: "/").last.map(String.init) ?? address
  }
}
