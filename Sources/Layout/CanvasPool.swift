import Foundation
import Raster

/// Canvases kept between pictures: each picture, and each layer in it, takes one, resized
/// to its own size, and gives it back once its pixels have been read. A renderer drawing
/// picture after picture then allocates no pixels, coverage cells or analysis lists once
/// warm, whatever the pictures' sizes.
///
/// One pool serves every thread a renderer draws on; a canvas is used by one picture at
/// a time.
package final class CanvasPool: @unchecked Sendable {
    // @unchecked: `spare` and `spareBytes` are read and written only while `lock` is held.
    private let lock = NSLock()
    private var spare: [Canvas] = []
    /// What the canvases in `spare` hold, in bytes.
    private var spareBytes = 0

    /// Canvases kept at most: one for each of a few threads drawing at once, and a layer
    /// for each.
    static let capacity = 8
    /// Bytes the kept canvases hold at most, together: a few badges at 3x each take
    /// about 2 MiB, so this keeps what a batch on every core needs, while a large
    /// picture's memory goes back at once rather than waiting for another that size.
    static let byteBudget = 64 << 20

    /// The outlines of shapes without stored properties drawn so far (see `ShapePaths`):
    /// kept with the canvases, as what a renderer keeps between pictures.
    let shapePaths = ShapePaths()

    package init() {}

    /// A transparent canvas of `width` x `height`: the last one given back, resized, or
    /// a new one.
    ///
    /// - Throws: `RasterError.invalidCanvasSize` unless both sides are in
    ///   `1...Canvas.maximumDimension`.
    func canvas(width: Int, height: Int) throws(RasterError) -> Canvas {
        lock.lock()
        var kept = spare.popLast()
        spareBytes -= kept?.retainedBytes ?? 0
        lock.unlock()
        // Taken out of the optional, so that no second copy shares its buffers while it
        // is reset: a shared buffer would be copied rather than kept.
        guard var canvas = kept.take() else { return try Canvas(width: width, height: height) }
        try canvas.reset(width: width, height: height)
        return canvas
    }

    /// Keeps `canvas` for a later picture, unless the pool is full: `capacity` canvases,
    /// or `byteBudget` bytes with this one.
    func recycle(_ canvas: consuming Canvas) {
        let bytes = canvas.retainedBytes
        lock.lock()
        defer { lock.unlock() }
        guard spare.count < Self.capacity, spareBytes + bytes <= Self.byteBudget else { return }
        spare.append(canvas)
        spareBytes += bytes
    }

    /// How many canvases are kept, and the bytes they hold.
    var kept: (count: Int, bytes: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (spare.count, spareBytes)
    }
}
