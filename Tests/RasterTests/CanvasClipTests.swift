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
        canvas.clip = clip.map { ClipRegion($0) }
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
        clipped.clip = ClipRegion(clip)
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

    /// The corners of `rect` mapped by `transform`, in order.
    static func corners(_ rect: Rect, _ transform: AffineTransform) -> [Point] {
        [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
         Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)].map { transform.apply(to: $0) }
    }

    static let turn = AffineTransform(rotationDegrees: 37, around: Point(x: 8.1, y: 5.4))

    @Test("turned rectangles clipped to a rectangle turned with them cover exactly their overlap",
          arguments: FillRule.allCases)
    func turnedRectanglesInTurnedClip(rule: FillRule) throws {
        // In the turned frame everything is upright, so the overlaps are plain rectangles:
        // two shapes that overlap each other, the clip cutting both.
        let clip = Rect(x: 3.6, y: 2.9, width: 9.3, height: 4.4)
        let shapes = [Rect(x: 1.2, y: 1.7, width: 7.9, height: 4.3), Rect(x: 5.5, y: 4.05, width: 9.6, height: 6.1)]
        var path = Path()
        for shape in shapes {
            path.addLines(Self.corners(shape, Self.turn))
            path.closeSubpath()
        }
        var canvas = try Canvas(width: Self.width, height: Self.height)
        canvas.clip = ClipRegion(clip, transform: Self.turn)
        try canvas.fill(path, with: .solid(.white), fillRule: rule)
        let found = CoverageGrid(width: Self.width, height: Self.height, values: canvas.pixmap.pixels.map { Double($0.w) })
        let exact = PointwiseFillOracle.coverage(shapes.map { Self.corners($0.intersection(clip), Self.turn) },
                                                 width: Self.width, height: Self.height, fillRule: rule)
        let worst = found.maximumDifference(to: exact)
        #expect(worst.value < 1e-5, "\(worst.value) at (\(worst.x), \(worst.y))")
        #expect(exact.values.contains { $0 > 0.2 && $0 < 0.8 }, "edges cross pixels")
    }

    @Test("a ring cut along a turned line: the two halves add up to the whole", arguments: FillRule.allCases)
    func halvesAddUp(rule: FillRule) throws {
        var ring = Path()
        ring.addEllipse(in: Rect(x: 1.3, y: 0.6, width: 12.4, height: 10.8))
        ring.addEllipse(in: Rect(x: 4.1, y: 3.2, width: 6.3, height: 5.1))
        func coverage(_ rect: Rect) throws -> CoverageGrid {
            var canvas = try Canvas(width: Self.width, height: Self.height)
            canvas.clip = ClipRegion(rect, transform: Self.turn)
            try canvas.fill(ring, with: .solid(.white), fillRule: rule)
            return CoverageGrid(width: Self.width, height: Self.height, values: canvas.pixmap.pixels.map { Double($0.w) })
        }
        let whole = try coverage(Rect(x: -5, y: 1.5, width: 26, height: 8))
        let upper = try coverage(Rect(x: -5, y: 1.5, width: 26, height: 3.7))
        let lower = try coverage(Rect(x: -5, y: 5.2, width: 26, height: 4.3))
        var worst = 0.0
        for i in whole.values.indices { worst = max(worst, abs(upper.values[i] + lower.values[i] - whole.values[i])) }
        #expect(worst < 1e-5, "\(worst)")
        #expect(upper.values.contains { $0 > 0 && $0 < 1 } && lower.values.contains { $0 > 0 && $0 < 1 })
    }

    @Test("an image within a turned clip covers each pixel by the pixel's exact area inside it")
    func imageInTurnedClip() throws {
        let image = try PremultipliedImage(width: 1, height: 1, bytes: [255, 255, 255, 255])
        let clip = Rect(x: 3.6, y: 2.9, width: 9.3, height: 4.4)
        var canvas = try Canvas(width: Self.width, height: Self.height)
        canvas.clip = ClipRegion(clip, transform: Self.turn)
        try canvas.draw(image, in: Rect(x: 0, y: 0, width: Double(Self.width), height: Double(Self.height)))
        let found = CoverageGrid(width: Self.width, height: Self.height, values: canvas.pixmap.pixels.map { Double($0.w) })
        let exact = PointwiseFillOracle.coverage([Self.corners(clip, Self.turn)], width: Self.width, height: Self.height)
        let worst = found.maximumDifference(to: exact)
        #expect(worst.value < 1e-6, "\(worst.value) at (\(worst.x), \(worst.y))")
    }
}
