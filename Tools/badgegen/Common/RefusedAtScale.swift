import Layout
import Raster

/// A drawing refused for what it would cost at the scale it is drawn at, explained with
/// that scale: a symbol's stroke outline, a fill's segments and a caption's glyph
/// segments are counted only as a picture is drawn, so the same badge may draw at 1x
/// and be refused at 3x.
enum RefusedAtScale {
    /// Runs `body`, rewording a refusal as "`entry`at scale `scale`: …", `entry` naming
    /// the badge where the message does not already (`badges[3] "Name": `).
    static func explaining<T>(_ entry: String = "", scale: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch where isRefusalAtScale(error) {
            throw BadgegenError("\(entry)at scale \(scale): \(error)")
        }
    }

    /// Whether `error` says what a drawing would cost at its scale: a stroke's outline, a
    /// fill's segments or its crossings (`RasterError`), a line of text's segments
    /// (`LayoutError`).
    static func isRefusalAtScale(_ error: any Error) -> Bool {
        switch error {
        case RasterError.invalidStroke, RasterError.pathTooComplex, RasterError.tooManyCrossings, LayoutError.textTooComplex: true
        default: false
        }
    }
}
