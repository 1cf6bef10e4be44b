/// A 3 x 3 matrix acting on `(r, g, b)`, held in three rows rather than in arrays, so
/// that making one, as every layer's filters do, allocates nothing.
struct ColorMatrix: Sendable {
    var row0, row1, row2: SIMD3<Double>

    init(_ row0: SIMD3<Double>, _ row1: SIMD3<Double>, _ row2: SIMD3<Double>) {
        (self.row0, self.row1, self.row2) = (row0, row1, row2)
    }

    /// This matrix applied after `p`: `self * p`. Each coefficient is summed from zero in
    /// the order `k = 0, 1, 2`, in every lane alike.
    func after(_ p: ColorMatrix) -> ColorMatrix {
        func row(_ m: SIMD3<Double>) -> SIMD3<Double> {
            var sum = SIMD3<Double>(repeating: 0)
            sum += m.x * p.row0
            sum += m.y * p.row1
            sum += m.z * p.row2
            return sum
        }
        return ColorMatrix(row(row0), row(row1), row(row2))
    }

    /// True when no coefficient is negative and no row sums past 1: every colour in
    /// 0...1 then stays in 0...1.
    var keepsColorsInRange: Bool {
        func keeps(_ row: SIMD3<Double>) -> Bool {
            let sum: Double = 0 + row.x + row.y + row.z
            return row.min() >= 0 && sum <= 1 + 1e-12
        }
        return keeps(row0) && keeps(row1) && keeps(row2)
    }
}
