// Grey images: a raw file of 8-bit samples (a frame of a recording, or a part of it) drawn in
// its own pixel coordinates, with line plots over it.

extension GnuplotScript {
  /// Draws the `width` × `height` grey image in `fileName` (one unsigned byte a pixel, row by
  /// row from the top) with its pixel (i, j) over [x + s·i, x + s·(i + 1)) × [y + s·j,
  /// y + s·(j + 1)) of the plot's coordinates (s = `pixelSize`), in shades of grey from black (0)
  /// to white (255), then `overlays` over it, in one `plot` command. Use it with a y axis
  /// pointing down (``setYRangePointingDown(_:_:)``), as a frame's rows are.
  ///
  /// - Throws: ``GnuplotScriptError`` for an unsafe file name, a size outside 1...100000, a
  ///   pixel size that is not finite and > 0, or an origin that is not finite.
  package mutating func plotGrayImage(
    fileName: String, width: Int, height: Int, x: Double, y: Double, pixelSize: Double = 1,
    overlays: [GnuplotPlotClause] = []
  ) throws(GnuplotScriptError) {
    guard pixelSize.isFinite, pixelSize > 0 else {
      throw GnuplotScriptError(
        parameter: "image pixel size", value: "\(pixelSize)", allowed: "finite and > 0")
    }
    let step = try GnuplotQuoting.number(pixelSize, parameter: "image pixel size")
    let file = try GnuplotQuoting.quotedFileName(fileName, parameter: "image file name")
    for (value, parameter) in [(width, "image width"), (height, "image height")]
    where !(1...100_000).contains(value) {
      throw GnuplotScriptError(
        parameter: parameter, value: "\(value)", allowed: "an integer in 1...100000")
    }
    let originX = try GnuplotQuoting.number(x + pixelSize / 2, parameter: "image origin")
    let originY = try GnuplotQuoting.number(y + pixelSize / 2, parameter: "image origin")
    commands.append("set palette gray")
    commands.append("set cbrange [0:255]")
    commands.append("unset colorbox")
    var texts = [
      "\(file) binary array=(\(width),\(height)) format='%uchar' dx=\(step) dy=\(step)"
        + " origin=(\(originX),\(originY)) with image notitle"
    ]
    for clause in overlays { texts.append(try clause.text()) }
    commands.append("plot " + texts.joined(separator: ", \\\n     "))
  }
}
