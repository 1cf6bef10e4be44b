import Geometry
import Raster
import Testing

@Suite("Clearing a canvas")
struct ClearTests {
    @Test("clear makes every pixel transparent again, after fills, layers and filters")
    func clear() throws {
        var canvas = try Canvas(width: 40, height: 30)
        var shape = Path()
        shape.addEllipse(in: Rect(x: -5.3, y: 2.7, width: 30, height: 40))
        try canvas.fill(shape, with: .solid(Color(red: 0.3, green: 0.5, blue: 0.9, alpha: 0.7)))
        try canvas.drawLayer(opacity: 0.5, filters: [.hueRotation(degrees: 30)]) { layer in
            var square = Path()
            square.addRect(Rect(x: 20.25, y: 0, width: 30, height: 12.5))
            try layer.fill(square, with: .solid(.black))
        }
        canvas.apply([.grayscale(0.5)])
        #expect(canvas.pixmap.pixels.contains { $0 != .zero })
        canvas.clear()
        #expect(canvas.pixmap.pixels.allSatisfy { $0 == .zero })
        #expect(canvas.dirtyRegion.isEmpty)
        // And the canvas draws as a new one does.
        var fresh = try Canvas(width: 40, height: 30)
        try fresh.fill(shape, with: .solid(.white))
        try canvas.fill(shape, with: .solid(.white))
        #expect(canvas.pixmap == fresh.pixmap)
    }
}
