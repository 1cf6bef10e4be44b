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
