import Geometry
import TestSupport

/// A number held as the unevaluated sum of two doubles, with about 106 bits: enough to
/// halve a cubic with control points at 1e22 down to the scale of a pixel and still place
/// it within 1e-9 pixel.
struct DoubleDouble {
    var hi: Double, lo: Double

    init(_ value: Double) { hi = value; lo = 0 }
    init(hi: Double, lo: Double) { (self.hi, self.lo) = (hi, lo) }

    var value: Double { hi + lo }

    /// Knuth's TwoSum for the high parts, the low parts added to its error.
    static func + (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let s = a.hi + b.hi
        let bb = s - a.hi
        let e = (a.hi - (s - bb)) + (b.hi - bb) + a.lo + b.lo
        let hi = s + e
        return DoubleDouble(hi: hi, lo: e - (hi - s))
    }

    static prefix func - (a: DoubleDouble) -> DoubleDouble { DoubleDouble(hi: -a.hi, lo: -a.lo) }

    /// Half, exactly.
    var half: DoubleDouble { DoubleDouble(hi: hi * 0.5, lo: lo * 0.5) }
}

/// A point of two `DoubleDouble` coordinates.
struct DoubleDoublePoint {
    var x: DoubleDouble, y: DoubleDouble

    init(_ p: Point) { x = DoubleDouble(p.x); y = DoubleDouble(p.y) }
    init(x: DoubleDouble, y: DoubleDouble) { (self.x, self.y) = (x, y) }

    var point: Point { Point(x: x.value, y: y.value) }

    static func halfway(_ a: DoubleDoublePoint, _ b: DoubleDoublePoint) -> DoubleDoublePoint {
        DoubleDoublePoint(x: (a.x + b.x).half, y: (a.y + b.y).half)
    }

    /// `self - origin`, rounded to doubles: small and precise near `origin`.
    func offset(from origin: DoubleDoublePoint) -> Point {
        Point(x: (x + -origin.x).value, y: (y + -origin.y).value)
    }
}

/// The polygon of a cubic whose control points lie far from a `width` x `height` canvas,
/// for `ReferenceRasterizer`: halved in `DoubleDouble` arithmetic, a piece whose control
/// points all lie beyond one of the canvas's edges replaced by its chord (the region
/// between them lies beyond that edge, outside every pixel's column or row), and a piece
/// near the canvas cut until it is within `ReferenceRasterizer.flatteningTolerance` of its
/// chord. Independent of the implementation's flattening and its rounding.
enum DoubleDoubleCubic {
    static func points(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, width: Int, height: Int) -> [Point] {
        var out = [p0]
        var pending = [[p0, p1, p2, p3].map(DoubleDoublePoint.init)]
        let (w, h) = (Double(width), Double(height))
        while let piece = pending.popLast() {
            let xs = piece.map(\.x.hi), ys = piece.map(\.y.hi)
            let beyond = xs.max()! <= 0 || xs.min()! >= w || ys.max()! <= 0 || ys.min()! >= h
            let size = max(xs.max()! - xs.min()!, ys.max()! - ys.min()!)
            let chord = piece[3].offset(from: piece[0])
            let flat = size < 1024
                && max(ReferenceRasterizer.distance(piece[1].offset(from: piece[0]), toSegment: .zero, chord),
                       ReferenceRasterizer.distance(piece[2].offset(from: piece[0]), toSegment: .zero, chord))
                    <= ReferenceRasterizer.flatteningTolerance
            if beyond || flat {
                out.append(piece[3].point)
                continue
            }
            let p01 = DoubleDoublePoint.halfway(piece[0], piece[1]), p12 = DoubleDoublePoint.halfway(piece[1], piece[2])
            let p23 = DoubleDoublePoint.halfway(piece[2], piece[3])
            let p012 = DoubleDoublePoint.halfway(p01, p12), p123 = DoubleDoublePoint.halfway(p12, p23)
            let m = DoubleDoublePoint.halfway(p012, p123)
            pending.append([m, p123, p23, piece[3]])
            pending.append([piece[0], p01, p012, m])
        }
        return out
    }
}
