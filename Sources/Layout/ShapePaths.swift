import Fonts
import Geometry

/// The outlines of shapes without stored properties, kept between pictures by shape type
/// and frame: such a shape (the badge's `Hexagon`, its `Mountain`) has the same outline
/// whenever it is offered the same frame, so a renderer drawing the same view again
/// builds, and allocates, none of them once warm.
///
/// Shared by every thread a renderer draws on, as its `CanvasPool` is.
package final class ShapePaths: Sendable {
    /// The outlines kept, and the one the next outline replaces once `capacity` are kept.
    private let kept: Locked<(entries: [Entry], next: Int)>

    /// Outlines kept at most: a picture draws few shapes without stored properties, each
    /// at one or two frames.
    static let capacity = 8

    /// One outline: `shape.path(in: rect)` for a shape of type `type`.
    private struct Entry {
        let type: ObjectIdentifier
        let rect: Rect
        let path: Path
    }

    package init() {
        var entries: [Entry] = []
        entries.reserveCapacity(Self.capacity)
        kept = Locked((entries, 0))
    }

    /// `shape.path(in: rect)`, kept from an earlier call when `S` has no stored
    /// properties. Frames match bit for bit, so a kept outline is the one `shape` makes.
    func path<S: Shape>(of shape: S, in rect: Rect) -> Path {
        guard MemoryLayout<S>.size == 0 else { return shape.path(in: rect) }
        let type = ObjectIdentifier(S.self)
        if let path = kept.withLock({ $0.entries.first { $0.type == type && Self.sameBits($0.rect, rect) }?.path }) {
            return path
        }
        let path = shape.path(in: rect)
        kept.withLock { kept in
            if kept.entries.count < Self.capacity {
                kept.entries.append(Entry(type: type, rect: rect, path: path))
            } else {
                kept.entries[kept.next] = Entry(type: type, rect: rect, path: path)
                kept.next = (kept.next + 1) % Self.capacity
            }
        }
        return path
    }

    /// How many outlines are kept.
    var count: Int {
        kept.withLock { $0.entries.count }
    }

    /// True when `a` and `b` hold the same bits: `-0.0` is not `0.0` here, as a shape
    /// may tell them apart.
    private static func sameBits(_ a: Rect, _ b: Rect) -> Bool {
        a.minX.bitPattern == b.minX.bitPattern && a.minY.bitPattern == b.minY.bitPattern
            && a.width.bitPattern == b.width.bitPattern && a.height.bitPattern == b.height.bitPattern
    }
}
