/// A rectangle of whole pixels, half-open: columns `x..<x + width`, rows `y..<y + height`.
public struct PixelRegion: Hashable, Sendable {
    /// The first column and row, and how many of each; a width or height of 0 or less is empty.
    public var x: Int, y: Int, width: Int, height: Int

    /// A region of any size; operations on a pixmap use the part inside it.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// True when the region holds no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The smallest region holding both; an empty region adds nothing. Coordinates as
    /// large as `Int` allows give no overflow: a region reaching past `Int.max` ends there.
    public func union(_ other: PixelRegion) -> PixelRegion {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(x, other.x), y0 = min(y, other.y)
        let x1 = max(Self.end(x, width), Self.end(other.x, other.width))
        let y1 = max(Self.end(y, height), Self.end(other.y, other.height))
        return PixelRegion(x: x0, y: y0, width: Self.length(x0, x1), height: Self.length(y0, y1))
    }

    /// The pixels both regions hold; empty when they do not overlap. Coordinates as
    /// large as `Int` allows give no overflow.
    public func intersection(_ other: PixelRegion) -> PixelRegion {
        guard !isEmpty, !other.isEmpty else { return .empty }
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(Self.end(x, width), Self.end(other.x, other.width))
        let y1 = min(Self.end(y, height), Self.end(other.y, other.height))
        guard x0 < x1, y0 < y1 else { return .empty }
        return PixelRegion(x: x0, y: y0, width: Self.length(x0, x1), height: Self.length(y0, y1))
    }

    /// `start + length` for a positive length, `Int.max` where that overflows.
    private static func end(_ start: Int, _ length: Int) -> Int {
        let (sum, overflow) = start.addingReportingOverflow(length)
        return overflow ? .max : sum
    }

    /// `end - start` for `start < end`, `Int.max` where that overflows.
    private static func length(_ start: Int, _ end: Int) -> Int {
        let (difference, overflow) = end.subtractingReportingOverflow(start)
        return overflow ? .max : difference
    }

    /// No pixels.
    public static let empty = PixelRegion(x: 0, y: 0, width: 0, height: 0)
}
