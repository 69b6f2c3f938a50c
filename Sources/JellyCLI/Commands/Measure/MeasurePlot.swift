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
      fit: results.fits.first(where: \.isRanked) ?? results.fits.first, source: source)
    {
      var figures = FigureFolder(path: folder, format: .png, width: 1400, height: 900)
      context.startFigureActivity("writing the contact sheet", in: &figures)
      let outcome: FigureOutcome
      do {
        outcome = try figures.write(sheet, command: command, jellylabVersion: JellyLab.version)
      } catch {
        throw CLIError(figure: error, folder: MeasureCommand.plot.flag, scriptShowsUsage: false)
      }
      let sheetStatus = try context.report(
        outcome, name: sheet.name, folder: figures, filesOnStandardError: true)
      if sheetStatus != .success { status = sheetStatus }
    }
    return status
  }

  /// The sheet: up to ``panelCount`` frames from the start of the motion (the element's first
  /// appearance when it moves from there) to its rest, cut to where it moves, with the tracked box and the fitted motion's box.
  static func contactSheet(
    track: TrackedVideo, measured: MeasuredSeries, fit: MotionFit?, source: VideoSource
  ) throws -> ContactSheetFigure? {
    let placed = track.boxes.indices.filter { track.boxes[$0] != nil }
    guard let first = placed.first, let last = placed.last else { return nil }
    // The last frame whose value is more than 1 % of the travel from the final one, and a
    // frame after it.
    let final = measured.values.last ?? 0
    let travel = max(
      (measured.values.max() ?? 0) - (measured.values.min() ?? 0), 1e-9)
    var settled = last
    for index in placed.reversed() {
      guard let value = MeasuredSeries.value(measured.property, track, index) else { continue }
      if abs(value - final) > 0.01 * travel {
        settled = min(index + 1, last)
        break
      }
    }
    // The frame before the first whose value is more than 1 % of the travel from the first
    // one: the sheet starts where the motion does, not in the hold before it.
    let initial = MeasuredSeries.value(measured.property, track, first) ?? final
    var start = first
    for index in placed {
      guard let value = MeasuredSeries.value(measured.property, track, index) else { continue }
      if abs(value - initial) > 0.01 * travel {
        start = max(placed.last { $0 < index } ?? first, first)
        break
      }
    }
    let span = max(settled - start, 0)
    let count = min(panelCount, span + 1)
    var frames: [Int] = []
    for step in 0..<count {
      let index = start + (count == 1 ? 0 : (span * step + (count - 1) / 2) / (count - 1))
      if frames.last != index { frames.append(index) }
    }
    // The crop: every box shown, grown by an eighth, inside the searched region.
    let boxes = frames.flatMap { index in
      [track.boxes[index], fittedBox(index, track: track, measured: measured, fit: fit)]
        .compactMap { $0 }
    }
    guard let firstBox = boxes.first else { return nil }
    var left = firstBox.left
    var right = firstBox.right
    var top = firstBox.top
    var bottom = firstBox.bottom
    for box in boxes {
      left = min(left, box.left)
      right = max(right, box.right)
      top = min(top, box.top)
      bottom = max(bottom, box.bottom)
    }
    let region = source.region
    let margin = max(right - left, bottom - top) / 8 + 8
    let x0 = max(Int((left - margin).rounded(.down)), region.x)
    let y0 = max(Int((top - margin).rounded(.down)), region.y)
    let x1 = min(Int((right + margin).rounded(.up)), region.x + region.width)
    let y1 = min(Int((bottom + margin).rounded(.up)), region.y + region.height)
    guard x1 > x0, y1 > y0 else { return nil }
    let cropWidth = x1 - x0
    let cropHeight = y1 - y0
    let pixelSize = max(1, (max(cropWidth, cropHeight) + panelSide - 1) / panelSide)
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
        pixels: reduced(
          frame, x: x0 - region.x, y: y0 - region.y, width: cropWidth, height: cropHeight,
          factor: pixelSize),
        tracked: track.boxes[index].map(sheetBox),
        fitted: fittedBox(index, track: track, measured: measured, fit: fit).map(sheetBox),
        caption: "frame \(index), t = \(String(format: "%.3f", track.times[index])) s")
    }
    return ContactSheetFigure(
      cropX: x0, cropY: y0, cropWidth: cropWidth, cropHeight: cropHeight, pixelSize: pixelSize,
      panels: panels,
      title: "jellylab measure: \(measured.property.rawValue) of the element, frames \(start) to"
        + " \(frames.last ?? start)")
  }

  /// The box the fitted motion puts at frame `index`: the tracked box moved (x, y) or scaled
  /// (scale) to the fit's value at the frame's time; the tracked box for the opacity.
  static func fittedBox(
    _ index: Int, track: TrackedVideo, measured: MeasuredSeries, fit: MotionFit?
  ) -> ObjectBox? {
    guard let fit, let box = track.boxes[index] else { return nil }
    let value = fit.value(at: track.times[index])
    guard value.isFinite else { return nil }
    switch measured.property {
    case .x: return box.offsetBy(dx: value - box.x, dy: 0)
    case .y: return box.offsetBy(dx: 0, dy: value - box.y)
    case .scale:
      guard let scale = track.appearance?[index].scale, scale > 0 else { return nil }
      let ratio = value / scale
      return ObjectBox(
        left: box.x - ratio * box.width / 2, right: box.x + ratio * box.width / 2,
        top: box.y - ratio * box.height / 2, bottom: box.y + ratio * box.height / 2)
    case .opacity: return box
    }
  }

  /// A box as the figure takes it.
  static func sheetBox(_ box: ObjectBox) -> ContactSheetFigure.Box {
    ContactSheetFigure.Box(left: box.left, right: box.right, top: box.top, bottom: box.bottom)
  }

  /// The `width` × `height` pixels of `frame` (gray) from (`x`, `y`), each `factor` × `factor`
  /// block averaged into one.
  static func reduced(
    _ frame: PixelFrame, x: Int, y: Int, width: Int, height: Int, factor: Int
  ) -> [UInt8] {
    let columns = max(width / factor, 1)
    let rows = max(height / factor, 1)
    var pixels = [UInt8](repeating: 0, count: columns * rows)
    for row in 0..<rows {
      for column in 0..<columns {
        var sum = 0
        var count = 0
        for dy in 0..<factor {
          let sourceRow = y + row * factor + dy
          guard sourceRow < frame.height else { continue }
          for dx in 0..<factor {
            let sourceColumn = x + column * factor + dx
            guard sourceColumn < frame.width else { continue }
            sum += Int(frame.bytes[sourceRow * frame.width + sourceColumn])
            count += 1
          }
        }
        pixels[row * columns + column] = UInt8(count > 0 ? sum / count : 0)
      }
    }
    return pixels
  }
}
