import Foundation

/// An SVG elliptical arc (`A rx ry rotation large-arc sweep x y`) turned into cubic
/// Bézier curves, following the SVG implementation notes (SVG 1.1 appendix F.6):
///
/// - an arc whose end point equals its start point is a line of no length: F.6.2 leaves
///   it out, but browsers (Blink and WebKit draw a line where they cannot make an arc),
///   resvg and Skia draw it, so that round or square caps make a dot there, as for
///   `M x y L x y`;
/// - a zero radius makes it a straight line (F.6.2);
/// - negative radii are taken as their absolute values (F.6.6.1);
/// - radii too small to reach the end point are scaled up until they just do (F.6.6.2);
/// - the end points are converted to a centre and two angles (F.6.5) and the arc is cut
///   into pieces of at most 90 degrees, each drawn as a cubic with control distance
///   `k = 4/3 tan(angle / 4)` (0.5523 for a quarter circle), and into as many more as
///   keep every piece within `tolerance` of the arc: a quarter circle's cubic strays by
///   0.027 % of its radius, which is 0.24 pixel at a radius of 900.
struct SVGArc {
    /// How far the cubics may stray from the arc, in the path's own units: a ten-thousandth
    /// of a pixel where they are pixels, below the rasterizer's flattening tolerance
    /// (a thousandth) at any scale up to 10.
    static let tolerance = 1e-4

    /// How far a piece turning by a quarter turn strays from a circle of radius 1, at
    /// most: 2.7253e-4, measured. For a piece turning by `a` it is that times
    /// `(a / (pi / 2))^6` (2.7166e-4 times it below 10 degrees), and times the larger
    /// radius on an ellipse.
    static let quarterTurnError = 2.73e-4

    /// The most pieces a quarter turn is cut into: radii up to about 2.5e10 stay within
    /// the tolerance.
    static let maximumPiecesPerQuarterTurn = 64.0

    /// How many pieces each quarter turn of an arc of `radius` takes to stay within
    /// `tolerance`: 1 up to a radius of 0.36, 3 at 150, 9 at 100,000.
    static func piecesPerQuarterTurn(radius: Double) -> Double {
        let pieces = pow(quarterTurnError * radius / tolerance, 1.0 / 6).rounded(.up)
        return min(max(pieces, 1), maximumPiecesPerQuarterTurn)
    }

    var start: Point
    var end: Point
    var radiusX: Double
    var radiusY: Double
    /// The x axis rotation, in degrees.
    var rotationDegrees: Double
    var largeArc: Bool
    var sweep: Bool

