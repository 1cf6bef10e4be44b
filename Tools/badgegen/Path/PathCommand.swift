import ArgumentParser
import BadgeManifest
import Foundation
import Geometry
import PNG
import Raster

/// `badgegen path <data> --size WxH`: one SVG path, black on transparent.
struct PathCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "path",
        abstract: "Draw one SVG path, black on a transparent background.",
        usage: "badgegen path <data> --size <WxH> [--fill-rule <rule>] [-o <path>]",
        discussion: """
            The path data is SVG's (the d attribute of <path>): M L H V C S Q T A Z, upper
            case absolute, lower case relative. Coordinates are pixels, y down.

            Examples:
              badgegen path "M 8 8 h 48 v 48 h -48 z" --size 64x64 -o square.png
              badgegen path "M 32 4 A 28 28 0 1 1 31.9 4 Z M 32 16 a 16 16 0 1 0 0.1 0 z" \\
                  --size 64x64 --fill-rule evenodd -o ring.png
            """
    )

    @Argument(help: ArgumentHelp("SVG path data, in pixels.", valueName: "data"))
    var data: String

    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("The image size in pixels, each side 1 to \(PixelSize.maximumSide), e.g. 64x64.", valueName: "WxH"))
    var size: PixelSize

    @Option(name: .customLong("fill-rule"), help: ArgumentHelp("Which points are inside.", valueName: "rule"))
    var fillRule = FillRule.nonZero

    @Option(name: [.short, .long], help: ArgumentHelp("Where to write the PNG; - for standard output.", valueName: "path"),
            completion: .file(extensions: ["png"]))
    var output = "path.png"

    func validate() throws {
        do throws(BadgegenError) {
            _ = try parsedPath()
        } catch {
            throw ValidationError(error.description)
        }
    }

    func run() throws {
        let (width, height) = (size.width, size.height)
        let path = try parsedPath()
        let destination = PNGDestination(output)
        try destination.check()

        var canvas = try Canvas(width: width, height: height)
        try canvas.fill(path, with: .solid(.black), fillRule: fillRule)
        let image = PNGImage(width: width, height: height, rgba: canvas.pixmap.rgba8())
        try destination.write(try PNGEncoder.default.encode(image))
    }

    /// `data` as a path.
    func parsedPath() throws(BadgegenError) -> Path {
        do throws(SVGPathError) {
            return try Path(svgPathData: data)
        } catch {
            throw BadgegenError("path data \(Quoted(data)) is not allowed: \(error)")
        }
    }
}
