import Foundation
import JellyAnalysis
import JellyFrameDiff
import JellyGeometry

// The texts of the plot figure: key entries, panel titles and peak values.
extension DiffFigureScript {
  /// The key entry of the bend curve on the still page: ``bendTitle``, or `Δ edge bend` where
  /// that key would be too wide.
  package var shownBendTitle: String { keyFits(bendTitle) ? bendTitle : "Δ edge bend" }

  /// The key entry of the motion's peaks: what the curve is for this preset.
  package var motionPeaksTitle: String {
    data.isOneSpring ? "peaks of displacement" : "peaks of diff"
  }

  /// The key entry of the bend curve.
  package var bendTitle: String {
    data.isOneSpring ? "Δ edge bend (Glow's deltaHeight)" : "Δ edge bend"
  }

  /// The bend panel's title: where the shape is inverted (shaded) and how deep.
  package var bendPanelTitle: String {
    guard !data.inversions.isEmpty else {
      return "Δ never < 0: the edge never bends against its motion"
    }
    let spans =
      data.inversions.count <= 2
      ? data.inversions.map {
        "\(FigureNumber.seconds($0.start))–\(FigureNumber.seconds($0.end)) s"
      }
      : ["\(data.inversions.count) intervals"]
    let deepest = data.inversions.min { $0.deepestBend < $1.deepestBend }
    let depth = deepest.map {
      ", deepest \(FigureNumber.points($0.deepestBend)) pt at \(FigureNumber.seconds($0.deepestTime)) s"
    }
    return "inverted (Δ < 0, shaded): " + spans.joined(separator: ", ") + (depth ?? "")
  }

  /// The bend panel's title as the still page draws it: ``bendPanelTitle``, or where that is
  /// wider than the panel a shorter form (the intervals alone, else only what the shading is).
  package var shownBendPanelTitle: String {
    let room = Self.seriesWidth * Double(pageWidth) - 2 * TextMetrics.characterWidth
    let title = bendPanelTitle
    guard TextMetrics.width(title) > room, !data.inversions.isEmpty else { return title }
    let spans =
      data.inversions.count <= 2
      ? data.inversions.map {
        "\(FigureNumber.seconds($0.start))–\(FigureNumber.seconds($0.end)) s"
      }
      : ["\(data.inversions.count) intervals"]
    let shorter = "Δ < 0 (shaded): " + spans.joined(separator: ", ")
    return TextMetrics.width(shorter) <= room ? shorter : "Δ < 0 shaded"
  }

  /// The key entries of the motion panel, in order.
  package var motionKeyTitles: [String] {
    (data.isOneSpring
      ? ["displacement y − target"]
      : ["side − its target", "center − its target", "diff = side − center"])
      + (data.peaks.isEmpty ? [] : [motionPeaksTitle])
  }

  /// A peak value as its label says it: two decimals, a true minus sign, in points.
  package static func peakText(_ value: Double) -> String {
    let text = FigureNumber.points(abs(value))
    return (value < 0 && text != "0.00" ? "−" : "") + text + " pt"
  }

  /// The texts a peak's label may take, longest first: a peak just before UIKit's cut says so.
  package static func peakTexts(_ peak: Peak) -> [String] {
    let value = peakText(peak.value)
    return peak.isBeforeJump ? [value + " before the cut", value] : [value]
  }

  func snapshotTitle(number: Int, snapshot: DiffFigureData.Snapshot, compact: Bool)
    -> String
  {
    if compact {
      let mark = snapshot.isLargestDeformation ? " max" : ""
      return "\(number): \(FigureNumber.seconds(snapshot.frame.time))\(mark)"
    }
    let mark = snapshot.isLargestDeformation ? " (max bend)" : ""
    return "\(number): t = \(FigureNumber.seconds(snapshot.frame.time)) s\(mark)"
  }
}
