import JellyGnuplot

/// The gnuplot jellylab finds (`GnuplotRenderer.locate()`), or nil; tests that run gnuplot are
/// enabled only when it is found.
package let installedGnuplot = try? GnuplotRenderer.locate()
