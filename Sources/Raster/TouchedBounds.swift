/// The rectangle of pixels a fill touched, grown span by span or row by row.
struct TouchedBounds {
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

    @inline(__always)
    mutating func add(row: Int, x: Int, count: Int) {
        if x < minX { minX = x }
        if x + count - 1 > maxX { maxX = x + count - 1 }
        if row < minY { minY = row }
        if row > maxY { maxY = row }
    }

    var region: PixelRegion {
        maxX < 0 ? .empty : PixelRegion(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
