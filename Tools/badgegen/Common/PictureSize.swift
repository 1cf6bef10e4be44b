import BadgeManifest
import Raster

/// A picture too large for one canvas, explained for the command that drew it: the
/// canvas's own error gives only the size, not what made the picture that large.
enum PictureSize {
    /// Runs `body`, rewording a canvas that would be too large as `what` (such as "the
    /// badge 'X' at scale 3") and `advice` (what to change, for the size it would be).
    static func explaining<T>(_ what: @autoclosure () -> String, advice: (_ width: Int, _ height: Int) -> String,
                              _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch RasterError.invalidCanvasSize(let width, let height) {
            throw tooLarge(what(), width: width, height: height, advice: advice(width, height))
        }
    }

    /// The error for `what`, which would be `width` x `height` pixels.
    static func tooLarge(_ what: String, width: Int, height: Int, advice: String) -> BadgegenError {
        BadgegenError("\(what) would be \(width) x \(height) pixels, and a picture has at most "
                      + "\(Canvas.maximumDimension) a side: \(advice)")
    }

    /// Refuses `what`, a strip or a contact sheet of `width` x `height` pixels, when it has
    /// more pixels than `InputLimits.layeredPicturePixels`: before it is drawn, since its
    /// layers need the whole picture as floats.
    static func checkLayered(_ what: @autoclosure () -> String, width: Int, height: Int,
                             advice: @autoclosure () -> String) throws(BadgegenError) {
        guard width * height > InputLimits.layeredPicturePixels else { return }
        throw tooManyPixels(what(), width: width, height: height, advice: advice())
    }

    /// The error for `what`, a strip or a sheet of `width` x `height` pixels, more than
    /// `InputLimits.layeredPicturePixels`.
    static func tooManyPixels(_ what: String, width: Int, height: Int, advice: String) -> BadgegenError {
        BadgegenError("\(what) would be \(width) x \(height) pixels, and a strip or contact sheet has at most "
                      + "\(InputLimits.layeredPicturePixelsText): \(advice)")
    }

    /// Whether a picture `width` x `height` pixels is too large by its height alone.
    static func isTooTallOnly(width: Int, height: Int) -> Bool {
        width <= Canvas.maximumDimension && height > Canvas.maximumDimension
    }

    /// Advice for a badge whose caption makes it `width` x `height` pixels, too wide or
    /// too tall (marks stacked on its letters, or a font's tall glyphs).
    static func captionAdvice(width: Int, height: Int) -> String {
        isTooTallOnly(width: width, height: height)
            ? "its caption is that tall; use another name or font, or a lower scale"
            : "its caption is that wide; use a shorter name or a lower scale"
    }
}
