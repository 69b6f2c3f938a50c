import JellyAnalysis
import JellyFrameDiff
import Testing

/// The `index,t,value,kind` rows of peaks output (an issue is recorded when `text` is not a
/// peak table).
func parsedPeaks(_ text: String) -> [Peak] {
  do {
    return try PeakTable.parse(text)
  } catch {
    Issue.record("not a peak table: \(error)")
    return []
  }
}
