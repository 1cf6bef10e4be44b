import Geometry
@testable import Layout
@testable import Raster
import Testing

/// A renderer keeps its canvases (and its layers') between pictures; every picture must
/// still be what a new renderer draws.
@Suite("A renderer drawing picture after picture")
struct ViewRendererReuseTests {
    /// A background, then a group of two overlapping shapes at half opacity (a layer of
    /// its own, on a canvas already drawn on), then a filter over the whole: `size` points.
    static func picture(size: Double, hue: Double) -> some View {
        var disc = Path()
        disc.addEllipse(in: Rect(x: 0.1 * size, y: 0.2 * size, width: 0.7 * size, height: 0.6 * size))
        var bar = Path()
        bar.addRect(Rect(x: 0.3 * size + 0.25, y: 0, width: 0.25 * size, height: size))
        var background = Path()
        background.addRect(Rect(x: 0, y: 0, width: size, height: size))
        return ZStack {
            PathShape(background).fill(Color(red: 0.9, green: 0.8, blue: 0.2))
            ZStack {
                PathShape(disc).fill(Color(red: 0.1, green: 0.3, blue: 0.9))
                PathShape(bar).fill(Color(red: 0.8, green: 0.1, blue: 0.1))
            }
            .opacity(0.5)
        }
        .hueRotation(.degrees(hue))
        .frame(width: size, height: size)
    }

