import Fonts
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
    /// The room reserved: that of the tallest ink of some strings in a font, measured
    /// each time the view is laid out or drawn, or a room measured once ahead.
    public var room: Room

    /// What decides the room `TextInkModifier` reserves.
    public enum Room: Sendable {
        /// The room the tallest ink of the strings needs in the font (an explicit font
        /// file of the environment stays in force, as `.font(_:)` keeps it), measured in
        /// the environment the view is laid out in.
        case ink(of: [String], font: Font)
        /// A room measured ahead (`TextInkReserve.init(of:font:environment:)`), for a view
        /// laid out many times, whose strings are many.
        case reserve(TextInkReserve)
    }

    /// The room reserved in `environment`: this one's, or an outer one's where larger.
    func reserve(in environment: Environment) throws -> TextInkReserve {
        var reserve = environment.textInkReserve
        switch room {
        case .ink(let strings, let font):
            guard environment.typesetter != nil else { return reserve }
            reserve.formUnion(try TextInkReserve(of: strings, font: font, environment: environment))
        case .reserve(let own):
            reserve.formUnion(own)
        }
        return reserve
    }

    public func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
        var environment = environment
        environment.textInkReserve = try reserve(in: environment)
        return try content.sizeThatFits(proposal, environment: environment)
    }

    public func draw(in rect: Rect, context: inout DrawingContext) throws {
        try draw(in: rect, proposal: ProposedSize(rect.size), context: &context)
    }

    public func draw(in rect: Rect, proposal: ProposedSize, context: inout DrawingContext) throws {
        let outer = context.environment
        context.environment.textInkReserve = try reserve(in: outer)
        defer { context.environment = outer }
        try content.draw(in: rect, proposal: proposal, context: &context)
    }

    public var drawsSingleFill: Bool { content.drawsSingleFill }
}

/// The room, in points, that every line of `Text` leaves for ink above and below it at
/// least (`TextInkModifier`).
public struct TextInkReserve: Sendable, Hashable {
    /// Above the line's ascent.
    public var above: Double
    /// Below the line's descent.
    public var below: Double

    /// A room of `above` and `below` points; none by default.
    public init(above: Double = 0, below: Double = 0) {
        self.above = above
        self.below = below
    }

    /// The room the tallest ink of `strings`, each line of each, needs in `font` (an
    /// explicit font file of `environment` stays in force, as `.font(_:)` keeps it).
    ///
    /// - Throws: `LayoutError.noTypesetter` without a typesetter, and what shaping
    ///   the strings throws.
    public init(of strings: [String], font: Font, environment: Environment) throws {
        guard let typesetter = environment.typesetter else { throw LayoutError.noTypesetter }
        let font = font.filePath == nil ? font.withFile(environment.font.filePath) : font
        self.init()
        for string in strings {
            // One line, as a caption is, without splitting it (which allocates).
            guard string.contains(where: \.isNewline) else {
                formUnion(TextInkReserve(inkOf: try typesetter.shape(string, font: font.descriptor)))
                continue
            }
            for line in Text(string).lines {
                formUnion(TextInkReserve(inkOf: try typesetter.shape(String(line), font: font.descriptor)))
            }
        }
    }

    /// The room a shaped line's own ink takes above and below the line.
    init(inkOf line: ShapedText) {
        self.init(above: line.overhangAbove, below: line.overhangBelow)
    }

    /// The room a shaped line takes above and below it: its own ink's, or this room where
    /// larger.
    func room(around line: ShapedText) -> TextInkReserve {
        var room = self
        room.formUnion(TextInkReserve(inkOf: line))
        return room
    }

    /// Grows the room to hold `other` too.
    public mutating func formUnion(_ other: TextInkReserve) {
        above = max(above, other.above)
        below = max(below, other.below)
    }
}

extension View {
    /// Gives every line of `Text` inside the view the room above and below it that the
    /// tallest ink of `strings` in `font` needs, so that texts side by side keep their
    /// baselines level however far their ink reaches (`TextInkModifier`).
    public func reservingTextInk(of strings: [String], font: Font) -> TextInkModifier<Self> {
        TextInkModifier(content: self, room: .ink(of: strings, font: font))
    }

    /// Gives every line of `Text` inside the view at least `reserve` above and below it:
    /// a room measured once, for a view laid out many times.
    public func reservingTextInk(_ reserve: TextInkReserve) -> TextInkModifier<Self> {
        TextInkModifier(content: self, room: .reserve(reserve))
    }
}
