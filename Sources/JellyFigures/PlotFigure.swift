import Foundation
import JellyFrameDiff
import JellyGeometry
import JellyGnuplot
import JellyIO

/// The headline figure of `jellylab plot`: a preset's diff over time with its peaks beside its
/// snapshot shapes, as still image or animated GIF, with its CSV files, script and manifest.
package struct PlotFigure: Figure, Sendable {
  /// The most pages an animated GIF gets (frames are skipped evenly beyond this).
  package static let maximumAnimationFrames = 90

  /// The sampled scene, its peaks and snapshots.
  package let data: DiffFigureData
  /// The display-link rate, in frames per second (0, 1000].
  package let framesPerSecond: Double
  /// The number of snapshot panels, 1...24.
  package let snapshotCount: Int
  /// The caller's title (safe for gnuplot), or nil for `jellylab plot: PRESET`.
  package let title: String?

  /// Samples `preset` at `framesPerSecond` with `snapshotCount` (1...24) snapshot panels.
  ///
  /// - Throws: ``FigureError/scene(detail:)`` when the scene or a shape cannot be built.
  package init(
    preset: FrameDiffPreset, framesPerSecond: Double, snapshotCount: Int, title: String?
  ) throws(FigureError) {
    do {
      data = try DiffFigureData(
        preset: preset, framesPerSecond: framesPerSecond, snapshotCount: snapshotCount)
    } catch {
      throw .scene(detail: "\(error)")
    }
    self.framesPerSecond = framesPerSecond
    self.snapshotCount = snapshotCount
    self.title = title
  }

  /// The preset drawn; its name names the files.
  package var preset: FrameDiffPreset { data.preset }

  /// The figure name: the preset's.
  package var name: String { preset.name }

  /// The page title: the title (or `jellylab plot: PRESET`) and the spring parameters.
  package func pageTitle() -> String {
    let number = FigureNumber.plain
    let side = preset.side
    var text = (title ?? "jellylab plot: \(preset.name)") + " | "
    let sideLabel = preset.center == nil ? "block" : "side"
    text +=
      "\(sideLabel): duration \(number(side.duration)) s, damping "
      + "\(number(side.dampingRatio)), velocity \(number(side.initialVelocity))"
    if let center = preset.center {
      text +=
        "; center: duration \(number(center.duration)) s, damping "
        + "\(number(center.dampingRatio)), velocity \(number(center.initialVelocity))"
    }
    text += "; \(number(framesPerSecond)) fps"
    return text
  }

  /// The manifest's parameters: the resolved springs and the sampling, and for a GIF its
  /// timing.
  package func manifestParameters(folder: FigureFolder) -> [String: ManifestValue] {
    var parameters: [String: ManifestValue] = [
      "preset": .string(preset.name), "fps": .number(framesPerSecond),
      "panels": .number(Double(snapshotCount)),
      "horizon": .number(data.sequence.horizon),
      "snapshot_times": .numbers(data.snapshots.map(\.frame.time)),
    ].merging(preset.springParameters) { old, _ in old }
    if let title { parameters["title"] = .string(title) }
    if folder.format == .gif {
      let timing = gifTiming
      parameters["gif_frame_step"] = .number(Double(timing.frameStep))
      parameters["gif_delay_centiseconds"] = .number(Double(timing.delayCentiseconds))
      parameters["gif_playback_speed"] = .number(timing.playbackSpeed)
    }
    return parameters
  }

  /// The pages of the animated GIF: every frame, or evenly skipped frames beyond
  /// ``maximumAnimationFrames``.
  package var gifTiming: GIFTiming {
    GIFTiming(
      framesPerSecond: framesPerSecond, frameCount: data.sequence.frames.count,
      maximumPages: Self.maximumAnimationFrames)
  }

  /// Writes the CSV files into `folder` and builds the script (still or GIF, by the folder's
  /// format).
  ///
  /// - Throws: ``FigureError/panelsDoNotFit`` (before anything is written) when a snapshot
  ///   panel of a PNG, SVG or PDF page would be smaller than
  ///   ``DiffFigureScript/minimumPanelPixels``; otherwise a ``FigureError`` naming what could
  ///   not be written or built.
  package func draw(in folder: FigureFolder) throws(FigureError) -> FigureDrawing {
    let csv = DiffFigureCSV(folder: folder.url, name: name)
    let builder = DiffFigureScript(
      data: data, files: csv, title: pageTitle(), pageWidth: folder.width,
      pageHeight: folder.height)
    let format = folder.format
    let area = builder.snapshotPlotArea()
    if format != .dumb, format != .gif,
      min(area.width, area.height) < DiffFigureScript.minimumPanelPixels
    {
      throw .panelsDoNotFit
    }
    try folder.makeFolder()
    var written: [String]
    do {
      written = try csv.writeStatic(data)
    } catch {
      throw .cannotWrite(detail: "\(error)")
    }
    let imageName = folder.imageName(name)
    let script: GnuplotScript
    do {
      if format == .gif {
        let timing = gifTiming
        let frames = timing.pages(frameCount: data.sequence.frames.count)
        written += try csv.writeAnimation(data, frames: frames)
        var outlines: [[Vector2]] = []
        for position in frames {
          outlines.append(try data.shapes.shape(at: data.sequence.frames[position].time).outline)
        }
        let terminal = format.terminal(
          width: folder.width, height: folder.height, gifDelay: timing.delayCentiseconds)
        script = try DiffFigureScript(
          data: data, files: csv, title: pageTitle() + "; \(timing)", pageWidth: folder.width,
          pageHeight: folder.height
        ).animationScript(
          terminal: terminal ?? folder.terminal, outputFileName: imageName, frames: frames,
          outlines: outlines)
      } else {
        script = try builder.staticScript(terminal: folder.terminal, outputFileName: imageName)
      }
    } catch let error as GnuplotScriptError {
      throw .script(detail: "\(error)")
    } catch {
      throw .cannotWrite(detail: "\(error)")
    }
    return FigureDrawing(
      body: .script(script), dataFiles: written, parameters: manifestParameters(folder: folder))
  }
}
