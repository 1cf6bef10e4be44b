import Foundation

/// The colour filters SwiftUI applies with `grayscale(_:)` and `hueRotation(_:)`,
/// defined as the CSS / SVG Filter Effects colour matrices.
///
/// Both act on un-premultiplied, gamma-encoded sRGB; alpha is untouched and each result
/// is clamped to 0...1 before the next filter runs.
///
///     // Tenth Hike: .grayscale(0.5).hueRotation(.degrees(45)), innermost first
///     let filters: [ColorFilter] = [.grayscale(0.5), .hueRotation(degrees: 45)]
///
/// A filter whose amount or angle is NaN or infinite leaves colours as they are where it
/// is run (`validate()` refuses it, and `Canvas.composite(layer:opacity:filters:)` with it).
public enum ColorFilter: Hashable, Sendable {
    /// Desaturates by `amount` (0 leaves colours alone, 1 is fully grey); amounts beyond
    /// are taken as 0 or 1, as CSS takes them.
    case grayscale(Double)
    /// Turns hues by `degrees` around the colour wheel.
    case hueRotation(degrees: Double)

    /// Checks that the filter's amount or angle is a finite number: one that is not is
    /// left out where filters run, which a caller may want to hear of.
    public func validate() throws(RasterError) {
        switch self {
        case .grayscale(let amount): guard amount.isFinite else { throw .nonFiniteValue("the grayscale amount") }
        case .hueRotation(let degrees): guard degrees.isFinite else { throw .nonFiniteValue("the hue rotation") }
        }
    }

    /// Whether the filter's amount or angle is a finite number.
    var isFinite: Bool {
        switch self {
        case .grayscale(let amount): amount.isFinite
        case .hueRotation(let degrees): degrees.isFinite
        }
    }

    /// The filter's 3 x 3 matrix, acting on `(r, g, b)`.
    var matrix: ColorMatrix {
        switch self {
        case .grayscale(let amount):
            let a = 1 - min(max(amount, 0), 1)
            return ColorMatrix(SIMD3(0.2126 + 0.7874 * a, 0.7152 - 0.7152 * a, 0.0722 - 0.0722 * a),
                               SIMD3(0.2126 - 0.2126 * a, 0.7152 + 0.2848 * a, 0.0722 - 0.0722 * a),
                               SIMD3(0.2126 - 0.2126 * a, 0.7152 - 0.7152 * a, 0.0722 + 0.9278 * a))
        case .hueRotation(let degrees):
            let h = degrees * .pi / 180
            let (c, s) = (cos(h), sin(h))
            let a = SIMD3<Double>(0.213, 0.715, 0.072)
            let b = ColorMatrix(SIMD3(0.787, -0.715, -0.072), SIMD3(-0.213, 0.285, -0.072), SIMD3(-0.213, -0.715, 0.928))
            let d = ColorMatrix(SIMD3(-0.213, -0.715, 0.928), SIMD3(0.143, 0.140, -0.283), SIMD3(-0.787, 0.715, 0.072))
            return ColorMatrix(a + c * b.row0 + s * d.row0, a + c * b.row1 + s * d.row1, a + c * b.row2 + s * d.row2)
        }
    }

    /// True when the matrix maps every colour in 0...1 into 0...1 (no negative
    /// coefficient, no row summing past 1), so clamping its result changes nothing.
    /// `grayscale` is such a filter; `hueRotation` is not.
    var keepsColorsInRange: Bool { matrix.keepsColorsInRange }

    /// Calls `body` with the matrices to run for `filters`, innermost first, each to be
    /// followed by a clamp. A filter that keeps colours in range needs no clamp, so it is
    /// folded into the next matrix: `grayscale(0.5)` then `hueRotation(45)` is one
    /// matrix, not two.
    static func forEachClampedStage(_ filters: [ColorFilter], _ body: (ColorMatrix) -> Void) {
        var pending: ColorMatrix?  // product of the range-keeping filters not yet run
        for filter in filters where filter.isFinite {
            var m = filter.matrix
            if let p = pending { m = m.after(p) }
            if filter.keepsColorsInRange {
                pending = m
            } else {
                body(m)
                pending = nil
            }
        }
        if let p = pending { body(p) }
    }
}
