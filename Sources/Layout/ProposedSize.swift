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

    /// What a view that lays out children lays them out for as it draws them in `rect`:
    /// the offer it was measured with, and `rect`'s length along a side it was offered
    /// nothing along (the picture's root, a stack's cross axis offered its ideal size),
    /// as SwiftUI's stacks stretch a flexible child to the stack's height there.
    @inlinable
    func drawing(in rect: Rect) -> ProposedSize {
        ProposedSize(width: width ?? rect.width, height: height ?? rect.height)
    }
}
