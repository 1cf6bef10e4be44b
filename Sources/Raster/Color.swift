/// A colour with straight (un-premultiplied) alpha, in gamma-encoded sRGB, each
/// component in 0...1. A component beyond is drawn as 0 or 1, the nearer.
///
///     let symbolBlue = Color(red255: 79, green255: 79, blue255: 191)
public struct Color: Hashable, Sendable {
    /// Red, 0...1, gamma-encoded.
    public var red: Double
    /// Green, 0...1, gamma-encoded.
    public var green: Double
    /// Blue, 0...1, gamma-encoded.
    public var blue: Double
    /// Opacity, 0 (transparent) ... 1 (opaque); not multiplied into the components.
    public var alpha: Double

    /// A colour from components in 0...1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// A colour from 8-bit components, as CSS `rgb(r, g, b)` writes them.
    public init(red255 r: Int, green255 g: Int, blue255 b: Int, alpha: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha)
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent: what an empty canvas holds.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// The colour with its alpha multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * opacity)
    }

    /// Premultiplied components `(r a, g a, b a, a)`, as stored in a `Pixmap`, each
    /// component taken within 0...1 first.
    @inlinable
    public var premultiplied: SIMD4<Float> {
        @inline(__always) func unit(_ v: Double) -> Float { Float(min(max(v, 0), 1)) }
        let a = unit(alpha)
        return SIMD4(unit(red) * a, unit(green) * a, unit(blue) * a, a)
    }
}
