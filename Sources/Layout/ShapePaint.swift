import Geometry
import Raster

/// What a shape is filled or stroked with, given its frame: stored as values rather than
/// as a closure, which would be allocated each time the view is made.
@usableFromInline
enum ShapePaint: Sendable {
    /// One colour.
    case color(Color)
    /// The environment's foreground colour (`.primary` unless set).
    case foreground
    /// A linear gradient between unit points of the frame.
    case linearGradient(stops: [LinearGradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)

    /// The paint for a shape in `rect`, drawn in `environment`.
    @usableFromInline
    func paint(in rect: Rect, environment: Environment) -> Paint {
        switch self {
        case .color(let color):
            .solid(color)
        case .foreground:
            .solid(environment.foregroundColor)
        case .linearGradient(let stops, let startPoint, let endPoint):
            .linearGradient(LinearGradient(start: startPoint.point(in: rect), end: endPoint.point(in: rect), stops: stops))
        }
    }
}
