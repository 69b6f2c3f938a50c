import Foundation
import JellyGnuplot
import Testing

/// The gnuplot on PATH, or nil; tests that render are enabled only when it is found.
let installedGnuplot = try? GnuplotRenderer.locate()
