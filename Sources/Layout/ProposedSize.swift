import Geometry

/// The size a parent offers a child. `nil` in a dimension means "unspecified": the
/// child may take its ideal size there.
public struct ProposedSize: Hashable, Sendable {
    /// The offered width in points, or nil for "whatever you like".
    public var width: Double?
    /// The offered height in points, or nil for "whatever you like".
    public var height: Double?

    /// A proposal of each dimension, nil where unspecified.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// No constraint in either dimension: "what is your ideal size?"
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// Zero in both dimensions: "how small can you get?"
    public static let zero = ProposedSize(width: 0, height: 0)
    /// Infinity in both dimensions: "how large can you get?"
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// The proposal with unspecified dimensions replaced by `fallback`'s.
    public func replacingUnspecifiedDimensions(by fallback: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? fallback.width, height: height ?? fallback.height)
    }
}
