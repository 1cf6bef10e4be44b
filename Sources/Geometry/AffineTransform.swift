import Foundation

/// An affine map of the plane, in the convention of SVG and Core Graphics:
///
///     x' = a * x + c * y + tx
///     y' = b * x + d * y + ty
///
/// Angles are in degrees and, because y grows downwards, a positive angle turns
/// clockwise on screen, as SwiftUI's `rotationEffect` does.
///
///     // SwiftUI's `.rotationEffect(.degrees(45), anchor: .bottom)` in a 300 x 300 frame:
///     let turn = AffineTransform(rotationDegrees: 45, around: Point(x: 150, y: 300))
public struct AffineTransform: Hashable, Sendable {
    /// The matrix: `(a, b)` is where the x unit vector goes, `(c, d)` the y unit
    /// vector, and `(tx, ty)` the origin.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// A transform from its six coefficients.
    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The map that leaves every point where it is.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A shift by `(x, y)`.
    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale by `sx` horizontally and `sy` vertically about `anchor`.
    public init(scaleX sx: Double, y sy: Double, around anchor: Point = .zero) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: anchor.x - sx * anchor.x, ty: anchor.y - sy * anchor.y)
    }

    /// A uniform scale by `s` about `anchor`.
    public init(scale s: Double, around anchor: Point = .zero) {
        self.init(scaleX: s, y: s, around: anchor)
    }

    /// A rotation by `degrees` (clockwise on screen) about `anchor`.
    ///
    /// Multiples of 90 degrees give exact zeros and ones, so that quarter turns keep
    /// integer coordinates integer.
    public init(rotationDegrees degrees: Double, around anchor: Point = .zero) {
        var (s, c) = (sin(degrees * .pi / 180), cos(degrees * .pi / 180))
        let remainder = degrees.truncatingRemainder(dividingBy: 90)
        if remainder == 0 {
            s = s.rounded(); c = c.rounded()
        }
        self.init(a: c, b: s, c: -s, d: c,
                  tx: anchor.x - c * anchor.x + s * anchor.y,
                  ty: anchor.y - s * anchor.x - c * anchor.y)
    }

    /// The transform that applies `self` first and then `next`.
    ///
    ///     let t = AffineTransform(translationX: 10, y: 0).concatenating(AffineTransform(scale: 2))
    ///     t.apply(to: Point(x: 1, y: 1)) // (22, 2)
    public func concatenating(_ next: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: next.a * a + next.c * b,
            b: next.b * a + next.d * b,
            c: next.a * c + next.c * d,
            d: next.b * c + next.d * d,
            tx: next.a * tx + next.c * ty + next.tx,
            ty: next.b * tx + next.d * ty + next.ty)
    }

    /// The determinant of the linear part; zero when the map flattens the plane.
    public var determinant: Double { a * d - b * c }

    /// The inverse map, or `nil` when the transform is not invertible.
    public func inverted() -> AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return AffineTransform(a: ia, b: ib, c: ic, d: id,
                               tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }

    /// Maps a point.
    @inlinable
    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// True when every coefficient is a finite number.
    public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }
}
