import Fonts
import Geometry
import Testing

@Suite struct OutlineTests {
    let typesetter: Typesetter
    let font = FontDescriptor(size: 100)

    init() throws { typesetter = try Typesetter() }

    private func reference() throws -> ReferenceFace {
        try ReferenceFace(path: try typesetter.primaryFacePath(for: font))
    }

    /// Shoelace formula: positive for polygons clockwise on screen (y down).
    private func signedArea(_ polygon: [Point]) -> Double {
        var sum = 0.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum / 2
    }

    @Test func boundsOfHMatchFreeTypeControlBox() throws {
        let ref = try reference()
        let box = try ref.controlBox("H")
        let shaped = try typesetter.shape("H", font: font)
        let isStraight = shaped.path.elements.allSatisfy {
            switch $0 { case .quadCurve, .curve: false; default: true }
        }
        #expect(isStraight, "H should have no curves")
        let bounds = try #require(shaped.path.controlPointBounds)
        let s = font.size / ref.unitsPerEM
        #expect(bounds.minX == Double(box.xMin) * s)
        #expect(bounds.maxX == Double(box.xMax) * s)
        #expect(bounds.minY == -Double(box.yMax) * s)  // y flipped: the top of H is at negative y
        #expect(bounds.maxY == -Double(box.yMin) * s)
        #expect(bounds.minY < 0 && bounds.maxY == 0)    // H sits on the baseline
    }

    @Test(arguments: ["l", "I"] as [Unicode.Scalar])
    func areaOfBarGlyphEqualsItsRectangle(glyph: Unicode.Scalar) throws {
        let ref = try reference()
        let outline = try ref.outline(glyph)
        #expect(outline.contourEnds.count == 1)
        #expect(outline.points.count == 4, "DejaVu Sans '\(glyph)' is expected to be a plain rectangle")
        let xs = outline.points.map(\.x), ys = outline.points.map(\.y)
        let s = font.size / ref.unitsPerEM
        let expected = (xs.max()! - xs.min()!) * (ys.max()! - ys.min()!) * s * s
        #expect(expected > 0)

        let polygons = try typesetter.shape(String(glyph), font: font).path.flattened(tolerance: 0.01)
        #expect(polygons.count == 1)
        let area = polygons.map(signedArea).reduce(0, +)
        #expect(abs(abs(area) - expected) < 1e-9 * expected, "area \(area) vs \(expected)")
    }

    @Test func counterWindsOppositeToTheOuterContour() throws {
        // Non-zero filling leaves the hole of "o" empty only if the two contours wind
        // opposite ways; check the decomposition kept the font's directions.
        let polygons = try typesetter.shape("o", font: font).path.flattened(tolerance: 0.01)
        #expect(polygons.count == 2)
        let areas = polygons.map(signedArea)
        #expect(areas[0] * areas[1] < 0)
        #expect(abs(areas[0]) != abs(areas[1]))
    }

    @Test func everyContourIsClosed() throws {
        let path = try typesetter.shape("Hike 2024", font: font).path
        var open = false
        for element in path.elements {
            switch element {
            case .move: #expect(!open, "a contour was not closed"); open = true
            case .closeSubpath: open = false
            default: break
            }
        }
        #expect(!open)
        #expect(path.isFinite)
    }
}
