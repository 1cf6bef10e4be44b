import Geometry
@testable import Raster
import Testing
import TestSupport

/// `Canvas.forEachRGBA8Band` hands over what `rgba8()` returns, a band of whole rows at a
/// time, top to bottom, whatever state the canvas is in.
@Suite("Bytes handed over band by band")
struct RGBA8BandTests {
    /// The bands of `canvas`, each copied as it comes.
    static func bands(of canvas: Canvas) -> [[UInt8]] {
        var bands: [[UInt8]] = []
        canvas.forEachRGBA8Band { bands.append(Array($0)) }
        return bands
    }

    /// Checks that the bands are `rgba8()`'s bytes in whole rows of at most
    /// `Canvas.rgba8BandBytes` (or one row), all but the last of the same height.
    static func expectBands(of canvas: Canvas, _ comment: Comment) {
        let bands = Self.bands(of: canvas), expected = canvas.rgba8()
        let joined = bands.flatMap { $0 }
        // Counted first: a failed expectation would otherwise print every byte.
        let differing = zip(joined, expected).count { $0 != $1 } + abs(joined.count - expected.count)
        #expect(differing == 0, comment)
        let rowBytes = 4 * canvas.width
        let rowsPerBand = max(1, Canvas.rgba8BandBytes / rowBytes)
        #expect(bands.count == (canvas.height + rowsPerBand - 1) / rowsPerBand, comment)
        for (i, band) in bands.enumerated() {
            let rows = i < bands.count - 1 ? rowsPerBand : canvas.height - rowsPerBand * (bands.count - 1)
            #expect(band.count == rows * rowBytes, comment)
        }
    }

    static func drawShapes(on canvas: inout Canvas, seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<12 {
            try canvas.fill(DeferredCompositingTests.shape(&rng), with: DeferredCompositingTests.paint(&rng), opacity: 0.8)
        }
    }

    @Test("a small canvas: drawn, with filters pending, cleared, and cleared with nothing drawn since")
    func smallCanvas() throws {
        var canvas = try Canvas(width: 300, height: 300)
        try Self.drawShapes(on: &canvas, seed: 1)
        Self.expectBands(of: canvas, "drawn")
        canvas.apply([.grayscale(0.4), .hueRotation(degrees: 70)])
        Self.expectBands(of: canvas, "filters pending")
        canvas.clear()
        Self.expectBands(of: canvas, "cleared, nothing drawn since")
        try Self.drawShapes(on: &canvas, seed: 2)
        Self.expectBands(of: canvas, "cleared and drawn again")
    }

    @Test("a large canvas: fills pending on new pixels (left unwritten), after a flush, and after a clear")
    func largeCanvas() throws {
        // 1100 rows: 59 to a band, the last band shorter.
        var canvas = try Canvas(width: 1100, height: 1100)
        #expect(canvas.defersFills)
        try Self.drawShapes(on: &canvas, seed: 3)
        canvas.apply([.hueRotation(degrees: 40)])
        Self.expectBands(of: canvas, "fills pending")
        #expect(canvas.storage.isKnownTransparent, "the pixels were written")
        canvas.flush()
        Self.expectBands(of: canvas, "flushed, filters pending")
        canvas.clear()
        try Self.drawShapes(on: &canvas, seed: 4)
        Self.expectBands(of: canvas, "cleared and drawn again, fills pending over the old picture")
        canvas.clear()
        Self.expectBands(of: canvas, "cleared, nothing drawn since")
    }

    @Test("the widest canvas: a few rows to a band")
    func wideCanvas() throws {
        var canvas = try Canvas(width: Canvas.maximumDimension, height: 5)
        try canvas.fill(Shapes.rect(10.5, 0.25, 16_000, 4.5), with: .solid(Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.7)))
        Self.expectBands(of: canvas, "5 rows of 65,536 bytes")
    }
}
