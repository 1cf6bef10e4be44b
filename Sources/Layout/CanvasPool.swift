import Fonts
import Raster

/// Canvases kept between pictures: each picture, and each layer in it, takes one, resized
/// to its own size, and gives it back once its pixels have been read. A renderer drawing
/// picture after picture then allocates no pixels, coverage cells or analysis lists once
/// warm, whatever the pictures' sizes.
///
/// One pool serves every thread a renderer draws on; a canvas is used by one picture at
/// a time.
package final class CanvasPool: Sendable {
    /// The canvases kept, and what they hold in bytes.
    private let spare = Locked<(canvases: [Canvas], bytes: Int)>(([], 0))

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
        var kept = spare.withLock { spare in
            let canvas = spare.canvases.popLast()
            spare.bytes -= canvas?.retainedBytes ?? 0
            return canvas
        }
        // Taken out of the optional, so that no second copy shares its buffers while it
        // is reset: a shared buffer would be copied rather than kept.
        guard var canvas = kept.take() else { return try Canvas(width: width, height: height) }
        try canvas.reset(width: width, height: height)
        return canvas
    }

    /// Keeps `canvas` for a later picture, unless the pool is full: `capacity` canvases,
    /// or `byteBudget` bytes with this one.
    func recycle(_ canvas: consuming Canvas) {
        let bytes = canvas.retainedBytes, canvas = canvas
        spare.withLock { spare in
            guard spare.canvases.count < Self.capacity, spare.bytes + bytes <= Self.byteBudget else { return }
            spare.canvases.append(canvas)
            spare.bytes += bytes
        }
    }

    /// How many canvases are kept, and the bytes they hold.
    var kept: (count: Int, bytes: Int) {
        spare.withLock { ($0.canvases.count, $0.bytes) }
    }
}
