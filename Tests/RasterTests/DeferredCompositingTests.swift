import Geometry
@testable import Raster
import Testing
import TestSupport

/// A canvas larger than `Canvas.deferringThreshold` defers its fills and composites them
/// in bands; a smaller one composites each fill at once. A pixel's value depends only on
/// the operations it receives, so the same drawing placed in the top-left corner of a
/// large and of a small canvas must give the same pixels there, bit for bit, and nothing
/// elsewhere on the large one.
@Suite("Deferred compositing on large canvases")
struct DeferredCompositingTests {
    /// 1100 x 1100 pixels of four floats: over the threshold. 300 x 300: under it.
    static let large = 1100, small = 300

    /// A random closed polygon or ellipse inside the small canvas (an ellipse's curves
    /// bulge a little beyond its rectangle: it keeps 10 pixels from the edge).
    static func shape(_ rng: inout SeededGenerator) -> Path {
        var path = Path()
        if Bool.random(using: &rng) {
            let x = Double.random(in: 0..<240, using: &rng), y = Double.random(in: 0..<240, using: &rng)
            path.addEllipse(in: Rect(x: x, y: y, width: Double.random(in: 0.5..<50, using: &rng),
                                     height: Double.random(in: 0.5..<50, using: &rng)))
        } else {
            path.move(to: Point(x: Double.random(in: 0..<300, using: &rng), y: Double.random(in: 0..<300, using: &rng)))
            for _ in 0..<Int.random(in: 2..<9, using: &rng) {
                path.addLine(to: Point(x: Double.random(in: 0..<300, using: &rng), y: Double.random(in: 0..<300, using: &rng)))
            }
            path.closeSubpath()
        }
        return path
    }

    static func paint(_ rng: inout SeededGenerator) -> Paint {
        func color() -> Color {
            Color(red: .random(in: 0...1, using: &rng), green: .random(in: 0...1, using: &rng),
                  blue: .random(in: 0...1, using: &rng), alpha: [1, 0.5, .random(in: 0...1, using: &rng)].randomElement(using: &rng)!)
        }
        if Bool.random(using: &rng) { return .solid(color()) }
        return .linearGradient(LinearGradient(
            start: Point(x: .random(in: 0..<300, using: &rng), y: .random(in: 0..<300, using: &rng)),
            end: Point(x: .random(in: 0..<300, using: &rng), y: .random(in: 0..<300, using: &rng)),
            colors: [color(), color(), color()]))
    }

    /// The same drawing on both canvases: fills of both rules and opacities, a clear, a
    /// layer with filters, filters on the canvas between fills, and reads of the pixels
    /// while fills are pending.
    static func draw(on canvas: inout Canvas, seed: UInt64) throws -> [Pixmap] {
        var rng = SeededGenerator(seed: seed)
        var seen: [Pixmap] = []
        for step in 0..<60 {
            let fillRule: FillRule = Bool.random(using: &rng) ? .nonZero : .evenOdd
            try canvas.fill(shape(&rng), with: paint(&rng), fillRule: fillRule,
                            opacity: [1, 0.5, .random(in: 0...1, using: &rng)].randomElement(using: &rng)!)
            switch step {
            case 10: canvas.clear()
            case 20: seen.append(canvas.pixmap)  // read with fills pending, then go on drawing
            case 30:
                var layerRng = SeededGenerator(seed: seed &+ 1)
                try canvas.drawLayer(opacity: 0.7, filters: [.hueRotation(degrees: 40)]) { layer in
                    for _ in 0..<5 { try layer.fill(shape(&layerRng), with: paint(&layerRng)) }
                }
            case 40: canvas.apply([.grayscale(0.3)])
            default: break
            }
        }
        return seen
    }

