import Geometry
import Raster

/// Sets a value of the environment for a view and everything inside it.
public struct EnvironmentModifier<Content: View>: PrimitiveView {
    /// The view whose environment changes.
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

    /// The colour of every `Text` inside the view, in every colour scheme.
    public func foregroundColor(_ color: Color) -> EnvironmentModifier<Self> {
        EnvironmentModifier(content: self) { $0.foregroundColor = color }
    }

    /// The view drawn in light or dark appearance, as SwiftUI's
    /// `.environment(\.colorScheme, scheme)`: `.primary` text inside it follows `scheme`.
    public func colorScheme(_ scheme: ColorScheme) -> EnvironmentModifier<Self> {
        EnvironmentModifier(content: self) { $0.colorScheme = scheme }
    }
}
