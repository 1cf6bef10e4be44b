import Foundation
import Geometry
import Raster
import Testing
import TestSupport

/// Caps and joins kept as golden pictures, each also checked against the pointwise oracle
/// filling the same outline, so a golden is never merely what the code did once.
@Suite("Stroke goldens")
struct StrokeGoldenTests {
    static let size = 64
    static let ink = RefColor(r255: 30, g255: 40, b255: 120)
    /// The path itself, a thin line over the stroke, to show where caps and joins reach.
    static let guide = RefColor(r255: 240, g255: 110, b255: 90)

    /// Strokes drawn in order: the path, its style and colour.
    static func check(_ strokes: [(Path, StrokeStyle, RefColor)], named name: String,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        var canvas = try Canvas(width: size, height: size)
        var reference = ReferenceImage(width: size, height: size)
        for (path, style, color) in strokes {
            try canvas.stroke(path, with: .solid(color.color), style: style)
            let outline = try path.strokedPath(style, tolerance: Canvas.flatteningTolerance)
            reference.fill(PointwiseFillOracle.coverage(outline.flattened(tolerance: Canvas.flatteningTolerance),
                                                        width: size, height: size), with: .solid(color))
        }
        let difference = ImageDifference(canvas.pixmap, reference)
        #expect(difference.maximum < 1.0 / 255, "\(name): \(difference)", sourceLocation: sourceLocation)
        // No text: nothing but this project's own arithmetic, so the bytes are exact.
        assertMatchesGolden(canvas.pixmap, named: name, tolerance: 0, sourceLocation: sourceLocation)
    }

    static func line(_ points: [(Double, Double)]) -> Path {
        var path = Path()
        path.addLines(points.map { Point(x: $0.0, y: $0.1) })
        return path
    }

    @Test("caps: butt, round and square on three lines; the path drawn thin over each")
    func caps() throws {
        var strokes: [(Path, StrokeStyle, RefColor)] = []
        for (row, cap) in LineCap.allCases.enumerated() {
            let y = 12.5 + 19.5 * Double(row)
            let path = Self.line([(14, y), (50, y)])
            strokes.append((path, StrokeStyle(lineWidth: 11, lineCap: cap), Self.ink))
            strokes.append((path, StrokeStyle(lineWidth: 1), Self.guide))
        }
        try Self.check(strokes, named: "stroke-caps")
    }

    @Test("joins: miter, round and bevel on three chevrons; a miter limit of 1.5 keeps a right angle's miter, bevels sharper corners")
    func joins() throws {
        var strokes: [(Path, StrokeStyle, RefColor)] = []
        for (column, join) in LineJoin.allCases.enumerated() {
            let x = 11.5 + 20.5 * Double(column)
            let path = Self.line([(x - 6, 30), (x, 12), (x + 6, 30)])
            strokes.append((path, StrokeStyle(lineWidth: 6, lineJoin: join), Self.ink))
            strokes.append((path, StrokeStyle(lineWidth: 1), Self.guide))
        }
        // A right angle, then corners of 72 and 53 degrees: the limit of 1.5 keeps the right
        // angle's miter (sqrt 2 half-widths long) and bevels the others (1.7 and 2.2).
        let zigzag = Self.line([(6, 56), (20, 42), (34, 56), (44, 36), (54, 56)])
        strokes.append((zigzag, StrokeStyle(lineWidth: 5, lineJoin: .miter, miterLimit: 1.5), Self.ink))
        strokes.append((zigzag, StrokeStyle(lineWidth: 1), Self.guide))
        try Self.check(strokes, named: "stroke-joins")
    }
}
