/// How much input badgegen accepts, in one place: every file it reads and every list it
/// is given is checked against these before anything large is allocated, so a hostile or
/// mistaken input costs a one-line refusal, not gigabytes and minutes.
///
/// The limits are far above what a real project needs (the largest are documented in
/// `badgegen batch --help`, `Docs/manifest.md` and the README's "Limits").
public enum InputLimits {
    /// A manifest file holds at most this many bytes (16 MiB: about 200,000 simple
    /// entries, or 160 entries with the largest custom symbol each).
    public static let manifestBytes = 16 << 20
    /// A manifest lists at most this many badges.
    public static let manifestEntries = 100_000
    /// A JSON document holds at most this many values (objects, lists, strings, numbers,
    /// booleans, nulls) in all, so that parsing allocates in proportion to real content.
    public static let jsonValues = 2_000_000
    /// A custom symbol has at most this many path segments (moves, lines, curves, closes).
    public static let symbolSegments = 10_000
    /// A `--entries` list for `badgegen strip` holds at most this many bytes.
    public static let stripEntriesBytes = 1 << 20
    /// The strip's width grows with its entries and its scale: entries times scale is at
    /// most this (100 badges at 1x, 33 at 3x, 10 at 10x), which keeps the picture within
    /// the largest canvas.
    public static let stripEntryScale = 100.0
    /// A contact sheet grows in both directions: its badges times the square of its scale
    /// is at most this (200 badges at 1x, 50 at 2x, 22 at 3x), which keeps a sheet of
    /// usual names within a few hundred megabytes. One name both wide and tall (marks
    /// stacked on its letters) sizes every cell: `layeredPicturePixels` bounds that.
    public static let sheetBadgeArea = 200.0
    /// A strip or a contact sheet has at most this many pixels (8,192 x 8,192). They are
    /// drawn with layers, which need the picture as floats, 16 bytes a pixel, so this keeps
    /// one within about 1.3 GB while it is drawn (a single badge is drawn in bands, without
    /// them). Usual names make far smaller ones: 10 badges at 10x in a strip are about 19
    /// million pixels, 20 badges of 60-letter names at 3x in a sheet about 51 million;
    /// names that stack marks on their letters make pictures many times larger.
    public static let layeredPicturePixels = 1 << 26
    /// `layeredPicturePixels`, as messages say it.
    public static let layeredPicturePixelsText = "67,108,864 pixels (8,192 x 8,192)"
    /// A `--font` file holds at most this many bytes (the largest CJK collections are
    /// about 100 MB).
    public static let fontBytes = 256 << 20
    /// An asset catalog's `Contents.json` that badgegen updates holds at most this many
    /// bytes.
    public static let contentsJSONBytes = 1 << 20
    /// The up-to-date check reads at most this many bytes of an existing PNG: the chunks
    /// before the image data, where the fingerprint is. Only chunk headers are read past it.
    public static let pngHeaderBytes = 64 << 10
    /// A message quotes at most this many Unicode scalars of a value or key (names of
    /// badges get room for the longest allowed name; paths have their own limit).
    public static let quotedCharacters = 40
    /// A message quotes at most this many characters of a path (file systems allow 4,096
    /// bytes).
    public static let quotedPathCharacters = 1_024
    /// "did you mean" is worked out only for unknown keys up to this many characters.
    public static let suggestedKeyCharacters = 64
    /// A run prints at most this many error lines; the rest are counted ("and 12 more").
    public static let printedErrors = 50

    /// A byte limit as messages and help say it: `16 MiB`, `1 MiB`, or a count of bytes.
    public static func text(bytes: Int) -> String {
        bytes > 0 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }
}
