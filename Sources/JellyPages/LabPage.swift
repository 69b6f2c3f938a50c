/// The page of `jellylab lab`: one self-contained file where every setting recomputes in the
/// browser. Controls for the preset, each helper's UIKit duration, damping, velocity and delay,
/// the frame rate, the solver and the cut; the helpers' motion and the diff with their refined
/// peaks and inverted intervals, the animated outline, the scene's metrics, and an export panel
/// (CSS `linear()` within a chosen bound, SwiftUI, UIKit, Core Animation and Android code).
///
/// The computations are the library's, ported once to the page's scripts (`JLModel` in
/// page-model.js, `JLExport` in page-export.js) and checked against the CLI in Chromium
/// (Tests/Browser/test_lab_page.py). The settings live in the URL's fragment.
package struct LabPage: Sendable {
  /// The page's data.
  package let data: LabPageData

  /// The page of `data`.
  package init(data: LabPageData) {
    self.data = data
  }

  /// The whole HTML file.
  package var text: String {
    let body = """
      <main id="\(PageHeading.rootID)" class="lab">
      <h1>jellylab lab</h1>
      <p class="subtitle">UIKit springs, the two-helper diff and the shape it bends, recomputed \
      as you change them. jellylab \(HTMLDocument.escape(data.version)).</p>
      <div class="lab-grid">
      <form id="settings" class="set" aria-label="Settings" novalidate></form>
      <div id="views">
      <div id="controls"></div>
      <p class="readout" id="readout" aria-live="off"></p>
      <div class="row" id="charts"></div>
      </div>
      </div>
      <div class="row">
      <section class="set" id="metrics" aria-labelledby="metrics-heading">\
      <h2 id="metrics-heading">Metrics</h2><table class="values" id="metric-values"></table>\
      </section>
      <section class="set" id="export" aria-labelledby="export-heading">\
      <h2 id="export-heading">Export the side helper's spring</h2></section>
      </div>
      <section class="set" id="command" aria-labelledby="command-heading">\
      <h2 id="command-heading">Command line</h2></section>
      <p class="keys">Every control is a labelled form field: <kbd>Tab</kbd> moves between them, \
      the arrow keys move a focused slider. With the focus outside a field, <kbd>space</kbd> \
      plays or pauses and <kbd>←</kbd>/<kbd>→</kbd> step one frame. The URL's fragment holds \
      the settings: copy it to share this view.</p>
      </main>
      """
    return HTMLDocument(
      title: "jellylab lab", style: PageStyle.css(extra: PageHeading.valuesStyle + Self.style),
      body: body, data: data.payload,
      scripts: [PageScript.core, PageScript.model, PageScript.export, Self.script]
    ).text
  }

  static let style = PageAsset.text(PackageResources.lab_page_css)

  /// The page's own script: the controls, the views, the metrics, the export panel.
  static let script = PageAsset.text(PackageResources.lab_page_js)
}
