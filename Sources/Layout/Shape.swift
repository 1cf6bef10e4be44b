import Geometry

/// An outline that fits itself to the rectangle it is given, as SwiftUI's `Shape`.
///
/// The outline depends on the shape's value and the rectangle alone: a renderer keeps
/// the outlines of shapes without stored properties between pictures, by rectangle
/// (`DrawingContext.path(of:in:)`).
public protocol Shape: Sendable {
    func path(in rect: Rect) -> Path
}
