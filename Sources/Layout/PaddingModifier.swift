import Geometry

/// Space around a view, as SwiftUI's `.padding(_:_:)`: it proposes the child the offer
/// minus the insets and reports the child's size plus the insets. Negative padding, as
/// the badge's symbols use (`.padding(-60)`), offers the child more than it reports.
public struct PaddingModifier<Content: View>: PrimitiveView {
    /// The padded view.
    public var content: Content
    /// The edges that get the padding.
    public var edges: Edges
    /// Points of padding on each of those edges; negative lengths offer the child more room.
    public var length: Double

    @usableFromInline
    init(content: Content, edges: Edges, length: Double) {
        self.content = content
        self.edges = edges
        self.length = length
    }

    @inlinable var top: Double { edges.contains(.top) ? length : 0 }
    @inlinable var bottom: Double { edges.contains(.bottom) ? length : 0 }
    @inlinable var leading: Double { edges.contains(.leading) ? length : 0 }
    @inlinable var trailing: Double { edges.contains(.trailing) ? length : 0 }

    @inlinable
    public func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
        guard length.isFinite else { throw LayoutError.nonFiniteArgument(call: "padding(\(length))") }
        let size = try content.sizeThatFits(childProposal(proposal), environment: environment)
        return Size(width: size.width + leading + trailing, height: size.height + top + bottom)
    }

    /// What the content is offered: the offer less the insets, never below 0.
    @inlinable
    func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: proposal.width.map { max($0 - leading - trailing, 0) },
                     height: proposal.height.map { max($0 - top - bottom, 0) })
    }

    @inlinable
    public func draw(in rect: Rect, context: inout DrawingContext) throws {
        try draw(in: rect, proposal: ProposedSize(rect.size), context: &context)
    }

    @inlinable
    public func draw(in rect: Rect, proposal: ProposedSize, context: inout DrawingContext) throws {
        guard length.isFinite else { throw LayoutError.nonFiniteArgument(call: "padding(\(length))") }
        let inner = Rect(x: rect.minX + leading, y: rect.minY + top,
                         width: rect.width - leading - trailing, height: rect.height - top - bottom)
        try content.draw(in: inner, proposal: childProposal(proposal.drawing(in: rect)), context: &context)
    }

    @inlinable
    public var drawsSingleFill: Bool { content.drawsSingleFill }
}

extension View {
    /// Space of `length` points along `edges`.
    @inlinable
    public func padding(_ edges: Edges, _ length: Double = 16) -> PaddingModifier<Self> {
        PaddingModifier(content: self, edges: edges, length: length)
    }

    /// Space of `length` points on every side.
    @inlinable
    public func padding(_ length: Double = 16) -> PaddingModifier<Self> {
        PaddingModifier(content: self, edges: .all, length: length)
    }
}
