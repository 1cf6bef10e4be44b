import Geometry
import Raster
import Testing
import TestSupport

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

/// A clear leaves the old pixels in memory, marked, for the next fill to overwrite
/// (`DeferredClear`): whatever was drawn before, and whatever is done after, every pixel
/// must come out as on a new canvas, bit for bit.
@Suite("Clearing lazily")
struct LazyClearTests {
    /// One step of drawing, done the same way on a cleared canvas and on a new one.
    enum Step {
        case fill(Path, Paint, FillRule, opacity: Double)
        case layer(Path, Paint, opacity: Double)
        case filter
        case clear
        case read
    }

    static func randomPaint(_ rng: inout SeededGenerator, width: Double, height: Double) -> Paint {
        func color() -> Color {
            Color(red: .random(in: 0...1, using: &rng), green: .random(in: 0...1, using: &rng),
                  blue: .random(in: 0...1, using: &rng), alpha: Bool.random(using: &rng) ? 1 : .random(in: 0.1...1, using: &rng))
        }
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: return .solid(color())
        case 1:  // down the canvas: one colour a row
            return .linearGradient(LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 0, y: height), colors: [color(), color()]))
        default:  // across it: a colour a pixel
            return .linearGradient(LinearGradient(start: Point(x: 0, y: 0), end: Point(x: width, y: height / 3),
                                                  colors: [color(), color()]))
        }
    }

    static func randomShape(_ rng: inout SeededGenerator, width: Double, height: Double) -> Path {
        let center = Point(x: .random(in: -0.2...1.2, using: &rng) * width, y: .random(in: -0.2...1.2, using: &rng) * height)
        let radius = Double.random(in: 0.05...0.7, using: &rng) * min(width, height)
        if Bool.random(using: &rng) { return Shapes.circle(center: center, radius: radius) }
        return Shapes.path([Shapes.randomStarShapedPolygon(&rng, center: center, radius: radius)])
    }

    static func randomSteps(_ rng: inout SeededGenerator, width: Double, height: Double) -> [Step] {
        (0..<Int.random(in: 1...5, using: &rng)).map { _ in
            let shape = randomShape(&rng, width: width, height: height)
            let paint = randomPaint(&rng, width: width, height: height)
            let opacity = Bool.random(using: &rng) ? 1 : Double.random(in: 0.2...1, using: &rng)
            switch Int.random(in: 0..<10, using: &rng) {
            case 0: return .layer(shape, paint, opacity: opacity)
            case 1: return .filter
            case 2: return .clear
            case 3: return .read
            default: return .fill(shape, paint, Bool.random(using: &rng) ? .nonZero : .evenOdd, opacity: opacity)
            }
        }
    }

    /// Runs `steps` on `canvas`, returning the pixels each `.read` saw.
    static func run(_ steps: [Step], on canvas: inout Canvas) throws -> [[UInt32]] {
        var reads: [[UInt32]] = []
        for step in steps {
            switch step {
            case let .fill(path, paint, rule, opacity): try canvas.fill(path, with: paint, fillRule: rule, opacity: opacity)
            case let .layer(path, paint, opacity):
                try canvas.drawLayer(opacity: opacity, filters: [.hueRotation(degrees: 50)]) { try $0.fill(path, with: paint) }
            case .filter: canvas.apply([.grayscale(0.4)])
            case .clear: canvas.clear()
            case .read: reads.append(bits(canvas.pixmap))
            }
        }
        return reads
    }

    /// Every float of every pixel, as bits: +0 and -0 differ here.
    static func bits(_ pixmap: Pixmap) -> [UInt32] {
        pixmap.pixels.flatMap { [$0.x.bitPattern, $0.y.bitPattern, $0.z.bitPattern, $0.w.bitPattern] }
    }

    /// How many floats of two pictures' pixels differ in their bits (all of them, when
    /// the sizes differ).
    static func differences(_ a: [UInt32], _ b: [UInt32]) -> Int {
        guard a.count == b.count else { return max(a.count, b.count) }
        return zip(a, b).count { $0 != $1 }
    }

    static func differences(_ a: Pixmap, _ b: Pixmap) -> Int { differences(bits(a), bits(b)) }

    @Test("after any picture, a cleared canvas draws what a new one does, bit for bit (random pictures)")
    func randomPictures() throws {
        var rng = SeededGenerator(seed: 0xC1EA2)
        for trial in 0..<60 {
            let width = Int.random(in: 1...70, using: &rng), height = Int.random(in: 1...70, using: &rng)
            let (w, h) = (Double(width), Double(height))
            var canvas = try Canvas(width: width, height: height)
            // Old pixels everywhere, none of them zero, then more on top.
            try canvas.fill(Shapes.rect(-1, -1, w + 2, h + 2), with: .solid(Color(red: 0.9, green: 0.5, blue: 0.1, alpha: 0.8)))
            _ = try Self.run(Self.randomSteps(&rng, width: w, height: h), on: &canvas)
            canvas.clear()
            let steps = Self.randomSteps(&rng, width: w, height: h)
            var fresh = try Canvas(width: width, height: height)
            let reads = try Self.run(steps, on: &canvas)
            let freshReads = try Self.run(steps, on: &fresh)
            // Counted first: a failed expectation would otherwise print every pixel.
            #expect(reads.count == freshReads.count)
            for (read, freshRead) in zip(reads, freshReads) {
                let differing = Self.differences(read, freshRead)
                #expect(differing == 0, "trial \(trial): a read while drawing")
            }
            let differing = Self.differences(canvas.pixmap, fresh.pixmap)
            #expect(differing == 0, "trial \(trial): \(width) x \(height), \(steps.count) steps")
            let differingBytes = Self.differences(canvas.rgba8().map(UInt32.init), fresh.rgba8().map(UInt32.init))
            #expect(differingBytes == 0, "trial \(trial)")
            // The canvas converts only each row's drawn columns and writes zeros beside them;
            // the pixmap's conversion reads every pixel.
            let unread = Self.differences(canvas.rgba8().map(UInt32.init), canvas.pixmap.rgba8().map(UInt32.init))
            #expect(unread == 0, "trial \(trial): the pixels left unread were not all transparent")
            #expect(canvas.dirtyRegion == fresh.dirtyRegion, "trial \(trial)")
        }
    }

    @Test("a fill that reaches only some of the old rows, or columns beyond them, leaves no old pixel")
    func partialFills() throws {
        let color = Paint.solid(Color(red: 0.2, green: 0.3, blue: 0.4, alpha: 0.5))
        // The old picture: columns 10..<30 of rows 5..<25.
        let old = Shapes.rect(10, 5, 20, 20)
        let cases: [Path] = [
            Shapes.rect(0, 0, 40, 3),           // rows above the old ones only
            Shapes.rect(12.5, 8.25, 5, 4),      // a few rows, the middle of their columns
            Shapes.rect(0.5, 20.5, 39, 8),      // wider than the old columns, past their last row
            Shapes.rect(25.75, 0, 14, 30),      // the right edge, every row
            Shapes.circle(center: Point(x: 20, y: 15), radius: 4.3),  // gaps on both sides of each row
        ]
        for (index, shape) in cases.enumerated() {
            var canvas = try Canvas(width: 40, height: 30)
            try canvas.fill(old, with: .solid(.black))
            canvas.clear()
            try canvas.fill(shape, with: color)
            var fresh = try Canvas(width: 40, height: 30)
            try fresh.fill(shape, with: color)
            let differing = Self.differences(canvas.pixmap, fresh.pixmap)
            #expect(differing == 0, "case \(index)")
        }
    }

    @Test("cleared twice, or cleared and then drawn on by a layer, an image or a filter only; bytes from drawn columns only")
    func otherDrawing() throws {
        let old = Shapes.rect(3, 3, 30, 20)
        let image = try PremultipliedImage(width: 2, height: 2, bytes: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 40, 40, 40, 128])
        let actions: [(String, (inout Canvas) throws -> Void)] = [
            ("clear", { $0.clear() }),
            ("layer", { try $0.drawLayer(opacity: 0.7) { try $0.fill(Shapes.rect(5.5, 6, 10, 10), with: .solid(.white)) } }),
            ("image", { try $0.draw(image, in: Rect(x: 4.5, y: 2.25, width: 9, height: 7)) }),
            ("filter", { $0.apply([.grayscale(1)]) }),
        ]
        for (name, action) in actions {
            var canvas = try Canvas(width: 36, height: 26)
            try canvas.fill(old, with: .solid(Color(red: 1, green: 0.5, blue: 0.25)))
            canvas.clear()
            try action(&canvas)
            var fresh = try Canvas(width: 36, height: 26)
            try action(&fresh)
            let differing = Self.differences(canvas.pixmap, fresh.pixmap)
            #expect(differing == 0, "\(name)")
            for (label, picture) in [("after a clear", canvas), ("new", fresh)] {
                // Bytes converted from each row's drawn columns only, and from every pixel.
                let unread = Self.differences(picture.rgba8().map(UInt32.init), picture.pixmap.rgba8().map(UInt32.init))
                #expect(unread == 0, "\(name), \(label): the pixels left unread were not all transparent")
            }
            // And a fill afterwards.
            try canvas.fill(Shapes.circle(center: Point(x: 18, y: 13), radius: 9.5), with: .solid(.black), opacity: 0.5)
            try fresh.fill(Shapes.circle(center: Point(x: 18, y: 13), radius: 9.5), with: .solid(.black), opacity: 0.5)
            let differingAfter = Self.differences(canvas.pixmap, fresh.pixmap)
            #expect(differingAfter == 0, "\(name), then a fill")
        }
    }
}