    /// The top-left `small` x `small` pixels of `pixmap`, and whether all others are
    /// clear. Clear allows an alpha below 1e-4, a hundredth of an 8-bit level: a row's
    /// float sum can leave a residue of that order past a shape's last edge, which the
    /// small canvas's edge cuts off and the large one draws.
    static func corner(of pixmap: Pixmap) -> (pixels: [SIMD4<Float>], restIsClear: Bool) {
        var corner: [SIMD4<Float>] = []
        var restIsClear = true
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                if x < small && y < small { corner.append(pixmap[x, y]) } else if pixmap[x, y].w >= 1e-4 { restIsClear = false }
            }
        }
        return (corner, restIsClear)
    }

    /// How many pixels differ in any bit.
    static func differences(_ a: [SIMD4<Float>], _ b: [SIMD4<Float>]) -> Int {
        a.count != b.count ? max(a.count, b.count) : zip(a, b).count { $0 != $1 }
    }

    @Test("the sizes compared lie on either side of the threshold")
    func sizes() {
        let bytesPerPixel = MemoryLayout<SIMD4<Float>>.stride
        #expect(Self.large * Self.large * bytesPerPixel > Canvas.deferringThreshold)
        #expect(Self.small * Self.small * bytesPerPixel <= Canvas.deferringThreshold)
    }

    @Test("the same pixels, bit for bit, as compositing each fill at once", arguments: [1, 2, 3] as [UInt64])
    func sameAsImmediate(seed: UInt64) throws {
        var large = try Canvas(width: Self.large, height: Self.large)
        var small = try Canvas(width: Self.small, height: Self.small)
        let largeSeen = try Self.draw(on: &large, seed: seed)
        let smallSeen = try Self.draw(on: &small, seed: seed)
        for (l, s) in zip(largeSeen + [large.pixmap], smallSeen + [small.pixmap]) {
            // Counted first here and below: a failed expectation would otherwise print
            // every pixel.
            let (pixels, restIsClear) = Self.corner(of: l)
            let differing = Self.differences(pixels, s.pixels)
            #expect(differing == 0)
            #expect(restIsClear)
        }
        #expect(large.dirtyRegion.intersection(small.pixmap.bounds) == small.dirtyRegion)
        // The bytes, with the pending filter run on the way, and again after a flush.
        let smallBytes = small.rgba8()
        func cornerBytes(_ bytes: [UInt8]) -> [UInt8] {
            (0..<Self.small).flatMap { y in bytes[(y * Self.large * 4)..<(y * Self.large * 4 + Self.small * 4)] }
        }
        let pendingSame = cornerBytes(large.rgba8()) == smallBytes
        #expect(pendingSame, "rgba8 with fills pending")
        large.flush()
        let flushedSame = cornerBytes(large.rgba8()) == smallBytes
        #expect(flushedSame, "rgba8 after a flush")
        // A flush leaves nothing pending: drawing goes on as on a canvas that never deferred.
        var rng = SeededGenerator(seed: seed &+ 2)
        let more = Self.shape(&rng), paint = Self.paint(&rng)
        try large.fill(more, with: paint)
        try small.fill(more, with: paint)
        large.flush()
        let differingAfter = Self.differences(Self.corner(of: large.pixmap).pixels, small.pixmap.pixels)
        #expect(differingAfter == 0)
    }

    @Test("after a clear, bands are drawn from zero: nothing is left of the old picture, wherever it was")
    func clearThenDraw() throws {
        // The old picture reaches columns and rows that the new ones do not.
        let old = Shapes.rect(20.5, 30.25, 1000, 900)
        let paint = Paint.linearGradient(LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 1100, y: 300),
                                                        colors: [.white, Color(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.6)]))
        let pictures: [[Path]] = [
            [],                                                                     // the clear alone
            [Shapes.rect(500, 600, 40.5, 30)],                                      // inside the old one
            [Shapes.circle(center: Point(x: 1080, y: 20), radius: 40)],             // beyond its columns and rows
            [Shapes.rect(0, 1050, 1100, 20), Shapes.circle(center: Point(x: 550, y: 500), radius: 300.3)],
        ]
        for (index, picture) in pictures.enumerated() {
            var canvas = try Canvas(width: Self.large, height: Self.large)
            try canvas.fill(old, with: .solid(Color(red: 1, green: 0.5, blue: 0.25)))
            canvas.flush()  // the old picture is in the pixels, not only recorded
            canvas.clear()
            var fresh = try Canvas(width: Self.large, height: Self.large)
            for shape in picture {
                try canvas.fill(shape, with: paint, opacity: 0.75)
                try fresh.fill(shape, with: paint, opacity: 0.75)
            }
            // Counted first: a failed expectation would otherwise print every pixel.
            let differing = Self.differences(canvas.pixmap.pixels, fresh.pixmap.pixels)
            #expect(differing == 0, "picture \(index)")
            // And cleared again, with nothing drawn since.
            canvas.clear()
            let left = canvas.pixmap.pixels.count { $0 != .zero }
            #expect(left == 0, "picture \(index), cleared again")
        }
    }

    @Test("many small fills over many bands keep their drawing order")
    func drawingOrder() throws {
        // Squares drawn in turn, each overlapping the one before, starting in different
        // bands: the last one drawn must be on top wherever it covers.
        var large = try Canvas(width: Self.large, height: Self.large)
        var small = try Canvas(width: Self.small, height: Self.small)
        for i in 0..<400 {
            var square = Path()
            square.addRect(Rect(x: Double(i % 20) * 12 + 0.5, y: Double(i / 20) * 12 + 0.25, width: 30, height: 30))
            let color = Color(red: Double(i % 7) / 6, green: Double(i % 5) / 4, blue: Double(i % 3) / 2)
            try large.fill(square, with: .solid(color), opacity: 0.8)
            try small.fill(square, with: .solid(color), opacity: 0.8)
        }
        large.flush()
        let differingAfter = Self.differences(Self.corner(of: large.pixmap).pixels, small.pixmap.pixels)
        #expect(differingAfter == 0)
    }

    /// The bytes of the top-left `small` x `small` pixels of a `large`-wide picture, and
    /// whether every other byte is zero.
    static func cornerBytes(_ bytes: [UInt8]) -> (corner: [UInt8], restIsZero: Bool) {
        var corner: [UInt8] = [], restIsZero = true
        for y in 0..<(bytes.count / (4 * large)) {
            let row = bytes[(y * large * 4)..<((y + 1) * large * 4)]
            if y < small { corner += row.prefix(small * 4) } else if row.contains(where: { $0 != 0 }) { restIsZero = false }
            if y < small && row.dropFirst(small * 4).contains(where: { $0 != 0 }) { restIsZero = false }
        }
        return (corner, restIsZero)
    }

    @Test("bytes read with fills pending: converted band by band, the pixels left unwritten, on new and on cleared canvases",
          arguments: [4, 5] as [UInt64])
    func bytesWithFillsPending(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let shapes = (0..<12).map { _ in (Self.shape(&rng), Self.paint(&rng)) }
        let filters: [ColorFilter] = [.grayscale(0.4), .hueRotation(degrees: 70)]
        var small = try Canvas(width: Self.small, height: Self.small)
        for (shape, paint) in shapes { try small.fill(shape, with: paint, opacity: 0.8) }
        small.apply(filters)
        let expected = small.rgba8()

        // A new canvas: its pixels are never read or written.
        var large = try Canvas(width: Self.large, height: Self.large)
        for (shape, paint) in shapes { try large.fill(shape, with: paint, opacity: 0.8) }
        large.apply(filters)
        // Counted first here and below: a failed expectation would otherwise print every byte.
        let (corner, restIsZero) = Self.cornerBytes(large.rgba8())
        let differingBytes = zip(corner, expected).count { $0 != $1 } + abs(corner.count - expected.count)
        #expect(differingBytes == 0, "a new canvas")
        #expect(restIsZero)
        #expect(large.storage.isKnownTransparent, "the pixels were written")
        // The picture is still there, fills pending, for whatever reads it next.
        let differing = Self.differences(Self.corner(of: large.pixmap).pixels, small.pixmap.pixels)
        #expect(differing == 0)

        // Cleared and drawn again, twice: first over pixels never written, then over pixels
        // that hold an old picture.
        for flushesFirst in [false, true] {
            large.clear()  // the filters pending too: the next fill would run them over the pixels
            var other = SeededGenerator(seed: seed &+ 10)
            try large.fill(Shapes.rect(3.5, 7.25, 1050, 1020), with: Self.paint(&other))
            if flushesFirst { large.flush() }
            large.clear()
            let cleared = Self.cornerBytes(large.rgba8())
            let nonZero = cleared.corner.count { $0 != 0 }
            #expect(nonZero == 0 && cleared.restIsZero, "cleared, nothing drawn since; flushed first: \(flushesFirst)")
            for (shape, paint) in shapes { try large.fill(shape, with: paint, opacity: 0.8) }
            large.apply(filters)
            let again = Self.cornerBytes(large.rgba8())
            let differingAgain = zip(again.corner, expected).count { $0 != $1 } + abs(again.corner.count - expected.count)
            #expect(differingAgain == 0, "cleared and drawn again; flushed first: \(flushesFirst)")
            #expect(again.restIsZero)
            #expect(large.storage.isKnownTransparent == !flushesFirst)
        }
    }

    @Test("a clear rewrites, row by row, the columns pixels were left in: nothing of an old picture stays, round, drawn twice, beside a layer or an image")
    func clearByRows() throws {
        let paint = Paint.solid(Color(red: 1, green: 0.5, blue: 0.25))
        var triangle = Path()
        triangle.move(to: Point(x: 550, y: 20))
        triangle.addLine(to: Point(x: 1080, y: 1000))
        triangle.addLine(to: Point(x: 30, y: 900))
        triangle.closeSubpath()
        // What each old picture leaves before the clear, and whether it flushes between
        // its parts (compositing over pixels already there, the columns joined).
        let olds: [(String, (inout Canvas) throws -> Void)] = [
            ("a disc", { try $0.fill(Shapes.circle(center: Point(x: 550, y: 550), radius: 500.3), with: paint) }),
            ("two triangles, flushed between", { canvas in
                try canvas.fill(triangle, with: paint)
                canvas.flush()
                try canvas.fill(Shapes.rect(5.5, 1040, 1090, 50), with: paint)
            }),
            ("a disc and a layer beside it", { canvas in
                try canvas.fill(Shapes.circle(center: Point(x: 300, y: 300), radius: 200.5), with: paint)
                try canvas.drawLayer(opacity: 0.8) { try $0.fill(Shapes.rect(700.25, 50, 380, 1000), with: paint) }
            }),
            ("a disc and an image beside it", { canvas in
                try canvas.fill(Shapes.circle(center: Point(x: 300, y: 300), radius: 200.5), with: paint)
                let image = try PremultipliedImage(width: 2, height: 2, bytes: [200, 0, 0, 255, 0, 200, 0, 255, 0, 0, 200, 255, 90, 90, 90, 128])
                try canvas.draw(image, in: Rect(x: 700.25, y: 50, width: 380, height: 1000))
            }),
        ]
        for (name, drawOld) in olds {
            var canvas = try Canvas(width: Self.large, height: Self.large)
            try drawOld(&canvas)
            canvas.flush()
            // Two new pictures in turn, as frames: each against a new canvas.
            for (frame, shape) in [Shapes.circle(center: Point(x: 900, y: 150), radius: 120.2), Shapes.rect(400.5, 400, 30, 600)].enumerated() {
                canvas.clear()
                try canvas.fill(shape, with: paint, opacity: 0.75)
                canvas.flush()
                var fresh = try Canvas(width: Self.large, height: Self.large)
                try fresh.fill(shape, with: paint, opacity: 0.75)
                // Counted first: a failed expectation would otherwise print every pixel.
                let differing = Self.differences(canvas.pixmap.pixels, fresh.pixmap.pixels)
                #expect(differing == 0, "\(name), frame \(frame)")
            }
        }
    }

    @Test("a large layer drawn only to be composited: the pixels a whole composite gives, its own pixels never written",
          arguments: [4, 5, 6] as [UInt64])
    func layerCompositedInBands(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let background = (0..<6).map { _ in (Self.shape(&rng), Self.paint(&rng)) }
        let inLayer = (0..<8).map { _ in (Self.shape(&rng), Self.paint(&rng), FillRule.evenOdd) }
        // A layer's own filters, pending when it is composited, run before those it is
        // composited with.
        func drawn() throws -> (canvas: Canvas, layer: Canvas) {
            var canvas = try Canvas(width: Self.large, height: Self.large)
            for (path, paint) in background { try canvas.fill(path, with: paint) }
            var layer = try Canvas(width: Self.large, height: Self.large)
            for (path, paint, rule) in inLayer { try layer.fill(path, with: paint, fillRule: rule) }
            layer.apply([.grayscale(0.6)])
            return (canvas, layer)
        }
        var (whole, wholeLayer) = try drawn()
        try whole.composite(layer: &wholeLayer, opacity: 0.7, filters: [.hueRotation(degrees: 50)])
        var (banded, bandedLayer) = try drawn()
        try banded.composite(discarding: &bandedLayer, opacity: 0.7, filters: [.hueRotation(degrees: 50)])

        let differing = Self.differences(whole.pixmap.pixels, banded.pixmap.pixels)
        #expect(differing == 0)
        #expect(whole.dirtyRegion == banded.dirtyRegion)
        // Composited whole, the layer's pixels hold it; in bands, they were never written,
        // and the layer is left transparent for the next.
        #expect(!wholeLayer.storage.isKnownTransparent)
        #expect(bandedLayer.storage.isKnownTransparent)
        #expect(bandedLayer.dirtyRegion.isEmpty)
        #expect(bandedLayer.pixmap.pixels.allSatisfy { $0 == .zero })
    }

    @Test("a large layer reset for the next, at its size or another, still leaves its pixels unwritten, and draws the same")
    func layerReusedInBands() throws {
        let paint = Paint.solid(Color(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.8))
        var layer = try Canvas(width: Self.large, height: Self.large)
        for (width, height) in [(Self.large, Self.large), (Self.large, Self.large - 40), (Self.large + 30, Self.large)] {
            try layer.reset(width: width, height: height)
            #expect(layer.storage.isKnownTransparent, "\(width) x \(height)")
            var banded = try Canvas(width: width, height: height), whole = banded
            try layer.fill(Shapes.rect(30.5, 40.25, 700, 650), with: paint)
            var copy = try Canvas(width: width, height: height)
            try copy.fill(Shapes.rect(30.5, 40.25, 700, 650), with: paint)
            try banded.composite(discarding: &layer, opacity: 0.6, filters: [.grayscale(0.5)])
            try whole.composite(layer: &copy, opacity: 0.6, filters: [.grayscale(0.5)])
            #expect(Self.differences(whole.pixmap.pixels, banded.pixmap.pixels) == 0, "\(width) x \(height)")
            #expect(layer.storage.isKnownTransparent, "\(width) x \(height)")
        }
    }

    @Test("a layer composited in bands at opacity 0 changes nothing and is left transparent")
    func layerAtOpacityZero() throws {
        var canvas = try Canvas(width: Self.large, height: Self.large)
        try canvas.fill(Shapes.rect(10, 10, 500, 500), with: .solid(Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)))
        let before = canvas.pixmap.pixels
        var layer = try Canvas(width: Self.large, height: Self.large)
        try layer.fill(Shapes.rect(100.5, 100.5, 700, 700), with: .solid(.black))
        try canvas.composite(discarding: &layer, opacity: 0, filters: [.grayscale(1)])
        #expect(Self.differences(before, canvas.pixmap.pixels) == 0)
        #expect(layer.dirtyRegion.isEmpty)
        #expect(layer.storage.isKnownTransparent)
    }
}
