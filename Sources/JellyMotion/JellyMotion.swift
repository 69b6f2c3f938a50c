// The app-sized umbrella: `import JellyMotion` makes the modules an app needs to compute, fit,
// export and pin a motion visible (springs, easings, peaks, fits, platform code, golden files),
// without the shapes, sweeps and video tracking that `Jelly` adds.
@_exported import JellyAnalysis
@_exported import JellyEasing
@_exported import JellyExport
@_exported import JellyFit
@_exported import JellyFrameDiff
@_exported import JellyGolden
@_exported import JellyMath
@_exported import JellySprings
