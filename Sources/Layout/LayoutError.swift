/// Why a view could not be laid out or drawn.
public enum LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    case noTypesetter

    public var description: String {
        switch self {
        case .noTypesetter: return "text needs fonts, but no typesetter was given to the renderer"
        }
    }
}
