import JellyGnuplot

extension GnuplotScript {
  /// The start every figure's script shares: the terminal writing `outputFileName`, data read
  /// from comma-separated files by column name (their first row), then `lineStyles` in order.
  ///
  /// - Throws: `JellyGnuplot.GnuplotScriptError` for an unsafe file name or style.
  static func figure(
    terminal: GnuplotTerminal, outputFileName: String, lineStyles: [GnuplotLineStyle] = []
  ) throws(GnuplotScriptError) -> GnuplotScript {
    var script = try GnuplotScript(terminal: terminal, outputFileName: outputFileName)
    script.readCommaSeparatedValuesWithHeaders()
    for style in lineStyles { try script.defineLineStyle(style) }
    return script
  }
}

extension GnuplotScript {
  /// The layout of the figures that draw curves over their residuals (compare's fits, fit's
  /// models): on a text terminal the title and the curves panel alone, with its time axis;
  /// otherwise the page title, the curves panel above and the residual panel, `residualHeight`
  /// of the page (0 to 1), below it, both with `leftMargin` characters for the y labels.
  ///
  /// - Throws: `JellyGnuplot.GnuplotScriptError` for unsafe text or out-of-range values, or what
  ///   `curves` and `residuals` throw.
  mutating func addCurvesOverResiduals(
    title: String, pageWidth: Int, pageHeight: Int, residualHeight: Double, leftMargin: Double,
    curves: (inout GnuplotScript, _ bottomAxis: Bool) throws(GnuplotScriptError) -> Void,
    residuals: (inout GnuplotScript) throws(GnuplotScriptError) -> Void
  ) throws(GnuplotScriptError) {
    if case .dumb = terminal {
      try setTitle(title)
      try curves(&self, true)
      return
    }
    try beginMultiplot()
    let pageTitle = PageTitle(title, pageWidth: pageWidth)
    let area = 1 - pageTitle.heightFraction(pageHeight: pageHeight)
    try setPanel(originX: 0, originY: residualHeight, width: 1, height: area - residualHeight)
    try setMargins(left: leftMargin, right: 2, bottom: 1, top: 1)
    try pageTitle.addLabels(to: &self, pageHeight: pageHeight)
    try curves(&self, false)
    clearAnnotations()
    clearLabelsAndTitle()
    try setPanel(originX: 0, originY: 0, width: 1, height: residualHeight)
    try setMargins(left: leftMargin, right: 2, bottom: 3.5, top: 0.5)
    try residuals(&self)
    endMultiplot()
  }
}
