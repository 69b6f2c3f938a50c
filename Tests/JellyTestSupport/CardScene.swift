import Foundation
import JellyTrack

/// A screen the tests draw for the appearance tracker: a textured card over textured content,
/// placed at any sub-pixel pose (moved, scaled about its centre, blended at an opacity), with a
/// small "spinner" that changes in place in every frame.
///
/// The content and the card carry smooth patterns (sums of sinusoids with periods of 9 pixels
/// and more, sampled at pixel centres), so a card moved by a fraction of a pixel is the same
/// picture moved; the card's own edges are anti-aliased by the exact share of each pixel it
/// covers. Values are grey levels (`gray` frames) or the same level in all three channels.
package struct CardScene {
  /// Frame size, pixels.
  package var width = 320
  package var height = 240
  /// The card's size at scale 1, pixels.
  package var cardWidth = 120.0
  package var cardHeight = 80.0
  /// The spinner's box (changes every frame); `nil` for none.
  package var spinner: PixelRegion? = PixelRegion(x: 12, y: 12, width: 16, height: 16)

  /// A scene of the default size.
  package init() {}

  /// Where the card is: its centre, scale and opacity.
  package struct Pose {
    package var x: Double
    package var y: Double
    package var scale = 1.0
    package var opacity = 1.0

    /// The pose with its centre at (`x`, `y`).
    package init(x: Double, y: Double, scale: Double = 1, opacity: Double = 1) {
      self.x = x
      self.y = y
      self.scale = scale
      self.opacity = opacity
    }
  }

  /// The content behind the card at frame point (x, y): a light screen with soft rows.
  package func background(_ x: Double, _ y: Double) -> Double {
    200 + 25 * sin(y * 2 * .pi / 23) + 12 * sin((x + 0.7 * y) * 2 * .pi / 31)
  }

  /// The card's own pattern at card point (u, v) (from its top-left corner, at scale 1): a dark
  /// header band and a textured body.
  package func card(_ u: Double, _ v: Double) -> Double {
    let header = 60 - 30 * sin(u * 2 * .pi / 11)
    let body =
      150 + 45 * sin(u * 2 * .pi / 9) * cos(v * 2 * .pi / 13) + 20 * sin(v * 2 * .pi / 15)
    // A smooth step from the header to the body over 3 pixels.
    let blend = 1 / (1 + exp(-(v - cardHeight * 0.25) / 0.8))
    return header + (body - header) * blend
  }

  /// The share of [a, a + 1) that [low, high] covers.
  private func overlap(_ a: Double, _ low: Double, _ high: Double) -> Double {
    max(0, min(a + 1, high) - max(a, low))
  }

  /// One `gray` frame with the card at `pose` (or none), and the spinner at step `index`.
  package func frame(_ pose: Pose?, index: Int) -> PixelFrame {
    var bytes = [UInt8](repeating: 0, count: width * height)
    for row in 0..<height {
      for column in 0..<width {
        let x = Double(column) + 0.5
        let y = Double(row) + 0.5
        var value = background(x, y)
        if let pose {
          let halfWidth = cardWidth * pose.scale / 2
          let halfHeight = cardHeight * pose.scale / 2
          let cover =
            overlap(Double(column), pose.x - halfWidth, pose.x + halfWidth)
            * overlap(Double(row), pose.y - halfHeight, pose.y + halfHeight)
          if cover > 0 {
            let u = (x - pose.x) / pose.scale + cardWidth / 2
            let v = (y - pose.y) / pose.scale + cardHeight / 2
            let share = cover * pose.opacity
            value = share * card(u, v) + (1 - share) * value
          }
        }
        if let spinner, spinner.x <= column, column < spinner.x + spinner.width,
          spinner.y <= row, row < spinner.y + spinner.height
        {
          let angle = atan2(y - Double(spinner.y) - 8, x - Double(spinner.x) - 8)
          value = 120 + 100 * sin(3 * angle + Double(index) * 0.9)
        }
        bytes[row * width + column] = UInt8(max(0, min(255, value.rounded())))
      }
    }
    return PixelFrame(width: width, height: height, format: .gray, bytes: bytes)
  }

  /// The card's box at `pose`, pixels.
  package func box(_ pose: Pose) -> ObjectBox {
    ObjectBox(
      left: pose.x - cardWidth * pose.scale / 2, right: pose.x + cardWidth * pose.scale / 2,
      top: pose.y - cardHeight * pose.scale / 2, bottom: pose.y + cardHeight * pose.scale / 2)
  }

  /// `frame` as `rgb24`: its grey level in the three channels.
  package static func rgb(_ frame: PixelFrame) -> PixelFrame {
    var bytes = [UInt8](repeating: 0, count: 3 * frame.bytes.count)
    for (index, value) in frame.bytes.enumerated() {
      bytes[3 * index] = value
      bytes[3 * index + 1] = value
      bytes[3 * index + 2] = value
    }
    return PixelFrame(width: frame.width, height: frame.height, bytes: bytes)
  }
}

/// A damped spring (ζ < 1) for the tests that draw one: the value at `t` seconds of a spring
/// from `from` to `to` released at rest at `start` seconds.
package enum AppearanceSpring {
  /// The value at `t`: `from` before `start`, then the underdamped solution.
  package static func value(
    _ t: Double, from: Double, to: Double, start: Double, zeta: Double, omega: Double
  ) -> Double {
    let tau = t - start
    guard tau > 0 else { return from }
    let damped = omega * (1 - zeta * zeta).squareRoot()
    return to + (from - to) * exp(-zeta * omega * tau)
      * (cos(damped * tau) + zeta * omega / damped * sin(damped * tau))
  }
}
