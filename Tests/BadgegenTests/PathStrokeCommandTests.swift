import ArgumentParser
@testable import badgegen
import Foundation
import Geometry
import PNG
import Testing

@Suite("badgegen path --stroke-width")
struct PathStrokeCommandTests {
    func alpha(_ image: PNGImage, _ x: Int, _ y: Int) -> UInt8 {
        image.rgba[(y * image.width + x) * 4 + 3]
    }

    /// The rows and columns the picture covers fully, and whether every other pixel is empty.
    func drawn(_ arguments: [String], size: String = "16x10") throws -> PNGImage {
        let folder = try TestFolder()
        let result = try BadgegenCLI.run(["path"] + arguments + ["--size", size, "-o", "s.png"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        return try PNGDecoder.decode(folder.bytes("s.png"))
    }

    @Test("a stroked line covers its width about the path; caps and dashes as SVG draws them")
    func strokedLine() throws {
        func covered(_ image: PNGImage) -> Set<[Int]> {
            var set = Set<[Int]>()
            for y in 0..<image.height { for x in 0..<image.width where alpha(image, x, y) == 255 { set.insert([x, y]) } }
            // Nothing partly covered: every edge lies on a pixel boundary.
            for y in 0..<image.height { for x in 0..<image.width { #expect([0, 255].contains(alpha(image, x, y))) } }
            return set
        }
        func box(_ xs: ClosedRange<Int>, _ ys: ClosedRange<Int>) -> Set<[Int]> {
            Set(xs.flatMap { x in ys.map { [x, $0] } })
        }
        let line = "M 3 5 H 13"
        #expect(covered(try drawn([line, "--stroke-width", "2"])) == box(3...12, 4...5))
        #expect(covered(try drawn([line, "--stroke-width", "2", "--line-cap", "square"])) == box(2...13, 4...5))
        #expect(covered(try drawn([line, "--stroke-width", "2", "--dash", "2,3"])) == box(3...4, 4...5).union(box(8...9, 4...5)))
        #expect(covered(try drawn([line, "--stroke-width", "2", "--dash", "2,3", "--dash-phase", "-3"])) == box(6...7, 4...5).union(box(11...12, 4...5)))
        // A closed square's outline, joined at its start: a ring with mitred corners.
        let ring = covered(try drawn(["M 3 2 H 13 V 8 H 3 Z", "--stroke-width", "2"]))
        #expect(ring == box(2...13, 1...8).subtracting(box(4...11, 3...6)))
        // Without --stroke-width the same data is filled.
        #expect(covered(try drawn(["M 3 2 H 13 V 8 H 3 Z"])) == box(3...12, 2...7))
    }

    @Test("round joins and caps leave the corners partly covered; bevel cuts the miter's corner")
    func joins() throws {
        let data = "M 4 12 H 12 V 4"
        let miter = try drawn([data, "--stroke-width", "4"], size: "16x16")
        let bevel = try drawn([data, "--stroke-width", "4", "--line-join", "bevel"], size: "16x16")
        let round = try drawn([data, "--stroke-width", "4", "--line-join", "round", "--line-cap", "round"], size: "16x16")
        // The outer corner square [12, 14]²: full with a miter; the bevel's diagonal leaves
        // the pixel at its corner empty; the round join half covers it.
        #expect(alpha(miter, 13, 13) == 255 && alpha(bevel, 13, 13) == 0)
        #expect(alpha(round, 13, 13) > 60 && alpha(round, 13, 13) < 200)
        #expect(alpha(miter, 12, 12) == 255 && alpha(bevel, 12, 12) == 255)
        // A right angle's miter is sqrt 2 half-widths long: a limit of 1.4 bevels it.
        let limited = try drawn([data, "--stroke-width", "4", "--miter-limit", "1.4"], size: "16x16")
        #expect(limited.rgba == bevel.rgba)
        // Round caps reach beyond the ends: 2 pixels left of x 4.
        #expect(alpha(round, 2, 12) > 0 && alpha(miter, 2, 12) == 0)
    }

    @Test("the miter limit is SVG's by default, 4: a corner whose miter is 7.7 half widths long is bevelled")
    func svgMiterLimit() throws {
        // Sides 7.5 degrees either side of the vertical (atan(5 / 38)) meet at (16, 12): the
        // miter reaches 1 / sin(7.5 degrees) = 7.67 half widths, 7.67 pixels, above the corner.
        let data = "M 11 50 L 16 12 L 21 50"
        let byDefault = try drawn([data, "--stroke-width", "2"], size: "32x52")
        let four = try drawn([data, "--stroke-width", "2", "--miter-limit", "4"], size: "32x52")
        let ten = try drawn([data, "--stroke-width", "2", "--miter-limit", "10"], size: "32x52")
        #expect(byDefault.rgba == four.rgba)
        func inkedRows(_ image: PNGImage) -> [Int] {
            (0..<image.height).filter { y in (0..<image.width).contains { alpha(image, $0, y) > 0 } }
        }
        #expect(inkedRows(ten).first == 4)  // the tip at y 4.33
        #expect(inkedRows(byDefault).first == 11)  // the bevel at y 11.87, a little above the corner
    }

    @Test("stroke options parse to a style; without --stroke-width the path is filled", arguments: [
        (["--stroke-width", "3"], StrokeStyle(lineWidth: 3, miterLimit: 4)),
        (["--stroke-width", "0.5", "--line-cap", "round", "--line-join", "bevel", "--miter-limit", "4", "--dash", "6,3,0", "--dash-phase", "-2"],
         StrokeStyle(lineWidth: 0.5, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dash: [6, 3, 0], dashPhase: -2)),
    ])
    func parsed(arguments: [String], style: StrokeStyle) throws {
        let command = try #require(try Badgegen.parseAsRoot(["path", "M 0 0 H 4", "--size", "4x4"] + arguments) as? PathCommand)
        #expect(command.stroke.style == style)
        let filled = try #require(try Badgegen.parseAsRoot(["path", "M 0 0 H 4", "--size", "4x4"]) as? PathCommand)
        #expect(filled.stroke.style == nil && filled.fillRule == nil)
    }

    static let sixtyFiveDashes = Array(repeating: "1", count: 65).joined(separator: ",")
    static let badOptions: [([String], String)] = [
        (["--stroke-width", "-1"], "The value '-1' is invalid for '--stroke-width <pixels>': Stroke the path instead of filling it, with a line this many pixels wide (a decimal, 0 to 4096)"),
        (["--stroke-width", "1e3"], "The value '1e3' is invalid for '--stroke-width <pixels>'"),
        (["--stroke-width", "2", "--line-cap", "flat"], "The value 'flat' is invalid for '--line-cap <cap>'. Please provide one of 'butt', 'round' or 'square'."),
        (["--stroke-width", "2", "--line-join", "sharp"], "Please provide one of 'miter', 'round' or 'bevel'."),
        (["--stroke-width", "2", "--miter-limit", "0.5"], "The value '0.5' is invalid for '--miter-limit <ratio>': The longest miter, in half line widths (a decimal, 1 to 1000"),
        (["--stroke-width", "2", "--dash", "0,0"], "The value '0,0' is invalid for '--dash <lengths>': Dash and gap lengths in pixels, comma-separated, e.g. 6,3: 1 to 64 lengths from 0 to 100000, not all 0."),
        (["--stroke-width", "2", "--dash", "4,-1"], "The value '4,-1' is invalid for '--dash <lengths>'"),
        (["--stroke-width", "2", "--dash", "4,,1"], "The value '4,,1' is invalid for '--dash <lengths>'"),
        (["--stroke-width", "2", "--dash", sixtyFiveDashes], "is invalid for '--dash <lengths>'"),
        (["--stroke-width", "2", "--dash-phase", "3"], "--dash-phase needs --dash <lengths>: the pattern it shifts"),
        (["--line-cap", "round"], "--line-cap round needs --stroke-width <pixels>: the line options apply to a stroked path only"),
        (["--dash", "2,2"], "--dash 2,2 needs --stroke-width <pixels>"),
        (["--stroke-width", "2", "--fill-rule", "evenodd"], "--fill-rule evenodd applies to a filled path; with --stroke-width 2 the path is stroked"),
        (["--stroke-width", "2", "--dash", "0.00001,0.00001"], "--dash '0.00001,0.00001' is not allowed: the dash pattern would cut the path into about 200001 dashes: at most 100000 are allowed"),
    ]

    @Test("bad stroke options are one-line errors naming the value and what is allowed", arguments: badOptions)
    func errors(arguments: [String], message: String) throws {
        let folder = try TestFolder()
        let result = try BadgegenCLI.run(["path", "M 0 0 H 4", "--size", "4x4"] + arguments + ["-o", "x.png"], in: folder.url)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("badgegen: error: "), "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.path("x.png")))
    }
}
