import Geometry
@testable import Raster
import Testing
import TestSupport

/// `Canvas.clip`: fills covering exactly their area inside the rectangle, against the
/// oracle; paths inside it and canvases without one drawn as before, bit for bit.
@Suite("Clipped canvases")
struct CanvasClipTests {
    static let (width, height) = (16, 12)

    static func polygonPath(_ points: [Point]) -> Path {
        var path = Path()
        path.addLines(points)
        path.closeSubpath()
        return path
    }

    /// Each pixel's coverage after filling `path` in opaque white, within `clip`.
    static func coverage(of path: Path, clip: Rect?, rule: FillRule = .nonZero) throws -> CoverageGrid {
        var canvas = try Canvas(width: width, height: height)
        canvas.clip = clip
        try canvas.fill(path, with: .solid(.white), fillRule: rule)
        return CoverageGrid(width: width, height: height, values: canvas.pixmap.pixels.map { Double($0.w) })
    }

    @Test("a diamond clipped to whole pixels covers what it covers there, and nothing beyond",
          arguments: FillRule.allCases)
    func diamondInWholePixels(rule: FillRule) throws {
        let diamond = [Point(x: 8.3, y: -2.1), Point(x: 17.2, y: 6.4), Point(x: 7.6, y: 14.9), Point(x: -1.4, y: 5.7)]
        let clip = Rect(x: 3, y: 2, width: 9, height: 7)
        let found = try Self.coverage(of: Self.polygonPath(diamond), clip: clip, rule: rule)
        let exact = PointwiseFillOracle.coverage([diamond], width: Self.width, height: Self.height, fillRule: rule)
        for y in 0..<Self.height {
            for x in 0..<Self.width {
                let inside = x >= 3 && x < 12 && y >= 2 && y < 9
                #expect(abs(found[x, y] - (inside ? exact[x, y] : 0)) < 1e-6, "(\(x), \(y)): \(found[x, y])")
            }
        }
    }

    @Test("a rectangle clipped to a rectangle at fractions of a pixel covers exactly their overlap")
    func rectangleInFractionalClip() throws {
        let shape = Rect(x: 1.35, y: 0.8, width: 9.1, height: 8.45)
        let clip = Rect(x: 4.72, y: 3.3, width: 10.9, height: 2.05)
        let overlap = shape.intersection(clip)
        let corners = { (r: Rect) in [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                                      Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)] }
        let found = try Self.coverage(of: Self.polygonPath(corners(shape)), clip: clip)
        let exact = PointwiseFillOracle.coverage([corners(overlap)], width: Self.width, height: Self.height)
        let worst = found.maximumDifference(to: exact)
        #expect(worst.value < 1e-6, "\(worst.value) at (\(worst.x), \(worst.y))")
    }

    @Test("a path inside the clip, or a canvas with none, is filled bit for bit as before")
    func unchangedInside() throws {
        var circle = Path()
        circle.addEllipse(in: Rect(x: 3.3, y: 2.2, width: 7.1, height: 6.4))
        let plain = try Self.coverage(of: circle, clip: nil)
        #expect(try Self.coverage(of: circle, clip: Rect(x: 3.3, y: 2.2, width: 7.1, height: 6.4)) == plain)
        #expect(try Self.coverage(of: circle, clip: Rect(x: 0, y: 0, width: 16, height: 12)) == plain)
        #expect(plain.values.contains { $0 > 0 && $0 < 1 }, "edges partly covered")
    }

    @Test("an image and a layer draw within the clip too")
    func imageAndLayer() throws {
        let image = try PremultipliedImage(width: 2, height: 2, bytes: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 40, 40, 40, 128])
        let clip = Rect(x: 4, y: 3, width: 5, height: 4)
        var plain = try Canvas(width: Self.width, height: Self.height)
        try plain.draw(image, in: Rect(x: 1.5, y: 1.5, width: 11, height: 8))
        var clipped = try Canvas(width: Self.width, height: Self.height)
        clipped.clip = clip
        // In a layer of its own: the layer draws within its canvas's clip.
        clipped.drawLayer { layer in
            try? layer.draw(image, in: Rect(x: 1.5, y: 1.5, width: 11, height: 8))
        }
        for y in 0..<Self.height {
            for x in 0..<Self.width {
                let inside = x >= 4 && x < 9 && y >= 3 && y < 7
                #expect(clipped.pixmap[x, y] == (inside ? plain.pixmap[x, y] : .zero), "(\(x), \(y))")
            }
        }
        #expect((4..<9).contains { x in plain.pixmap[x, 3] != .zero }, "the image covers the clip")
    }
}