    @Test("pixelSize(of:) is the size of the picture drawn, rounded up; refused past the largest canvas")
    func pixelSize() throws {
        for (points, scale) in [(10.2, 2.0), (13.5, 3.0), (7.0, 0.25), (40.0, 1.0)] {
            let view = Self.picture(size: points, hue: 0)
            let renderer = ViewRenderer(scale: scale)
            let size = try renderer.pixelSize(of: view)
            let expected = max(1, Int((points * scale).rounded(.up)))
            #expect(size.width == expected && size.height == expected, "\(points) points at \(scale)")
            let pixmap = try renderer.render(view)
            #expect(pixmap.width == size.width && pixmap.height == size.height)
        }
        let tooLarge = Self.picture(size: Double(Canvas.maximumDimension) / 2 + 1, hue: 0)
        #expect(throws: RasterError.invalidCanvasSize(width: Canvas.maximumDimension + 2, height: Canvas.maximumDimension + 2)) {
            try ViewRenderer(scale: 2).pixelSize(of: tooLarge)
        }
    }

    @Test("a decimal scale gives the ceiling of the exact product, not of its binary rounding: 100 points at 1.1 are 110 pixels")
    func decimalScales() throws {
        // Every scale of two decimals from 0.25 to 10 (`k` hundredths), for whole sizes in
        // points: the exact ceiling of w k / 100, in integers.
        for points in [100, 122, 37, 316] {
            let view = Rectangle().fill(Color.black).frame(width: Double(points), height: 1)
            for k in 25...1000 {
                let scale = Double("\(k / 100).\(k % 100 < 10 ? "0" : "")\(k % 100)")!
                let expected = (points * k + 99) / 100
                let size = try ViewRenderer(scale: scale).pixelSize(of: view)
                #expect(size.width == expected, "\(points) points at \(scale)")
            }
        }
        // A size a hair past a whole number of pixels still takes one more.
        #expect(try ViewRenderer(scale: 1.1).pixelSize(of: Rectangle().frame(width: 100.5, height: 1)).width == 111)
        #expect(try ViewRenderer(scale: 1).pixelSize(of: Rectangle().frame(width: 100.001, height: 1)).width == 101)
    }

    @Test("an opacity, grayscale amount or hue rotation that is NaN or infinite is refused, naming it; none turns the picture black")
    func nonFiniteLayers() throws {
        let square = Rectangle().fill(Color.black).frame(width: 4, height: 4)
        let layered = ZStack { square; square }
        #expect(throws: RasterError.nonFiniteValue("the hue rotation")) { try ViewRenderer().render(layered.hueRotation(.degrees(.nan))) }
        #expect(throws: RasterError.nonFiniteValue("the hue rotation")) { try ViewRenderer().render(square.hueRotation(.degrees(.infinity))) }
        #expect(throws: RasterError.nonFiniteValue("the grayscale amount")) { try ViewRenderer().render(layered.grayscale(-.infinity)) }
        #expect(throws: RasterError.nonFiniteValue("the opacity")) { try ViewRenderer().render(layered.opacity(.nan)) }
        #expect(throws: RasterError.nonFiniteValue("the opacity")) { try ViewRenderer().render(square.opacity(.nan)) }
        #expect(RasterError.nonFiniteValue("the opacity").description == "the opacity is NaN or infinite: it must be a finite number")
        var canvas = try Canvas(width: 2, height: 2), layer = try Canvas(width: 2, height: 2)
        #expect(throws: RasterError.nonFiniteValue("the hue rotation")) {
            try canvas.composite(layer: &layer, filters: [.grayscale(0.5), .hueRotation(degrees: .nan)])
        }
        #expect(throws: Never.self) { try ViewRenderer().render(layered.hueRotation(.degrees(3600)).grayscale(1)) }
    }

    @Test("sizes past what Int holds are refused, negative ones drawn in one pixel; a scale must be positive and finite")
    func extremeSizesAndScales() throws {
        for side in [1e19, 1e300, Double(Int.max)] {
            let view = Rectangle().fill(Color.black).frame(width: side, height: 10)
            #expect(throws: RasterError.invalidCanvasSize(width: Int.max, height: 10)) { try ViewRenderer().pixelSize(of: view) }
            #expect(throws: RasterError.invalidCanvasSize(width: Int.max, height: 10)) { try ViewRenderer().render(view) }
        }
        // A side past the limit is named with the other side as the canvas would take it:
        // an empty or negative side as one pixel.
        for side in [0.0, -7.0] {
            let tall = Rectangle().fill(Color.black).frame(width: side, height: Double(Canvas.maximumDimension + 1))
            #expect(throws: RasterError.invalidCanvasSize(width: 1, height: Canvas.maximumDimension + 1)) { try ViewRenderer().render(tall) }
        }
        for side in [-1e300, -1e19, -5.0] {
            let view = Rectangle().fill(Color.black).frame(width: side, height: 3)
            let size = try ViewRenderer().pixelSize(of: view)
            #expect(size.width == 1 && size.height == 3, "\(side)")
            #expect(try ViewRenderer().render(view).width == 1)
        }
        // NaN and infinity are named as such, with what to give instead: a modifier's own
        // number by the modifier, inside a frame fixed both ways too (which asks its child's
        // size only to place it), and for the modifiers that change drawing only, as it draws.
        let nan = AnyViewBox(Rectangle().fill(Color.black).frame(width: .nan, height: 10))
        func inFixedFrame(_ view: some View) -> AnyViewBox { AnyViewBox(view.frame(width: 20, height: 20)) }
        let box = Rectangle().fill(Color.black)
        let cases: [([() throws -> Void], String)] = [
            ([{ _ = try nan.pixelSize() }, nan.render], "frame(width: nan)"),
            ([inFixedFrame(box.frame(width: 5, height: .infinity)).render], "frame(height: inf)"),
            ([inFixedFrame(box.padding(.nan)).render], "padding(nan)"),
            ([inFixedFrame(box.offset(x: .nan)).render], "offset(x: nan, y: 0.0)"),
            ([inFixedFrame(box.scaleEffect(.infinity)).render], "scaleEffect(x: inf, y: inf)"),
            ([inFixedFrame(box.rotationEffect(.degrees(-.infinity))).render], "rotationEffect(.degrees(-inf))"),
            ([inFixedFrame(box.frame(width: 4, height: 4).position(x: 3, y: .nan)).render], "position(x: 3.0, y: nan)"),
        ]
        for (attempts, shown) in cases {
            for attempt in attempts {
                do {
                    try attempt()
                    Issue.record("\(shown) accepted")
                } catch let error as LayoutError {
                    #expect(error == .nonFiniteArgument(call: shown), "\(error)")
                    #expect(error.description == shown + " is not allowed: a modifier's lengths, factors and angles are finite numbers")
                }
            }
        }
        for view in [AnyViewBox(HStack(spacing: .nan) { Rectangle().fill(Color.black); Rectangle().fill(Color.white) }.frame(width: nil, height: 4))] {
            do {
                _ = try view.pixelSize()
                Issue.record("a size that is not a number accepted")
            } catch let error as LayoutError {
                guard case .nonFiniteSize = error else { Issue.record("\(error)"); continue }
                #expect(error.description.hasPrefix("the view's size is "), "\(error)")
                #expect(error.description.contains("is NaN or infinite; give finite numbers"), "\(error)")
            }
        }
        let small = Rectangle().fill(Color.black).frame(width: 10, height: 10)
        #expect(throws: RasterError.invalidCanvasSize(width: Int.max, height: Int.max)) { try ViewRenderer(scale: 1e20).render(small) }
        for scale in [0.0, -1.0, -1e20, .nan, .infinity, -.infinity] {
            do {
                _ = try ViewRenderer(scale: scale).pixelSize(of: small)
                Issue.record("scale \(scale) accepted")
            } catch LayoutError.invalidScale(let refused) {
                #expect(refused == scale || (refused.isNaN && scale.isNaN))
            }
            #expect(throws: LayoutError.self) { try ViewRenderer(scale: scale).renderRGBA8(small) }
        }
    }

    @Test("sizes up and down, pixmaps and bytes: each equals a new renderer's", arguments: [1.0, 2.0])
    func reuse(scale: Double) throws {
        let renderer = ViewRenderer(scale: scale)
        var kept: [Pixmap] = []
        for (size, hue) in [(40.0, 30.0), (13.5, 0.0), (64.0, 200.0), (40.0, 30.0), (7.0, 90.0)] {
            let view = Self.picture(size: size, hue: hue)
            let expected = try ViewRenderer(scale: scale).render(view)
            let pixmap = try renderer.render(view)
            #expect(pixmap == expected, "\(size) points")
            kept.append(pixmap)
            let bytes = try renderer.renderRGBA8(view)
            #expect(bytes.width == expected.width && bytes.rgba == expected.rgba8(), "\(size) points")
        }
        // Pixmaps handed out earlier keep their pixels while the renderer draws on.
        #expect(kept[0] == kept[3])
        #expect(kept[0] == (try ViewRenderer(scale: scale).render(Self.picture(size: 40, hue: 30))))
    }

    /// Fills alone, or a layer between fills: on a canvas large enough to defer its fills,
    /// bytes are converted band by band, over pixels never written, or over a layer's.
    static func largePicture(size: Double, hue: Double, layered: Bool) -> some View {
        var disc = Path()
        disc.addEllipse(in: Rect(x: 0.1 * size, y: 0.2 * size, width: 0.7 * size, height: 0.6 * size))
        var bar = Path()
        bar.addRect(Rect(x: 0.3 * size + 0.25, y: 0, width: 0.25 * size, height: size))
        return ZStack {
            PathShape(bar).fill(Color(red: 0.9, green: 0.8, blue: 0.2))
            // Two shapes at half opacity: a group drawn in a layer of its own.
            ZStack {
                PathShape(disc).fill(Color(red: 0.1, green: 0.3, blue: 0.9))
                PathShape(bar).fill(Color(red: 0.2, green: 0.7, blue: 0.3)).rotationEffect(.degrees(-20))
            }
            .opacity(layered ? 0.5 : 1)
            PathShape(bar).fill(Color(red: 0.8, green: 0.1, blue: 0.1, alpha: 0.6)).rotationEffect(.degrees(30))
        }
        .hueRotation(.degrees(hue))
        .frame(width: size, height: size)
    }

    @Test("large pictures after large and small ones: bytes equal a new renderer's pixels")
    func largePictures() throws {
        let renderer = ViewRenderer(scale: 2)
        // 520 points at 2x: 1040 x 1040 pixels, more than Canvas.deferringThreshold.
        for (size, hue, layered) in [(520.0, 30.0, false), (520.0, 200.0, true), (40.0, 0.0, true), (515.0, 90.0, false),
                                     (520.0, 10.0, false)] {
            let view = Self.largePicture(size: size, hue: hue, layered: layered)
            let expected = try ViewRenderer(scale: 2).render(view).rgba8()
            let bytes = try renderer.renderRGBA8(view)
            // Counted first: a failed expectation would otherwise print every byte.
            let differing = zip(bytes.rgba, expected).count { $0 != $1 } + abs(bytes.rgba.count - expected.count)
            #expect(differing == 0, "\(size) points, layered: \(layered)")
            // The same bytes handed over band by band, by the same renderer.
            let banded = try renderer.withRGBA8Bands(of: view) { width, height, bands in
                var all: [UInt8] = []
                bands { all.append(contentsOf: $0) }
                #expect(width == bytes.width && height == bytes.height)
                return all
            }
            let differingBands = zip(banded, expected).count { $0 != $1 } + abs(banded.count - expected.count)
            #expect(differingBands == 0, "band by band: \(size) points, layered: \(layered)")
        }
    }

    @Test("copies of a renderer share its canvases across threads and each draws its own picture")
    func threads() async throws {
        let renderer = ViewRenderer(scale: 2)
        let sizes = [12.0, 30.0, 21.0, 45.0, 12.0, 30.0, 8.0, 50.0]
        let expected = try sizes.map { try ViewRenderer(scale: 2).renderRGBA8(Self.picture(size: $0, hue: $0)).rgba }
        let results = try await withThrowingTaskGroup(of: (Int, [UInt8]).self) { group in
            for round in 0..<4 {
                for (i, size) in sizes.enumerated() {
                    group.addTask { (i, try renderer.renderRGBA8(Self.picture(size: size, hue: size)).rgba) }
                }
                _ = round
            }
            var all: [(Int, [UInt8])] = []
            for try await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 4 * sizes.count)
        for (i, rgba) in results { #expect(rgba == expected[i], "picture \(i)") }
    }
}

