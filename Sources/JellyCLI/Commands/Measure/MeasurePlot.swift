import Foundation
import JellyArguments
import JellyFigures
import JellyFit
import JellyIO
import JellyText
import JellyTrack
import JellyVideo

/// `jellylab measure --plot DIR`: the track as CSV, the fit figure and the contact sheet.
enum MeasurePlot {
  /// The frames of the contact sheet.
  static let panelCount = 8
  /// The longest side of a panel's image, in its pixels (a larger crop is reduced).
  static let panelSide = 360

  /// Writes `track.csv`, the fit figure and the contact sheet into `folder`.
  ///
  /// - Returns: ``ExitStatus/checkFailed`` when gnuplot failed, else success.
  /// - Throws: ``CLIError`` when a file cannot be written or the frames cannot be decoded.
  static func write(
    track: TrackedVideo, measured: MeasuredSeries, results: MotionFitResults,
    motion: RecordedMotion, source: VideoSource, folder: String, command: [String],
    context: CommandContext
  ) throws -> ExitStatus {
    try context.writeCSV(
      (folder as NSString).appendingPathComponent("track.csv"), option: MeasureCommand.plot.flag,
      header: track.header
    ) { csv in
      for index in track.times.indices { try track.appendRow(index, to: &csv) }
    }
    context.console.writeError(
      "wrote \((folder as NSString).appendingPathComponent("track.csv"))\n")
    var status = try FitPlot.write(
      results, motion: motion, valueColumn: measured.property.rawValue,
      valueUnit: measured.property.unit, folder: folder,
      command: command, context: context)
    if let sheet = try contactSheet(
      track: track, measured: measured,
      fit: results.leadingFit, source: source)
    {
      let sheetStatus = try context.drawFigure(
        sheet, in: FigureFolder(path: folder, format: .png, width: 1400, height: 900),
        activity: "writing the contact sheet", command: command,
        option: MeasureCommand.plot.flag)
      if sheetStatus != .success { status = sheetStatus }
    }
    return status
  }

  /// The sheet: up to ``panelCount`` frames from the start of the motion (the element's first
  /// appearance when it moves from there) to its rest, cut to where it moves, with the tracked box and the fitted motion's box.
  static func contactSheet(
    track: TrackedVideo, measured: MeasuredSeries, fit: MotionFit?, source: VideoSource
  ) throws -> ContactSheetFigure? {
    let region = source.region
    let fitted = { (index: Int) in Self.fittedBox(index, track: track, measured: measured, fit: fit)
    }
    guard
      let sheet = ContactSheetFrames(
        track: track, measured: measured, region: region, panelCount: panelCount,
        panelSide: panelSide, fittedBox: fitted)
    else { return nil }
    let frames = sheet.frames
    let crop = sheet.crop
    let decoded: [PixelFrame]
    do {
      decoded = try VideoDecoder.frames(
        path: source.path, probe: source.probe, region: region, format: .gray,
        selection: .indices(frames), tools: source.tools)
    } catch {
      throw CLIError("\(error)", showsUsage: false)
    }
    let panels = zip(frames, decoded).map { index, frame in
      ContactSheetFigure.Panel(
        pixels: frame.reduced(
          x: crop.x - region.x, y: crop.y - region.y, width: crop.width, height: crop.height,
          factor: sheet.pixelSize),
        tracked: track.boxes[index].map(sheetBox),
        fitted: fitted(index).map(sheetBox),
        caption: "frame \(index), t = \(String(format: "%.3f", track.times[index])) s")
    }
    return ContactSheetFigure(
      cropX: crop.x, cropY: crop.y, cropWidth: crop.width, cropHeight: crop.height,
      pixelSize: sheet.pixelSize,
      panels: panels,
      title:
        "jellylab measure: \(measured.property.rawValue) of the element, frames \(sheet.start) to"
        + " \(frames.last ?? sheet.start)")
  }

  /// The box the fitted motion puts at frame `index`: the tracked box moved (x, y) or scaled
  /// (scale) to the fit's value at the frame's time; the tracked box for the opacity.
  static func fittedBox(
    _ index: Int, track: TrackedVideo, measured: MeasuredSeries, fit: MotionFit?
  ) -> ObjectBox? {
    guard let fit, track.boxes[index] != nil else { return nil }
    return MeasuredSeries.fittedBox(
      measured.property, at: index, of: track, value: fit.value(at: track.times[index]))
  }

  /// A box as the figure takes it.
  static func sheetBox(_ box: ObjectBox) -> ContactSheetFigure.Box {
    ContactSheetFigure.Box(left: box.left, right: box.right, top: box.top, bottom: box.bottom)
  }
}
