import Geometry
import Raster

/// Where views draw: the canvas, the map from the view's points to device pixels, and
/// the environment.
public struct DrawingContext: Sendable {
    /// The pixels drawn so far.
    public var canvas: Canvas
    /// Maps the coordinates views are laid out in to device pixels.
    public var transform: AffineTransform
    /// The environment of the view being drawn.
    public var environment: Environment
    /// Multiplies the alpha of every fill; set by `.opacity` on a single fill.
    public var opacity: Double = 1
    /// Where layers take their canvases from and give them back; none: new ones.
    var canvases: CanvasPool?

    /// A context drawing onto `canvas`, with views' coordinates mapped by `transform`.
    public init(canvas: Canvas, transform: AffineTransform, environment: Environment) {
        self.canvas = canvas
        self.transform = transform
        self.environment = environment
    }

    /// `shape`'s outline in `rect`. A renderer keeps the outlines of shapes without stored
    /// properties between pictures, by frame (see `ShapePaths`): drawing the same view
    /// again builds none of them.
    public func path(of shape: some Shape, in rect: Rect) -> Path {
        canvases?.shapePaths.path(of: shape, in: rect) ?? shape.path(in: rect)
    }

    /// Fills `path`, given in view coordinates.
    public mutating func fill(_ path: Path, with paint: Paint, fillRule: FillRule = .nonZero) throws {
        try canvas.fill(path, with: paint, fillRule: fillRule, transform: transform, opacity: opacity)
    }

    /// Fills `path.applying(origin)`, the path moved into view coordinates by `origin`,
    /// without making the moved path: the same pixels, bit for bit.
    mutating func fill(_ path: Path, movedBy origin: AffineTransform, with paint: Paint, fillRule: FillRule = .nonZero) throws {
        try canvas.fill(path, mappedBy: origin, with: paint, fillRule: fillRule, transform: transform, opacity: opacity)
    }

    /// Fills `shape` fitted to the frame `rect`: as in SwiftUI, the shape makes its outline
    /// in the frame's own coordinates (`Shape.path(in:)` gets the frame's size at the origin),
    /// which is then moved to the frame. `paint` is in view coordinates.
    public mutating func fill(_ shape: some Shape, in rect: Rect, with paint: Paint, fillRule: FillRule = .nonZero) throws {
        let path = self.path(of: shape, in: Rect(x: 0, y: 0, width: rect.width, height: rect.height))
        if rect.minX == 0 && rect.minY == 0 {
            try fill(path, with: paint, fillRule: fillRule)
        } else {
            try fill(path, movedBy: AffineTransform(translationX: rect.minX, y: rect.minY), with: paint, fillRule: fillRule)
        }
    }

    /// Strokes `shape` fitted to the frame `rect`, its outline made as `fill(_:in:with:fillRule:)`
    /// makes it, with a line of `style`. `paint` is in view coordinates.
    public mutating func stroke(_ shape: some Shape, in rect: Rect, with paint: Paint, style: StrokeStyle) throws {
        let path = self.path(of: shape, in: Rect(x: 0, y: 0, width: rect.width, height: rect.height))
        let atOrigin = rect.minX == 0 && rect.minY == 0
        try stroke(atOrigin ? path : path.applying(AffineTransform(translationX: rect.minX, y: rect.minY)), with: paint, style: style)
    }

    /// Strokes `path`, given in view coordinates, with a line of `style` (its width in view
    /// points). See `Canvas.stroke` for where the outline is made.
    public mutating func stroke(_ path: Path, with paint: Paint, style: StrokeStyle) throws {
        try canvas.stroke(path, with: paint, style: style, transform: transform, opacity: opacity)
    }

    /// Draws a premultiplied image stretched over `rect`, given in view coordinates,
    /// filtered to the device pixels it covers (see `Canvas.draw(_:in:transform:opacity:)`).
    public mutating func draw(_ image: PremultipliedImage, in rect: Rect) throws {
        try canvas.draw(image, in: rect, transform: transform, opacity: opacity)
    }

    /// Draws `body` into a layer of its own, then filters it and composites it with
    /// `opacity`: what `.opacity`, `.grayscale` and `.hueRotation` do.
    public mutating func drawLayer(opacity: Double = 1, filters: [ColorFilter] = [],
                                   _ body: (inout DrawingContext) throws -> Void) throws {
        if canvas.dirtyRegion.isEmpty, opacity * self.opacity == 1 {
            // Nothing is drawn yet: a layer composited onto a transparent canvas at full
            // opacity is the canvas itself, so draw in place and filter what was drawn.
            let outer = self.opacity
            self.opacity = 1
            defer { self.opacity = outer }
            try body(&self)
            canvas.apply(filters)
            return
        }
        // The layer goes straight into the inner context: held in a local as well, it would
        // share its pixels with the context's copy until the end of this scope, and the
        // first fill would copy them all.
        var inner = DrawingContext(canvas: try canvases?.canvas(width: canvas.width, height: canvas.height)
                                       ?? Canvas(width: canvas.width, height: canvas.height),
                                   transform: transform, environment: environment)
        inner.canvases = canvases
        inner.canvas.clip = canvas.clip
        // The layer's fills spend from the picture's exact-coverage work, not a budget of their own.
        inner.canvas.crossingWorkBudget = canvas.crossingWorkBudget
        defer { canvas.crossingWorkBudget = inner.canvas.crossingWorkBudget }
        try body(&inner)
        try canvas.composite(discarding: &inner.canvas, opacity: opacity * self.opacity, filters: filters)
        canvases?.recycle(inner.canvas)
    }
}
