import Foundation
import Geometry
import Raster

/// Per-pixel values of a `width` x `height` grid, rows top to bottom.
public struct CoverageGrid: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public var values: [Double]

    public init(width: Int, height: Int, values: [Double]? = nil) {
        self.width = width
        self.height = height
        self.values = values ?? [Double](repeating: 0, count: width * height)
        precondition(self.values.count == width * height)
    }

    public subscript(x: Int, y: Int) -> Double {
        get { values[y * width + x] }
        set { values[y * width + x] = newValue }
    }

    /// The sum over all pixels: the covered area in square pixels.
    public var total: Double { values.reduce(0, +) }
}

/// A reference rasterizer for the tests, written independently of `Raster`'s
/// accumulate-and-sweep algorithm. Everything is in `Double`.
///
/// * Curves are flattened here, by recursive de Casteljau subdivision until every control
///   point lies within `flatteningTolerance` (0.001 px) of the piece's chord. A Bézier
///   piece lies in the convex hull of its control points, and the distance to a segment
///   is a convex function, so the piece is then within the tolerance of its chord.
/// * Exact area: each polygon is clipped to each pixel row with Sutherland–Hodgman
///   (against `y >= row`, then `y <= row + 1`), and the strip polygon's signed area in
///   each column `[c, c + 1]` is `-∮ y dx` over the parts of its edges whose `x` lies in the
///   column. That is the shoelace area of the strip polygon clipped to the column: the
///   vertical pieces that a column clip would add have `dx = 0` and add nothing. The sum
///   over the subpaths is the winding number integrated over the pixel square; the fill
///   rule is applied to it (`min(1, |w|)` for non-zero), which is the exact covered
///   fraction whenever edges do not cross inside a pixel.
/// * Supersampling: `n x n` point samples per pixel with a true winding-number test, for
///   self-crossing shapes.
public enum ReferenceRasterizer {
    /// Largest distance between a curve and the chords that replace it, in pixels.
    public static let flatteningTolerance = 0.001
    /// Subdivision stops at this depth whatever the flatness (2^24 pieces per curve): only
    /// absurd curves get there, and the tests do not feed those to the reference.
    static let maximumDepth = 24

    // MARK: Flattening

