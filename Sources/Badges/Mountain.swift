import Geometry
import Layout

/// The mountain: a chevron peak above a wider base, in a frame as wide as it is offered.
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
        // Each subpath's points, moved to the frame, one by one: no list of points to
        // allocate.
        path.move(to: Point(x: middle, y: spacing) + origin)
        path.addLine(to: Point(x: middle - topWidth, y: topHeight - spacing) + origin)
        path.addLine(to: Point(x: middle, y: topHeight / 2 + spacing) + origin)
        path.addLine(to: Point(x: middle + topWidth, y: topHeight - spacing) + origin)
        path.addLine(to: Point(x: middle, y: spacing) + origin)
        path.move(to: Point(x: middle - topWidth, y: topHeight + spacing) + origin)
        path.addLine(to: Point(x: spacing, y: height - spacing) + origin)
        path.addLine(to: Point(x: width - spacing, y: height - spacing) + origin)
        path.addLine(to: Point(x: middle + topWidth, y: topHeight + spacing) + origin)
        path.addLine(to: Point(x: middle, y: topHeight / 2 + spacing * 3) + origin)
        return path
    }
}
