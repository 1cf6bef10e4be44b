import Geometry

/// Children in a row, `spacing` points apart, lined up by `alignment`.
public struct HStack: StackView {
    /// Where children of different heights line up.
    public var alignment: VerticalAlignment
    /// Points between neighbours.
    public var spacing: Double
    /// The views, left to right.
    public var children: [any View]

    /// - Parameter spacing: points between neighbours; 8, SwiftUI's usual default, if nil.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Group) {
        self.alignment = alignment
        self.spacing = spacing ?? StackLayout.defaultSpacing
        self.children = content().children
    }

    var stack: StackLayout { StackLayout(axis: .horizontal, spacing: spacing, crossFraction: alignment.fraction, children: children) }
}
