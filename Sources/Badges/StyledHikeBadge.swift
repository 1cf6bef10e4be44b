import Layout

/// A hike badge drawn with a style's filters.
public struct StyledHikeBadge: View {
    public var badge: HikeBadge
    public var style: HikeBadgeStyle

    public init(_ badge: HikeBadge, style: HikeBadgeStyle) {
        self.badge = badge
        self.style = style
    }

    public var body: some View {
        badge.colorFilters(style.filters)
    }
}
