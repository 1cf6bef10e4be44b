import Fonts
import Geometry
import Raster

/// One line of text, drawn as the outlines of its glyphs in the environment's font and
/// colour. Its size is the line's advance width and height, whatever it is offered.
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
        return Size(width: text.advanceWidth, height: text.lineHeight)
    }

    public func draw(in rect: Rect, context: inout DrawingContext) throws {
        let text = try shaped(context.environment)
        if let observer = context.environment.onTextPlaced {
            observer(string, rect.applying(context.transform))
        }
        let outline = text.path.applying(AffineTransform(translationX: rect.minX, y: rect.minY + text.ascent))
        try context.fill(outline, with: .solid(context.environment.foregroundColor))
    }

    public var drawsSingleFill: Bool { true }
}
