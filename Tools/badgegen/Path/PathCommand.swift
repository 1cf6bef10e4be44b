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
        abstract: "Draw one SVG path, filled or stroked, black on transparent pixels.",
        usage: "badgegen path <data> --size <WxH> [<fill or stroke options>] [-o <path>]",
        discussion: """
            The path data is SVG's (the d attribute of <path>): M L H V C S Q T A Z, upper
            case absolute, lower case relative. Coordinates are pixels, y down. Data with
            an error anywhere is refused whole, naming the character where it is (a browser
            would draw the part before it).

            The path is filled, unless --stroke-width is given: then a line of that width
            is drawn along it instead (as SVG draws fill="none" with a stroke), shaped by
            --line-cap, --line-join, --miter-limit, --dash and --dash-phase with SVG's
            meanings and defaults. Those options need --stroke-width (and --dash-phase
            needs --dash), and --fill-rule applies to a fill only.

            Examples:
              badgegen path "M 8 8 h 48 v 48 h -48 z" --size 64x64 -o square.png
              badgegen path "M 32 4 A 28 28 0 1 1 31.9 4 Z M 32 16 a 16 16 0 1 0 0.1 0 z" \\
                  --size 64x64 --fill-rule evenodd -o ring.png
              badgegen path "M 8 56 L 32 8 L 56 56" --size 64x64 --stroke-width 6 \\
                  --line-join round --line-cap round -o chevron.png
              badgegen path "M 8 32 H 56" --size 64x64 --stroke-width 4 --dash 8,4
            """
    )

    @Argument(help: ArgumentHelp("SVG path data, in pixels.", valueName: "data"))
    var data: String

    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("The image size in pixels, each side 1 to \(PixelSize.maximumSide), e.g. 64x64.", valueName: "WxH"))
    var size: PixelSize

    @Option(name: .customLong("fill-rule"), help: ArgumentHelp("Which points of a filled path are inside (default: nonzero).", valueName: "rule"))
    var fillRule: FillRule?

    @OptionGroup(title: "Stroke")
    var stroke: StrokeOptions

    @Option(name: [.short, .long], help: ArgumentHelp("Where to write the PNG; - (or /dev/stdout) for standard output, /dev/null for nowhere (the picture is still drawn). A file there is replaced only if badgegen wrote it.", valueName: "path"),
            completion: .file(extensions: ["png"]))
    var output = "path.png"

    @Flag(name: [.short, .long], help: "Print nothing but warnings and errors: not the path of the file written.")
    var quiet = false

    func validate() throws {
        if output.isEmpty { throw ValidationError(PictureOptions.emptyOutput) }
        if let fillRule, let width = stroke.width {
            throw ValidationError("--fill-rule \(fillRule.rawValue) applies to a filled path; with --stroke-width \(DecimalNumber.format(width.value)) the path is stroked")
        }
        do throws(BadgegenError) {
            let path = try parsedPath()
            if let style = stroke.style, let dash = stroke.dash {
                // Only the dash count is left to check: it depends on the path's length.
                do throws(StrokeError) {
                    try path.validateStroke(style)
                } catch {
                    throw BadgegenError.invalidValue("--dash", dash.text, allowed: error.description)
                }
            }
        } catch {
            throw ValidationError(error.description)
        }
    }

    func run() throws {
        let (width, height) = (size.width, size.height)
        let path = try parsedPath()
        var destination = PNGDestination(output)
        try destination.check()

        try PictureMemory.check("the picture", width: width, height: height, advice: "give a smaller --size")
        var canvas = try Canvas(width: width, height: height)
        canvas.crossingWorkBudget = Canvas.crossingWorkPerPicture
        if let style = stroke.style {
            try canvas.stroke(path, with: .solid(.black), style: style)
        } else {
            try canvas.fill(path, with: .solid(.black), fillRule: fillRule ?? .nonZero)
        }
        var fingerprint = PictureFingerprint(command: "path", toolVersion: BadgegenVersion.current)
        fingerprint.add("data", data)
        fingerprint.add("size", "\(width)x\(height)")
        if let style = stroke.style {
            fingerprint.add("stroke", style.lineCap.rawValue + " " + style.lineJoin.rawValue)
            for number in [style.lineWidth, style.miterLimit, style.dashPhase] + style.dash { fingerprint.add("number", number) }
        } else {
            fingerprint.add("fillRule", (fillRule ?? .nonZero).rawValue)
        }
        let metadata = PNGMetadata(keywords: [RenderKey.pngKeyword: fingerprint.value])
        var shows = false
        let png = try PNGDestination.encoder.encode(width: width, height: height, metadata: metadata) { encode in
            canvas.forEachRGBA8Band { rows in
                if !shows { shows = Self.hasVisiblePixel(rows) }
                encode(rows)
            }
        }
        if !shows {
            // Not an error: an empty picture may be what a script wants. But a path drawn
            // off the image by a sign or an offset should not pass unseen. A line of no
            // width draws nothing wherever the path lies: that is the reason then.
            let reason = stroke.style?.lineWidth == 0 ? "--stroke-width 0 draws no line" : "it lies outside it, or covers no area there"
            Diagnostics.warn("every pixel is transparent: path data \(Quoted(data)) draws nothing within the "
                             + "\(width) x \(height) image (\(reason))")
        }
        try destination.write(png, quiet: quiet)
    }

    /// Whether any pixel of these RGBA rows has an alpha above 0.
    static func hasVisiblePixel(_ rows: UnsafeRawBufferPointer) -> Bool {
        stride(from: 3, to: rows.count, by: 4).contains { rows[$0] != 0 }
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
