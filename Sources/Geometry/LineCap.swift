/// How a stroke ends at the open ends of a subpath and of each dash, as SwiftUI's
/// `CGLineCap` and SVG's `stroke-linecap`.
public enum LineCap: String, Hashable, Sendable, CaseIterable {
    /// Square, flush with the end point.
    case butt
    /// A half disc of the line's width around the end point.
    case round
    /// Square, reaching half the line's width beyond the end point.
    case square
}
