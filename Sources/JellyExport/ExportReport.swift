import Foundation
import JellyMath

/// The report of an export, in order: what was exported, the bound and the errors found, the
/// point counts and the numbers a platform needs; as `key: value` lines or as one JSON object.
///
/// ``CurveExport/report(label:)``, ``LottieExport/report(label:)`` and
/// ``SpringSnippet/report(label:)`` build it.
public struct ExportReport: Sendable, Equatable {
  /// A value of the report.
  public enum Value: Sendable, Equatable {
    /// A text, e.g. the format's name.
    case text(String)
    /// A number, e.g. an error as a fraction of the travel.
    case number(Double)
    /// Texts, e.g. the notes of a spring format (one line each in ``lines``).
    case texts([String])
  }

  /// One entry: its key (`snake_case`) and value.
  public struct Entry: Sendable, Equatable {
    /// The key, e.g. `certified_error`.
    public let key: String
    /// The value.
    public let value: Value

    /// The entry `key`: `value`.
    public init(_ key: String, _ value: Value) {
      self.key = key
      self.value = value
    }
  }

  /// The entries, in printing order.
  public let entries: [Entry]

  /// A report of `entries`, in order.
  public init(_ entries: [Entry]) { self.entries = entries }

  /// The value of `key`, or `nil` when the report has no such entry.
  public subscript(key: String) -> Value? {
    entries.first { $0.key == key }?.value
  }

  /// The report as `key: value` lines, each ending in a newline: a whole number as an integer
  /// (below 10^15), any other number in shortest round-trip form, and texts one line each.
  public var lines: String {
    var text = ""
    for entry in entries {
      switch entry.value {
      case .text(let value): text += "\(entry.key): \(value)\n"
      case .number(let value): text += "\(entry.key): \(Self.text(value))\n"
      case .texts(let values):
        for value in values { text += "\(entry.key): \(value)\n" }
      }
    }
    return text
  }

  /// The report as one JSON object, a member per line indented by two spaces, ending in a
  /// newline: numbers in shortest round-trip form (−0 as 0), texts as JSON strings (`/`
  /// escaped), texts lists as arrays.
  public var json: String {
    let members = entries.map { entry in
      "  \(Self.json(entry.key)): \(Self.json(entry.value))"
    }
    return "{\n" + members.joined(separator: ",\n") + "\n}\n"
  }

  /// `value` as an integer when it is whole and below 10^15 in magnitude, else its shortest
  /// round-trip form.
  static func text(_ value: Double) -> String { PlainNumberText.format(value) }

  /// `value` as JSONEncoder writes it (`null` should it fail).
  static func json(_ value: some Encodable) -> String {
    let data = (try? JSONEncoder().encode(value)) ?? Data("null".utf8)
    return String(decoding: data, as: UTF8.self)
  }

  /// A value as JSON.
  static func json(_ value: Value) -> String {
    switch value {
    case .text(let text): json(text)
    case .number(let number): json(number == 0 ? 0 : number)
    case .texts(let texts): json(texts)
    }
  }
}

extension CurveExport {
  /// The report of this export, `label` naming its source: format, source, bound,
  /// certified_error and measured_error (fractions of the travel), points, rdp_points, jumps,
  /// duration_s (seconds), scale, start_value and end_value (curve units) and how the error was
  /// verified.
  public func report(label: String) -> ExportReport {
    ExportReport([
      .init("format", .text(format.rawValue)),
      .init("source", .text(label)),
      .init("bound", .number(css.bound)),
      .init("certified_error", .number(css.certifiedError)),
      .init("measured_error", .number(checkedError)),
      .init("points", .number(Double(css.stops.count))),
      .init("rdp_points", .number(Double(rdpCount))),
      .init("jumps", .number(Double(css.fit.jumpStarts.count))),
      .init("duration_s", .number(source.durationSeconds)),
      .init("scale", .number(source.scale)),
      .init("start_value", .number(source.start)),
      .init("end_value", .number(source.end)),
      .init(
        "verification",
        .text(
          "between points: |f''| bound from finite differences on a 2^17-step lattice (x2); "
            + "measured_error: 100001-point grid plus the points, away from jumps")),
    ])
  }
}

extension LottieExport {
  /// The report of this export, `label` naming its source: format, source, bound,
  /// certified_error and measured_error (fractions of the travel), keyframes, linear_points,
  /// rdp_points, jumps, the animated property, frame_rate (frames/s), duration_s (seconds),
  /// pixels_per_unit, origin_y_px and the canvas (pixels), scale and how the error was verified.
  public func report(label: String) -> ExportReport {
    ExportReport([
      .init("format", .text(ExportFormat.lottie.rawValue)),
      .init("source", .text(label)),
      .init("bound", .number(bound)),
      .init("certified_error", .number(fit.certifiedError)),
      .init("measured_error", .number(checkedError)),
      .init("keyframes", .number(Double(keyframeCount))),
      .init("linear_points", .number(Double(linearCount))),
      .init("rdp_points", .number(Double(rdpCount))),
      .init("jumps", .number(Double(fit.jumpStarts.count))),
      .init("property", .text(Self.propertyPath)),
      .init("frame_rate", .number(frameRate)),
      .init("duration_s", .number(source.durationSeconds)),
      .init("pixels_per_unit", .number(pixelsPerUnit)),
      .init("origin_y_px", .number(originY)),
      .init("canvas_width_px", .number(canvas.width)),
      .init("canvas_height_px", .number(canvas.height)),
      .init("scale", .number(source.scale)),
      .init(
        "verification",
        .text(
          "between keyframes: |e''| bound from finite differences on a 2^17-step lattice (x2),"
            + " at \(ExportReport.text(Self.fitFraction)) E; measured_error: the document read"
            + " back and played at 100001 times plus the keyframes, away from jumps")),
    ])
  }
}

extension SpringSnippet {
  /// The report of this snippet, `label` naming its source: format, source, read_back_error (a
  /// relative difference), the platform's numbers (``entries``) and the notes.
  public func report(label: String) -> ExportReport {
    ExportReport(
      [
        .init("format", .text(format.rawValue)), .init("source", .text(label)),
        .init("read_back_error", .number(readBackError)),
      ] + entries.map { .init($0.key, .number($0.value)) } + [.init("notes", .texts(notes))])
  }
}
