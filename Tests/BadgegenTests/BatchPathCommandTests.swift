import Foundation
import PNG
import Testing
@testable import badgegen

@Suite("badgegen path")
struct BatchPathCommandTests {
    func alpha(_ image: PNGImage, _ x: Int, _ y: Int) -> UInt8 {
        image.rgba[(y * image.width + x) * 4 + 3]
    }

    @Test("a relative square, black on transparent, in pixels")
    func square() throws {
        let folder = try TestFolder()
        let result = try BadgegenCLI.run(["path", "m 2 2 h 4 v 4 h -4 z", "--size", "8x10", "-o", "square.png"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGDecoder.decode(folder.bytes("square.png"))
        #expect(image.width == 8 && image.height == 10)
        for y in 0..<10 {
            for x in 0..<8 {
                let inside = (2..<6).contains(x) && (2..<6).contains(y)
                #expect(alpha(image, x, y) == (inside ? 255 : 0), "pixel (\(x), \(y))")
                if inside { #expect(Array(image.rgba[(y * 8 + x) * 4..<(y * 8 + x) * 4 + 3]) == [0, 0, 0]) }
            }
        }
    }

    @Test("--fill-rule evenodd leaves the inner square of two nested ones empty; nonzero fills it")
    func fillRule() throws {
        let folder = try TestFolder()
        let data = "M 0 0 H 10 V 10 H 0 Z M 3 3 H 7 V 7 H 3 Z"
        #expect(try BadgegenCLI.run(["path", data, "--size", "10x10", "--fill-rule", "evenodd", "-o", "e.png"], in: folder.url).status == 0)
        #expect(try BadgegenCLI.run(["path", data, "--size", "10x10", "-o", "n.png"], in: folder.url).status == 0)
        let evenOdd = try PNGDecoder.decode(folder.bytes("e.png"))
        let nonZero = try PNGDecoder.decode(folder.bytes("n.png"))
        #expect(alpha(evenOdd, 5, 5) == 0 && alpha(evenOdd, 1, 1) == 255)
        #expect(alpha(nonZero, 5, 5) == 255 && alpha(nonZero, 1, 1) == 255)
    }

    static let outsideOrNoArea = "it lies outside it, or covers no area there"

    @Test("a path that leaves every pixel transparent is written, with a warning saying why; one that shows is not warned about", arguments: [
        (["", "--size", "8x8"], outsideOrNoArea),
        (["M -8 -8 h 4 v 4 h -4 z", "--size", "8x8"], outsideOrNoArea),
        (["M 1 1 H 7", "--size", "8x8"], outsideOrNoArea),
        // A line of no width: that is the reason, wherever the path lies.
        (["M 1 4 H 7", "--size", "8x8", "--stroke-width", "0"], "--stroke-width 0 draws no line"),
        (["M -8 -8 H -1", "--size", "8x8", "--stroke-width", "0"], "--stroke-width 0 draws no line"),
        (["M -8 -8 H -1", "--size", "8x8", "--stroke-width", "1"], outsideOrNoArea),
        // A sliver in the last row only: the check reads every row's alpha.
        (["M 0 7.5 H 8 V 8 H 0 Z", "--size", "8x8"], nil),
        (["M 1 4 H 7", "--size", "8x8", "--stroke-width", "1"], nil),
    ] as [([String], String?)])
    func transparentWarning(arguments: [String], reason: String?) throws {
        let folder = try TestFolder()
        let result = try BadgegenCLI.run(["path"] + arguments + ["-o", "x.png"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGDecoder.decode(folder.bytes("x.png"))
        let visible = (0..<8).contains { y in (0..<8).contains { x in alpha(image, x, y) != 0 } }
        #expect(visible == (reason == nil))
        let data = arguments[0]
        let warning = reason.map { "badgegen: warning: every pixel is transparent: path data '\(data)' draws nothing within the 8 x 8 image (\($0))\n" }
        #expect(result.stderr == (warning ?? ""), "\(result.stderr)")
    }

    @Test("the transparency check finds one pixel's alpha wherever it is, and no colour without alpha")
    func visiblePixelCheck() {
        for count in 1...9 {
            var pixels = [UInt8](repeating: 0, count: 4 * count)
            for i in pixels.indices where i % 4 != 3 { pixels[i] = 255 }
            #expect(!pixels.withUnsafeBytes(PathCommand.hasVisiblePixel), "\(count) pixels, colour without alpha")
            for k in 0..<count {
                pixels[4 * k + 3] = 1
                #expect(pixels.withUnsafeBytes(PathCommand.hasVisiblePixel), "\(count) pixels, alpha at \(k)")
                pixels[4 * k + 3] = 0
            }
        }
    }

    @Test("bad sizes, fill rules and path data are one-line errors", arguments: [
        (["M 0 0 H 1 V 1 Z", "--size", "0x5"], "The value '0x5' is invalid for '--size <WxH>': The image size in pixels, each side 1 to 4096, e.g. 64x64."),
        (["M 0 0 H 1 V 1 Z", "--size", "abc"], "The value 'abc' is invalid for '--size <WxH>'"),
        (["M 0 0 H 1 V 1 Z", "--size", "4097x1"], "The value '4097x1' is invalid for '--size <WxH>'"),
        (["M 0 0 H 1 V 1 Z", "--size", "5x-5"], "The value '5x-5' is invalid for '--size <WxH>'"),
        (["M 0 0 H 1 V 1 Z", "--size", "-1x5"], "The value '-1x5' is invalid for '--size <WxH>'"),
        (["M 0 0 H 1 V 1 Z", "--size", "5x5", "--fill-rule", "winding"], "The value 'winding' is invalid for '--fill-rule <rule>'. Please provide one of 'nonzero' and 'evenodd'."),
        (["M 0 0 L 10 x", "--size", "5x5"], "path data 'M 0 0 L 10 x' is not allowed: at character 12 ('x'): expected a number"),
        (["L 0 0", "--size", "5x5"], "at character 1 ('L'): expected a moveto command"),
    ])
    func errors(arguments: [String], message: String) throws {
        let folder = try TestFolder()
        let result = try BadgegenCLI.run(["path"] + arguments + ["-o", "x.png"], in: folder.url)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("badgegen: error: "), "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("x.png")))
    }
}
