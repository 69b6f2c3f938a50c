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
