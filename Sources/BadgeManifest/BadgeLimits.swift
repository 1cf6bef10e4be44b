/// The values a badge setting may take, the same as `badgegen render` allows.
public enum BadgeLimits {
    /// A name (and caption) has 1 to this many characters.
    public static let maximumNameLength = 64
    /// A name, and the file name stem made from it, has at most this many UTF-8 bytes, so
    /// that `stem~dark@3x.png` (the longest name made from a stem) fits in the 255 bytes
    /// file systems allow for a file name.
    public static let maximumNameBytes = maximumFileNameBytes - "~dark@3x.png".utf8.count
    /// The most UTF-8 bytes of a file name that file systems allow (Linux's ext4, APFS).
    public static let maximumFileNameBytes = 255
    /// A hue rotation in degrees.
    public static let hueRange: ClosedRange<Double> = -3600...3600
    /// A grayscale amount.
    public static let grayscaleRange: ClosedRange<Double> = 0...1
    /// The pixels per point a single badge or strip may be drawn at (`--scale`).
    public static let scaleFactorRange: ClosedRange<Double> = 0.25...10
    /// The scale factors a manifest may ask for: those of an Xcode image set.
    public static let scales: [Int] = [1, 2, 3]
    /// A file stem has 1 to this many characters, and at most `maximumNameBytes` bytes,
    /// which keeps `stem~dark@3x.png` and `stem.imageset` within the usual 255-byte file
    /// name limit.
    public static let maximumStemLength = 100
    /// Every coordinate of a custom symbol lies within this range (the symbol box is
    /// 0 to 420; far-away points only cost time and are never seen).
    public static let symbolCoordinateRange: ClosedRange<Double> = -10_000...10_000
    /// A symbol's path data has at most this many characters.
    public static let maximumSymbolLength = 100_000
    /// A symbol's stroke width, in the 420 x 420 symbol box.
    public static let symbolStrokeWidthRange: ClosedRange<Double> = 0...420
    /// A symbol stroke's miter limit, in half line widths (SVG's `stroke-miterlimit`).
    public static let miterLimitRange: ClosedRange<Double> = 1...1_000
    /// Each length of a symbol stroke's dash pattern, in the symbol box.
    public static let symbolDashLengthRange: ClosedRange<Double> = 0...10_000
    /// A symbol stroke's dash phase, in the symbol box.
    public static let symbolDashPhaseRange: ClosedRange<Double> = -10_000...10_000
}
