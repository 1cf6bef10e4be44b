import Geometry

/// Children in a row, `spacing` points apart, lined up by `alignment`.
public struct HStack<Content: View>: StackView {
    /// Where children of different heights line up.
    public var alignment: VerticalAlignment
    /// Points between neighbours.
    public var spacing: Double
    /// The views, left to right (see `View.forEachChild(_:)`).
    public var content: Content

    /// - Parameters:
    ///   - alignment: where children of different sizes across the stack line up.
    ///   - spacing: points between neighbours; 8, SwiftUI's usual default, if nil.
    ///   - content: the children, in order.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing ?? StackLayout.defaultSpacing
        self.content = content()
    }

    var stack: StackLayout { StackLayout(axis: .horizontal, spacing: spacing, crossFraction: alignment.fraction) }
}
