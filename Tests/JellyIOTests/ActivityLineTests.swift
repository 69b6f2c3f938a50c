import Foundation
import JellyTestSupport
import Synchronization
import Testing

@testable import JellyIO

@Suite(.tags(.sanitizeMemory, .sanitizeThread)) struct ActivityLineTests {
  @Test("the line: what is done, an ellipsis and the seconds elapsed in tenths, rounded down")
  func line() {
    #expect(
      ActivityLine.line(text: "drawing a.png with gnuplot", elapsed: 2.38)
        == "drawing a.png with gnuplot … 2.3 s")
    #expect(ActivityLine.line(text: "x", elapsed: 0) == "x … 0.0 s")
    #expect(ActivityLine.line(text: "x", elapsed: 61.99) == "x … 61.9 s")
    #expect(ActivityLine.line(text: "x", elapsed: -1) == "x … 0.0 s")
  }

  @Test("redrawn in place from a timer once started, cleared by stop, silent after it")
  func drawsUntilStopped() throws {
    let written = Mutex<[String]>([])
    let line = ActivityLine(text: "working") { text in written.withLock { $0.append(text) } }
    line.start(delay: 0)
    let deadline = Date().addingTimeInterval(10)
    while written.withLock({ $0.count }) < 2, Date() < deadline {
      Thread.sleep(forTimeInterval: 0.02)
    }
    line.stop()
    let drawn = written.withLock { $0 }
    try #require(drawn.count >= 3, "two draws and a clear: \(drawn)")
    for draw in drawn.dropLast() {
      #expect(draw.hasPrefix("\rworking … ") && draw.hasSuffix(" s"), "\(draw.debugDescription)")
    }
    let width = drawn.dropLast().map { $0.count - 1 }.max() ?? 0
    #expect(drawn.last == "\r" + String(repeating: " ", count: width) + "\r")
    Thread.sleep(forTimeInterval: 3 * ActivityLine.interval)
    #expect(written.withLock { $0.count } == drawn.count, "nothing drawn after stop")
  }

  @Test("stopped before its delay: nothing drawn, nothing to clear")
  func quickStepIsSilent() {
    let written = Mutex<[String]>([])
    let line = ActivityLine(text: "working") { text in written.withLock { $0.append(text) } }
    line.start(delay: 60)
    line.stop()
    Thread.sleep(forTimeInterval: 0.05)
    #expect(written.withLock { $0.isEmpty })
  }

  @Test("retitled: the next redraw says the new text, padded over a longer old one")
  func retitleKeepsTheClock() throws {
    let written = Mutex<[String]>([])
    let line = ActivityLine(text: "writing the figure") { text in
      written.withLock { $0.append(text) }
    }
    line.start(delay: 0)
    func waitForDraws(_ count: Int) {
      let deadline = Date().addingTimeInterval(10)
      while written.withLock({ $0.count }) < count, Date() < deadline {
        Thread.sleep(forTimeInterval: 0.02)
      }
    }
    waitForDraws(1)
    line.retitle("drawing")
    #expect(line.text == "drawing")
    let before = written.withLock { $0.count }
    waitForDraws(before + 1)
    line.stop()
    let drawn = written.withLock { $0 }
    let first = try #require(drawn.first)
    let retitled = try #require(drawn.dropFirst(before).first)
    #expect(first.hasPrefix("\rwriting the figure … "))
    #expect(retitled.hasPrefix("\rdrawing … ") && retitled.count == first.count, "\(drawn)")
  }

  @Test("clearing: the line is wiped before the other text and drawn again after it")
  func clearingMakesRoomForAWarning() throws {
    let written = Mutex<[String]>([])
    let line = ActivityLine(text: "finding the peaks") { text in
      written.withLock { $0.append(text) }
    }
    line.start(delay: 0)
    let deadline = Date().addingTimeInterval(10)
    while written.withLock({ $0.isEmpty }), Date() < deadline {
      Thread.sleep(forTimeInterval: 0.02)
    }
    line.clearing { written.withLock { $0.append("warning: x\n") } }
    let mark = written.withLock { $0.count }
    while written.withLock({ $0.count }) == mark, Date() < deadline {
      Thread.sleep(forTimeInterval: 0.02)
    }
    line.stop()
    let drawn = written.withLock { $0 }
    let width = drawn[0].count - 1
    #expect(drawn[mark - 2] == "\r" + String(repeating: " ", count: width) + "\r")
    #expect(drawn[mark - 1] == "warning: x\n")
    #expect(drawn[mark].hasPrefix("\rfinding the peaks … "))
  }
}
