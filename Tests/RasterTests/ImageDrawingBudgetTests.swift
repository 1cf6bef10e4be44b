import Geometry
@testable import Raster
import Testing

/// An image draw visits, for each device pixel, the image pixels of its box: where those
/// together pass the budget, the boxes are taken over the image averaged down.
@Suite("Drawing images: the boxes' work is bounded")
struct ImageDrawingBudgetTests {
    /// A smooth picture: red rises across, green down, alpha everywhere 1.
    static func gradient(side: Int) throws -> PremultipliedImage {
        var bytes: [UInt8] = []
        for y in 0..<side {
            for x in 0..<side {
                bytes += [UInt8(x * 255 / (side - 1)), UInt8(y * 255 / (side - 1)), 64, 255]
            }
        }
        return try PremultipliedImage(width: side, height: side, bytes: bytes)
    }

    @Test("usual draws keep to the image's own pixels: a 4096-pixel picture to a quarter, an emoji to a caption's size")
    func usualDrawsAreNotReduced() {
        let big = try! PremultipliedImage(width: 4096, height: 4096, bytes: [UInt8](repeating: 0, count: 4096 * 4096 * 4))
        #expect(Canvas.reductions(of: big, region: PixelRegion(x: 0, y: 0, width: 1024, height: 1024),
                                  filterX: 2, filterY: 2, budget: Canvas.imageCellBudget) == 0)
        let emoji = try! PremultipliedImage(width: 136, height: 128, bytes: [UInt8](repeating: 0, count: 136 * 128 * 4))
        #expect(Canvas.reductions(of: emoji, region: PixelRegion(x: 0, y: 0, width: 4, height: 4),
                                  filterX: 20, filterY: 20, budget: Canvas.imageCellBudget) == 0)
    }

    @Test("a picture squeezed nearly flat and turned, every box spanning most of it, is reduced until its boxes fit the budget")
    func flattenedDrawIsReduced() throws {
        let side = 400
        let image = try Self.gradient(side: side)
        let transform = AffineTransform(a: 0.5, b: 0.5, c: 0.5, d: 0.5005, tx: 0, ty: 0)
        let toImage = try #require(transform.inverted())
        let filterX = max(0.5, (abs(toImage.a) + abs(toImage.c)) / 2), filterY = max(0.5, (abs(toImage.b) + abs(toImage.d)) / 2)
        let region = PixelRegion(x: 0, y: 0, width: side, height: side)
        // Unreduced, every pixel's box is the whole picture: 160,000 x 160,000 visits.
        #expect(Canvas.reductions(of: image, region: region, filterX: filterX, filterY: filterY, budget: Canvas.imageCellBudget) > 0)
        let levels = Canvas.reductions(of: image, region: region, filterX: filterX, filterY: filterY, budget: 1 << 20)
        let reducedSide = Double((side + (1 << levels) - 1) >> levels)
        let columns = min((2 * filterX / Double(1 << levels)).rounded(.up) + 1, reducedSide)
        #expect(Double(region.width * region.height) * columns * columns <= Double(1 << 20))
        // And it draws: the picture averaged, smeared thin over its box.
        var canvas = try Canvas(width: side, height: side)
        try canvas.draw(image, in: Rect(x: 0, y: 0, width: Double(side), height: Double(side)), transform: transform,
                        opacity: 1, cellBudget: 1 << 20)
        #expect(canvas.pixmap[side / 2, side / 2].w > 0)
    }

    @Test("boxes over the picture averaged down give what the picture's own pixels give, within the averaging's rounding",
          arguments: [1, 2, 3])
    func reducedDrawsMatch(levels: Int) throws {
        // A 256-pixel gradient drawn at 32 pixels, turned a little: each box spans about
        // eleven picture pixels, so the averages differ only where a box's edge cuts a
        // reduced pixel, by the gradient's slope across it.
        let image = try Self.gradient(side: 256)
        let transform = AffineTransform(rotationDegrees: 10).concatenating(AffineTransform(translationX: 8, y: 2))
        let rect = Rect(x: 0, y: 0, width: 32, height: 32)
        var whole = try Canvas(width: 48, height: 48), reduced = try Canvas(width: 48, height: 48)
        try whole.draw(image, in: rect, transform: transform, opacity: 1, cellBudget: .max)
        // A budget the draw passes at each level before `levels`, and not at it.
        let toImage = try #require(AffineTransform(a: 32.0 / 256, b: 0, c: 0, d: 32.0 / 256, tx: 0, ty: 0).concatenating(transform).inverted())
        let filter = max(0.5, (abs(toImage.a) + abs(toImage.c)) / 2)
        // The pixels the draw covers: the turned rectangle's bounds, whole pixels.
        let box = rect.applying(transform)
        let (x0, y0) = (Int(box.minX.rounded(.down)), Int(box.minY.rounded(.down)))
        let region = PixelRegion(x: x0, y: y0, width: Int(box.maxX.rounded(.up)) - x0, height: Int(box.maxY.rounded(.up)) - y0)
        #expect(x0 >= 0 && y0 >= 0 && region.width <= 48 && region.height <= 48)
        var budget = Int.max
        while Canvas.reductions(of: image, region: region, filterX: filter, filterY: filter, budget: budget) < levels { budget /= 2 }
        #expect(Canvas.reductions(of: image, region: region, filterX: filter, filterY: filter, budget: budget) == levels)
        try reduced.draw(image, in: rect, transform: transform, opacity: 1, cellBudget: budget)
        var largest: Float = 0, drawn = 0
        for y in 0..<48 {
            for x in 0..<48 {
                let (a, b) = (whole.pixmap[x, y], reduced.pixmap[x, y])
                if a.w > 0 { drawn += 1 }
                for c in 0..<4 { largest = max(largest, abs(a[c] - b[c])) }
            }
        }
        #expect(drawn > 900)
        // The gradient moves 1/255 a picture pixel; a reduced pixel spans 2^levels of them.
        #expect(largest <= Float(1 << levels) / 255, "\(largest)")
    }
}
