/// Edges of a rectangle, for `padding`.
public struct Edges: OptionSet, Sendable, Hashable {
    /// One bit per edge.
    public let rawValue: Int
    /// Edges from their bits, as `OptionSet` requires.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = Edges(rawValue: 1)
    /// The bottom edge.
    public static let bottom = Edges(rawValue: 2)
    /// The left edge.
    public static let leading = Edges(rawValue: 4)
    /// The right edge.
    public static let trailing = Edges(rawValue: 8)
    /// Left and right.
    public static let horizontal: Edges = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Edges = [.top, .bottom]
    /// All four edges.
    public static let all: Edges = [.top, .bottom, .leading, .trailing]
}
