/// A rectangle of whole pixels, half-open: columns `x..<x + width`, rows `y..<y + height`.
public struct PixelRegion: Hashable, Sendable {
    public var x: Int, y: Int, width: Int, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The smallest region holding both; an empty region adds nothing.
    public func union(_ other: PixelRegion) -> PixelRegion {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(x, other.x), y0 = min(y, other.y)
        let x1 = max(x + width, other.x + other.width), y1 = max(y + height, other.y + other.height)
        return PixelRegion(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    static let empty = PixelRegion(x: 0, y: 0, width: 0, height: 0)
}
