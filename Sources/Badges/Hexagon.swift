import Geometry
import Layout

/// The badge's rounded hexagon, as the tutorial's `HexagonParameters` describe it: a
/// line then a quadratic curve for each of its six sides, in unit coordinates of the
/// frame, squeezed horizontally by `xScale`.
public struct Hexagon: Shape {
    /// One side: a line to `line`, then a quadratic curve to `curve` bent towards `control`.
    struct Segment: Sendable {
        let line: Point
        let curve: Point
        let control: Point
    }

    /// How far the side corners move towards the middle, in unit heights.
    static let adjustment = 0.085

    /// The six sides, from the top one, leftwards: counter-clockwise on the screen (y down).
    static let segments: [Segment] = {
        let adj = adjustment
        return [
            Segment(line: Point(0.60, 0.05), curve: Point(0.40, 0.05), control: Point(0.50, 0.00)),
            Segment(line: Point(0.05, 0.20 + adj), curve: Point(0.00, 0.30 + adj), control: Point(0.00, 0.25 + adj)),
            Segment(line: Point(0.00, 0.70 - adj), curve: Point(0.05, 0.80 - adj), control: Point(0.00, 0.75 - adj)),
            Segment(line: Point(0.40, 0.95), curve: Point(0.60, 0.95), control: Point(0.50, 1.00)),
            Segment(line: Point(0.95, 0.80 - adj), curve: Point(1.00, 0.70 - adj), control: Point(1.00, 0.75 - adj)),
            Segment(line: Point(1.00, 0.30 + adj), curve: Point(0.95, 0.20 + adj), control: Point(1.00, 0.25 + adj)),
        ]
    }()

    /// The badge's hexagon.
    public init() {}

    /// The hexagon in a square of side `min(width, height)` at the frame's origin.
    public func path(in rect: Rect) -> Path {
        let width = min(rect.width, rect.height)
        let height = width
        let xScale = 0.832
        let xOffset = (width * (1.0 - xScale)) / 2.0
        let scaledWidth = width * xScale
        func unit(_ p: Point) -> Point {
            Point(x: rect.minX + scaledWidth * p.x + xOffset, y: rect.minY + height * p.y)
        }
        var path = Path()
        path.reserveCapacity(2 + 2 * Self.segments.count)  // the storage grows once
        path.move(to: unit(Point(0.95, 0.20 + Self.adjustment)))
        for segment in Self.segments {
            path.addLine(to: unit(segment.line))
            path.addQuadCurve(to: unit(segment.curve), control: unit(segment.control))
        }
        path.closeSubpath()
        return path
    }
}
