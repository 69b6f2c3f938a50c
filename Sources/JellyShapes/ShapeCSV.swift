import JellyFrameDiff
import JellyGeometry
import JellyText

/// The CSV tables of an animated shape: outline polylines, per-frame metrics and inversion
/// intervals (times in seconds, lengths in points, areas in square points, flags 1/0).
package enum ShapeCSV {
  /// The outline columns: shape kind, time, and the polyline point.
  package static let outlineHeader = ["shape", "t", "x", "y"]
  /// The inversion columns: start and end (s), clipped (1 when still inverted at the end),
  /// the time of the deepest bend and that bend (pt, negative).
  package static let inversionHeader = ["start", "end", "clipped", "deepest_t", "deepest_bend"]
  /// The metric columns: frame number, time, area, bounding box, curved-edge length, bulge and
  /// inverted.
  package static let metricsHeader = [
    "frame", "t", "area", "bbox_min_x", "bbox_min_y", "bbox_max_x", "bbox_max_y", "edge_length",
    "bulge", "inverted",
  ]

  /// Appends one row per point of each polyline of `kind`, at the time of the same index;
  /// `progress` (if given) receives the number of outlines written before each outline.
  ///
  /// - Throws: Whatever the writer's sink throws.
  package static func writeOutlines(
    _ polylines: [[Vector2]], times: [Double], kind: ShapeKind, to csv: inout CSVWriter,
    progress: ((_ outlinesWritten: Int) -> Void)? = nil
  ) throws {
    for (index, (t, points)) in zip(times, polylines).enumerated() {
      progress?(index)
      for point in points {
        try csv.append(kind.rawValue)
        try csv.writeRow([t, point.x, point.y])
      }
    }
  }

  /// Appends one row per interval.
  ///
  /// - Throws: Whatever the writer's sink throws.
  package static func writeInversions(_ intervals: [InversionInterval], to csv: inout CSVWriter)
    throws
  {
    for interval in intervals {
      try csv.append(interval.start)
      try csv.append(interval.end)
      try csv.append(interval.isClippedAtHorizon ? 1 : 0)
      try csv.writeRow([interval.deepestTime, interval.deepestBend])
    }
  }

  /// Appends one row per frame of `timeline`, formatted on up to `threadCount` threads
  /// (default: the active processor count; the text does not depend on it).
  ///
  /// - Parameters:
  ///   - timeline: The frames to write.
  ///   - csv: The writer, after the ``metricsHeader`` line.
  ///   - threadCount: The most threads (≥ 1), or nil for the active processor count.
  ///   - progress: Called with the number of rows written so far, now and then.
  /// - Throws: Whatever the writer's sink throws.
  package static func writeMetrics(
    _ timeline: ShapeTimeline, to csv: inout CSVWriter, threadCount: Int? = nil,
    progress: (Int) -> Void = { _ in }
  ) throws {
    let frames = timeline.frames
    try csv.appendRows(count: frames.count, threadCount: threadCount, progress: progress) {
      index, csv in
      try appendMetricsRow(frames[index], to: &csv)
    }
  }

  /// Appends the row of each frame in `frames` of `shape` under `displayLink`, the same text
  /// as ``writeMetrics(_:to:threadCount:progress:)`` of their ``ShapeTimeline``, computing each
  /// frame's outline and metrics as its row is formatted (on up to `threadCount` threads) and
  /// keeping none: memory does not grow with the number of frames beyond `frames` itself.
  ///
  /// - Parameters:
  ///   - shape: The animated shape.
  ///   - frames: The frame numbers (≥ 0), in the order to write, e.g.
  ///     ``ShapeTimeline/presentedFrames(of:displayLink:horizon:)``.
  ///   - displayLink: The display link whose frame times are used.
  ///   - csv: The writer, after the ``metricsHeader`` line.
  ///   - threadCount: The most threads (≥ 1), or nil for the active processor count.
  ///   - progress: Called with the number of rows written so far, now and then.
  /// - Throws: The ``ShapeError`` of the first frame whose outline cannot be built (the rows
  ///   before it may have been written), or whatever the writer's sink throws.
  package static func writeMetrics(
    of shape: AnimatedShape, frames: PresentedFrames, displayLink: DisplayLink,
    to csv: inout CSVWriter,
    threadCount: Int? = nil, progress: (Int) -> Void = { _ in }
  ) throws {
    try csv.appendRows(count: frames.count, threadCount: threadCount, progress: progress) {
      index, csv in
      try appendMetricsRow(
        try ShapeFrame(frames[index], of: shape, displayLink: displayLink), to: &csv)
    }
  }

  /// Appends the ``metricsHeader`` columns of `frame` as one row.
  private static func appendMetricsRow(_ frame: ShapeFrame, to csv: inout CSVWriter) throws {
    let metrics = frame.metrics
    let box = metrics.boundingBox
    try csv.appendRow { row in
      row.append(frame.frame)
      row.append(frame.time)
      row.append(metrics.area)
      row.append(box.minX)
      row.append(box.minY)
      row.append(box.maxX)
      row.append(box.maxY)
      row.append(metrics.edgeLength)
      row.append(metrics.bulge)
      row.append(metrics.isInverted ? 1 : 0)
    }
  }
}
