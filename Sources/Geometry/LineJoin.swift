/// How a stroke turns a corner between two segments, as SwiftUI's `CGLineJoin` and SVG's
/// `stroke-linejoin`.
public enum LineJoin: String, Hashable, Sendable, CaseIterable {
    /// The outer edges extended until they meet, unless that point lies further than
    /// `miterLimit` half-widths from the corner; then `bevel`.
    case miter
    /// An arc of a circle of the line's width around the corner.
    case round
    /// The outer corners joined by a straight line.
    case bevel
}
