import Foundation
import PNG
import Testing

@Suite("badgegen path with far-away control points")
struct PathCommandHugeCurveTests {
    @Test("a control point at 1e40 draws the band the curve leaves on the canvas", arguments: ["1e40", "1e100", "-1e154"])
    func farControlPoint(coordinate: String) throws {
        // Such a curve once needed more segments than Int holds, and the conversion trapped.
        let folder = try TestFolder()
        let sign = coordinate.hasPrefix("-")
        // Far to the right the curve fills row 0 right of the diagonal; far to the left it
        // fills the triangle left of it, which is half of pixel (0, 0) only.
        let result = try BadgegenCLI.run(["path", "M0 0 Q \(coordinate) 0 1 1", "--size", "8x8", "-o", "far.png"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGDecoder.decode(folder.bytes("far.png"))
        for y in 0..<8 {
            for x in 0..<8 {
                let alpha = Int(image.rgba[(y * 8 + x) * 4 + 3])
                let expected = y > 0 ? 0 : x == 0 ? 128 : sign ? 0 : 255
                #expect(abs(alpha - expected) <= 1, "pixel (\(x), \(y)): \(alpha)")
            }
        }
    }

    @Test("a curve coming back onto the canvas from 1e18 is refused with one line; from 1e17 it is drawn")
    func interiorCrossing() throws {
        // Halfway it crosses the canvas along x + y = 16; at 1e18 the sums that place it
        // there round by 128 pixels, and the band beside that line was silently lost.
        let folder = try TestFolder()
        let refused = try BadgegenCLI.run(["path", "M 0 32 C 1e18 -1e18 -1e18 1e18 64 32 Z", "--size", "64x64", "-o", "far.png"],
                                          in: folder.url)
        #expect(refused.status != 0)
        #expect(refused.stderrLines.count == 1, "\(refused.stderr)")
        #expect(refused.stderr.contains("control points lie so far from the canvas"), "\(refused.stderr)")
        let drawn = try BadgegenCLI.run(["path", "M 0 32 C 1e17 -1e17 -1e17 1e17 64 32 Z", "--size", "64x64", "-o", "near.png"],
                                        in: folder.url)
        #expect(drawn.status == 0, "\(drawn.stderr)")
        let image = try PNGDecoder.decode(folder.bytes("near.png"))
        let area = stride(from: 3, to: image.rgba.count, by: 4).reduce(0.0) { $0 + Double(image.rgba[$1]) / 255 }
        #expect(abs(area - 1920) < 2, "\(area)")
    }
}