    /// The path elements that draw the arc from `start`: one line, or 1 to 256 cubics.
    /// The last element ends exactly at `end`. `nil` when the numbers are so far apart
    /// that the centre or the angles overflow (radii some 1e300 times the chord).
    var elements: [Path.Element]? {
        if start == end { return [.line(to: end)] }
        var rx = abs(radiusX), ry = abs(radiusY)
        if rx == 0 || ry == 0 { return [.line(to: end)] }

        let phi = rotationDegrees.truncatingRemainder(dividingBy: 360) * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        // F.6.5.1: the start point in a frame centred between the end points, unrotated.
        // Halves are taken first so that the differences stay finite.
        let hx = start.x * 0.5 - end.x * 0.5, hy = start.y * 0.5 - end.y * 0.5
        var x1 = cosPhi * hx + sinPhi * hy
        var y1 = -sinPhi * hx + cosPhi * hy

        // The rest is computed in units of a power of two near the half chord, so that the
        // squares below neither overflow nor underflow for any chord from 1e-300 to 1e300.
        // Scaling by a power of two is exact: where the plain formulas work, the results
        // are the same to the bit.
        let reach = max(abs(x1), abs(y1))
        guard reach.isFinite else { return nil }
        guard reach > 0 else { return [.line(to: end)] }  // the end points differ by less than a Double shows
        let unit = Double(sign: .plus, exponent: reach.exponent, significand: 1)
        x1 /= unit; y1 /= unit
        if max(rx, ry) < reach && min(rx, ry) / unit < .leastNormalMagnitude {
            // Radii so small against the chord that, in its units, they are subnormal or
            // zero, and the quotients below would overflow. F.6.6.2 scales them up until
            // they reach the end point, so only their ratio counts: the larger one is
            // taken as one unit (it is below `reach`, which is at least one unit, so they
            // are still scaled up), the smaller in proportion.
            let larger = max(rx, ry)
            rx /= larger; ry /= larger
        } else {
            rx /= unit; ry /= unit
        }
        if rx == 0 || ry == 0 { return [.line(to: end)] }  // a radius too small for a Double to show

        // F.6.6.2: scale radii that cannot reach the end point. Radii far smaller than
        // the chord overflow the squares; the root of the sum is then taken as a hypotenuse.
        // A coordinate of 0 adds nothing, though its radius's square may underflow to 0
        // (0 / 0 would make lambda NaN, and the radii would be left too small).
        func share(_ coordinate: Double, _ radius: Double) -> Double {
            coordinate == 0 ? 0 : (coordinate * coordinate) / (radius * radius)
        }
        let lambda = share(x1, rx) + share(y1, ry)
        if lambda > 1 {
            let s = lambda.isFinite ? lambda.squareRoot() : hypot(x1 / rx, y1 / ry)
            rx *= s; ry *= s
        }

        // F.6.5.2: the centre in that frame. Radii just scaled up reach across a diameter,
        // so the centre is the midpoint (the formula would leave rounding error there,
        // magnified by its square root to some 1e-8 of the radius). Otherwise rounding can
        // still make the radicand slightly negative; it is zero then.
        let rx2 = rx * rx, ry2 = ry * ry
        let sign: Double = largeArc == sweep ? -1 : 1
        let cxPrime: Double, cyPrime: Double
        if lambda > 1 {
            cxPrime = 0; cyPrime = 0
        } else if (rx2 * ry2).isFinite {
            let numerator = rx2 * ry2 - rx2 * y1 * y1 - ry2 * x1 * x1
            let denominator = rx2 * y1 * y1 + ry2 * x1 * x1
            let coefficient = sign * (denominator > 0 ? (max(0, numerator) / denominator).squareRoot() : 0)
            cxPrime = coefficient * rx * y1 / ry
            cyPrime = -coefficient * ry * x1 / rx
        } else {
            // Radii far larger than the chord: the same formula divided through by
            // rx^2 ry^2, with lambda (now below 1) as the square of a hypotenuse, and the
            // products taken in an order that cannot overflow.
            let root = hypot(x1 / rx, y1 / ry)
            let coefficient = sign * max(0, 1 - root * root).squareRoot() / root
            cxPrime = coefficient * y1 * (rx / ry)
            cyPrime = -coefficient * x1 * (ry / rx)
        }

        // F.6.5.5-6: the start angle and the signed sweep.
        let theta1 = atan2((y1 - cyPrime) / ry, (x1 - cxPrime) / rx)
        let theta2 = atan2((-y1 - cyPrime) / ry, (-x1 - cxPrime) / rx)
        var delta = theta2 - theta1
        if sweep, delta < 0 { delta += 2 * .pi }
        if !sweep, delta > 0 { delta -= 2 * .pi }
        // With radii far larger than the chord both angles round to the same Double; the
        // large arc is then (almost) the whole ellipse, not nothing.
        if largeArc, abs(delta) < .pi / 2 { delta = sweep ? 2 * .pi : -2 * .pi }

        // F.6.5.3: the centre in user space, back in its own units.
        let center = Point(x: (cosPhi * cxPrime - sinPhi * cyPrime) * unit + (start.x * 0.5 + end.x * 0.5),
                           y: (sinPhi * cxPrime + cosPhi * cyPrime) * unit + (start.y * 0.5 + end.y * 0.5))
        rx *= unit; ry *= unit
        guard center.isFinite, theta1.isFinite, delta.isFinite, rx.isFinite, ry.isFinite else { return nil }

        // Pieces of at most 90 degrees, and as many to a quarter turn as keep them within
        // the tolerance; the small allowance keeps an exact quarter turn, computed with
        // rounding error, in whole pieces.
        let pieces = max(1, Int((abs(delta) / (.pi / 2) * Self.piecesPerQuarterTurn(radius: max(rx, ry)) - 1e-9).rounded(.up)))
        let step = delta / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)

        // Maps a point of the unit circle onto the ellipse.
        func onEllipse(_ ux: Double, _ uy: Double) -> Point {
            Point(x: center.x + rx * cosPhi * ux - ry * sinPhi * uy,
                  y: center.y + rx * sinPhi * ux + ry * cosPhi * uy)
        }
        // Maps a vector of the unit circle's frame onto the ellipse's.
        func mapped(_ ux: Double, _ uy: Double) -> Point {
            Point(x: rx * cosPhi * ux - ry * sinPhi * uy, y: rx * sinPhi * ux + ry * cosPhi * uy)
        }
        // Radii more than 2^20 times the half chord put the centre so far away that points
        // computed from it lose the chord to rounding; the control points are then taken
        // along the tangents from the piece's own ends instead.
        let isCentreFar = max(rx, ry) > 0x1p20 * reach

        var out: [Path.Element] = []
        out.reserveCapacity(pieces)
        var a = theta1
        var from = start
        for piece in 0..<pieces {
            let isLast = piece == pieces - 1
            let b = isLast ? theta1 + delta : a + step
            let cosA = cos(a), sinA = sin(a), cosB = cos(b), sinB = sin(b)
            let to = isLast ? end : onEllipse(cosB, sinB)
            if isCentreFar {
                out.append(.curve(to: to, control1: from + mapped(-sinA, cosA) * k, control2: to - mapped(-sinB, cosB) * k))
            } else {
                out.append(.curve(to: to, control1: onEllipse(cosA - k * sinA, sinA + k * cosA),
                                  control2: onEllipse(cosB + k * sinB, sinB - k * cosB)))
            }
            a = b
            from = to
        }
        return out
    }
}
