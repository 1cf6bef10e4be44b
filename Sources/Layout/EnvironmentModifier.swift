import Geometry
import Raster

/// Sets a value of the environment for a view and everything inside it.
public struct EnvironmentModifier<Content: View>: PrimitiveView {
    /// The view whose environment changes.
    public var content: Content
    /// The value set: stored as a value rather than as a closure, which would be
    /// allocated each time the view is made.
    var change: Change

    /// A value of the environment that a modifier sets.
    enum Change: Sendable {
        case font(Font)
        case foregroundColor(Color)
        case colorScheme(ColorScheme)

        func apply(to environment: inout Environment) {
            switch self {
            case .font(let font):
                // An explicit font file chosen for the whole picture stays in force.
                let file = environment.font.filePath
                environment.font = font
                if font.filePath == nil { environment.font.filePath = file }
            case .foregroundColor(let color):
                environment.foregroundColor = color
            case .colorScheme(let scheme):
                environment.colorScheme = scheme
            }
        }
    }

    public func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
        var env = environment
        change.apply(to: &env)
        return try content.sizeThatFits(proposal, environment: env)
    }

    public func draw(in rect: Rect, context: inout DrawingContext) throws {
        try draw(in: rect, proposal: ProposedSize(rect.size), context: &context)
    }

    public func draw(in rect: Rect, proposal: ProposedSize, context: inout DrawingContext) throws {
        let outer = context.environment
        change.apply(to: &context.environment)
        defer { context.environment = outer }
        try content.draw(in: rect, proposal: proposal, context: &context)
    }

    public var drawsSingleFill: Bool { content.drawsSingleFill }
}

extension View {
    /// The font of every `Text` inside the view; other views ignore it.
    public func font(_ font: Font) -> EnvironmentModifier<Self> {
        EnvironmentModifier(content: self, change: .font(font))
    }

    /// The colour of every `Text` inside the view, and of the strokes drawn in the
    /// foreground colour (`.stroke(lineWidth:)`), in every colour scheme.
    public func foregroundColor(_ color: Color) -> EnvironmentModifier<Self> {
        EnvironmentModifier(content: self, change: .foregroundColor(color))
    }

    /// `foregroundColor(_:)` under the name SwiftUI gives it now.
    public func foregroundStyle(_ color: Color) -> EnvironmentModifier<Self> {
        foregroundColor(color)
    }

    /// The view drawn in light or dark appearance, as SwiftUI's
    /// `.environment(\.colorScheme, scheme)`: `.primary` text inside it follows `scheme`.
    public func colorScheme(_ scheme: ColorScheme) -> EnvironmentModifier<Self> {
        EnvironmentModifier(content: self, change: .colorScheme(scheme))
    }
}
