import Geometry
import Synchronization

/// Records where things were placed, in order, from any thread: a layout's
/// `onTextPlaced` hands it each text and its frame.
public final class PlacementLog: Sendable {
    private let entries = Mutex<[(String, Rect)]>([])

    public init() {}

    public func record(_ name: String, _ frame: Rect) { entries.withLock { $0.append((name, frame)) } }

    /// Every record, in the order made.
    public var all: [(String, Rect)] { entries.withLock { $0 } }
}
