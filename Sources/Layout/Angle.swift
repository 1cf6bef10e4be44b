/// An angle, as SwiftUI's `Angle`.
public struct Angle: Sendable, Hashable {
    /// The angle in degrees; positive turns clockwise on screen.
    public var degrees: Double

    /// An angle of `degrees` degrees.
    public init(degrees: Double) {
        self.degrees = degrees
    }

    /// An angle of `radians` radians.
    public init(radians: Double) {
        self.degrees = radians * 180 / .pi
    }

    /// The angle in radians.
    public var radians: Double { degrees * .pi / 180 }

    /// An angle of `value` degrees, as SwiftUI writes `.degrees(45)`.
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }

    /// An angle of `value` radians, as SwiftUI writes `.radians(.pi / 4)`.
    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
}