@Suite("Layers")
struct LayerOwnershipTests {
    /// A context that has drawn a square, so that a layer gets a canvas of its own (on an
    /// empty canvas at full opacity, `drawLayer` draws in place).
    static func context(pool: CanvasPool?) throws -> (DrawingContext, Path) {
        var context = DrawingContext(canvas: try Canvas(width: 16, height: 16), transform: .identity,
                                     environment: Environment())
        context.canvases = pool
        var square = Path()
        square.addRect(Rect(x: 2, y: 2, width: 8, height: 8))
        try context.fill(square, with: .solid(.black))
        return (context, square)
    }

    @Test("a layer's fills spend the picture's exact-coverage work, pooled or not", arguments: [false, true])
    func layerSpendsThePicturesWork(pooled: Bool) throws {
        var (context, _) = try Self.context(pool: pooled ? CanvasPool() : nil)
        // A few lines zigzagging across the canvas: their shared pixels cost work.
        var zigzag = Path()
        zigzag.move(to: Point(x: 0, y: 0.5))
        for i in 1...40 { zigzag.addLine(to: Point(x: i % 2 == 0 ? 0 : 16, y: Double(i * 7 % 16) + 0.5)) }
        zigzag.closeSubpath()
        var probe = try Canvas(width: 16, height: 16)
        probe.crossingWorkBudget = .max - 1
        try probe.fill(zigzag, with: .solid(.black))
        let work = .max - 1 - probe.crossingWorkBudget
        #expect(work > 0)
        context.canvas.crossingWorkBudget = work + work / 2
        try context.drawLayer(opacity: 0.5) { try $0.fill(zigzag, with: .solid(.black)) }
        #expect(context.canvas.crossingWorkBudget == work / 2)
        #expect(throws: RasterError.tooManyCrossings) {
            try context.drawLayer(opacity: 0.5) { try $0.fill(zigzag, with: .solid(.black)) }
        }
    }

    @Test("a layer's canvas holds its pixels alone while it is drawn: its first fill copies none",
          arguments: [false, true])
    func layerOwnsItsPixels(pooled: Bool) throws {
        let pool = pooled ? CanvasPool() : nil
        // A canvas given back and taken again, as in a renderer's second picture.
        pool?.recycle(try Canvas(width: 16, height: 16))
        var (context, square) = try Self.context(pool: pool)
        var drawn = 0
        for _ in 0..<2 {
            try context.drawLayer(opacity: 0.5) { inner in
                // Shared with a copy, the pixels would be copied whole by the fill below.
                let shared = inner.canvas.storage.sharesBuffer()
                #expect(!shared)
                try inner.fill(square, with: .solid(Color(red: 1, green: 0, blue: 0)))
                drawn += 1
            }
        }
        #expect(drawn == 2)
        // Two red layers at half opacity over black: red 0.75, alpha 1, inside the square.
        let pixel = context.canvas.pixmap.pixels[5 * 16 + 5]
        #expect(abs(pixel.x - 0.75) < 1e-6 && pixel.y == 0 && pixel.w == 1)
    }
}

