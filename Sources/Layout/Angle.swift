/// An angle, as SwiftUI's `Angle`.
public struct Angle: Sendable, Hashable {
    public var degrees: Double

    public init(degrees: Double) {
        self.degrees = degrees
    }

    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
}
