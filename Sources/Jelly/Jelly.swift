// The umbrella of jellylab's libraries: `import Jelly` makes every user-facing module visible.
@_exported import JellyAnalysis
@_exported import JellyEasing
@_exported import JellyExport
@_exported import JellyFit
@_exported import JellyFrameDiff
@_exported import JellyGeometry
@_exported import JellyGolden
@_exported import JellyInterruption
@_exported import JellyMath
@_exported import JellyShapes
@_exported import JellySprings
@_exported import JellySweep
@_exported import JellyTrack
