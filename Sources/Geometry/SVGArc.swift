import Foundation

/// An SVG elliptical arc (`A rx ry rotation large-arc sweep x y`) turned into cubic
/// Bézier curves, following the SVG implementation notes (SVG 1.1 appendix F.6):
///
/// - an arc whose end point equals its start point is left out (F.6.2);
/// - a zero radius makes it a straight line (F.6.2);
/// - negative radii are taken as their absolute values (F.6.6.1);
/// - radii too small to reach the end point are scaled up until they just do (F.6.6.2);
/// - the end points are converted to a centre and two angles (F.6.5) and the arc is cut
///   into pieces of at most 90 degrees, each drawn as a cubic with control distance
///   `k = 4/3 tan(angle / 4)` (0.5523 for a quarter circle).
struct SVGArc {
    var start: Point
    var end: Point
    var radiusX: Double
    var radiusY: Double
    /// The x axis rotation, in degrees.
    var rotationDegrees: Double
    var largeArc: Bool
    var sweep: Bool

    /// The path elements that draw the arc from `start`: none, one line, or 1 to 4 cubics.
    /// The last element ends exactly at `end`. `nil` when the numbers are so large that
    /// the centre or the angles overflow.
    var elements: [Path.Element]? {
        if start == end { return [] }
        var rx = abs(radiusX), ry = abs(radiusY)
        if rx == 0 || ry == 0 { return [.line(to: end)] }

        let phi = rotationDegrees.truncatingRemainder(dividingBy: 360) * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        // F.6.5.1: the start point in a frame centred between the end points, unrotated.
        let hx = (start.x - end.x) / 2, hy = (start.y - end.y) / 2
        let x1 = cosPhi * hx + sinPhi * hy
        let y1 = -sinPhi * hx + cosPhi * hy

        // F.6.6.2: scale radii that cannot reach the end point.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            let s = lambda.squareRoot()
            rx *= s; ry *= s
        }

        // F.6.5.2: the centre in that frame. Rounding can make the radicand slightly
        // negative when the radii were just scaled; it is zero then.
        let rx2 = rx * rx, ry2 = ry * ry
        let numerator = rx2 * ry2 - rx2 * y1 * y1 - ry2 * x1 * x1
        let denominator = rx2 * y1 * y1 + ry2 * x1 * x1
        var coefficient = denominator > 0 ? (max(0, numerator) / denominator).squareRoot() : 0
        if largeArc == sweep { coefficient = -coefficient }
        let cxPrime = coefficient * rx * y1 / ry
        let cyPrime = -coefficient * ry * x1 / rx

        // F.6.5.3: the centre in user space.
        let center = Point(x: cosPhi * cxPrime - sinPhi * cyPrime + (start.x + end.x) / 2,
                           y: sinPhi * cxPrime + cosPhi * cyPrime + (start.y + end.y) / 2)

        // F.6.5.5-6: the start angle and the signed sweep.
        let theta1 = atan2((y1 - cyPrime) / ry, (x1 - cxPrime) / rx)
        let theta2 = atan2((-y1 - cyPrime) / ry, (-x1 - cxPrime) / rx)
        var delta = theta2 - theta1
        if sweep, delta < 0 { delta += 2 * .pi }
        if !sweep, delta > 0 { delta -= 2 * .pi }
        guard center.isFinite, theta1.isFinite, delta.isFinite, rx.isFinite, ry.isFinite else { return nil }

        // Pieces of at most 90 degrees; the small allowance keeps an exact quarter turn,
        // computed with rounding error, in one piece.
        let pieces = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)

        // Maps a point of the unit circle onto the ellipse.
        func onEllipse(_ ux: Double, _ uy: Double) -> Point {
            Point(x: center.x + rx * cosPhi * ux - ry * sinPhi * uy,
                  y: center.y + rx * sinPhi * ux + ry * cosPhi * uy)
        }

        var out: [Path.Element] = []
        out.reserveCapacity(pieces)
        var a = theta1
        for piece in 0..<pieces {
            let b = piece == pieces - 1 ? theta1 + delta : a + step
            let cosA = cos(a), sinA = sin(a), cosB = cos(b), sinB = sin(b)
            let control1 = onEllipse(cosA - k * sinA, sinA + k * cosA)
            let control2 = onEllipse(cosB + k * sinB, sinB - k * cosB)
            let to = piece == pieces - 1 ? end : onEllipse(cosB, sinB)
            out.append(.curve(to: to, control1: control1, control2: control2))
            a = b
        }
        return out
    }
}
