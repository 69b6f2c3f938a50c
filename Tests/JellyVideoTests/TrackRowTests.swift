import JellyText
import JellyTrack
import Testing

@testable import JellyVideo

@Suite struct TrackRowTests {
  @Test("a row with a box, and a row of empty fields without one")
  func rows() throws {
    var text = ""
    var csv = try CSVWriter(header: TrackRow.header) { bytes in
      text += String(decoding: bytes, as: UTF8.self)
    }
    let box = ObjectBox(left: 10, right: 110.5, top: 20, bottom: 80)
    try TrackRow.append(frame: 0, time: 0, box: box, to: &csv)
    try TrackRow.append(frame: 1, time: 0.5, box: nil, to: &csv)
    try csv.finish()
    #expect(
      text == "frame,t,x,y,left,right,top,bottom\n0,0.0,60.25,50.0,10.0,110.5,20.0,80.0\n"
        + "1,0.5,,,,,,\n")
  }

  @Test("frame lists are runs, at most eight of them")
  func frameLists() {
    #expect(TrackRow.frameList([0, 1, 2, 5, 7, 8]) == "0-2, 5, 7-8")
    #expect(
      TrackRow.frameList(Array(stride(from: 0, to: 20, by: 2))) == "0, 2, 4, 6, 8, 10, 12, 14, …")
  }
}
