import ArgumentParser

/// `--size WxH`: an image size in pixels, each side from 1 to `maximumSide` (`64x64`,
/// `8X10`). Plain digits only, so `-1x5` and `0x2` are refused, not misread.
struct PixelSize: ExpressibleByArgument, Hashable, Sendable {
    /// The largest width or height.
    static let maximumSide = 4096

    var width: Int
    var height: Int

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let width = DecimalNumber.parseWhole(String(parts[0])), let height = DecimalNumber.parseWhole(String(parts[1])),
              (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else { return nil }
        self.width = width
        self.height = height
    }

    var defaultValueDescription: String { "\(width)x\(height)" }
}
