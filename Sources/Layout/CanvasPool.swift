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
    // @unchecked: `spare` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var spare: [Canvas] = []

    /// Canvases kept at most: one for each of a few threads drawing at once, and a layer
    /// for each.
    static let capacity = 8
    /// Pixels a kept canvas has at most (2048 x 2048, 64 MiB of pixels): the memory of a
    /// larger one goes back at once rather than waiting for a picture that size.
    static let largestKept = 2048 * 2048

    package init() {}

    /// A transparent canvas of `width` x `height`: the last one given back, resized, or
    /// a new one.
    ///
    /// - Throws: `RasterError.invalidCanvasSize` unless both sides are in
    ///   `1...Canvas.maximumDimension`.
    func canvas(width: Int, height: Int) throws(RasterError) -> Canvas {
        lock.lock()
        var kept = spare.popLast()
        lock.unlock()
        // Taken out of the optional, so that no second copy shares its buffers while it
        // is reset: a shared buffer would be copied rather than kept.
        guard var canvas = kept.take() else { return try Canvas(width: width, height: height) }
        try canvas.reset(width: width, height: height)
        return canvas
    }

    /// Keeps `canvas` for a later picture, unless the pool is full or the canvas large.
    func recycle(_ canvas: consuming Canvas) {
        guard canvas.width * canvas.height <= Self.largestKept else { return }
        lock.lock()
        defer { lock.unlock() }
        if spare.count < Self.capacity { spare.append(canvas) }
    }
}
