import Geometry
import Raster
import Synchronization

/// Pixels of drawing groups already drawn, for reuse: see `drawingGroup()`.
///
/// A batch of hike badges that differ only in name, hue and grayscale draws the same
/// badge artwork, at the same place, at each scale. With a cache in the environment,
/// that artwork is rasterized once per scale and copied afterwards. The pixels are the
/// ones drawing it would give, so what comes out is the same byte for byte.
///
///     var environment = Environment(typesetter: typesetter)
///     environment.pictureCache = PictureCache()
///     let renderer = ViewRenderer(scale: 2, environment: environment)
///
/// Safe to share between threads. Holds at most `byteLimit` bytes of pixels; when full,
/// the oldest pictures go first.
public final class PictureCache: Sendable {
    /// What a group's pixels depend on: the content, where it is drawn, on what size of
    /// canvas, and the environment values that drawing reads.
    struct Key: Hashable, Sendable {
        var content: Content
        var rect: Rect
        var transform: AffineTransform
        var canvasWidth: Int, canvasHeight: Int
        var font: Font
        var foregroundColor: Color
    }

    /// A view value of any hashable type, compared and hashed as `AnyHashable` does.
    struct Content: Hashable, Sendable {
        let value: any Hashable & Sendable

        static func == (a: Content, b: Content) -> Bool { AnyHashable(a.value) == AnyHashable(b.value) }
        func hash(into hasher: inout Hasher) { AnyHashable(value).hash(into: &hasher) }
    }

    /// A group's pixels and where they go on the canvas.
    struct Picture: Sendable {
        var pixels: Pixmap
        var x: Int, y: Int
        var byteCount: Int { pixels.width * pixels.height * MemoryLayout<SIMD4<Float>>.stride }
    }

    private struct State {
        var pictures: [Key: Picture] = [:]
        var order: [Key] = []  // oldest first
        var byteCount = 0
    }

    /// The most bytes of pixels the cache keeps.
    public let byteLimit: Int
    private let state = Mutex(State())

    /// A cache holding up to `byteLimit` bytes of pixels (32 MB by default: a 3x badge
    /// takes 1.4 MB).
    public init(byteLimit: Int = 32 << 20) {
        self.byteLimit = byteLimit
    }

    /// How many pictures the cache holds.
    public var count: Int { state.withLock { $0.pictures.count } }

    /// The picture for `key`, drawn by `draw` unless the cache has it. Two threads may
    /// both draw a missing picture; they draw the same pixels.
    func picture(for key: Key, draw: () throws -> Picture?) rethrows -> Picture? {
        if let picture = state.withLock({ $0.pictures[key] }) { return picture }
        guard let picture = try draw() else { return nil }
        let bytes = picture.byteCount
        guard bytes <= byteLimit else { return picture }
        state.withLock { state in
            guard state.pictures[key] == nil else { return }
            while state.byteCount + bytes > byteLimit, !state.order.isEmpty {
                let oldest = state.order.removeFirst()
                state.byteCount -= state.pictures.removeValue(forKey: oldest)?.byteCount ?? 0
            }
            state.pictures[key] = picture
            state.order.append(key)
            state.byteCount += bytes
        }
        return picture
    }
}