    /// The path mapped by `transform` and flattened, one polygon per subpath (closing edge
    /// implied). Subpaths follow Core Graphics: `move` starts one; after `closeSubpath`
    /// the pen is back at the subpath's start and further drawing starts a new one there.
    public static func polygons(of path: Path, transform: RefAffine = .identity,
                                tolerance: Double = flatteningTolerance) -> [[Point]] {
        var result: [[Point]] = []
        var polygon: [Point] = []
        var start = Point.zero
        var current = Point.zero
        func finish() {
            if polygon.count >= 2 { result.append(polygon) }
            polygon = []
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish()
                start = transform.apply(p); current = start
                polygon = [start]
            case .line(let p):
                if polygon.isEmpty { polygon = [current] }
                current = transform.apply(p)
                polygon.append(current)
            case .quadCurve(let p, let c):
                if polygon.isEmpty { polygon = [current] }
                let q1 = transform.apply(c), q2 = transform.apply(p)
                // Degree elevation: a quadratic is the cubic with these control points.
                let c1 = Point(x: current.x + 2.0 / 3.0 * (q1.x - current.x), y: current.y + 2.0 / 3.0 * (q1.y - current.y))
                let c2 = Point(x: q2.x + 2.0 / 3.0 * (q1.x - q2.x), y: q2.y + 2.0 / 3.0 * (q1.y - q2.y))
                subdivide(current, c1, c2, q2, tolerance: tolerance, depth: 0, into: &polygon)
                current = q2
            case .curve(let p, let c1, let c2):
                if polygon.isEmpty { polygon = [current] }
                let end = transform.apply(p)
                subdivide(current, transform.apply(c1), transform.apply(c2), end,
                          tolerance: tolerance, depth: 0, into: &polygon)
                current = end
            case .closeSubpath:
                finish()
                current = start
            }
        }
        finish()
        return result
    }

    /// Appends the points after `p0` that replace the cubic `p0 p1 p2 p3`.
    static func subdivide(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point,
                          tolerance: Double, depth: Int, into out: inout [Point]) {
        if depth >= maximumDepth
            || max(distance(p1, toSegment: p0, p3), distance(p2, toSegment: p0, p3)) <= tolerance {
            out.append(p3)
            return
        }
        // de Casteljau at t = 1/2.
        let p01 = mid(p0, p1), p12 = mid(p1, p2), p23 = mid(p2, p3)
        let p012 = mid(p01, p12), p123 = mid(p12, p23)
        let m = mid(p012, p123)
        subdivide(p0, p01, p012, m, tolerance: tolerance, depth: depth + 1, into: &out)
        subdivide(m, p123, p23, p3, tolerance: tolerance, depth: depth + 1, into: &out)
    }

    @inline(__always) static func mid(_ a: Point, _ b: Point) -> Point {
        Point(x: (a.x + b.x) * 0.5, y: (a.y + b.y) * 0.5)
    }

    /// Euclidean distance from `p` to the segment `a b`.
    public static func distance(_ p: Point, toSegment a: Point, _ b: Point) -> Double {
        let vx = b.x - a.x, vy = b.y - a.y
        let wx = p.x - a.x, wy = p.y - a.y
        let ll = vx * vx + vy * vy
        var t = ll > 0 ? (wx * vx + wy * vy) / ll : 0
        t = min(max(t, 0), 1)
        let dx = wx - t * vx, dy = wy - t * vy
        return (dx * dx + dy * dy).squareRoot()
    }

    // MARK: Exact area

    /// The winding number integrated over each pixel square, signed (a clockwise-on-screen
    /// outline counts positive).
    public static func integratedWinding(_ polygons: [[Point]], width: Int, height: Int) -> CoverageGrid {
        var grid = CoverageGrid(width: width, height: height)
        grid.values.withUnsafeMutableBufferPointer { out in
            for polygon in polygons where polygon.count >= 3 {
                var minY = Double.infinity, maxY = -Double.infinity
                for p in polygon { minY = min(minY, p.y); maxY = max(maxY, p.y) }
                let firstRow = max(0, Int(max(minY, -1).rounded(.down)))
                let endRow = min(height, Int(min(maxY, Double(height) + 1).rounded(.up)))
                guard firstRow < endRow else { continue }
                for row in firstRow..<endRow {
                    let top = Double(row)
                    var strip = clip(polygon, keepingYAtLeast: top)
                    strip = clip(strip, keepingYAtMost: top + 1)
                    guard strip.count >= 3 else { continue }
                    let base = row * width
                    var previous = strip[strip.count - 1]
                    for p in strip {
                        addSlabAreas(from: previous, to: p, rowTop: top, width: width, row: out, base: base)
                        previous = p
                    }
                }
            }
        }
        return grid
    }

    /// Adds `-∫ (y - rowTop) dx` over the part of the edge `p -> q` in each column.
    private static func addSlabAreas(from p: Point, to q: Point, rowTop: Double, width: Int,
                                     row out: UnsafeMutableBufferPointer<Double>, base: Int) {
        if p.x == q.x { return }
        let sign: Double = q.x > p.x ? 1 : -1
        let (l, r) = p.x < q.x ? (p, q) : (q, p)
        if r.x <= 0 || l.x >= Double(width) { return }
        let slope = (r.y - l.y) / (r.x - l.x)
        let firstColumn = Int(max(l.x, 0).rounded(.down))
        let lastColumn = Int(min(r.x, Double(width)).rounded(.up)) - 1
        guard firstColumn <= lastColumn else { return }
        for column in firstColumn...lastColumn {
            let x0 = max(l.x, Double(column)), x1 = min(r.x, Double(column + 1))
            guard x1 > x0 else { continue }
            let y0 = l.y + (x0 - l.x) * slope - rowTop
            let y1 = l.y + (x1 - l.x) * slope - rowTop
            out[base + column] -= sign * (x1 - x0) * (y0 + y1) * 0.5
        }
    }

    /// Sutherland–Hodgman against the half-plane `y >= limit`.
    static func clip(_ polygon: [Point], keepingYAtLeast limit: Double) -> [Point] {
        clip(polygon, limit: limit) { $0 >= limit }
    }

    /// Sutherland–Hodgman against the half-plane `y <= limit`.
    static func clip(_ polygon: [Point], keepingYAtMost limit: Double) -> [Point] {
        clip(polygon, limit: limit) { $0 <= limit }
    }

    private static func clip(_ polygon: [Point], limit: Double, inside: (Double) -> Bool) -> [Point] {
        guard let last = polygon.last else { return [] }
        var out: [Point] = []
        out.reserveCapacity(polygon.count + 4)
        var s = last
        var sIn = inside(s.y)
        for e in polygon {
            let eIn = inside(e.y)
            if eIn {
                if !sIn { out.append(crossing(s, e, y: limit)) }
                out.append(e)
            } else if sIn {
                out.append(crossing(s, e, y: limit))
            }
            s = e; sIn = eIn
        }
        return out
    }

    @inline(__always) private static func crossing(_ a: Point, _ b: Point, y: Double) -> Point {
        let t = (y - a.y) / (b.y - a.y)
        return Point(x: a.x + t * (b.x - a.x), y: y)
    }

    /// The signed area of `polygon` inside the pixel square `[x, x + 1] x [y, y + 1]`, by
    /// plain Sutherland–Hodgman against the four sides and the shoelace formula. Slow; used
    /// to check the strip-and-slab version.
    public static func clippedArea(_ polygon: [Point], pixelX x: Int, pixelY y: Int) -> Double {
        let x0 = Double(x), y0 = Double(y)
        var p = clip(polygon, keepingYAtLeast: y0)
        p = clip(p, keepingYAtMost: y0 + 1)
        // x clips by swapping the axes.
        p = clip(p.map { Point(x: $0.y, y: $0.x) }, keepingYAtLeast: x0)
        p = clip(p, keepingYAtMost: x0 + 1).map { Point(x: $0.y, y: $0.x) }
        return shoelace(p)
    }

    /// Signed area, positive for clockwise-on-screen (y down) outlines.
    public static func shoelace(_ polygon: [Point]) -> Double {
        guard polygon.count >= 3 else { return 0 }
        var sum = 0.0
        var previous = polygon[polygon.count - 1]
        for p in polygon {
            sum += previous.x * p.y - p.x * previous.y
            previous = p
        }
        return sum / 2
    }

    /// Applies a fill rule to an integrated winding number.
    public static func applyFillRule(_ w: Double, _ rule: FillRule) -> Double {
        let a = abs(w)
        switch rule {
        case .nonZero:
            return min(1, a)
        case .evenOdd:
            let m = a - 2 * (a / 2).rounded(.down)
            return m > 1 ? 2 - m : m
        }
    }

    /// Exact-area coverage of polygons in device pixels.
    public static func coverage(_ polygons: [[Point]], width: Int, height: Int,
                                fillRule: FillRule = .nonZero) -> CoverageGrid {
        var grid = integratedWinding(polygons, width: width, height: height)
        for i in grid.values.indices { grid.values[i] = applyFillRule(grid.values[i], fillRule) }
        return grid
    }

    /// Exact-area coverage of a path mapped by `transform`.
    public static func coverage(of path: Path, transform: RefAffine = .identity, width: Int, height: Int,
                                fillRule: FillRule = .nonZero) -> CoverageGrid {
        coverage(polygons(of: path, transform: transform), width: width, height: height, fillRule: fillRule)
    }

    // MARK: Supersampling

    /// Coverage from `n x n` point samples per pixel, at `(x + (i + 1/2) / n, y + (j + 1/2) / n)`,
    /// each tested with its winding number (sum of the directions of the edges crossing the
    /// horizontal ray to the sample's left; an edge covers `min(y) <= y < max(y)`).
    public static func supersampledCoverage(_ polygons: [[Point]], width: Int, height: Int,
                                            samplesPerAxis n: Int, fillRule: FillRule) -> CoverageGrid {
        struct Edge { var x0, y0, x1, y1: Double; var direction: Int }
        var edges: [Edge] = []
        for polygon in polygons where polygon.count >= 2 {
            var previous = polygon[polygon.count - 1]
            for p in polygon {
                if previous.y != p.y {
                    edges.append(Edge(x0: previous.x, y0: previous.y, x1: p.x, y1: p.y,
                                      direction: p.y > previous.y ? 1 : -1))
                }
                previous = p
            }
        }
        var grid = CoverageGrid(width: width, height: height)
        let weight = 1 / Double(n * n)
        var crossings: [(x: Double, direction: Int)] = []
        for row in 0..<height {
            let rowEdges = edges.filter { min($0.y0, $0.y1) < Double(row + 1) && max($0.y0, $0.y1) > Double(row) }
            for j in 0..<n {
                let y = Double(row) + (Double(j) + 0.5) / Double(n)
                crossings.removeAll(keepingCapacity: true)
                for e in rowEdges where min(e.y0, e.y1) <= y && y < max(e.y0, e.y1) {
                    crossings.append((e.x0 + (y - e.y0) * (e.x1 - e.x0) / (e.y1 - e.y0), e.direction))
                }
                guard !crossings.isEmpty else { continue }
                crossings.sort { $0.x < $1.x }
                var k = 0
                var winding = 0
                for column in 0..<width {
                    var count = 0
                    for i in 0..<n {
                        let x = Double(column) + (Double(i) + 0.5) / Double(n)
                        while k < crossings.count && crossings[k].x < x {
                            winding += crossings[k].direction
                            k += 1
                        }
                        let inside = fillRule == .nonZero ? winding != 0 : winding & 1 != 0
                        if inside { count += 1 }
                    }
                    if count > 0 { grid[column, row] += Double(count) * weight }
                }
            }
        }
        return grid
    }
}

extension Path {
    /// The same outline traversed the other way: every subpath reversed, curves with
    /// their control points swapped, each subpath closed.
    public var reversedForTesting: Path {
        var subpaths: [(start: Point, segments: [Path.Element])] = []
        var start = Point.zero, current = Point.zero
        var segments: [(from: Point, element: Path.Element)] = []
        func finish() {
            guard !segments.isEmpty else { return }
            var reversed: [Path.Element] = []
            // Closing edge first (from start back to the end, reversed is end -> start).
            for (from, element) in segments.reversed() {
                switch element {
                case .line: reversed.append(.line(to: from))
                case .quadCurve(_, let c): reversed.append(.quadCurve(to: from, control: c))
                case .curve(_, let c1, let c2): reversed.append(.curve(to: from, control1: c2, control2: c1))
                default: break
                }
            }
            subpaths.append((current, reversed))
            segments = []
        }
        for e in elements {
            switch e {
            case .move(let p): finish(); start = p; current = p
            case .closeSubpath: finish(); current = start
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                segments.append((current, e)); current = p
            }
        }
        finish()
        var out = Path()
        for s in subpaths {
            out.move(to: s.start)
            for e in s.segments { out.append(e) }
            out.closeSubpath()
        }
        return out
    }
}
