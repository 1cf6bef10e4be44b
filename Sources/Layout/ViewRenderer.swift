import Geometry
import Raster

/// Turns a view into pixels, as SwiftUI's `ImageRenderer`: the view picks its ideal
/// size, and is drawn at `scale` pixels per point onto a transparent canvas of that size
/// rounded up to whole pixels.
///
///     var square = Path()
///     square.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
///     let pixmap = try ViewRenderer(scale: 2).render(PathShape(square).fill(.black).frame(width: 10, height: 10))
///     // pixmap is 20 x 20 pixels
public struct ViewRenderer: Sendable {
    /// Pixels per point: 1, 2 or 3 for @1x, @2x, @3x; any positive, finite number.
    public var scale: Double
    /// The environment the view is drawn in (its typesetter, font, colours).
    public var environment: Environment
    /// The exact-coverage work each picture's fills may take where outlines cross
    /// (`Canvas.crossingWorkBudget`); past it the picture is refused with
    /// `RasterError.tooManyCrossings`.
    public var crossingWorkPerPicture = Canvas.crossingWorkPerPicture
    /// The canvases pictures are drawn in, kept between pictures (copies of this renderer
    /// share them).
    private let canvases: CanvasPool

    /// A renderer at `scale` pixels per point.
    public init(scale: Double = 1, environment: Environment = Environment()) {
        self.init(scale: scale, environment: environment, canvases: CanvasPool())
    }

    /// A renderer drawing in canvases from `canvases`, which other renderers share.
    package init(scale: Double, environment: Environment, canvases: CanvasPool) {
        self.scale = scale
        self.environment = environment
        self.canvases = canvases
    }

    /// The size the view chooses when offered nothing in particular, in points.
    public func size(of view: some View) throws -> Size {
        try view.sizeThatFits(.unspecified, environment: environment)
    }

    /// The view drawn at its ideal size, as premultiplied float pixels.
    ///
    /// - Throws: `RasterError.invalidCanvasSize` when the view is too large to draw,
    ///   and whatever drawing the view throws (e.g. `LayoutError.noTypesetter`).
    @discardableResult
    public func render(_ view: some View) throws -> Pixmap {
        var canvas = try draw(view)
        canvas.flush()
        let pixmap = canvas.pixmap
        canvases.recycle(consume canvas)  // its pixels stay the pixmap's: the next picture gets new ones
        return pixmap
    }

    /// The view as 8-bit RGBA with straight alpha, what a PNG holds. Quicker than
    /// `render(_:).rgba8()`: colour filters on the whole picture run in the same pass as
    /// the conversion.
    public func renderRGBA8(_ view: some View) throws -> (width: Int, height: Int, rgba: [UInt8]) {
        var canvas = try draw(view)
        canvas.settleClear()
        let rgba = canvas.rgba8()
        let (width, height) = (canvas.width, canvas.height)
        canvases.recycle(consume canvas)
        return (width, height, rgba)
    }

    /// The view drawn as `renderRGBA8(_:)` draws it, handed to `body` with its size and a
    /// function that hands the picture's bytes, band by band, to the function it is given
    /// (`Canvas.forEachRGBA8Band`): an encoder that takes rows as they come never holds
    /// all the bytes of a large picture.
    package func withRGBA8Bands<R>(of view: some View,
                                   _ body: (_ width: Int, _ height: Int,
                                            _ bands: ((UnsafeRawBufferPointer) -> Void) -> Void) throws -> R) throws -> R {
        var canvas = try draw(view)
        canvas.settleClear()
        let result: R
        do {
            result = try body(canvas.width, canvas.height) { deliver in canvas.forEachRGBA8Band(deliver) }
        } catch {
            canvases.recycle(consume canvas)
            throw error
        }
        canvases.recycle(consume canvas)
        return result
    }

    /// The pixels the view is drawn in: its ideal size at `scale`, rounded up to whole
    /// pixels, at least one each way (a view of no size, or of a negative one, is drawn in
    /// a single transparent pixel). Laying the view out costs far less than drawing it, so
    /// a caller can refuse a picture too large for its memory before drawing it.
    ///
    /// - Throws: `LayoutError.invalidScale` unless `scale` is positive and finite;
    ///   `RasterError.invalidCanvasSize` when a side is more than `Canvas.maximumDimension`
    ///   pixels (`Int.max` standing for a size too large to count);
    ///   `LayoutError.nonFiniteSize` for a size that is NaN or infinite; and whatever the
    ///   view's layout throws.
    public func pixelSize(of view: some View) throws -> (width: Int, height: Int) {
        guard scale > 0, scale.isFinite else { throw LayoutError.invalidScale(scale) }
        return try pixelSize(points: size(of: view))
    }

    /// How many pixels `length` points take at `scale`: the product rounded up to a whole
    /// number, where a product within a billionth of one is that number. Scales are
    /// written in decimals that binary fractions hold only nearly (1.1 is a little more
    /// than 1.1), so 100 points at 1.1 make 110.00000000000001, which is 110 pixels, not 111.
    package static func pixels(_ length: Double, scale: Double) -> Double {
        let product = length * scale
        let nearest = product.rounded()
        return abs(product - nearest) <= 1e-9 * max(1, abs(nearest)) ? nearest : product.rounded(.up)
    }

    private func pixelSize(points size: Size) throws -> (width: Int, height: Int) {
        guard size.width.isFinite, size.height.isFinite else {
            throw LayoutError.nonFiniteSize(width: size.width, height: size.height)
        }
        let pixelWidth = Self.pixels(size.width, scale: scale)
        let pixelHeight = Self.pixels(size.height, scale: scale)
        let most = Double(Canvas.maximumDimension)
        // Written so that NaN fails the test, and nothing converted to Int lies outside its range.
        // The sizes named are those the canvas would get: an empty side takes one pixel.
        guard pixelWidth <= most, pixelHeight <= most else {
            throw RasterError.invalidCanvasSize(width: Int(exactly: max(pixelWidth, 1)) ?? Int.max,
                                                height: Int(exactly: max(pixelHeight, 1)) ?? Int.max)
        }
        return (Int(max(pixelWidth, 1)), Int(max(pixelHeight, 1)))
    }

    private func draw(_ view: some View) throws -> Canvas {
        guard scale > 0, scale.isFinite else { throw LayoutError.invalidScale(scale) }
        let size = try size(of: view)
        let pixels = try pixelSize(points: size)
        var context = DrawingContext(canvas: try canvases.canvas(width: pixels.width, height: pixels.height),
                                     transform: AffineTransform(scale: scale), environment: environment)
        context.canvases = canvases
        context.canvas.crossingWorkBudget = crossingWorkPerPicture
        do {
            try view.draw(in: Rect(origin: .zero, size: size), proposal: .unspecified, context: &context)
        } catch {
            canvases.recycle(context.canvas)
            throw error
        }
        return context.canvas
    }
}
