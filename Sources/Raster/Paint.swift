import Geometry

/// What fills a shape: one colour, or a linear gradient.
public enum Paint: Hashable, Sendable {
    case solid(Color)
    case linearGradient(LinearGradient)

    /// The same paint seen through `transform`, as when the shape it fills is transformed.
    public func applying(_ transform: AffineTransform) -> Paint {
        switch self {
        case .solid: return self
        case .linearGradient(let g): return .linearGradient(g.applying(transform))
        }
    }

    var isFinite: Bool {
        switch self {
        case .solid(let c): return c.red.isFinite && c.green.isFinite && c.blue.isFinite && c.alpha.isFinite
        case .linearGradient(let g): return g.isFinite
        }
    }
}
