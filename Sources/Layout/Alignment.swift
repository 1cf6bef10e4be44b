import Geometry

/// Where a child sits inside a larger frame.
public struct Alignment: Sendable, Hashable {
    /// Where the child sits across the frame's width.
    public var horizontal: HorizontalAlignment
    /// Where the child sits across the frame's height.
    public var vertical: VerticalAlignment

    /// An alignment from its two axes.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred both ways.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Centred horizontally, at the top.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// At the top-left corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// At the left, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// At the right, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// At the top-right corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Centred horizontally, at the bottom.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// At the bottom-left corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// At the bottom-right corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The rectangle of size `size` placed inside `rect` by this alignment.
    @usableFromInline
    func place(_ size: Size, in rect: Rect) -> Rect {
        Rect(x: rect.minX + (rect.width - size.width) * horizontal.fraction,
             y: rect.minY + (rect.height - size.height) * vertical.fraction,
             width: size.width, height: size.height)
    }
}
