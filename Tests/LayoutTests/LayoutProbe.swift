import Geometry
import Layout
import Raster
import Synchronization

/// Records the rectangles views are drawn in, by name, so tests can check placement
/// without reading pixels.
final class FrameLog: Sendable {
    private let frames = Mutex<[String: [Rect]]>([:])

    func record(_ name: String, _ rect: Rect) { frames.withLock { $0[name, default: []].append(rect) } }
    subscript(name: String) -> [Rect] { frames.withLock { $0[name] ?? [] } }
}

/// A view of a fixed ideal size (flexible when `flexible`) that logs where it is drawn.
struct Probe: PrimitiveView {
    var name: String
    var width: Double
    var height: Double
    var flexible = false
    var log: FrameLog

    func sizeThatFits(_ proposal: ProposedSize, environment: Layout.Environment) throws -> Size {
        guard flexible else { return Size(width: width, height: height) }
        return Size(width: proposal.width ?? width, height: proposal.height ?? height)
    }

    func draw(in rect: Rect, context: inout DrawingContext) throws {
        log.record(name, rect.applying(context.transform))
    }
}

/// Renders `view` at `scale` and returns the canvas size.
@discardableResult
func render(_ view: some View, scale: Double = 1, environment: Layout.Environment = Layout.Environment()) throws -> Pixmap {
    try ViewRenderer(scale: scale, environment: environment).render(view)
}
