import Fonts
import Geometry
import Raster

/// One line of text, drawn as the outlines of its glyphs in the environment's font and
/// colour. Its size is the line's advance width and height, whatever it is offered.
public struct Text: PrimitiveView {
    public var string: String

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

/// Sets a value of the environment for a view and everything inside it.
public struct EnvironmentModifier<Content: View>: PrimitiveView {
    public var content: Content
    var update: @Sendable (inout Environment) -> Void

    public func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
        var env = environment
        update(&env)
        return try content.sizeThatFits(proposal, environment: env)
    }

    public func draw(in rect: Rect, context: inout DrawingContext) throws {
        let outer = context.environment
        update(&context.environment)
        defer { context.environment = outer }
        try content.draw(in: rect, context: &context)
    }

    public var drawsSingleFill: Bool { content.drawsSingleFill }
}

extension View {
    /// The font of every `Text` inside the view; other views ignore it.
    public func font(_ font: Font) -> EnvironmentModifier<Self> {
        EnvironmentModifier(content: self) { env in
            // An explicit font file chosen for the whole picture stays in force.
            let file = env.font.filePath
            env.font = font
            if font.filePath == nil { env.font.filePath = file }
        }
    }

    /// The colour of every `Text` inside the view.
    public func foregroundColor(_ color: Color) -> EnvironmentModifier<Self> {
        EnvironmentModifier(content: self) { $0.foregroundColor = color }
    }
}

/// Why a view could not be laid out or drawn.
public enum LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    case noTypesetter

    public var description: String {
        switch self {
        case .noTypesetter: return "text needs fonts, but no typesetter was given to the renderer"
        }
    }
}
