import Geometry
@testable import Raster
import Testing

/// The exact coverage where outlines cross costs time with the pieces in each shared pixel
/// times the pixels, which no segment limit bounds: a canvas spends a budget of it, fill
/// by fill, layers included, and refuses the fill that would pass it.
@Suite("The budget of exact-coverage work where outlines cross")
struct CrossingWorkTests {
    /// `count` long lines zigzagging across a `size` x `size` canvas, each crossing most
    /// of the others: the costliest outline per segment.
    static func zigzag(count: Int, size: Double) -> Path {
        var path = Path()
        path.move(to: Point(x: 0, y: 0.5))
        for i in 1...count {
            path.addLine(to: Point(x: i % 2 == 0 ? 0 : size, y: (Double(i * 37 % 101) + 0.5) * size / 101))
        }
        path.closeSubpath()
        return path
    }

    static let red = Paint.solid(Color(red: 1, green: 0, blue: 0))

    /// The work a fill of `path` takes on a fresh canvas, and the canvas.
    static func work(of path: Path, size: Int) throws -> (work: Int, canvas: Canvas) {
        var canvas = try Canvas(width: size, height: size)
        canvas.crossingWorkBudget = Int.max - 1  // counted, not limited
        try canvas.fill(path, with: red)
        return (Int.max - 1 - canvas.crossingWorkBudget, canvas)
    }

    /// `count` slivers half a pixel wide, side by side, from the top of a 4 x 4 canvas
    /// to its bottom, all through column 1.
    static func slivers(count: Int) -> Path {
        var path = Path()
        for i in 0..<count {
            let x = 1 + Double(i) / Double(2 * count)
            path.addRect(Rect(x: x, y: 0, width: 0.5, height: 4))
        }
        return path
    }

    @Test("a sampled pixel counts work growing with its pieces, not a fixed figure")
    func sampledPixelsCountTheirWork() throws {
        // The pixels of column 1 hold two pieces a sliver, past the 64 that a pixel cuts
        // into slabs: each is measured along lines instead, fewer lines where more pieces
        // meet, but every line and every sort of them takes time with the pieces.
        let few = try Self.work(of: Self.slivers(count: 400), size: 4).work
        let many = try Self.work(of: Self.slivers(count: 4_000), size: 4).work
        #expect(few > 400 * 4, "each pixel's pieces are counted: \(few)")
        #expect(many > 5 * few, "4,000 slivers \(many), 400 slivers \(few)")
    }

    @Test("a fill that would pass the budget draws nothing and is refused; the canvas then draws as a fresh one")
    func refusedFill() throws {
        let path = Self.zigzag(count: 120, size: 64)
        let (work, drawn) = try Self.work(of: path, size: 64)
        #expect(work > 10_000, "the zigzag is costly: \(work)")
        var canvas = try Canvas(width: 64, height: 64)
        var square = Path()
        square.addRect(Rect(x: 2, y: 2, width: 4, height: 4))
        try canvas.fill(square, with: .solid(Color(red: 0, green: 0, blue: 1)))
        let before = canvas.pixmap
        canvas.crossingWorkBudget = work / 2
        #expect(throws: RasterError.tooManyCrossings) { try canvas.fill(path, with: Self.red) }
        #expect(canvas.pixmap == before, "nothing of the refused fill is drawn")
        // Nothing of it is left in the accumulator either: with the budget back, the same
        // fill over a cleared canvas gives the pixels of a fresh one, bit for bit.
        canvas.crossingWorkBudget = .max
        canvas.clear()
        try canvas.fill(path, with: Self.red)
        #expect(canvas.pixmap == drawn.pixmap)
    }

    @Test("a fill within the budget is drawn as without one, and spends what it took")
    func fillWithinBudget() throws {
        let path = Self.zigzag(count: 120, size: 64)
        let (work, drawn) = try Self.work(of: path, size: 64)
        var canvas = try Canvas(width: 64, height: 64)
        canvas.crossingWorkBudget = work
        try canvas.fill(path, with: Self.red)
        #expect(canvas.pixmap == drawn.pixmap)
        #expect(canvas.crossingWorkBudget == 0)
        // Unlimited, nothing is counted.
        var unlimited = try Canvas(width: 64, height: 64)
        try unlimited.fill(path, with: Self.red)
        #expect(unlimited.crossingWorkBudget == .max)
        #expect(unlimited.pixmap == drawn.pixmap)
    }

    @Test("fills in layers spend the picture's budget, not one of their own")
    func layersShareTheBudget() throws {
        let path = Self.zigzag(count: 120, size: 64)
        let (work, _) = try Self.work(of: path, size: 64)
        var canvas = try Canvas(width: 64, height: 64)
        canvas.crossingWorkBudget = work + work / 2
        try canvas.drawLayer(opacity: 0.5) { layer in try layer.fill(path, with: Self.red) }
        #expect(canvas.crossingWorkBudget == work / 2)
        #expect(throws: RasterError.tooManyCrossings) {
            try canvas.drawLayer(opacity: 0.5) { layer in try layer.fill(path, with: Self.red) }
        }
    }
}
