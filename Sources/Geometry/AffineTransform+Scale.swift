/// How much a transform stretches lengths, for stroking.
extension AffineTransform {
    /// The factor every length is scaled by when the transform keeps shapes (a rotation,
    /// uniform scale or mirror, with any shift), or `nil` when it stretches some
    /// directions more than others. Equal to rounding error in the coefficients' size.
    public var similarityScale: Double? {
        let size = Swift.max(abs(a), abs(b), abs(c), abs(d))
        let slack = size * 1e-12
        let rotates = abs(a - d) <= slack && abs(b + c) <= slack
        let mirrors = abs(a + d) <= slack && abs(b - c) <= slack
        guard rotates || mirrors else { return nil }
        return Self.length(a, b)
    }

    /// The most any length is stretched: the largest singular value of the linear part.
    public var largestScale: Double {
        // The linear part is a rotation-scaling plus a mirror-scaling; the singular values
        // are the sum and the difference of their scales.
        let keeping = Self.length(a + d, b - c)
        let mirroring = Self.length(a - d, b + c)
        // Halved before they are added, which cannot overflow (halving is exact but for
        // numbers below the smallest normal one).
        return keeping / 2 + mirroring / 2
    }

    /// The length of the vector `(x, y)`. Squaring overflows past about 1e154 and
    /// underflows below about 1e-154: there the vector is scaled to its largest
    /// coordinate first, which costs a division, so only there.
    private static func length(_ x: Double, _ y: Double) -> Double {
        let plain = (x * x + y * y).squareRoot()
        let largest = Swift.max(abs(x), abs(y))
        if plain.isFinite && (plain >= 0x1p-500 || largest == 0) { return plain }
        guard largest.isFinite else { return largest }
        let (u, v) = (x / largest, y / largest)
        return largest * (u * u + v * v).squareRoot()
    }
}
