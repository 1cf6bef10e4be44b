import Foundation
import Geometry
import Testing
import TestSupport

@Suite("Path building and bounds")
struct PathTests {
    let a = Point(x: 1, y: 2), b = Point(x: 5, y: 2), c = Point(x: 5, y: 9), d = Point(x: 1, y: 9)

    @Test("addLines starts a new subpath each time")
    func addLinesStartsSubpath() {
        var path = Path()
        path.addLines([a, b])
        path.addLines([c, d])
        #expect(path.elements == [.move(to: a), .line(to: b), .move(to: c), .line(to: d)])
        #expect(path.flattened(tolerance: 0.1) == [[a, b], [c, d]])
        var empty = Path()
        empty.addLines([])
        #expect(empty.isEmpty)
    }

    @Test("a segment with no current point starts a subpath there (implicit move)")
    func implicitMove() {
        var line = Path()
        line.addLine(to: b)
        line.addLine(to: c)
        #expect(line.elements.first == .move(to: b))
        #expect(line.currentPoint == c)

        var curve = Path()
        curve.addQuadCurve(to: c, control: b)
        #expect(curve.elements.first == .move(to: c))
        #expect(Path([.line(to: a), .line(to: b)]).elements.first == .move(to: a))
    }

    @Test("closeSubpath returns the pen to the subpath's start; close with no subpath does nothing")
    func closeReturnsToStart() {
        var path = Path()
        path.closeSubpath()
        #expect(path.isEmpty)
        path.move(to: a)
        path.addLine(to: b)
        path.addLine(to: c)
        path.closeSubpath()
        #expect(path.currentPoint == a)
        path.addLine(to: d)  // continues from a, as in Core Graphics
        #expect(path.flattened(tolerance: 0.1) == [[a, b, c], [a, d]])
    }

    @Test("addRect is a closed clockwise rectangle")
    func addRect() {
        var path = Path()
        path.addRect(Rect(x: 1, y: 2, width: 4, height: 7))
        #expect(path.elements == [.move(to: a), .line(to: b), .line(to: c), .line(to: d), .closeSubpath])
        #expect(ReferenceRasterizer.shoelace([a, b, c, d]) == 28)  // positive: clockwise on screen
    }

    @Test("addEllipse: four cubic arcs starting at the right, every point within 0.03 % of the radius")
    func ellipse() {
        var path = Path()
        path.addEllipse(in: Rect(x: 10, y: 20, width: 200, height: 200))
        #expect(path.elements.count == 6)
        #expect(path.elements.first == .move(to: Point(x: 210, y: 120)))
        #expect(path.elements.last == .closeSubpath)
        var maximumError = 0.0
        for polygon in ReferenceRasterizer.polygons(of: path, tolerance: 1e-6) {
            for p in polygon {
                maximumError = max(maximumError, abs((p - Point(x: 110, y: 120)).length - 100) / 100)
            }
        }
        #expect(maximumError < 3e-4)
        #expect(maximumError > 1e-4, "the cubic approximation is not exact; a perfect circle here means the points are not being checked")
        // The arcs go clockwise on screen: the quarter after the start is at the bottom.
        if case .curve(let end, _, _) = path.elements[1] { #expect(end == Point(x: 110, y: 220)) } else { Issue.record("not a cubic") }
    }

    @Test("applying maps every point and keeps the element kinds")
    func applying() {
        var path = Path()
        path.move(to: a)
        path.addQuadCurve(to: c, control: b)
        path.addCurve(to: d, control1: a, control2: b)
        path.closeSubpath()
        let t = AffineTransform(rotationDegrees: 30).concatenating(AffineTransform(translationX: 3, y: -4))
        let mapped = path.applying(t)
        #expect(mapped.elements == [.move(to: t.apply(to: a)), .quadCurve(to: t.apply(to: c), control: t.apply(to: b)),
                                    .curve(to: t.apply(to: d), control1: t.apply(to: a), control2: t.apply(to: b)),
                                    .closeSubpath])
        #expect(path.applying(.identity) == path)
    }

    @Test("controlPointBounds holds end and control points; empty path has none")
    func bounds() {
        #expect(Path().controlPointBounds == nil)
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addQuadCurve(to: Point(x: 10, y: 0), control: Point(x: 5, y: -8))
        path.addCurve(to: Point(x: 2, y: 3), control1: Point(x: 20, y: 1), control2: Point(x: -4, y: 6))
        #expect(path.controlPointBounds == Rect(x: -4, y: -8, width: 24, height: 14))
        var circle = Path()
        circle.addEllipse(in: Rect(x: 3, y: 4, width: 10, height: 6))
        #expect(circle.controlPointBounds == Rect(x: 3, y: 4, width: 10, height: 6))
        // The true curve stays inside the control-point bounds.
        let box = try! #require(path.controlPointBounds)
        for polygon in ReferenceRasterizer.polygons(of: path) {
            for p in polygon { #expect(p.x >= box.minX && p.x <= box.maxX && p.y >= box.minY && p.y <= box.maxY) }
        }
    }

    @Test("Rect: enclosing points, union, edges")
    func rect() {
        #expect(Rect(enclosing: [Point]()) == nil)
        let r = Rect(enclosing: [Point(x: 3, y: -1), Point(x: -2, y: 4), Point(x: 1, y: 1)])
        #expect(r == Rect(x: -2, y: -1, width: 5, height: 5))
        let u = Rect(x: 0, y: 0, width: 2, height: 2).union(Rect(x: 5, y: -3, width: 1, height: 1))
        #expect(u == Rect(x: 0, y: -3, width: 6, height: 5))
        #expect(u.maxX == 6 && u.maxY == 2 && u.midX == 3 && u.midY == -0.5)
    }

    @Test("isFinite spots NaN and infinity in any point, control points included")
    func finiteness() {
        var path = Path()
        path.move(to: a)
        path.addLine(to: b)
        #expect(path.isFinite)
        var bad = path
        bad.addQuadCurve(to: c, control: Point(x: .nan, y: 0))
        #expect(!bad.isFinite)
        var infinite = path
        infinite.addCurve(to: c, control1: a, control2: Point(x: 0, y: -.infinity))
        #expect(!infinite.isFinite)
    }
}
