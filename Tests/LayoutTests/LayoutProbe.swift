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

/// Counts the measurements (or visits) of the views that share it, and those offered NaN.
final class MeasureCounter: Sendable {
    private let measured = Mutex(0)
    private let offeredNaN = Mutex(0)
    func add(_ proposal: ProposedSize? = nil) {
        measured.withLock { $0 += 1 }
        if proposal?.width?.isNaN == true || proposal?.height?.isNaN == true { offeredNaN.withLock { $0 += 1 } }
    }
    var count: Int { measured.withLock { $0 } }
    /// Measurements offered NaN, which no view should be.
    var nanOffers: Int { offeredNaN.withLock { $0 } }
}

/// A probe that counts how often it is measured.
struct CountingProbe: PrimitiveView {
    var counter: MeasureCounter
    var probe: Probe

    func sizeThatFits(_ proposal: ProposedSize, environment: Layout.Environment) throws -> Size {
        counter.add(proposal)
        return try probe.sizeThatFits(proposal, environment: environment)
    }

    func draw(in rect: Rect, context: inout DrawingContext) throws {
        try probe.draw(in: rect, context: &context)
    }
}

/// Renders `view` at `scale` and returns the canvas size.
@discardableResult
func render(_ view: some View, scale: Double = 1, environment: Layout.Environment = Layout.Environment()) throws -> Pixmap {
    try ViewRenderer(scale: scale, environment: environment).render(view)
}
