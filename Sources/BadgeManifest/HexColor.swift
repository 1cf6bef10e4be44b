import Raster

/// An opaque colour written as `"#RRGGBB"` (hex digits in either case), the one colour
/// form a manifest accepts.
public struct HexColor: Hashable, Sendable, CustomStringConvertible {
    /// The red channel, 0 to 255.
    public var red: UInt8
    /// The green channel, 0 to 255.
    public var green: UInt8
    /// The blue channel, 0 to 255.
    public var blue: UInt8

    /// A colour from its three 8-bit channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Reads `"#RRGGBB"`; `nil` for anything else (including `#RGB` and alpha forms).
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 7, bytes[0] == UInt8(ascii: "#") else { return nil }
        var components: [UInt8] = []
        for i in stride(from: 1, to: 7, by: 2) {
            guard let high = Self.hexDigit(bytes[i]), let low = Self.hexDigit(bytes[i + 1]) else { return nil }
            components.append(high << 4 | low)
        }
        self.init(red: components[0], green: components[1], blue: components[2])
    }

    /// The colour as `"#RRGGBB"` with upper-case digits.
    public var description: String {
        "#" + [red, green, blue].map { value in
            let hex = String(value, radix: 16, uppercase: true)
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
    }

    /// The same colour for drawing.
    public var color: Color {
        Color(red255: Int(red), green255: Int(green), blue255: Int(blue))
    }

    /// What a manifest accepts, for messages.
    public static let allowed = "expected a colour as \"#RRGGBB\" (six hex digits), e.g. \"#4F4FBF\""

    private static func hexDigit(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
