/// An angle, as SwiftUI's `Angle`.
public struct Angle: Sendable, Hashable {
    /// The angle in degrees; positive turns clockwise on screen.
    public var degrees: Double

    /// An angle of `degrees` degrees.
    public init(degrees: Double) {
        self.degrees = degrees
    }

    /// An angle of `value` degrees, as SwiftUI writes `.degrees(45)`.
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
}
