import Foundation
import Geometry
import Raster

/// A colour with straight alpha, components in 0...1, for the reference compositor.
public struct RefColor: Sendable, Equatable {
    public var r, g, b, a: Double

    public init(r: Double, g: Double, b: Double, a: Double = 1) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// CSS `rgb(r, g, b)` with an optional alpha.
    public init(r255: Int, g255: Int, b255: Int, a: Double = 1) {
        self.init(r: Double(r255) / 255, g: Double(g255) / 255, b: Double(b255) / 255, a: a)
    }

    /// `(r a, g a, b a, a)`.
    public var premultiplied: SIMD4<Double> { SIMD4(r * a, g * a, b * a, a) }

    /// The same colour as `Raster.Color`, for drawing it with the implementation.
    public var color: Color { Color(red: r, green: g, blue: b, alpha: a) }
}

/// A linear gradient for the reference: stops at parameters along `start -> end` in
/// gradient space, padded beyond the ends, interpolated in premultiplied gamma sRGB.
/// `deviceToGradient` maps a device pixel position to gradient space.
public struct RefLinearGradient: Sendable {
    public var start: Point
    public var end: Point
    public var stops: [(location: Double, color: RefColor)]
    public var deviceToGradient: RefAffine

    public init(start: Point, end: Point, stops: [(location: Double, color: RefColor)],
                deviceToGradient: RefAffine = .identity) {
        self.start = start; self.end = end; self.stops = stops; self.deviceToGradient = deviceToGradient
    }

    /// The ramp parameter at a device point (not clamped).
    public func parameter(atDevice x: Double, _ y: Double) -> Double {
        let (ux, uy) = deviceToGradient.apply(x, y)
        let vx = end.x - start.x, vy = end.y - start.y
        return ((ux - start.x) * vx + (uy - start.y) * vy) / (vx * vx + vy * vy)
    }

    /// Premultiplied colour at ramp parameter `t`.
    public func color(at t: Double) -> SIMD4<Double> {
        let first = stops[0], last = stops[stops.count - 1]
        if t <= first.location { return first.color.premultiplied }
        if t >= last.location { return last.color.premultiplied }
        for i in 1..<stops.count where t <= stops[i].location {
            let a = stops[i - 1], b = stops[i]
            let f = (t - a.location) / (b.location - a.location)
            return a.color.premultiplied + (b.color.premultiplied - a.color.premultiplied) * f
        }
        return last.color.premultiplied
    }

    /// Premultiplied colour at the centre of pixel `(x, y)`.
    public func color(atPixel x: Int, _ y: Int) -> SIMD4<Double> {
        color(at: parameter(atDevice: Double(x) + 0.5, Double(y) + 0.5))
    }
}

public enum RefPaint: Sendable {
    case solid(RefColor)
    case linearGradient(RefLinearGradient)
}

/// The CSS / SVG Filter Effects colour matrices, typed in from `Docs/spec.md` §Filters.
public enum RefFilter: Sendable, Equatable {
    case grayscale(Double)
    case hueRotate(degrees: Double)

    public var matrix: [[Double]] {
        switch self {
        case .grayscale(let g):
            let a = 1 - g
            return [[0.2126 + 0.7874 * a, 0.7152 - 0.7152 * a, 0.0722 - 0.0722 * a],
                    [0.2126 - 0.2126 * a, 0.7152 + 0.2848 * a, 0.0722 - 0.0722 * a],
                    [0.2126 - 0.2126 * a, 0.7152 - 0.7152 * a, 0.0722 + 0.9278 * a]]
        case .hueRotate(let degrees):
            let h = degrees * Double.pi / 180
            let cs = cos(h), sn = sin(h)
            let A: [[Double]] = [[0.213, 0.715, 0.072], [0.213, 0.715, 0.072], [0.213, 0.715, 0.072]]
            let B: [[Double]] = [[0.787, -0.715, -0.072], [-0.213, 0.285, -0.072], [-0.213, -0.715, 0.928]]
            let C: [[Double]] = [[-0.213, -0.715, 0.928], [0.143, 0.140, -0.283], [-0.787, 0.715, 0.072]]
            var m = A
            for r in 0..<3 { for k in 0..<3 { m[r][k] = A[r][k] + cs * B[r][k] + sn * C[r][k] } }
            return m
        }
    }

    /// Straight RGB in, clamped straight RGB out.
    public func apply(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        let m = matrix
        var out = SIMD3<Double>()
        for r in 0..<3 { out[r] = min(max(m[r][0] * rgb.x + m[r][1] * rgb.y + m[r][2] * rgb.z, 0), 1) }
        return out
    }
}

