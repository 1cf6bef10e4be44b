import Foundation
import Geometry
import Testing
import TestSupport

/// `Path.clipped(to:tolerance:)` checked point by point: inside the rectangle every point
/// keeps its winding number, outside it has none; and by area, against figures worked out
/// by hand.
@Suite("Paths clipped to a rectangle")
struct PathClipTests {
    /// The subpaths of a path of lines, as polygons.
    static func polygons(_ path: Path) -> [[Point]] {
        var polygons: [[Point]] = []
        for element in path.elements {
            switch element {
            case .move(let p): polygons.append([p])
            case .line(let p): polygons[polygons.count - 1].append(p)
            case .closeSubpath: break
            case .quadCurve, .curve: Issue.record("a clipped path holds lines only")
            }
        }
        return polygons
    }

    /// `path` flattened, as polygons and as a path of their lines: flattened first, so that
    /// a path and what is cut from it are compared on the same lines.
    static func flattened(_ path: Path) -> (polygons: [[Point]], lines: Path) {
        let polygons = path.flattened(tolerance: 0.01)
        var lines = Path()
        for polygon in polygons {
            lines.addLines(polygon)
            lines.closeSubpath()
        }
        return (polygons, lines)
    }

    /// The area the non-zero rule selects, by shoelace, for polygons that do not overlap.
    static func area(_ polygons: [[Point]]) -> Double {
        polygons.reduce(0) { sum, polygon in
            var twice = 0.0
            for (a, b) in zip(polygon, polygon.dropFirst() + [polygon[0]]) { twice += a.x * b.y - b.x * a.y }
            return sum + abs(twice) / 2
        }
    }

    @Test("inside the rectangle every point keeps its winding number; outside, none")
    func windingsKept() {
        var rng = SeededGenerator(seed: 5)
        for round in 0..<40 {
            // A star crossing itself, a square run round twice, and a circle of curves.
            var path = Path()
            let points = (0..<Int.random(in: 3...9, using: &rng)).map { _ in
                Point(x: .random(in: -20...60, using: &rng), y: .random(in: -20...60, using: &rng))
            }
            path.addLines(points)
            path.closeSubpath()
            path.addLines([Point(x: 5, y: 5), Point(x: 30, y: 5), Point(x: 30, y: 30), Point(x: 5, y: 30),
                           Point(x: 5, y: 5), Point(x: 30, y: 5), Point(x: 30, y: 30), Point(x: 5, y: 30)])
            path.closeSubpath()
            path.addEllipse(in: Rect(x: .random(in: -10...30, using: &rng), y: 10, width: 25, height: 18))
            let rect = Rect(x: .random(in: -5...20, using: &rng), y: .random(in: -5...20, using: &rng),
                            width: .random(in: 0.5...30, using: &rng), height: .random(in: 0.5...30, using: &rng))
            let (original, lines) = Self.flattened(path)
            let clipped = Self.polygons(lines.clipped(to: rect, tolerance: 0.01))
            for _ in 0..<200 {
                let p = Point(x: .random(in: -25...65, using: &rng), y: .random(in: -25...65, using: &rng))
                let inside = p.x > rect.minX && p.x < rect.maxX && p.y > rect.minY && p.y < rect.maxY
                let expected = inside ? StrokedPathTests.winding(p, original) : 0
                #expect(StrokedPathTests.winding(p, clipped) == expected, "round \(round): \(p) in \(rect)")
            }
        }
    }

    @Test("a square and a circle keep the area they have inside the rectangle")
    func areas() {
        var square = Path()
        square.addLines([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)])
        square.closeSubpath()
        let rect = Rect(x: 2.3, y: -5, width: 5.6, height: 9.4)  // x 2.3...7.9, y -5...4.4
        #expect(abs(Self.area(Self.polygons(square.clipped(to: rect, tolerance: 0.01))) - 5.6 * 4.4) < 1e-12)
        // A rectangle that holds the path leaves it whole; one beside it leaves nothing.
        #expect(abs(Self.area(Self.polygons(square.clipped(to: Rect(x: -1, y: -1, width: 12, height: 12), tolerance: 0.01))) - 100) < 1e-12)
        #expect(square.clipped(to: Rect(x: 11, y: 0, width: 5, height: 5), tolerance: 0.01).elements.isEmpty)
        // A circle of radius 8 cut in two at a fractional x: the halves add up to the whole
        // flattened circle, and the right one is about half of it (the flattening, 0.001
        // over a length of 25, and the four cubics of `addEllipse` take some 0.05).
        var circle = Path()
        circle.addEllipse(in: Rect(x: -8, y: -8, width: 16, height: 16))
        let whole = Self.area(circle.flattened(tolerance: 0.001))
        let right = Self.area(Self.polygons(circle.clipped(to: Rect(x: 0.37, y: -20, width: 20, height: 40), tolerance: 0.001)))
        let left = Self.area(Self.polygons(circle.clipped(to: Rect(x: -20, y: -20, width: 20.37, height: 40), tolerance: 0.001)))
        #expect(abs(left + right - whole) < 1e-9, "\(left) + \(right) against \(whole)")
        // The part of a disc right of x = d: r² acos(d / r) - d √(r² - d²).
        let expected = 64 * acos(0.37 / 8) - 0.37 * (64 - 0.37 * 0.37).squareRoot()
        #expect(abs(right - expected) < 0.05, "\(right) against \(expected)")
    }
}
