import Geometry

/// Empty space that grows along the axis of the stack it is in, as SwiftUI's `Spacer`:
/// it takes what is left of the stack's length once its other children have theirs,
/// shared with the stack's other spacers, and at least `minLength`. Across the axis it
/// takes nothing. Outside a stack it takes what it is offered, either way.
public struct Spacer: PrimitiveView {
    /// The least length it shrinks to; `nil`, the stacks' default spacing (8 points).
    public var minLength: Double?

    /// A spacer of at least `minLength` points, or of the default spacing.
    public init(minLength: Double? = nil) {
        self.minLength = minLength
    }

    public func sizeThatFits(_ proposal: ProposedSize, environment: Environment) throws -> Size {
        let least = minLength ?? StackLayout.defaultSpacing
        func along(_ offered: Double?) -> Double { max(least, offered ?? least) }
        switch environment.stackAxis {
        case .horizontal?: return Size(width: along(proposal.width), height: 0)
        case .vertical?: return Size(width: 0, height: along(proposal.height))
        case nil: return Size(width: along(proposal.width), height: along(proposal.height))
        }
    }

    public func draw(in rect: Rect, context: inout DrawingContext) throws {}
}
