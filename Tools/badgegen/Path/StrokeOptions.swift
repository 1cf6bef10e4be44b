import ArgumentParser
import Geometry

/// `badgegen path`'s stroke options. With `--stroke-width` the path is stroked instead of
/// filled, as an SVG `<path>` with `fill="none"` and a stroke, or Inkscape's stroke with no
/// fill; the other options shape the line and need `--stroke-width`.
struct StrokeOptions: ParsableArguments {
    @Option(name: .customLong("stroke-width"), parsing: .unconditional,
            help: ArgumentHelp("Stroke the path instead of filling it, with a line this many pixels wide (a decimal, \(StrokeWidth.rangeDescription)), centred on the path.",
                               valueName: "pixels"))
    var width: StrokeWidth?

    @Option(name: .customLong("line-cap"), help: ArgumentHelp("The ends of open subpaths and dashes (default: butt).", valueName: "cap"))
    var lineCap: LineCap?

    @Option(name: .customLong("line-join"), help: ArgumentHelp("The corners between segments (default: miter).", valueName: "join"))
    var lineJoin: LineJoin?

    @Option(name: .customLong("miter-limit"), parsing: .unconditional,
            help: ArgumentHelp("The longest miter, in half line widths (a decimal, \(MiterLimit.rangeDescription); default: \(DecimalNumber.format(MiterLimit.svgDefault)), SVG's stroke-miterlimit); sharper corners are bevelled.",
                               valueName: "ratio"))
    var miterLimit: MiterLimit?

    @Option(name: .customLong("dash"), parsing: .unconditional,
            help: ArgumentHelp("Dash and gap lengths in pixels, comma-separated, e.g. 6,3: 1 to \(StrokeStyle.maximumDashEntries) lengths from 0 to \(DecimalNumber.format(DashPattern.maximumLength)), not all 0. An odd count repeats once.",
                               valueName: "lengths"))
    var dash: DashPattern?

    @Option(name: .customLong("dash-phase"), parsing: .unconditional,
            help: ArgumentHelp("How many pixels into the dash pattern each subpath starts (a decimal, \(DashPhase.rangeDescription); default: 0). Needs --dash.",
                               valueName: "pixels"))
    var dashPhase: DashPhase?

    func validate() throws {
        guard width == nil else {
            if dashPhase != nil && dash == nil { throw ValidationError("--dash-phase needs --dash <lengths>: the pattern it shifts") }
            return
        }
        let given = [(lineCap?.rawValue, "--line-cap"), (lineJoin?.rawValue, "--line-join"),
                     (miterLimit.map { DecimalNumber.format($0.value) }, "--miter-limit"), (dash?.text, "--dash"),
                     (dashPhase.map { DecimalNumber.format($0.value) }, "--dash-phase")]
        if let (value, option) = given.first(where: { $0.0 != nil }), let value {
            throw ValidationError("\(option) \(value) needs --stroke-width <pixels>: the line options apply to a stroked path only")
        }
    }

    /// The style to stroke with; `nil` to fill.
    var style: StrokeStyle? {
        guard let width else { return nil }
        return StrokeStyle(lineWidth: width.value, lineCap: lineCap ?? .butt, lineJoin: lineJoin ?? .miter,
                           miterLimit: miterLimit?.value ?? MiterLimit.svgDefault, dash: dash?.lengths ?? [], dashPhase: dashPhase?.value ?? 0)
    }
}

/// `--line-cap butt|round|square`: ArgumentParser lists the values in help and errors.
extension LineCap: ExpressibleByArgument {}

/// `--line-join miter|round|bevel`.
extension LineJoin: ExpressibleByArgument {}

/// `--stroke-width`: pixels, up to the largest image side.
struct StrokeWidth: BoundedNumber {
    static let range: ClosedRange<Double> = 0...Double(PixelSize.maximumSide)
    let value: Double
    init(checked value: Double) { self.value = value }
}

/// `--miter-limit`: SVG's `stroke-miterlimit`, at least 1.
struct MiterLimit: BoundedNumber {
    static let range: ClosedRange<Double> = 1...1_000
    /// SVG's initial `stroke-miterlimit`, what `path` takes as it takes SVG's path data
    /// (a manifest's `symbolStroke` takes SwiftUI's `StrokeStyle` default, 10).
    static let svgDefault = 4.0
    let value: Double
    init(checked value: Double) { self.value = value }
}

/// `--dash-phase`: pixels, either way.
struct DashPhase: BoundedNumber {
    static let range: ClosedRange<Double> = -1_000_000...1_000_000
    let value: Double
    init(checked value: Double) { self.value = value }
}
