import Geometry
import Layout

/// The mountain, or a custom symbol when one is given.
struct SymbolShape: Shape {
    var custom: Path?

    func path(in rect: Rect) -> Path {
        if let custom { return CustomSymbol(path: custom).path(in: rect) }
        return Mountain().path(in: rect)
    }
}
