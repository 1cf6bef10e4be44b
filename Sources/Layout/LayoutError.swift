/// Why a view could not be laid out or drawn.
public enum LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A `Text` was laid out or drawn in an environment without a typesetter, so there
    /// are no fonts to draw its glyphs with.
    case noTypesetter
    /// A renderer's scale that is not a positive, finite number of pixels per point.
    case invalidScale(Double)

    public var description: String {
        switch self {
        case .noTypesetter: return "text needs fonts, but the environment has no typesetter: pass one made with `Typesetter()` (or `Typesetter(fontFolders:)`) in `Environment(typesetter:)`, or draw without text"
        case .invalidScale(let scale): return "a picture's scale is a positive, finite number of pixels per point, such as 1, 2 or 3; got \(scale)"
        }
    }
}