/// A premultiplied RGBA image in `Double`, composited source-over as `Docs/spec.md` §Compositing says.
public struct ReferenceImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public var pixels: [SIMD4<Double>]

    /// A transparent image.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = Array(repeating: .zero, count: width * height)
    }

    public subscript(x: Int, y: Int) -> SIMD4<Double> {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// Source-over of `paint` through `coverage` and `opacity`:
    /// `dst = src + dst (1 - src.a)` with `src = paint * coverage * opacity`.
    public mutating func fill(_ coverage: CoverageGrid, with paint: RefPaint, opacity: Double = 1) {
        precondition(coverage.width == width && coverage.height == height)
        for y in 0..<height {
            for x in 0..<width {
                let cov = coverage[x, y]
                guard cov > 0 else { continue }
                let color: SIMD4<Double>
                switch paint {
                case .solid(let c): color = c.premultiplied
                case .linearGradient(let g): color = g.color(atPixel: x, y)
                }
                let src = color * (cov * opacity)
                self[x, y] = src + self[x, y] * (1 - src.w)
            }
        }
    }

    /// Source-over of a whole layer with an opacity.
    public mutating func composite(_ layer: ReferenceImage, opacity: Double = 1) {
        precondition(layer.width == width && layer.height == height)
        for i in pixels.indices {
            let src = layer.pixels[i] * opacity
            pixels[i] = src + pixels[i] * (1 - src.w)
        }
    }

    /// Runs filters over every pixel, innermost first: un-premultiply, matrix, clamp,
    /// premultiply; alpha untouched.
    public mutating func apply(_ filters: [RefFilter]) {
        for i in pixels.indices {
            let p = pixels[i]
            guard p.w > 0 else { continue }
            var rgb = SIMD3(p.x / p.w, p.y / p.w, p.z / p.w)
            for f in filters { rgb = f.apply(rgb) }
            pixels[i] = SIMD4(rgb.x * p.w, rgb.y * p.w, rgb.z * p.w, p.w)
        }
    }

    /// 8-bit straight RGBA, rounded to nearest.
    public func rgba8() -> [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for (i, p) in pixels.enumerated() {
            let a = min(max(p.w, 0), 1)
            guard a > 0 else { continue }
            for k in 0..<3 { out[4 * i + k] = UInt8((min(max(p[k] / a, 0), 1) * 255).rounded()) }
            out[4 * i + 3] = UInt8((a * 255).rounded())
        }
        return out
    }
}

/// How far an implementation pixmap is from a reference image, in premultiplied channel
/// values (0...1).
public struct ImageDifference: Sendable, CustomStringConvertible {
    /// Largest absolute difference in any channel of any pixel.
    public var maximum: Double
    /// Where the largest difference is.
    public var worstPixel: (x: Int, y: Int)
    /// Mean absolute difference over every channel of every pixel.
    public var mean: Double
    /// Mean absolute difference over every channel of the pixels that either image paints
    /// (alpha above zero): the stricter figure for a picture with a transparent surround.
    public var meanOverPainted: Double
    public var paintedPixels: Int

    public init(_ pixmap: Pixmap, _ reference: ReferenceImage) {
        precondition(pixmap.width == reference.width && pixmap.height == reference.height,
                     "sizes differ: \(pixmap.width) x \(pixmap.height) vs \(reference.width) x \(reference.height)")
        var maximum = 0.0, sum = 0.0, paintedSum = 0.0
        var painted = 0
        var worst = (x: 0, y: 0)
        for y in 0..<reference.height {
            for x in 0..<reference.width {
                let p = pixmap[x, y], r = reference[x, y]
                var pixelSum = 0.0
                for k in 0..<4 {
                    let d = abs(Double(p[k]) - r[k])
                    pixelSum += d
                    if d > maximum { maximum = d; worst = (x, y) }
                }
                sum += pixelSum
                if p.w > 0 || r.w > 0 { painted += 1; paintedSum += pixelSum }
            }
        }
        self.maximum = maximum
        self.worstPixel = worst
        self.mean = sum / Double(4 * reference.width * reference.height)
        self.meanOverPainted = painted > 0 ? paintedSum / Double(4 * painted) : 0
        self.paintedPixels = painted
    }

    public var description: String {
        String(format: "max %.4f/255 at (%d, %d), mean %.5f/255 (all pixels), %.5f/255 (over %d painted pixels)",
               maximum * 255, worstPixel.x, worstPixel.y, mean * 255, meanOverPainted * 255, paintedPixels)
    }
}

/// Draws with the implementation and reads coverage back: an opaque white fill leaves the
/// covered fraction of each pixel in its alpha channel.
public enum ImplementationCoverage {
    public static func of(_ path: Path, width: Int, height: Int, fillRule: FillRule = .nonZero,
                          transform: Geometry.AffineTransform = .identity) throws -> CoverageGrid {
        var canvas = try Canvas(width: width, height: height)
        try canvas.fill(path, with: .solid(.white), fillRule: fillRule, transform: transform)
        return grid(of: canvas.pixmap)
    }

    /// The alpha channel of a pixmap.
    public static func grid(of pixmap: Pixmap) -> CoverageGrid {
        CoverageGrid(width: pixmap.width, height: pixmap.height, values: pixmap.pixels.map { Double($0.w) })
    }
}

extension CoverageGrid {
    /// Largest absolute difference to another grid, and where it is.
    public func maximumDifference(to other: CoverageGrid) -> (value: Double, x: Int, y: Int) {
        precondition(width == other.width && height == other.height)
        var best = (value: 0.0, x: 0, y: 0)
        for y in 0..<height {
            for x in 0..<width {
                let d = abs(self[x, y] - other[x, y])
                if d > best.value { best = (d, x, y) }
            }
        }
        return best
    }
}
