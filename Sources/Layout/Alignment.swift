import Geometry

/// Where a child sits inside a larger frame.
public struct Alignment: Sendable, Hashable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)

    /// The rectangle of size `size` placed inside `rect` by this alignment.
    func place(_ size: Size, in rect: Rect) -> Rect {
        Rect(x: rect.minX + (rect.width - size.width) * horizontal.fraction,
             y: rect.minY + (rect.height - size.height) * vertical.fraction,
             width: size.width, height: size.height)
    }
}
