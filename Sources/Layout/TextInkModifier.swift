import Geometry
import Raster

/// Reserves above and below every line of `Text` inside a view as much room as the ink of
/// the tallest of some strings needs, so that lines side by side whose ink reaches past
/// the line by different amounts keep their baselines level.
///
/// `Text` is taller than its line by as much as its own ink reaches above or below it
/// (stacked marks, Vietnamese capitals), so that no picture cuts that ink. Captions in a
/// row lined up at their tops would then sit lower the taller their ink; in SwiftUI, whose
/// text is one line tall whatever its ink, they line up. Reserving the most any of them
/// needs gives each the same room, and the same baseline.
public struct TextInkModifier<Content: View>: PrimitiveView {
    /// The view whose text reserves the room.
    public var content: Content
    /// The strings whose ink decides the room: the texts the view shows.
    public var strings: [String]
    /// The font they are drawn in; an explicit font file of the environment stays in
    /// force, as `.font(_:)` keeps it.
    public var font: Font

    /// The room the tallest of `strings` needs above and below its line in `environment`.
    func reserve(in environment: Environment) throws -> TextInkReserve {
        guard let typesetter = environment.typesetter else { return environment.textInkReserve }
        let font = font.filePath == nil ? font.withFile(environment.font.filePath) : font
        var reserve = environment.textInkReserve
        for string in strings {
            for line in Text(string).lines {
                let shaped = try typesetter.shape(String(line), font: font.descriptor)
                reserve.above = max(reserve.above, shaped.overhangAbove)
                reserve.below = max(reserve.below, shaped.overhangBelow)
            }
        }
        return reserve
    }

    public func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
        var environment = environment
        environment.textInkReserve = try reserve(in: environment)
        return try content.sizeThatFits(proposal, environment: environment)
    }

    public func draw(in rect: Rect, context: inout DrawingContext) throws {
        let outer = context.environment
        context.environment.textInkReserve = try reserve(in: outer)
        defer { context.environment = outer }
        try content.draw(in: rect, context: &context)
    }

    public var drawsSingleFill: Bool { content.drawsSingleFill }
}

/// The room, in points, that every line of `Text` leaves for ink above and below it at
/// least (`TextInkModifier`).
struct TextInkReserve: Sendable, Hashable {
    var above = 0.0
    var below = 0.0
}

extension View {
    /// Gives every line of `Text` inside the view the room above and below it that the
    /// tallest of `strings` in `font` needs, so that texts side by side keep their
    /// baselines level however far their ink reaches (`TextInkModifier`).
    public func reservingTextInk(of strings: [String], font: Font) -> TextInkModifier<Self> {
        TextInkModifier(content: self, strings: strings, font: font)
    }
}
