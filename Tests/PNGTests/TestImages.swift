import PNG

/// Deterministic pseudo-random RGBA images (SplitMix64), so failures are
/// reproducible. Every image of two or more pixels contains alpha 0, alpha
/// 255 and in-between alphas, with arbitrary colour under alpha 0, which a
/// premultiplying or alpha-dropping codec would not preserve.
enum TestImages {
    static func noise(width: Int, height: Int, seed: UInt64 = 0x5EED) -> PNGImage {
        var state = seed &+ UInt64(width) &* 1_000_003 &+ UInt64(height)
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for pixel in 0..<(width * height) {
            let bits = next()
            rgba[pixel * 4 + 0] = UInt8(truncatingIfNeeded: bits)
            rgba[pixel * 4 + 1] = UInt8(truncatingIfNeeded: bits >> 8)
            rgba[pixel * 4 + 2] = UInt8(truncatingIfNeeded: bits >> 16)
            let alpha: UInt8 = switch pixel % 3 {
            case 0: 0
            case 1: 255
            default: UInt8(truncatingIfNeeded: bits >> 24)
            }
            rgba[pixel * 4 + 3] = alpha
        }
        return PNGImage(width: width, height: height, rgba: rgba)
    }

    /// A smooth gradient, which compresses well; used where size matters.
    static func gradient(width: Int, height: Int) -> PNGImage {
        var rgba: [UInt8] = []
        rgba.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                rgba += [UInt8(x * 255 / max(width - 1, 1)), UInt8(y * 255 / max(height - 1, 1)), 128, 200]
            }
        }
        return PNGImage(width: width, height: height, rgba: rgba)
    }
}