@Suite("The canvases a renderer keeps")
struct CanvasPoolTests {
    @Test("at most eight canvases and 64 MiB are kept; a canvas taken is one given back, resized")
    func bounds() throws {
        let pool = CanvasPool()
        for _ in 0..<10 { pool.recycle(try Canvas(width: 40, height: 30)) }
        #expect(pool.kept.count == CanvasPool.capacity)
        let small = pool.kept.bytes
        // Pixels of 16 bytes; coverage cells (width + 2 a row) of 4; a row's first and last
        // touched cells, 4 bytes each; a row's marks of touched cells, 8 bytes.
        #expect(small == CanvasPool.capacity * (40 * 30 * 16 + 42 * 30 * 4 + 2 * 30 * 4 + 30 * 8))
        // Taking one hands back a kept canvas, at the size asked for, transparent.
        let canvas = try pool.canvas(width: 25, height: 60)
        #expect(canvas.width == 25 && canvas.height == 60)
        #expect(canvas.pixmap.pixels.allSatisfy { $0 == .zero })
        #expect(pool.kept.count == CanvasPool.capacity - 1)
        // 2000 x 2000 pixels hold more than the budget: not kept.
        pool.recycle(try Canvas(width: 2000, height: 2000))
        #expect(pool.kept.count == CanvasPool.capacity - 1)
        // Nor one that would take the pool past it.
        let empty = CanvasPool()
        empty.recycle(try Canvas(width: 1400, height: 1400))  // about 38 MiB
        empty.recycle(try Canvas(width: 1400, height: 1400))
        #expect(empty.kept.count == 1)
        #expect(empty.kept.bytes <= CanvasPool.byteBudget)
        // A canvas reset smaller still holds its larger buffers, and counts them.
        var shrunk = try empty.canvas(width: 10, height: 10)
        #expect(shrunk.retainedBytes >= 1400 * 1400 * 16)
        try shrunk.reset(width: 12, height: 12)
        empty.recycle(shrunk)
        #expect(empty.kept.bytes >= 1400 * 1400 * 16)
    }
}

/// A view of any type, for a list of views to check alike.
private struct AnyViewBox {
    let pixelSize: () throws -> (width: Int, height: Int)
    let render: () throws -> Void
    init(_ view: some View) {
        pixelSize = { try ViewRenderer().pixelSize(of: view) }
        render = { _ = try ViewRenderer().render(view) }
    }
}
