import Geometry

/// An outline that fits itself to the rectangle it is given, as SwiftUI's `Shape`.
public protocol Shape: Sendable {
    func path(in rect: Rect) -> Path
}
