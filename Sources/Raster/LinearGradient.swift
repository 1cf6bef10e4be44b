import Geometry

/// A colour ramp along the line from `start` to `end`, constant along lines
/// perpendicular to it, held at its end colours beyond both ends ("pad"), and
/// interpolated in gamma-encoded sRGB with premultiplied alpha (as CSS does).
///
///     // SwiftUI's LinearGradient(colors, startPoint: UnitPoint(x: 0.5, y: 0),
///     //                          endPoint: UnitPoint(x: 0.5, y: 0.6)) in a 300 x 300 frame:
///     let g = LinearGradient(start: Point(x: 150, y: 0), end: Point(x: 150, y: 180),
///                            colors: [Color(red255: 239, green255: 120, blue255: 221),
///                                     Color(red255: 239, green255: 172, blue255: 120)])
public struct LinearGradient: Hashable, Sendable {
    /// A colour at a position along the ramp, 0 at `start` and 1 at `end`.
    public struct Stop: Hashable, Sendable {
        /// Where the stop sits: 0 at `start`, 1 at `end`.
        public var location: Double
        /// The colour at that location.
        public var color: Color
        /// A stop of `color` at `location`.
        public init(location: Double, color: Color) {
            self.location = location
            self.color = color
        }
    }

    /// Where the ramp begins, in the coordinates of the shape it fills.
    public var start: Point
    /// Where the ramp ends, in the same coordinates.
    public var end: Point
    /// The colours along the ramp, sorted by location: stops set in another order are
    /// sorted, as the initializer sorts them.
    public var stops: [Stop] {
        didSet { if !Self.isSorted(stops) { stops.sort { $0.location < $1.location } } }
    }
    /// Maps user space to the space `start` and `end` are given in.
    var inverseTransform: AffineTransform = .identity

    /// A ramp from `start` to `end` through `stops`, in any order. Stops already in
    /// order are kept as they are, sharing the array: no copy is made.
    public init(start: Point, end: Point, stops: [Stop]) {
        self.start = start
        self.end = end
        self.stops = Self.isSorted(stops) ? stops : stops.sorted { $0.location < $1.location }
    }

    private static func isSorted(_ stops: [Stop]) -> Bool {
        zip(stops, stops.dropFirst()).allSatisfy { $0.location <= $1.location }
    }

    /// Colours spread evenly from `start` to `end`.
    public init(start: Point, end: Point, colors: [Color]) {
        self.init(start: start, end: end, stops: Self.evenlySpaced(colors))
    }

    /// Stops of `colors` spread evenly from 0 to 1, in order (one colour sits at 0). Made
    /// once and kept, they let a gradient be made again and again without allocating.
    public static func evenlySpaced(_ colors: [Color]) -> [Stop] {
        let n = colors.count
        return colors.enumerated().map { i, c in Stop(location: n > 1 ? Double(i) / Double(n - 1) : 0, color: c) }
    }

    /// The gradient as it looks after its shape is transformed by `t`.
    public func applying(_ t: AffineTransform) -> LinearGradient {
        var g = self
        // A point p' of the transformed space takes the colour of inverse(p') in the
        // original; a singular map flattens the shape, so its paint no longer matters.
        g.inverseTransform = (t.inverted() ?? .identity).concatenating(inverseTransform)
        return g
    }

    /// Whether every number of the gradient is finite, and so is the plane of its ramp
    /// parameter: finite ends as far apart as 1e308 and -1e308 overflow it.
    var isFinite: Bool {
        guard start.isFinite && end.isFinite && inverseTransform.isFinite
                && stops.allSatisfy({ $0.location.isFinite && Paint.solid($0.color).isFinite }) else { return false }
        let plane = parameterPlane()
        return plane.ax.isFinite && plane.ay.isFinite && plane.c.isFinite
    }

    /// The ramp parameter as an affine function of the point: `t = ax * x + ay * y + c`.
    func parameterPlane() -> (ax: Double, ay: Double, c: Double) {
        let v = end - start
        let lengthSquared = v.x * v.x + v.y * v.y
        // Degenerate: the last colour everywhere, at the last stop's location or past it
        // (1 would be the middle of stops that reach past 1).
        guard lengthSquared > 0 else { return (0, 0, Swift.max(1, stops.last?.location ?? 1)) }
        // t(u) = dot(u - start, v) / |v|^2, with u = inverseTransform(p).
        let m = inverseTransform
        var kx = v.x / lengthSquared, ky = v.y / lengthSquared
        if !lengthSquared.isFinite {
            // Ends farther apart than about 1e154, whose squared distance overflows: v / |v|^2
            // as u / (|u|^2 * big), with u = v / big of length 1 to 1.42. (Ends whose
            // difference overflows make NaN, and the gradient is refused as not finite.)
            let big = Swift.max(abs(v.x), abs(v.y))
            let (ux, uy) = (v.x / big, v.y / big)
            let scaled = (ux * ux + uy * uy) * big
            (kx, ky) = (ux / scaled, uy / scaled)
        }
        return (kx * m.a + ky * m.b,
                kx * m.c + ky * m.d,
                kx * (m.tx - start.x) + ky * (m.ty - start.y))
    }

    /// The premultiplied colour at ramp parameter `t` (clamped to the ends). `t` is a
    /// number: fills check that the ramp's plane is finite (`isFinite`), so with one stop
    /// one of the two tests below returns.
    func color(at t: Double) -> SIMD4<Float> {
        guard let first = stops.first, let last = stops.last else { return .zero }
        if t <= first.location { return first.color.premultiplied }
        if t >= last.location { return last.color.premultiplied }
        var i = 1
        while stops[i].location < t { i += 1 }
        let a = stops[i - 1], b = stops[i]
        return Self.mix(t, from: a.color.premultiplied, at: a.location, to: b.color.premultiplied, at: b.location)
    }

    /// The colour at `t` between two stops, `a` at `start` and `b` at `end` (`start <= t <
    /// end`): the one formula of `color(at:)` and `GradientRamp`, so that both give the
    /// same bits.
    @inline(__always)
    static func mix(_ t: Double, from a: SIMD4<Float>, at start: Double, to b: SIMD4<Float>, at end: Double) -> SIMD4<Float> {
        let span = end - start
        let f = Float(span > 0 ? (t - start) / span : 1)
        return a + (b - a) * f
    }
}
