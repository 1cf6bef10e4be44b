import Fonts
import Geometry
import Raster

/// Text drawn as the outlines of its glyphs in the environment's font and colour (colour
/// emoji as their own images), shaped and ordered as `Typesetter` does.
///
/// A line's size is its advance width and height, whatever it is offered, widened on
/// both sides by as much as the glyphs' ink reaches past either end of the advance (the
/// hook of a "J", a slanted "f"), so that no picture cuts its ink; the advance box stays
/// centred. Likewise it is taller by as much as the ink reaches above the font's ascender
/// or below its descender (Arabic dots, an emoji), the line moved down by the first, and
/// at least by the room `reservingTextInk(of:font:)` keeps for the ink of texts beside
/// it. Text whose ink lies within its advance and line, and that reserves no room, is
/// exactly as wide as its advance and as tall as its line.
///
/// Line breaks (`\n`, `\r\n`, U+2028 and the others `Character.isNewline` names) start
/// new lines, stacked top to bottom at the leading edge, as SwiftUI's default
/// `multilineTextAlignment`. Text is not wrapped to the width it is offered.
public struct Text: PrimitiveView {
    /// The text drawn: one line, or lines separated by line breaks.
    public var string: String

    /// A text view.
    public init(_ string: String) {
        self.string = string
    }

    /// The lines of `string`: itself when it has no line break.
    var lines: [Substring] {
        string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }

    func shaped(_ line: String, _ environment: Environment) throws -> ShapedText {
        guard let typesetter = environment.typesetter else { throw LayoutError.noTypesetter }
        return try typesetter.shape(line, font: environment.font.descriptor)
    }

    /// The size a shaped line takes, its ink included, and the room `reserve` keeps for
    /// others' ink.
    static func size(of text: ShapedText, reserve: TextInkReserve) -> Size {
        let room = reserve.room(around: text)
        return Size(width: text.advanceWidth + 2 * text.horizontalOverhang, height: room.above + text.lineHeight + room.below)
    }

    public func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
        guard string.contains(where: \.isNewline) else {
            return Self.size(of: try shaped(string, environment), reserve: environment.textInkReserve)
        }
        var size = Size.zero
        for line in lines {
            let lineSize = Self.size(of: try shaped(String(line), environment), reserve: environment.textInkReserve)
            size = Size(width: max(size.width, lineSize.width), height: size.height + lineSize.height)
        }
        return size
    }

    public func draw(in rect: Rect, context: inout DrawingContext) throws {
        guard string.contains(where: \.isNewline) else {
            try Self.draw(shaped(string, context.environment), string, in: rect, context: &context)
            return
        }
        var top = rect.minY
        for line in lines {
            let text = try shaped(String(line), context.environment)
            let size = Self.size(of: text, reserve: context.environment.textInkReserve)
            try Self.draw(text, String(line), in: Rect(x: rect.minX, y: top, width: size.width, height: size.height), context: &context)
            top += size.height
        }
    }

    /// Draws one shaped line, `string`, in `rect`, the size it takes.
    static func draw(_ text: ShapedText, _ string: String, in rect: Rect, context: inout DrawingContext) throws {
        let room = context.environment.textInkReserve.room(around: text)
        let originX = rect.minX + text.horizontalOverhang
        let lineTop = rect.minY + room.above
        if let observer = context.environment.onTextPlaced {
            let advanceBox = Rect(x: originX, y: lineTop, width: rect.width - 2 * text.horizontalOverhang,
                                  height: rect.height - room.above - room.below)
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

    /// One fill a line, plus colour glyph images beside the outlines: each glyph sits in
    /// its own advance and each line below the last, so they hardly overlap and an opacity
    /// applied to each draw looks like one applied to the whole text.
    public var drawsSingleFill: Bool { true }
}
