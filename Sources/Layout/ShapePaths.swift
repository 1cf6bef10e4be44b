import Foundation
import Geometry

/// The outlines of shapes without stored properties, kept between pictures by shape type
/// and frame: such a shape (the badge's `Hexagon`, its `Mountain`) has the same outline
/// whenever it is offered the same frame, so a renderer drawing the same view again
/// builds, and allocates, none of them once warm.
///
/// Shared by every thread a renderer draws on, as its `CanvasPool` is.
package final class ShapePaths: @unchecked Sendable {
    // @unchecked: `entries` and `next` are read and written only while `lock` is held.
    private let lock = NSLock()
    private var entries: [Entry] = []
    /// The entry the next outline replaces once `capacity` are kept.
    private var next = 0

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
        entries.reserveCapacity(Self.capacity)
    }

    /// `shape.path(in: rect)`, kept from an earlier call when `S` has no stored
    /// properties. Frames match bit for bit, so a kept outline is the one `shape` makes.
    func path<S: Shape>(of shape: S, in rect: Rect) -> Path {
        guard MemoryLayout<S>.size == 0 else { return shape.path(in: rect) }
        let type = ObjectIdentifier(S.self)
        lock.lock()
        let kept = entries.first { $0.type == type && Self.sameBits($0.rect, rect) }?.path
        lock.unlock()
        if let kept { return kept }
        let path = shape.path(in: rect)
        lock.lock()
        defer { lock.unlock() }
        if entries.count < Self.capacity {
            entries.append(Entry(type: type, rect: rect, path: path))
        } else {
            entries[next] = Entry(type: type, rect: rect, path: path)
            next = (next + 1) % Self.capacity
        }
        return path
    }

    /// How many outlines are kept.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// True when `a` and `b` hold the same bits: `-0.0` is not `0.0` here, as a shape
    /// may tell them apart.
    private static func sameBits(_ a: Rect, _ b: Rect) -> Bool {
        a.minX.bitPattern == b.minX.bitPattern && a.minY.bitPattern == b.minY.bitPattern
            && a.width.bitPattern == b.width.bitPattern && a.height.bitPattern == b.height.bitPattern
    }
}
