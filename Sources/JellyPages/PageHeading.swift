/// The parts the compare and sweep pages share: the root element and the split of a gnuplot
/// page title into a heading and a subtitle.
enum PageHeading {
  /// The `id` of the element carrying `data-t` and `data-frame`.
  static let rootID = "page"

  /// `title` split at its first ` | ` (the gnuplot title's separator of the name and the
  /// parameters): the heading and the rest (empty when there is none).
  static func split(_ title: String) -> (String, String) {
    guard let range = title.range(of: " | ") else { return (title, "") }
    return (String(title[..<range.lowerBound]), String(title[range.upperBound...]))
  }

  /// The style of the value tables and colour swatches.
  static let valuesStyle = PageAsset.text(PackageResources.values_css)
}
