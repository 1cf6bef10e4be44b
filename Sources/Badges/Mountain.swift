import Geometry
import Layout

/// The mountain: a chevron peak above a wider base, in the largest square its frame holds.
public struct Mountain: Shape {
    /// The tutorial's mountain.
    public init() {}

    /// The mountain in the square of side `min(width, height)` at `rect`'s origin.
    public func path(in rect: Rect) -> Path {
        let width = min(rect.width, rect.height)
        let height = width * 0.75
        let spacing = width * 0.030
        let middle = width * 0.5
        let topWidth = width * 0.226
        let topHeight = height * 0.488
        let origin = Point(x: rect.minX, y: rect.minY)

        var path = Path()
        path.reserveCapacity(10)  // two subpaths of five points: the storage grows once
        // Each subpath: five points, moved to the frame's origin (`addLines`, without
        // a list of points to allocate).
        func addLines(_ a: Point, _ b: Point, _ c: Point, _ d: Point, _ e: Point) {
            path.move(to: a + origin)
            path.addLine(to: b + origin)
            path.addLine(to: c + origin)
            path.addLine(to: d + origin)
            path.addLine(to: e + origin)
        }
        addLines(Point(x: middle, y: spacing),
                 Point(x: middle - topWidth, y: topHeight - spacing),
                 Point(x: middle, y: topHeight / 2 + spacing),
                 Point(x: middle + topWidth, y: topHeight - spacing),
                 Point(x: middle, y: spacing))
        addLines(Point(x: middle - topWidth, y: topHeight + spacing),
                 Point(x: spacing, y: height - spacing),
                 Point(x: width - spacing, y: height - spacing),
                 Point(x: middle + topWidth, y: topHeight + spacing),
                 Point(x: middle, y: topHeight / 2 + spacing * 3))
        return path
    }
}
