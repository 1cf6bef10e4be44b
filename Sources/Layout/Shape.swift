import Geometry

/// An outline that fits itself to the rectangle it is given, as SwiftUI's `Shape`.
///
/// Drawn in a view (`.fill`, `.stroke`), a shape is given its frame in its own
/// coordinates, as in SwiftUI: the frame's size, at the origin. The outline is then moved
/// to where the frame lies.
///
/// The outline depends on the shape's value and the rectangle alone: a renderer keeps
/// the outlines of shapes without stored properties between pictures, by rectangle
/// (`DrawingContext.path(of:in:)`).
public protocol Shape: Sendable {
    /// The outline within `rect`; drawn in a view, `rect` starts at the origin.
    func path(in rect: Rect) -> Path
}
