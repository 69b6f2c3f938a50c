import JellyArguments
import JellyFigures
import JellyGnuplot
import JellyIO

/// The options of every figure (`plot`, `sweep`, `compare plot`, `compare curves`), declared
/// once: the output folder, the image format, the page size and the title.
enum FigureOptions {
  /// `--out-dir DIR`: the folder the figure's files go into (created with its parents if
  /// missing). `--out` always names a file; its former use here, `--out DIR`, is accepted with
  /// a deprecation warning for one release.
  static let folder = Option<String?>.parsed(
    "out-dir", valueName: "DIR",
    help: "Folder to write the figure's files into (created if missing)",
    allowed: "a folder path ('-' cannot hold a figure's several files)", defaultText: "out"
  ) { $0.isEmpty || $0 == "-" ? nil : $0 }
  .deprecating("out")
  /// `--format FORMAT` of a still figure.
  static let format = formatOption(PlotFormat.staticFormats)
  /// `--format FORMAT` of a figure that can also be an animated GIF (`plot`).
  static let animatedFormat = formatOption(PlotFormat.allCases)
  /// `--size WxH`: the page in pixels, W in 320...20000 and H in 160...20000.
  static let size = Option<PageSize?>.parsed(
    "size", valueName: "WxH", help: "Page size in pixels",
    allowed: "WxH, W in 320...20000 and H in 160...20000 pixels; each at most 14400 for pdf",
    defaultText: "1200x600; pdf: a 6.5 x 3.25 in page, text 8 pt",
    parse: PageSize.init(text:))
  /// `--title TEXT`: the page title (the parameters in effect are appended).
  static let title = Option<String?>.parsed(
    "title", valueName: "TEXT", help: "Page title (the parameters in effect are appended)",
    allowed: "text without control characters, not starting with ' nor holding '', at most"
      + " \(GnuplotQuoting.maximumTextLength) bytes",
    defaultText: "what is drawn"
  ) { text in (try? GnuplotQuoting.quoted(text, parameter: "--title")) == nil ? nil : text }

  /// `--out-dir`, `--format` (still formats), `--size`, `--title`.
  static let stillSpecs = [folder.spec, format.spec, size.spec, title.spec]

  static func formatOption(_ formats: [PlotFormat]) -> Option<PlotFormat?> {
    .parsed(
      "format", valueName: "FORMAT", help: "Image format (none: data and script only)",
      allowed: "one of \(formats.map(\.rawValue).joined(separator: ", "))", defaultText: "png"
    ) { text in PlotFormat(rawValue: text).flatMap { formats.contains($0) ? $0 : nil } }
  }

  /// The largest side of a PDF page in pixels: pdfcairo takes at most 200 inches, drawn at 72
  /// pixels per inch.
  static let largestPDFSide = 200 * 72

  /// The figure folder, format and page the options describe.
  ///
  /// - Throws: ``CLIError`` naming `--size` for a PDF page above ``largestPDFSide`` pixels.
  static func output(
    _ options: ParsedOptions, format: Option<PlotFormat?> = format, gnuplotSearchPath: String?
  ) throws(CLIError) -> FigureFolder {
    let page = options[size] ?? PageSize.standard
    if options[format] == .pdf, max(page.width, page.height) > largestPDFSide {
      throw CLIError(
        "--size \(page.width)x\(page.height) is too large for --format pdf: a pdf page is at most"
          + " \(largestPDFSide)x\(largestPDFSide) pixels (200 inches at 72 pixels per inch)")
    }
    let path = options[folder] ?? "out"
    do {
      // Before any work: a folder that cannot be made (a file on its path) fails in seconds,
      // not after the figure's data is computed.
      try OutputLocation.checkFolderAncestors(path)
    } catch {
      throw CLIError("\(folder.flag): \(error)", showsUsage: false)
    }
    // Without --size a pdf is a page for a paper, its text readable in print.
    if options[format] == .pdf, options[size] == nil {
      return FigureFolder.paperPDF(path: path, gnuplotSearchPath: gnuplotSearchPath)
    }
    return FigureFolder(
      path: path, format: options[format] ?? .png, width: page.width, height: page.height,
      gnuplotSearchPath: gnuplotSearchPath)
  }
}

/// A figure page in whole pixels.
struct PageSize: Sendable, Equatable {
  /// The default page, 1200 x 600.
  static let standard = PageSize(width: 1200, height: 600)
  /// Width in pixels, 320...20000.
  let width: Int
  /// Height in pixels, 160...20000.
  let height: Int

  private init(width: Int, height: Int) {
    (self.width, self.height) = (width, height)
  }

  /// Parses `1200x600`; `nil` outside the allowed sizes.
  init?(text: String) {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (320...20_000).contains(width), (160...20_000).contains(height)
    else { return nil }
    self.init(width: width, height: height)
  }
}
