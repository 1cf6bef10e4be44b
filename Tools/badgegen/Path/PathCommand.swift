import ArgumentParser
import Foundation
import Geometry
import PNG
import Raster

/// `badgegen path <data> --size WxH`: one SVG path, black on transparent.
struct PathCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "path",
        abstract: "Draw one SVG path, black on a transparent background.",
        discussion: """
            The path data is SVG's (the d attribute of <path>): M L H V C S Q T A Z, upper
            case absolute, lower case relative. Coordinates are pixels, y down.

            Examples:
              badgegen path "M 8 8 h 48 v 48 h -48 z" --size 64x64 -o square.png
              badgegen path "M 32 4 A 28 28 0 1 1 31.9 4 Z M 32 16 a 16 16 0 1 0 0.1 0 z" \\
                  --size 64x64 --fill-rule evenodd -o ring.png
            """
    )

    /// The largest width or height `--size` accepts.
    static let maximumSide = 4096

    @Argument(help: ArgumentHelp("SVG path data, in pixels.", valueName: "data"))
    var data: String

    @Option(name: .long, help: ArgumentHelp("The image size in pixels, each side 1 to 4096, e.g. 64x64.", valueName: "WxH"))
    var size: String

    @Option(name: .customLong("fill-rule"), help: ArgumentHelp("Which points are inside: nonzero (default) or evenodd.", valueName: "rule"))
    var fillRule: String = FillRule.nonZero.rawValue

    @Option(name: [.short, .long], help: ArgumentHelp("Where to write the PNG (default: path.png).", valueName: "path"))
    var output: String = "path.png"

    func run() throws {
        let (width, height) = try Self.parseSize(size)
        guard let rule = FillRule(rawValue: fillRule.lowercased()) else {
            throw BadgegenError.invalidValue("--fill-rule", fillRule, allowed: "expected nonzero or evenodd")
        }
        let path: Path
        do throws(SVGPathError) {
            path = try Path(svgPathData: data)
        } catch {
            throw BadgegenError("path data '\(Self.excerpt(data))' is not allowed: \(error)")
        }
        try AtomicFile.checkWritable(output)

        var canvas = try Canvas(width: width, height: height)
        try canvas.fill(path, with: .solid(.black), fillRule: rule)
        let image = PNGImage(width: width, height: height, rgba: canvas.pixmap.rgba8())
        try AtomicFile.write(try PNGEncoder.default.encode(image), to: output)
        print(output)
    }

    /// Reads `WxH` (`x` or `X`), each side from 1 to `maximumSide`.
    static func parseSize(_ text: String) throws(BadgegenError) -> (width: Int, height: Int) {
        let allowed = "expected <width>x<height> in pixels, each from 1 to \(maximumSide), e.g. 64x64"
        let parts = text.trimmingCharacters(in: .whitespaces).lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2,
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let width = Int(parts[0]), let height = Int(parts[1]),
              (1...maximumSide).contains(width), (1...maximumSide).contains(height) else {
            throw .invalidValue("--size", text, allowed: allowed)
        }
        return (width, height)
    }

    /// Long path data, shortened for a one-line message.
    private static func excerpt(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(40)) + "…"
    }
}
