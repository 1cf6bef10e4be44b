import CFreeType
import Geometry

/// Turns a FreeType outline into a `Path`, keeping its units and flipping y.
///
/// `FT_Outline_Decompose` walks the outline's contours and calls back for every segment:
/// `move_to` starts a contour, `line_to`, `conic_to` (a quadratic Bézier, TrueType's only
/// curve) and `cubic_to` (CFF curves) extend it, and the last segment of each contour ends on
/// its first point. Each contour becomes a closed subpath. Coordinates stay in the outline's
/// units (font units when the glyph was loaded with `FT_LOAD_NO_SCALE`) with y negated, since
/// fonts have y up and our paths y down.
///
/// Contour direction is kept as is: the outline is meant to be filled with the non-zero
/// winding rule (see `ShapedText`).
enum OutlineDecomposer {
    /// FreeType reported an error while walking the outline.
    struct DecomposeError: Error {
        var code: FT_Error
    }

    /// The path of an outline, y flipped, in the outline's own units.
    static func path(of outline: UnsafeMutablePointer<FT_Outline>) throws(DecomposeError) -> Path {
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                let builder = user!.assumingMemoryBound(to: Builder.self)
                builder.pointee.move(to: OutlineDecomposer.point(to))
                return 0
            },
            line_to: { to, user in
                let builder = user!.assumingMemoryBound(to: Builder.self)
                builder.pointee.path.addLine(to: OutlineDecomposer.point(to))
                return 0
            },
            conic_to: { control, to, user in
                let builder = user!.assumingMemoryBound(to: Builder.self)
                builder.pointee.path.addQuadCurve(to: OutlineDecomposer.point(to),
                                                  control: OutlineDecomposer.point(control))
                return 0
            },
            cubic_to: { control1, control2, to, user in
                let builder = user!.assumingMemoryBound(to: Builder.self)
                builder.pointee.path.addCurve(to: OutlineDecomposer.point(to),
                                              control1: OutlineDecomposer.point(control1),
                                              control2: OutlineDecomposer.point(control2))
                return 0
            },
            shift: 0,
            delta: 0)
        var builder = Builder()
        let error = withUnsafeMutablePointer(to: &builder) { builderPointer in
            FT_Outline_Decompose(outline, &funcs, builderPointer)
        }
        guard error == 0 else { throw DecomposeError(code: error) }
        builder.closeContour()
        return builder.path
    }

    /// A FreeType vector with y negated. Integer negation keeps 0 a positive zero.
    private static func point(_ vector: UnsafePointer<FT_Vector>?) -> Point {
        guard let v = vector?.pointee else { return .zero }
        return Point(x: Double(v.x), y: Double(-v.y))
    }

    /// The path under construction, handed to the C callbacks through their `user` pointer.
    private struct Builder {
        var path = Path()
        var contourIsOpen = false

        mutating func move(to point: Point) {
            closeContour()
            path.move(to: point)
            contourIsOpen = true
        }

        mutating func closeContour() {
            if contourIsOpen { path.closeSubpath() }
            contourIsOpen = false
        }
    }
}
