import Foundation
import Geometry
import Raster
import TestSupport

/// Test shapes, built from plain numbers.
enum Shapes {
    static func polygon(_ points: [(Double, Double)]) -> Path {
        var path = Path()
        path.addLines(points.map { Point(x: $0.0, y: $0.1) })
        path.closeSubpath()
        return path
    }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Path {
        var path = Path()
        path.addRect(Rect(x: x, y: y, width: width, height: height))
        return path
    }

    static func circle(center: Point, radius r: Double) -> Path {
        var path = Path()
        path.addEllipse(in: Rect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r))
        return path
    }

    /// The five-point star drawn as one self-crossing pentagram: vertex k at angle
    /// -90 + 144 k degrees. Its centre pentagon has winding number 2.
    static func star(center: Point, radius r: Double) -> (path: Path, vertices: [Point]) {
        let vertices = (0..<5).map { k -> Point in
            let angle = (-90 + 144 * Double(k)) * Double.pi / 180
            return Point(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
        }
        var path = Path()
        path.addLines(vertices)
        path.closeSubpath()
        return (path, vertices)
    }

    /// The five points where the star's edges cross (the inner pentagon's corners).
    static func starCrossings(center: Point, radius r: Double) -> [Point] {
        let inner = r * cos(72 * Double.pi / 180) / cos(36 * Double.pi / 180)
        return (0..<5).map { k in
            let angle = (-90 + 36 + 72 * Double(k)) * Double.pi / 180
            return Point(x: center.x + inner * cos(angle), y: center.y + inner * sin(angle))
        }
    }

    /// A regular polygon, clockwise on screen.
    static func regularPolygon(center: Point, radius: Double, sides: Int) -> [Point] {
        (0..<sides).map { k in
            let a = 2 * Double.pi * Double(k) / Double(sides) + 0.1
            return Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
        }
    }

    /// A random convex polygon: points on an ellipse at sorted random angles.
    static func randomConvexPolygon(_ rng: inout SeededGenerator, center: Point, radius: Double) -> [Point] {
        let n = Int.random(in: 3...9, using: &rng)
        let angles = (0..<n).map { _ in Double.random(in: 0..<(2 * Double.pi), using: &rng) }.sorted()
        let rx = radius * .random(in: 0.5...1, using: &rng), ry = radius * .random(in: 0.5...1, using: &rng)
        return angles.map { Point(x: center.x + rx * cos($0), y: center.y + ry * sin($0)) }
    }

    /// A random polygon, usually concave: random radii at sorted random angles around
    /// `center`. Where two angles in a row lie half a turn or more apart, its edges may
    /// cross (`randomStarShapedPolygon` never does): for tests that hold for any outline.
    static func randomPolygon(_ rng: inout SeededGenerator, center: Point, radius: Double) -> [Point] {
        let n = Int.random(in: 5...14, using: &rng)
        let angles = (0..<n).map { _ in Double.random(in: 0..<(2 * Double.pi), using: &rng) }.sorted()
        return angles.map { a in
            let r = radius * .random(in: 0.2...1, using: &rng)
            return Point(x: center.x + r * cos(a), y: center.y + r * sin(a))
        }
    }

    /// Whether two edges of the closed polygon that do not share a vertex cross.
    static func crossesItself(_ polygon: [Point]) -> Bool {
        let n = polygon.count
        func side(_ a: Point, _ b: Point, _ p: Point) -> Double { (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) }
        for i in 0..<n {
            for j in stride(from: i + 2, to: n, by: 1) where !(i == 0 && j == n - 1) {
                let (a, b) = (polygon[i], polygon[(i + 1) % n])
                let (c, d) = (polygon[j], polygon[(j + 1) % n])
                if side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0 { return true }
            }
        }
        return false
    }

    /// A random polygon that never crosses itself: random radii at sorted random angles
    /// around `center`, with no angular gap of half a turn or more (each edge then stays in
    /// its own wedge of angles, so no two meet but neighbours at their shared vertex).
    /// `randomPolygon` does not check the gaps, and crosses itself at times.
    static func randomStarShapedPolygon(_ rng: inout SeededGenerator, center: Point, radius: Double) -> [Point] {
        while true {
            let n = Int.random(in: 5...14, using: &rng)
            let angles = (0..<n).map { _ in Double.random(in: 0..<(2 * Double.pi), using: &rng) }.sorted()
            let gaps = zip(angles, angles.dropFirst() + [angles[0] + 2 * Double.pi]).map { $1 - $0 }
            guard gaps.allSatisfy({ $0 < Double.pi * 0.95 }) else { continue }
            return angles.map { a in
                let r = radius * .random(in: 0.2...1, using: &rng)
                return Point(x: center.x + r * cos(a), y: center.y + r * sin(a))
            }
        }
    }

    static func path(_ polygons: [[Point]]) -> Path {
        var path = Path()
        for p in polygons {
            path.addLines(p)
            path.closeSubpath()
        }
        return path
    }

    /// A slanted quadrilateral `width` px thin along the segment `a -> b`.
    static func sliver(from a: Point, to b: Point, width: Double) -> [Point] {
        let d = b - a
        let n = Point(x: -d.y, y: d.x) / d.length * (width / 2)
        return [a + n, b + n, b - n, a - n]
    }
}

/// Overlap of `[a, a + 1]` with `[lo, hi]`.
func overlap(_ a: Double, _ lo: Double, _ hi: Double) -> Double {
    max(0, min(a + 1, hi) - max(a, lo))
}

/// Largest absolute difference between two pixels' channels.
func maxAbsDifference(_ p: SIMD4<Float>, _ q: SIMD4<Float>) -> Float {
    let d = p - q
    return max(max(abs(d.x), abs(d.y)), max(abs(d.z), abs(d.w)))
}
