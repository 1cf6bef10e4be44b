/// Where a straight line meets a row boundary, computed without the cancellation that
/// ruins the usual forms when both of the line's ends lie far from the canvas.
///
/// The line through `p0` and `p1` meets the horizontal `y` at
///
///     x = (x0 y1 - x1 y0 + y (x1 - x0)) / (y1 - y0)
///
/// With both ends some 1e19 pixels away, the products are about 1e38 and the numerator,
/// for a line that passes the canvas, some 1e21: rounding each product to a `Double`
/// would leave nothing of it. Here each product is split into its rounded value and
/// the exact error of that rounding, and the eight terms are summed into an expansion
/// (Shewchuk's, a sum of non-overlapping `Double`s held exactly), so the numerator is
/// exact until its parts are added up, within a unit or two in its last place. The
/// quotient is then within a few units in the last place of the true crossing, however
/// far the ends lie.
enum LineCrossing {
    /// The x where the line through `p0` and `p1` crosses the horizontal at `y`; the
    /// line must not be horizontal (`p0.y != p1.y`) and every coordinate must be finite.
    static func x(atY y: Double, through p0: (x: Double, y: Double), _ p1: (x: Double, y: Double)) -> Double {
        // Scaled by a power of two, which is exact (barring values too small to matter at
        // this size), so that the products cannot overflow: every coordinate within 2.
        let largest = max(max(p0.x.magnitude, p0.y.magnitude), max(p1.x.magnitude, p1.y.magnitude), y.magnitude)
        let scale = Double(sign: .plus, exponent: largest.exponent, significand: 1)
        let (x0, y0, x1, y1, ys) = (p0.x / scale, p0.y / scale, p1.x / scale, p1.y / scale, y / scale)
        var sum = Expansion()
        sum.addProduct(x0, y1)
        sum.addProduct(-x1, y0)
        sum.addProduct(ys, x1)
        sum.addProduct(-ys, x0)
        return sum.value / (y1 - y0) * scale
    }

    /// A sum of up to eight `Double`s held exactly as non-overlapping components, smallest
    /// first (Shewchuk, "Adaptive precision floating-point arithmetic and fast robust
    /// geometric predicates", 1997: `Grow-Expansion`).
    private struct Expansion {
        private var parts = InlineArray<8, Double>(repeating: 0)
        private var count = 0

        /// Adds `a * b` exactly: its rounded value and that rounding's error, which a
        /// fused multiply-add gives exactly.
        mutating func addProduct(_ a: Double, _ b: Double) {
            let product = a * b
            add((-product).addingProduct(a, b))
            add(product)
        }

        /// Adds `value` exactly, keeping the components non-overlapping.
        mutating func add(_ value: Double) {
            precondition(count < parts.count, "an expansion of eight terms at most")
            var carry = value
            var kept = 0
            for index in 0..<count {
                let (sum, error) = Self.twoSum(carry, parts[index])
                carry = sum
                // kept <= index: a component is written only where one was read already.
                if error != 0 { parts[kept] = error; kept += 1 }
            }
            parts[kept] = carry
            count = kept + 1
        }

        /// The sum, rounded: the components added from the smallest up, each smaller than
        /// half a unit in the last place of those above it.
        var value: Double {
            var total = 0.0
            for index in 0..<count { total += parts[index] }
            return total
        }

        /// `a + b` as its rounded value and the exact error of that rounding (Knuth).
        private static func twoSum(_ a: Double, _ b: Double) -> (sum: Double, error: Double) {
            let sum = a + b
            let bVirtual = sum - a
            let aVirtual = sum - bVirtual
            return (sum, (a - aVirtual) + (b - bVirtual))
        }
    }
}
