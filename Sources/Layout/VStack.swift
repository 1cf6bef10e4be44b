import Geometry

/// Children in a column, `spacing` points apart, lined up by `alignment`.
///
///     VStack(alignment: .center, spacing: 8) {
///         badge
///         Text(name).font(.caption)
///     }
public struct VStack<Content: View>: StackView {
    /// Where children of different widths line up.
    public var alignment: HorizontalAlignment
    /// Points between neighbours.
    public var spacing: Double
    /// The views, top to bottom (see `View.forEachChild(_:)`).
    public var content: Content

    /// - Parameters:
    ///   - alignment: where children of different sizes across the stack line up.
    ///   - spacing: points between neighbours; 8, SwiftUI's usual default, if nil.
    ///   - content: the children, in order.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing ?? StackLayout.defaultSpacing
        self.content = content()
    }

    var stack: StackLayout { StackLayout(axis: .vertical, spacing: spacing, crossFraction: alignment.fraction) }
}
