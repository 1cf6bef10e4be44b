import Layout

/// A hike badge drawn with a style's filters.
public struct StyledHikeBadge: View {
    /// The badge drawn.
    public var badge: HikeBadge
    /// The filters it is drawn with.
    public var style: HikeBadgeStyle

    /// `badge` drawn with `style`'s filters.
    public init(_ badge: HikeBadge, style: HikeBadgeStyle) {
        self.badge = badge
        self.style = style
    }

    public var body: some View {
        badge.colorFilters(style.filters)
    }
}
