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
        return (a * a + b * b).squareRoot()
    }

    /// The most any length is stretched: the largest singular value of the linear part.
    public var largestScale: Double {
        // The linear part is a rotation-scaling plus a mirror-scaling; the singular values
        // are the sum and the difference of their scales.
        let keeping = ((a + d) * (a + d) + (b - c) * (b - c)).squareRoot()
        let mirroring = ((a - d) * (a - d) + (b + c) * (b + c)).squareRoot()
        return (keeping + mirroring) / 2
    }
}
