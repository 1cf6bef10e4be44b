import Foundation
import Geometry

/// An affine map written for the tests, independently of `Geometry.AffineTransform`, in
/// the SVG matrix convention `(a, b, c, d, e, f)`:
///
///     x' = a x + c y + e
///     y' = b x + d y + f
///
/// `m1 * m2` applies `m2` first, then `m1` (as SVG's `transform="m1 m2"` does), so an SVG
/// transform list reads left to right: `translate(0 75) scale(0.25)` is
/// `.translate(0, 75) * .scale(0.25)`.
public struct RefAffine: Sendable, Equatable, CustomStringConvertible {
    public var a, b, c, d, e, f: Double

    public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.e = e; self.f = f
    }

    public static let identity = RefAffine(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0)

    public static func translate(_ x: Double, _ y: Double) -> RefAffine {
        RefAffine(a: 1, b: 0, c: 0, d: 1, e: x, f: y)
    }

    public static func scale(_ sx: Double, _ sy: Double? = nil) -> RefAffine {
        RefAffine(a: sx, b: 0, c: 0, d: sy ?? sx, e: 0, f: 0)
    }

    /// SVG `rotate(deg cx cy)`: clockwise on a y-down screen for positive angles. Sines
    /// and cosines that are within 1e-15 of 0 or ±1 are snapped, so quarter turns are exact.
    public static func rotate(_ degrees: Double, _ cx: Double = 0, _ cy: Double = 0) -> RefAffine {
        let t = degrees * Double.pi / 180
        var (cs, sn) = (cos(t), sin(t))
        for v in [0.0, 1.0, -1.0] {
            if abs(cs - v) < 1e-15 { cs = v }
            if abs(sn - v) < 1e-15 { sn = v }
        }
        return .translate(cx, cy) * RefAffine(a: cs, b: sn, c: -sn, d: cs, e: 0, f: 0) * .translate(-cx, -cy)
    }

    /// `lhs * rhs`: apply `rhs` first, then `lhs`.
    public static func * (m1: RefAffine, m2: RefAffine) -> RefAffine {
        RefAffine(a: m1.a * m2.a + m1.c * m2.b,
                  b: m1.b * m2.a + m1.d * m2.b,
                  c: m1.a * m2.c + m1.c * m2.d,
                  d: m1.b * m2.c + m1.d * m2.d,
                  e: m1.a * m2.e + m1.c * m2.f + m1.e,
                  f: m1.b * m2.e + m1.d * m2.f + m1.f)
    }

    public func apply(_ x: Double, _ y: Double) -> (Double, Double) {
        (a * x + c * y + e, b * x + d * y + f)
    }

    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + e, y: b * p.x + d * p.y + f)
    }

    /// The inverse, by Cramer's rule. Precondition: invertible.
    public var inverse: RefAffine {
        let det = a * d - b * c
        precondition(det != 0, "singular matrix")
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return RefAffine(a: ia, b: ib, c: ic, d: id, e: -(ia * e + ic * f), f: -(ib * e + id * f))
    }

    /// The same map as a `Geometry.AffineTransform` (the coefficient names differ only).
    public var affineTransform: Geometry.AffineTransform {
        Geometry.AffineTransform(a: a, b: b, c: c, d: d, tx: e, ty: f)
    }

    public var description: String { "matrix(\(a) \(b) \(c) \(d) \(e) \(f))" }
}
