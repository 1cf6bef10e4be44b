import Fonts
import Geometry
@testable import Raster
import Testing
import TestSupport

/// Captions' outlines as fills see them: letters that keep apart and nest are filled
/// without a look at shared pixels (`NestedContours`), and where letters overlap (joined
/// scripts, marks over their bases) the look is kept; either way, what is filled is the
/// exact area.
@Suite("Caption outlines")
struct CaptionOutlineTests {
    let typesetter: Typesetter

    init() throws {
        typesetter = try Typesetter()
    }

    /// The caption's outline at `scale` pixels per point, a pixel inside a canvas that
    /// just holds it, and that canvas's size.
    func outline(_ text: String, scale: Double) throws -> (path: Path, width: Int, height: Int) {
        // 12 points, as SwiftUI's caption style.
        let shaped = try typesetter.shape(text, font: FontDescriptor(size: 12))
        let ink = try #require(shaped.inkBounds)
        let toPixels = AffineTransform(translationX: 1 - ink.minX, y: 1 - ink.minY).concatenating(AffineTransform(scale: scale))
        let width = Int(((ink.size.width + 2) * scale).rounded(.up)), height = Int(((ink.size.height + 2) * scale).rounded(.up))
        return (shaped.path.applying(toPixels), width, height)
    }

    func takesOneSign(_ path: Path, width: Int, height: Int) -> Bool {
        var outline = OutlineChains(width: width, height: height)
        outline.track([path], tolerance: Canvas.flatteningTolerance)
        var nested = NestedContours()
        return nested.windingsTakeOneSign(outline, tolerance: Canvas.flatteningTolerance)
    }

    @Test("Latin, Korean and Chinese captions at 1x and 3x are recognised; joined and overlapping ones are not",
          arguments: [1.0, 3.0])
    func recognition(scale: Double) throws {
        for text in ["Earth Day", "First Hike", "Tenth Hike", "한국어 배지", "日本語"] {
            let (path, width, height) = try outline(text, scale: scale)
            #expect(takesOneSign(path, width: width, height: height), "\(text)")
        }
        // Devanagari's headline runs through its letters, Arabic's letters join, and a
        // "ç" is a "c" with a cedilla laid over it: contours that overlap.
        for text in ["नमस्ते", "عالم", "ç"] {
            let (path, width, height) = try outline(text, scale: scale)
            #expect(!takesOneSign(path, width: width, height: height), "\(text)")
        }
    }

    @Test("recognised or not, a caption's fill is the exact area; the winding integrated alone is too where recognised, and not where not")
    func exactness() throws {
        for text in ["Earth Day", "한국어 배지", "नमस्ते", "عالم", "ç"] {
            let (path, width, height) = try outline(text, scale: 1)
            let exact = PointwiseFillOracle.coverage(of: path, width: width, height: height)
            let filled = try ImplementationCoverage.of(path, width: width, height: height)
            let d = filled.maximumDifference(to: exact)
            // Both flatten the curves to 0.001 px, each its own way.
            #expect(d.value < 2e-3, "\(text): \(d.value) at (\(d.x), \(d.y))")
            let integral = ReferenceRasterizer.coverage(ReferenceRasterizer.polygons(of: path), width: width, height: height)
            let wrong = integral.maximumDifference(to: exact)
            if takesOneSign(path, width: width, height: height) {
                #expect(wrong.value < 1e-6, "\(text): the integral alone is off by \(wrong.value) at (\(wrong.x), \(wrong.y))")
            } else {
                // These overlap where it shows: without the look, pixels would be wrong.
                #expect(wrong.value > 0.01, "\(text): the integral alone is off by only \(wrong.value)")
            }
        }
    }
}
