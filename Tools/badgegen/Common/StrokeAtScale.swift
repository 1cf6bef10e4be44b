import Raster

/// A symbol stroke refused as it is drawn, explained with the scale: a stroke's outline
/// is counted only at the scale a picture is drawn at, so the same badge may draw at 1x
/// and be refused at 2x.
enum StrokeAtScale {
    /// Runs `body`, rewording a stroke the canvas refuses as "`entry`at scale `scale`: …",
    /// `entry` naming the badge where the message does not already (`badges[3] "Name": `).
    static func explaining<T>(_ entry: String = "", scale: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch RasterError.invalidStroke(let error) {
            throw BadgegenError("\(entry)at scale \(scale): \(error)")
        }
    }
}
