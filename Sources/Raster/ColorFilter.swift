import Foundation

/// The colour filters SwiftUI applies with `grayscale(_:)` and `hueRotation(_:)`,
/// defined as the CSS / SVG Filter Effects colour matrices.
///
/// Both act on un-premultiplied, gamma-encoded sRGB; alpha is untouched and each result
/// is clamped to 0...1 before the next filter runs.
///
///     // Tenth Hike: .grayscale(0.5).hueRotation(.degrees(45)), innermost first
///     let filters: [ColorFilter] = [.grayscale(0.5), .hueRotation(degrees: 45)]
public enum ColorFilter: Hashable, Sendable {
    /// Desaturates by `amount` (0 leaves colours alone, 1 is fully grey).
    case grayscale(Double)
    /// Turns hues by `degrees` around the colour wheel.
    case hueRotation(degrees: Double)

    /// The filter's 3 x 3 matrix, as rows acting on `(r, g, b)`.
    var matrix: [[Double]] {
        switch self {
        case .grayscale(let g):
            let a = 1 - g
            return [[0.2126 + 0.7874 * a, 0.7152 - 0.7152 * a, 0.0722 - 0.0722 * a],
                    [0.2126 - 0.2126 * a, 0.7152 + 0.2848 * a, 0.0722 - 0.0722 * a],
                    [0.2126 - 0.2126 * a, 0.7152 - 0.7152 * a, 0.0722 + 0.9278 * a]]
        case .hueRotation(let degrees):
            let h = degrees * .pi / 180
            let (c, s) = (cos(h), sin(h))
            let a: [[Double]] = [[0.213, 0.715, 0.072], [0.213, 0.715, 0.072], [0.213, 0.715, 0.072]]
            let b: [[Double]] = [[0.787, -0.715, -0.072], [-0.213, 0.285, -0.072], [-0.213, -0.715, 0.928]]
            let d: [[Double]] = [[-0.213, -0.715, 0.928], [0.143, 0.140, -0.283], [-0.787, 0.715, 0.072]]
            return (0..<3).map { r in (0..<3).map { k in a[r][k] + c * b[r][k] + s * d[r][k] } }
        }
    }

    /// True when the matrix maps every colour in 0...1 into 0...1 (no negative
    /// coefficient, no row summing past 1), so clamping its result changes nothing.
    /// `grayscale` is such a filter; `hueRotation` is not.
    var keepsColorsInRange: Bool {
        matrix.allSatisfy { row in row.allSatisfy { $0 >= 0 } && row.reduce(0, +) <= 1 + 1e-12 }
    }

    /// The matrices to run for `filters`, innermost first, each to be followed by a clamp.
    /// A filter that keeps colours in range needs no clamp, so it is folded into the
    /// next matrix: `grayscale(0.5)` then `hueRotation(45)` is one matrix, not two.
    static func clampedStages(_ filters: [ColorFilter]) -> [[[Double]]] {
        var stages: [[[Double]]] = []
        var pending: [[Double]]?  // product of the range-keeping filters not yet run
        for filter in filters {
            var m = filter.matrix
            if let p = pending {
                m = (0..<3).map { r in (0..<3).map { c in (0..<3).reduce(0) { $0 + m[r][$1] * p[$1][c] } } }
            }
            if filter.keepsColorsInRange {
                pending = m
            } else {
                stages.append(m)
                pending = nil
            }
        }
        if let p = pending { stages.append(p) }
        return stages
    }

    /// Applies the filter to one un-premultiplied colour; what a pixel goes through.
    func apply(to rgb: SIMD3<Double>) -> SIMD3<Double> {
        let m = matrix
        let out = SIMD3(m[0][0] * rgb.x + m[0][1] * rgb.y + m[0][2] * rgb.z,
                        m[1][0] * rgb.x + m[1][1] * rgb.y + m[1][2] * rgb.z,
                        m[2][0] * rgb.x + m[2][1] * rgb.y + m[2][2] * rgb.z)
        return out.clamped(lowerBound: .zero, upperBound: .one)
    }
}
