import Geometry

/// A line of text turned into outlines (and colour glyph images), in points, origin at the
/// left end of the baseline, y down, glyphs in visual order: shaped by HarfBuzz run by run,
/// right-to-left runs already reversed.
///
/// Glyph outlines are unhinted and placed at exact fractional positions, so the text looks
/// the same at every scale and in every transform.
///
/// Fill `path` with the **non-zero** winding rule. TrueType (and CFF) outlines are defined
/// for non-zero filling: contours overlap (composite glyphs, accented letters) and an
/// even-odd fill would punch holes where they do. Counters (the hole of "o") wind the other
/// way, so they stay empty under non-zero filling.
public struct ShapedText: Sendable, Hashable {
    /// All glyph outlines, positioned: baseline at y = 0, ascenders at negative y.
    public var path: Path {
        didSet { inkBounds = Self.inkBounds(of: path, images) }
    }
    /// Colour glyphs (emoji from a colour bitmap font), in the same coordinates as `path`;
    /// drawn over the outlines. Empty for most text.
    public var images: [GlyphImage] {
        didSet { inkBounds = Self.inkBounds(of: path, images) }
    }
    /// The box of the glyphs' ink, in the same coordinates as `path` (baseline at y = 0):
    /// the outlines' own extent, which can reach past the advance box, as the hook of a
    /// "J" reaches left of its origin, joined with the rectangles of the colour glyphs.
    /// `nil` for text that draws nothing. Found once, when the text is shaped (or its path
    /// or images change), since layout asks for it several times a frame.
    public private(set) var inkBounds: Rect?
    /// Sum of the advances, kerning and other positioning included, in points: where the
    /// next glyph would go.
    public var advanceWidth: Double
    /// Distance from the baseline up to the primary face's ascender line, in points
    /// (positive).
    public var ascent: Double
    /// Distance from the baseline down to the primary face's descender line, in points
    /// (positive).
    public var descent: Double
    /// `ascent + descent` (no line gap), as they stand: set either, and this follows.
    public var lineHeight: Double { ascent + descent }
    /// Characters no installed font could draw, each listed once in order of first
    /// appearance. They are drawn as nothing and take no space (advance 0). A letter that
    /// forms one character with letters of another face (a conjunct of two scripts) is
    /// listed alone when that face lacks it: no one font draws the character whole.
    public var missingCharacters: [Character]

    /// Shaped text.
    init(path: Path, images: [GlyphImage] = [], advanceWidth: Double, ascent: Double, descent: Double,
         missingCharacters: [Character] = []) {
        self.path = path
        self.images = images
        self.inkBounds = Self.inkBounds(of: path, images)
        self.advanceWidth = advanceWidth
        self.ascent = ascent
        self.descent = descent
        self.missingCharacters = missingCharacters
    }
}

extension ShapedText {
    /// The ink of `path` joined with the rectangles of `images`.
    private static func inkBounds(of path: Path, _ images: [GlyphImage]) -> Rect? {
        var ink = path.bounds
        for image in images {
            ink = ink.map { $0.union(image.rect) } ?? image.rect
        }
        return ink
    }

    /// How far the ink reaches above the ascent line, in points; 0 when it stays below it.
    /// Stacked marks and some scripts' vowel signs can reach higher than the primary face's
    /// ascender.
    public var overhangAbove: Double {
        guard let ink = inkBounds else { return 0 }
        return max(0, -ink.minY - ascent)
    }

    /// How far the ink reaches below the descent line, in points; 0 when it stays above it
    /// (Arabic dots below, an emoji's bitmap can reach lower than the primary face's
    /// descender).
    public var overhangBelow: Double {
        guard let ink = inkBounds else { return 0 }
        return max(0, ink.maxY - descent)
    }

    /// How far the ink reaches past either end of the advance box, in points: the larger
    /// of the two sides, 0 when the ink lies within `0...advanceWidth`. A view centred on
    /// its advance box and widened by this much on both sides holds all its ink.
    public var horizontalOverhang: Double {
        guard let ink = inkBounds else { return 0 }
        return max(0, -ink.minX, ink.maxX - advanceWidth)
    }
}
