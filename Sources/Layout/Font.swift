import Fonts

/// A text style, as SwiftUI's `Font`: a size in points and a weight. The family comes
/// from `Font.family` or an explicit font file.
public struct Font: Hashable, Sendable {
    /// The em size in points.
    public var size: Double
    /// The weight asked of fontconfig.
    public var weight: FontWeight
    /// The fontconfig family name.
    public var family: String
    /// A font file that replaces the family, or nil.
    public var filePath: String?

    /// A style of `size` points; the family and weight default to DejaVu Sans regular.
    public init(size: Double, weight: FontWeight = .regular, family: String = "DejaVu Sans", filePath: String? = nil) {
        self.size = size; self.weight = weight; self.family = family; self.filePath = filePath
    }

    // SwiftUI's text styles at iOS's default (Large) Dynamic Type size.
    /// SwiftUI's `.largeTitle`: 34 pt regular.
    public static let largeTitle = Font(size: 34)
    /// SwiftUI's `.title`: 28 pt regular.
    public static let title = Font(size: 28)
    /// SwiftUI's `.title2`: 22 pt regular.
    public static let title2 = Font(size: 22)
    /// SwiftUI's `.title3`: 20 pt regular.
    public static let title3 = Font(size: 20)
    /// SwiftUI's `.headline`: 17 pt semibold.
    public static let headline = Font(size: 17, weight: .semibold)
    /// SwiftUI's `.body`: 17 pt regular.
    public static let body = Font(size: 17)
    /// SwiftUI's `.callout`: 16 pt regular.
    public static let callout = Font(size: 16)
    /// SwiftUI's `.subheadline`: 15 pt regular.
    public static let subheadline = Font(size: 15)
    /// SwiftUI's `.footnote`: 13 pt regular.
    public static let footnote = Font(size: 13)
    /// SwiftUI's `.caption`: 12 pt regular.
    public static let caption = Font(size: 12)
    /// SwiftUI's `.caption2`: 11 pt regular.
    public static let caption2 = Font(size: 11)

    /// A style of `size` points at `weight` in the default family, as SwiftUI's
    /// `.system(size:weight:)`.
    public static func system(size: Double, weight: FontWeight = .regular) -> Font {
        Font(size: size, weight: weight)
    }

    /// The same style drawn with the face in `path` instead of the family.
    public func withFile(_ path: String?) -> Font {
        var f = self
        f.filePath = path
        return f
    }

    /// What the `Typesetter` needs to shape text in this style.
    public var descriptor: FontDescriptor {
        FontDescriptor(family: family, size: size, weight: weight, filePath: filePath)
    }
}
