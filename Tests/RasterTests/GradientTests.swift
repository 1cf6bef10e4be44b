import Foundation
import Geometry
import Raster
import Testing
import TestSupport

@Suite("Linear gradients")
struct GradientTests {
    static let pink = RefColor(r255: 239, g255: 120, b255: 221)
    static let orange = RefColor(r255: 239, g255: 172, b255: 120)
    static let translucentBlue = RefColor(r: 0.1, g: 0.3, b: 0.9, a: 0.4)

    /// Fills the canvas with the gradient (to x = width - 0.5, so coverage is 1 except a half
    /// in the last column: filling past the right edge is tested elsewhere) and returns the
    /// worst difference from the reference evaluation at pixel centres times coverage.
    static func worstDifference(_ reference: RefLinearGradient, transform: AffineTransform = .identity,
                                width: Int = 48, height: Int = 40) throws -> (Double, Pixmap) {
        let gradient = LinearGradient(start: reference.start, end: reference.end,
                                      stops: reference.stops.map { .init(location: $0.location, color: $0.color.color) })
        var canvas = try Canvas(width: width, height: height)
        // A rectangle that covers the canvas after the transform.
        let inverse = try #require(transform.inverted())
        let right = Double(width) - 0.5
        let corners = [Point(x: -1, y: -1), Point(x: right, y: -1),
                       Point(x: right, y: Double(height) + 1), Point(x: -1, y: Double(height) + 1)]
        var cover = Path()
        cover.addLines(corners.map { inverse.apply(to: $0) })
        cover.closeSubpath()
        try canvas.fill(cover, with: .linearGradient(gradient), transform: transform)
        var worst = 0.0
        for y in 0..<height {
            for x in 0..<width {
                let expected = reference.color(atPixel: x, y) * overlap(Double(x), -1, right)
                let actual = canvas.pixmap[x, y]
                for k in 0..<4 { worst = max(worst, abs(Double(actual[k]) - expected[k])) }
            }
        }
        return (worst, canvas.pixmap)
    }

    @Test("a horizontal gradient matches the ramp at pixel centres, constant beyond both ends")
    func horizontal() throws {
        let g = RefLinearGradient(start: Point(x: 8.25, y: 3), end: Point(x: 39.5, y: 3),
                                  stops: [(0, Self.pink), (1, Self.orange)])
        let (worst, pixmap) = try Self.worstDifference(g)
        #expect(worst < 1e-6)
        // Pad: every pixel left of the start has the first colour, right of the end the last.
        for y in 0..<40 {
            for x in 0..<8 { #expect(pixmap[x, y] == pixmap[0, 0]) }
            for x in 40..<47 { #expect(pixmap[x, y] == pixmap[46, 0]) }
            #expect(pixmap[20, y] == pixmap[20, 0], "horizontal ramp is constant down a column")
        }
        let first = Self.pink.premultiplied, last = Self.orange.premultiplied
        for k in 0..<4 {
            #expect(abs(Double(pixmap[0, 0][k]) - first[k]) < 1e-6)
            #expect(abs(Double(pixmap[46, 39][k]) - last[k]) < 1e-6)
        }
        // In between, green rises (120 -> 172) and blue falls (221 -> 120) along the ramp.
        #expect(pixmap[10, 0].y < pixmap[30, 0].y && pixmap[10, 0].z > pixmap[30, 0].z)
    }

    @Test("a gradient whose start and end coincide is its last colour everywhere, wherever its stops lie")
    func coincidentEnds() throws {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let stopSets: [[(Double, Color)]] = [
            [(0, red), (1, blue)], [(0, red), (2, blue)], [(1.5, red), (2, blue)], [(-3, red), (-1, blue)],
        ]
        var rect = Path()
        rect.addRect(Rect(x: 0, y: 0, width: 9, height: 4))
        for stops in stopSets {
            let gradient = LinearGradient(start: Point(x: 4.5, y: 2), end: Point(x: 4.5, y: 2),
                                          stops: stops.map { LinearGradient.Stop(location: $0.0, color: $0.1) })
            var canvas = try Canvas(width: 9, height: 4)
            try canvas.fill(rect, with: .linearGradient(gradient))
            for y in 0..<4 {
                for x in 0..<9 { #expect(canvas.pixmap[x, y] == blue.premultiplied, "stops \(stops.map(\.0)) at (\(x), \(y))") }
            }
        }
    }

    @Test("a diagonal gradient with three uneven stops and translucency matches the reference")
    func diagonal() throws {
        let g = RefLinearGradient(start: Point(x: 6.3, y: 4.1), end: Point(x: 41.7, y: 33.9),
                                  stops: [(0, Self.pink), (0.3, Self.translucentBlue), (1, Self.orange)])
        let (worst, pixmap) = try Self.worstDifference(g)
        #expect(worst < 1e-6)
        // Both corners lie beyond the ends: opaque end colours.
        #expect(abs(Double(pixmap[46, 39].w) - 1) < 1e-6 && abs(Double(pixmap[0, 0].w) - 1) < 1e-6)
        // Somewhere in the middle the translucent stop shows.
        #expect(pixmap.pixels.contains { $0.w < 0.5 })
    }

    @Test("a gradient follows the fill's transform (scaled, rotated and shifted)")
    func transformed() throws {
        let g = RefLinearGradient(start: Point(x: 0, y: 0), end: Point(x: 10, y: 5),
                                  stops: [(0, Self.orange), (0.5, Self.translucentBlue), (1, Self.pink)])
        let t = RefAffine.translate(24, 20) * RefAffine.rotate(30) * RefAffine.scale(2, 1.5)
        var reference = g
        reference.deviceToGradient = t.inverse
        let (worst, _) = try Self.worstDifference(reference, transform: t.affineTransform)
        #expect(worst < 1e-5)
    }

    @Test("a vertical gradient like the badge's: one colour per row")
    func vertical() throws {
        let g = RefLinearGradient(start: Point(x: 24, y: 0), end: Point(x: 24, y: 24),
                                  stops: [(0, Self.pink), (1, Self.orange)])
        let (worst, pixmap) = try Self.worstDifference(g)
        #expect(worst < 1e-6)
        for y in 0..<40 { for x in 0..<47 { #expect(pixmap[x, y] == pixmap[0, y]) } }
        for y in 24..<40 { #expect(pixmap[0, y] == pixmap[0, 39]) }
    }

    @Test("gradient colour times partial coverage: an edge pixel gets paint x coverage")
    func gradientUnderCoverage() throws {
        let gradient = LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 16, y: 0),
                                      colors: [Self.pink.color, Self.orange.color])
        var canvas = try Canvas(width: 16, height: 4)
        try canvas.fill(Shapes.rect(2.5, 0, 10.25, 4), with: .linearGradient(gradient))
        let ramp = RefLinearGradient(start: Point(x: 0, y: 0), end: Point(x: 16, y: 0), stops: [(0, Self.pink), (1, Self.orange)])
        for (x, coverage) in [(2, 0.5), (5, 1.0), (12, 0.75), (13, 0.0)] {
            let expected = ramp.color(atPixel: x, 1) * coverage
            for k in 0..<4 { #expect(abs(Double(canvas.pixmap[x, 1][k]) - expected[k]) < 1e-6, "pixel \(x)") }
        }
    }
}
