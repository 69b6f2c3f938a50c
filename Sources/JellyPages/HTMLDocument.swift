import JellyText

/// One self-contained HTML page: its title, style, markup, JSON payload and scripts, written as
/// one file that needs no network (a Content-Security-Policy forbids every outside request).
///
/// User text goes into ``body`` only through ``escape(_:)`` and into ``data`` only as
/// ``PageData`` strings, so no user text can open an element or close a script.
package struct HTMLDocument: Sendable {
  /// The `id` of the `<script type="application/json">` element holding ``data``.
  package static let dataElementID = "jellylab-data"

  /// The page title, plain text (escaped when written).
  package var title: String
  /// The style sheet (CSS, jellylab's own; see ``PageStyle``).
  package var style: String
  /// The markup inside `<body>`, with every user text already escaped by ``escape(_:)``.
  package var body: String
  /// The payload the scripts read (parsed with `JSON.parse` of the data element's text).
  package var data: PageData
  /// The scripts, jellylab's own, in order (see ``PageScript``); none may contain `</script`.
  package var scripts: [String]

  /// A page from its parts.
  package init(title: String, style: String, body: String, data: PageData, scripts: [String]) {
    self.title = title
    self.style = style
    self.body = body
    self.data = data
    self.scripts = scripts
  }

  /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character references, safe inside
  /// element content and inside quoted attribute values (`MarkupText.escaped(_:)`).
  package static func escape(_ text: String) -> String { MarkupText.escaped(text) }

  /// The whole file: UTF-8 HTML5 with the style, the body, the data element and the scripts.
  package var text: String {
    for script in scripts {
      precondition(!script.lowercased().contains("</script"), "a page script closes its element")
    }
    precondition(!style.lowercased().contains("</style"), "the page style closes its element")
    var page = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; \
      script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="generator" content="jellylab">
      <title>\(Self.escape(title))</title>
      <style>
      \(style)
      </style>
      </head>
      <body>
      \(body)
      <script type="application/json" id="\(Self.dataElementID)">\(data.json)</script>

      """
    for script in scripts {
      page += "<script>\n\(script)\n</script>\n"
    }
    page += "</body>\n</html>\n"
    return page
  }
}
