/// The bounds of a curve's or a piece's control points, which hold the piece.
struct ControlBox {
    var minX: Double, maxX: Double, minY: Double, maxY: Double

    init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        minX = Swift.min(p0.x, p1.x, p2.x, p3.x); maxX = Swift.max(p0.x, p1.x, p2.x, p3.x)
        minY = Swift.min(p0.y, p1.y, p2.y, p3.y); maxY = Swift.max(p0.y, p1.y, p2.y, p3.y)
    }

    init(minX: Double, maxX: Double, minY: Double, maxY: Double) {
        (self.minX, self.maxX, self.minY, self.maxY) = (minX, maxX, minY, maxY)
    }

    /// The largest magnitude of a coordinate on each axis.
    var largestMagnitude: Point {
        Point(x: Swift.max(minX.magnitude, maxX.magnitude), y: Swift.max(minY.magnitude, maxY.magnitude))
    }

    /// Whether the box lies on the far side of one edge of `region` (or on it): how
    /// `HalvingPiece.lies(beyond:)` judges a piece.
    func lies(beyond region: Rect) -> Bool {
        maxX <= region.minX || minX >= region.maxX || maxY <= region.minY || minY >= region.maxY
    }
}
