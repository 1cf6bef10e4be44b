import Fonts
import Geometry
import Raster

/// One line of text, drawn as the outlines of its glyphs in the environment's font and
/// colour (colour emoji as their own images), shaped and ordered as `Typesetter` does.
/// Its size is the line's advance width and height, whatever it is offered, widened on
/// both sides by as much as the glyphs' ink reaches past either end of the advance (the
/// hook of a "J", a slanted "f"), so that no picture cuts its ink; the advance box stays
/// centred. Likewise it is taller by as much as the ink reaches above the font's ascender
/// or below its descender (Arabic dots, an emoji), the line moved down by the first. Text
/// whose ink lies within its advance and line is exactly as wide as its advance and as
/// tall as its line.
public struct Text: PrimitiveView {
    /// The line drawn; no line breaks.
    public var string: String

    /// A text view of one line.
    public init(_ string: String) {
        self.string = string
    }

    func shaped(_ environment: Environment) throws -> ShapedText {
        guard let typesetter = environment.typesetter else { throw LayoutError.noTypesetter }
        return try typesetter.shape(string, font: environment.font.descriptor)
    }

    public func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
        let text = try shaped(environment)
        return Size(width: text.advanceWidth + 2 * text.horizontalOverhang,
                    height: text.overhangAbove + text.lineHeight + text.overhangBelow)
    }

    public func draw(in rect: Rect, context: inout DrawingContext) throws {
        let text = try shaped(context.environment)
        let originX = rect.minX + text.horizontalOverhang
        let lineTop = rect.minY + text.overhangAbove
        if let observer = context.environment.onTextPlaced {
            let advanceBox = Rect(x: originX, y: lineTop, width: rect.width - 2 * text.horizontalOverhang,
                                  height: rect.height - text.overhangAbove - text.overhangBelow)
            observer(string, advanceBox.applying(context.transform))
        }
        let origin = AffineTransform(translationX: originX, y: lineTop + text.ascent)
        do {
            try context.fill(text.path, movedBy: origin, with: .solid(context.environment.foregroundColor))
        } catch RasterError.pathTooComplex(let segments) {
            throw LayoutError.textTooComplex(segments: segments)
        }
        for glyph in text.images {
            // Colour glyphs keep their own colours, whatever the foreground colour.
            let image = try PremultipliedImage(width: glyph.width, height: glyph.height, bytes: glyph.premultipliedRGBA)
            try context.draw(image, in: glyph.rect.applying(origin))
        }
    }

    /// One fill, plus colour glyph images beside the outlines: each glyph sits in its own
    /// advance, so they hardly overlap and an opacity applied to each draw looks like one
    /// applied to the whole line.
    public var drawsSingleFill: Bool { true }
}
