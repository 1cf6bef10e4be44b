import Fonts
import Geometry
import Raster

/// One line of text, drawn as the outlines of its glyphs in the environment's font and
/// colour. Its size is the line's advance width and height, whatever it is offered,
/// widened on both sides by as much as the glyphs' ink reaches past either end of the
/// advance (the hook of a "J", a slanted "f"), so that no picture cuts its ink; the
/// advance box stays centred. Text whose ink lies within its advance is exactly as wide
/// as its advance.
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
        return Size(width: text.advanceWidth + 2 * text.horizontalOverhang, height: text.lineHeight)
    }

    public func draw(in rect: Rect, context: inout DrawingContext) throws {
        let text = try shaped(context.environment)
        let originX = rect.minX + text.horizontalOverhang
        if let observer = context.environment.onTextPlaced {
            let advanceBox = Rect(x: originX, y: rect.minY, width: rect.width - 2 * text.horizontalOverhang, height: rect.height)
            observer(string, advanceBox.applying(context.transform))
        }
        let outline = text.path.applying(AffineTransform(translationX: originX, y: rect.minY + text.ascent))
        try context.fill(outline, with: .solid(context.environment.foregroundColor))
    }

    public var drawsSingleFill: Bool { true }
}
