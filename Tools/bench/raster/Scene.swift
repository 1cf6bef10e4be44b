import Badges
import Fonts
import Foundation
import Geometry
import Layout
import Raster

/// One thing the benchmark times: a frame of work, repeated, and what its cost is
/// divided by to compare sizes (pixels, segments, shapes).
struct Scene {
    /// The name `--scene` takes and the JSON line carries.
    let name: String
    /// What one frame does, for the plain-text table.
    let summary: String
    /// What `frame` is counted in, with how many per frame: "covered pixel" for the
    /// badge at two sizes, "segment" for long paths, "shape" for many small ones.
    let unit: (name: String, count: Int)
    /// The most heap allocations a warm frame may make (`--check-allocations`): none for
    /// a raster scene or the badge view, one for the captioned badge (the bytes it
    /// returns), none set for PNG encoding (libpng's own) or for a badge whose symbol is
    /// stroked (its outlines are made each frame).
    var allocationBudget: Int? = nil
    /// One frame. It draws into state set up once, so that a warm frame measures
    /// drawing, not setup.
    let frame: () throws -> Void
}

/// A scene by name, set up only when it is run: `--scene` then pays for the scenes it
/// picks alone (the 3840 x 3840 badge's canvas is 236 MB).
struct SceneEntry {
    let name: String
    let make: () throws -> Scene
}

extension Scene {
    /// Every drawing scene, in the order they are listed and run.
    static func all(typesetter: Typesetter) -> [SceneEntry] {
        [
            SceneEntry(name: "badge-rasterize") { try badgeRasterize(size: 300, name: "badge-rasterize") },
            SceneEntry(name: "badge-coverage") { try badgeCoverage() },
            SceneEntry(name: "badge-pixels") { try badgePixels() },
            SceneEntry(name: "badge-view") { try badgeView() },
            SceneEntry(name: "hike-badge@1x") { try hikeBadge(scale: 1, typesetter: typesetter) },
            SceneEntry(name: "hike-badge@2x") { try hikeBadge(scale: 2, typesetter: typesetter) },
            SceneEntry(name: "hike-badge@3x") { try hikeBadge(scale: 3, typesetter: typesetter) },
            SceneEntry(name: "outlined-badge@1x") { try strokedBadge(.outlined, typesetter: typesetter) },
            SceneEntry(name: "dashed-badge@1x") { try strokedBadge(.dashed, typesetter: typesetter) },
            SceneEntry(name: "dotted-badge@1x") { try strokedBadge(.dotted, typesetter: typesetter) },
            SceneEntry(name: "strip@1x") { try strip(scale: 1, typesetter: typesetter) },
            SceneEntry(name: "strip@3x") { try strip(scale: 3, typesetter: typesetter) },
            SceneEntry(name: "badge-3840") { try badgeRasterize(size: 3840, name: "badge-3840") },
            SceneEntry(name: "path-10k") { try longPath(segments: 10_000) },
            SceneEntry(name: "path-100k") { try longPath(segments: 100_000) },
            SceneEntry(name: "crossing-1k") { try crossingLines(segments: 1_000) },
            SceneEntry(name: "slivers-100") { try slivers(count: 100) },
            SceneEntry(name: "shapes-1k") { try smallShapes(count: 1_000) },
            SceneEntry(name: "shapes-10k") { try smallShapes(count: 10_000) },
        ]
    }

    /// The badge's paths at `size` x `size` pixels, already in device pixels, and their
    /// paints: the hexagon with the gradient, the eight symbols in their colour.
    static func badgePaths(size: Int) -> (background: Path, gradient: Paint, symbols: [Path], symbolPaint: Paint) {
        let scale = Double(size) / 300
        let toPixels = AffineTransform(scale: scale)
        let background = Hexagon().path(in: Rect(x: 0, y: 0, width: 300, height: 300)).applying(toPixels)
        let gradient = Paint.linearGradient(LinearGradient(
            start: Point(x: 150 * scale, y: 0), end: Point(x: 150 * scale, y: 180 * scale),
            colors: [BadgeDesign.tutorial.gradientStart, BadgeDesign.tutorial.gradientEnd]))
        let mountain = Mountain().path(in: Rect(x: 0, y: 0, width: 420, height: 420))
        let symbols: [Path] = (0..<Badge.symbolCount).map { i in
            // Docs/spec.md §Symbols: padding(-60), rotationEffect about the bottom,
            // scaleEffect(1/4) about the top, position(x: 150, y: 225).
            let t = AffineTransform(translationX: -60, y: -60)
                .concatenating(AffineTransform(rotationDegrees: Double(i) * 45, around: Point(x: 150, y: 300)))
                .concatenating(AffineTransform(scale: 0.25, around: Point(x: 150, y: 0)))
                .concatenating(AffineTransform(translationX: 0, y: 75))
                .concatenating(toPixels)
            return mountain.applying(t)
        }
        return (background, gradient, symbols, .solid(BadgeDesign.tutorial.symbolColor))
    }

    /// The scene the other renderers draw (Docs/benchmarks.md): the badge's paths already
    /// in device pixels, a canvas cleared and reused, the hexagon filled with the gradient,
    /// then the eight symbols at opacity 0.5, then a flush, as the peers' frames end with
    /// theirs.
    static func badgeRasterize(size: Int, name: String) throws -> Scene {
        let (background, gradient, symbols, symbolPaint) = badgePaths(size: size)
        var canvas = try Canvas(width: size, height: size)
        func draw() throws {
            canvas.clear()
            try canvas.fill(background, with: gradient)
            for symbol in symbols { try canvas.fill(symbol, with: symbolPaint, opacity: 0.5) }
            canvas.flush()  // every pixel composited when the clock stops
        }
        try draw()
        let covered = canvas.pixmap.pixels.count { $0.w > 0 }
        return Scene(name: name, summary: "rasterize the badge, \(size) x \(size), paths in device pixels",
                     unit: ("covered pixel", covered), allocationBudget: 0, frame: draw)
    }

    /// `badge-rasterize` without compositing: the coverage of the same nine paths found
    /// as their fills find it, and nothing drawn. What `badge-rasterize` takes beyond this
    /// is the cost of compositing; this is the cost of finding coverage.
    static func badgeCoverage() throws -> Scene {
        let (background, _, symbols, _) = badgePaths(size: 300)
        var canvas = try Canvas(width: 300, height: 300)
        func find() throws {
            _ = try canvas.sweepCoverage(of: background)
            for symbol in symbols { _ = try canvas.sweepCoverage(of: symbol) }
        }
        try find()
        // The unit of `badge-rasterize`, so that the two scenes' costs per unit compare.
        var drawn = try Canvas(width: 300, height: 300)
        try drawn.fill(background, with: .solid(.black))
        let covered = drawn.pixmap.pixels.count { $0.w > 0 }
        return Scene(name: "badge-coverage", summary: "the badge's coverage found, nothing composited, 300 x 300",
                     unit: ("covered pixel", covered), allocationBudget: 0, frame: find)
    }

    /// What storing the badge's pixels costs in the canvas's format, with nothing found
    /// or blended: each row of a 300 x 300 buffer of premultiplied float pixels (16 bytes
    /// each, the canvas's) written over the columns the hexagon covers, as its fill writes
    /// them over cleared rows, one colour a row. A floor under `badge-rasterize` that no
    /// cheaper coverage or blending lowers; only a narrower pixel format would.
    static func badgePixels() throws -> Scene {
        let (background, gradient, _, _) = badgePaths(size: 300)
        var canvas = try Canvas(width: 300, height: 300)
        try canvas.fill(background, with: gradient)
        let drawn = canvas.pixmap.pixels
        // The covered columns of each row, first to last.
        let spans = (0..<300).compactMap { row -> (row: Int, columns: Range<Int>)? in
            let covered = (0..<300).filter { drawn[row * 300 + $0].w > 0 }
            guard let first = covered.first, let last = covered.last else { return nil }
            return (row, first..<(last + 1))
        }
        var pixels = [SIMD4<Float>](repeating: .zero, count: 300 * 300)
        func store() {
            pixels.withUnsafeMutableBufferPointer { buffer in
                for span in spans {
                    let colour = SIMD4<Float>(repeating: Float(span.row) / 300)
                    let start = span.row * 300
                    buffer[(start + span.columns.lowerBound)..<(start + span.columns.upperBound)].update(repeating: colour)
                }
            }
        }
        store()
        let covered = spans.reduce(0) { $0 + $1.columns.count }
        return Scene(name: "badge-pixels", summary: "the hexagon's pixels stored, 16 bytes each, nothing found or blended, 300 x 300",
                     unit: ("covered pixel", covered), allocationBudget: 0, frame: store)
    }

    /// The whole `Badge()` view at 300 x 300: layout, paths, rasterizing.
    static func badgeView() throws -> Scene {
        let renderer = ViewRenderer(scale: 1)
        let view = Badge().frame(width: 300, height: 300)
        return Scene(name: "badge-view", summary: "Badge() view, 300 x 300: layout, paths, rasterizing",
                     unit: ("pixel", 300 * 300), allocationBudget: 0) { _ = try renderer.render(view) }
    }

    /// What a batch draws for one file before PNG encoding: the captioned hike badge
    /// "Tenth Hike" with grayscale 0.5 and hue rotation 45, as 8-bit RGBA.
    static func hikeBadge(scale: Int, typesetter: Typesetter) throws -> Scene {
        try rendered(StyledHikeBadge(HikeBadge(name: "Tenth Hike"), style: HikeBadgeStyle(hue: 45, grayscale: 0.5)),
                     name: "hike-badge", description: "captioned hike badge", detail: "filters",
                     scale: scale, typesetter: typesetter)
    }

    /// How `strokedBadge` outlines the symbol, in the 420 x 420 symbol box.
    enum SymbolStroke: String {
        /// 14 wide, round caps and joins: `Examples/outlined-symbols.json`'s "Ridge Line".
        case outlined
        /// The same in dashes 36 long, 24 apart.
        case dashed
        /// Round dots 14 across, 20 apart.
        case dotted

        var style: StrokeStyle {
            switch self {
            case .outlined: StrokeStyle(lineWidth: 14, lineCap: .round, lineJoin: .round)
            case .dashed: StrokeStyle(lineWidth: 14, lineCap: .round, lineJoin: .round, dash: [36, 24], dashPhase: 10)
            case .dotted: StrokeStyle(lineWidth: 14, lineCap: .round, lineJoin: .round, dash: [0, 20])
            }
        }
    }

    /// What a batch draws for a badge whose symbol is outlined (`symbolStroke`), without a
    /// caption, at 1x: every one of the eight copies is a stroke's outline, and where
    /// dashes' round caps come close, chains share pixels. Each frame makes the outlines
    /// anew, in arrays of their own: its allocations are counted, not bounded.
    static func strokedBadge(_ stroke: SymbolStroke, typesetter: Typesetter) throws -> Scene {
        try rendered(HikeBadge(name: "Trail", showsCaption: false, design: BadgeDesign(symbolStroke: stroke.style)),
                     name: "\(stroke.rawValue)-badge", description: "badge with its symbol \(stroke.rawValue)",
                     detail: "no caption", scale: 1, typesetter: typesetter, allocationBudget: nil)
    }

    /// The profile's strip of completed badges, as `badgegen strip` draws it: three captioned
    /// badges side by side, the second and third with colour filters, so each drawn into a
    /// layer over what the first left and composited onto it.
    static func strip(scale: Int, typesetter: Typesetter) throws -> Scene {
        try rendered(CompletedBadges(), name: "strip", description: "completed-badges strip", detail: "two layers",
                     scale: scale, typesetter: typesetter)
    }

    /// `view` rendered to 8-bit RGBA at `scale` by a renderer kept between frames, as the
    /// tool renders it: one allocation a frame, the bytes returned.
    private static func rendered(_ view: some View, name: String, description: String, detail: String,
                                 scale: Int, typesetter: Typesetter, allocationBudget: Int? = 1) throws -> Scene {
        let renderer = ViewRenderer(scale: Double(scale), environment: Environment(typesetter: typesetter))
        let size = try renderer.renderRGBA8(view)
        return Scene(name: "\(name)@\(scale)x",
                     summary: "\(description) @\(scale)x, \(size.width) x \(size.height), \(detail), to RGBA8",
                     unit: ("pixel", size.width * size.height), allocationBudget: allocationBudget) { _ = try renderer.renderRGBA8(view) }
    }

    /// One closed outline of `segments` line segments: a circle of radius 400 with a
    /// ripple of 1,000 waves 4 pixels high, on a 1000 x 1000 canvas. The outline's length
    /// and the area filled are nearly the same for every count, so what grows with the
    /// count is the cost per segment.
    static func longPath(segments: Int) throws -> Scene {
        var path = Path()
        for i in 0..<segments {
            let angle = Double(i) / Double(segments) * 2 * .pi
            let radius = 400 + 4 * sin(1000 * angle)
            let point = Point(x: 500 + radius * cos(angle), y: 500 + radius * sin(angle))
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return try filling(path, name: countedName("path", segments), summary: "one outline of \(segments) segments, 1000 x 1000",
                           segments: segments)
    }

    /// One closed outline of `segments` line segments between points spread at random
    /// (the same every run) over a 1000 x 1000 canvas, filled non-zero: each row is crossed
    /// by hundreds of segments that cross one another in tens of thousands of pixels, so
    /// that the search for shared pixels turns crowded and walks the rows, and the pixels
    /// where segments cross are computed from their pieces. What a hostile outline costs.
    static func crossingLines(segments: Int) throws -> Scene {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {  // a linear congruential generator: the same points every run
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53) * 1000
        }
        var path = Path()
        path.move(to: Point(x: next(), y: next()))
        for _ in 1..<segments { path.addLine(to: Point(x: next(), y: next())) }
        path.closeSubpath()
        return try filling(path, name: countedName("crossing", segments),
                           summary: "one outline of \(segments) random segments crossing, 1000 x 1000", segments: segments)
    }

    /// `count` thin triangles 2,000 rows tall, each from the top of a band 10 pixels wide
    /// to a base 1.2 pixels wide at its bottom, placed at random (the same every run): they
    /// cross one another all the way down, and the pixels two share pass the search's
    /// budget of pixels found, so that it turns crowded after comparing pairs.
    static func slivers(count: Int) throws -> Scene {
        var state: UInt64 = 0x1234_5678_9ABC_DEF1
        var path = Path()
        for _ in 0..<count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407  // as `crossingLines`
            let x = 5 + Double(state >> 11) / Double(1 << 53) * 10
            path.move(to: Point(x: x, y: 1))
            path.addLine(to: Point(x: x + 1.6, y: 1999))
            path.addLine(to: Point(x: x + 0.4, y: 1999))
            path.closeSubpath()
        }
        return try filling(path, name: countedName("slivers", count), summary: "\(count) thin triangles crossing, 30 x 2000",
                           segments: 3 * count, width: 30, height: 2000)
    }

    /// A scene that fills `path`, an outline of `segments` segments, on a cleared canvas
    /// (1000 x 1000 unless given) kept between frames.
    private static func filling(_ path: Path, name: String, summary: String, segments: Int,
                                width: Int = 1000, height: Int = 1000) throws -> Scene {
        var canvas = try Canvas(width: width, height: height)
        let paint = Paint.solid(BadgeDesign.tutorial.symbolColor)
        return Scene(name: name, summary: summary, unit: ("segment", segments), allocationBudget: 0) {
            canvas.clear()
            try canvas.fill(path, with: paint)
            canvas.flush()
        }
    }

    /// A scene's name from what it counts: `path-10k`, `shapes-1k`, `crossing-1500`.
    private static func countedName(_ prefix: String, _ count: Int) -> String {
        count % 1000 == 0 ? "\(prefix)-\(count / 1000)k" : "\(prefix)-\(count)"
    }

    /// `count` small circles, each filled on its own at opacity 0.5, spread over a grid on
    /// a 1000 x 1000 canvas: the cost of a fill call and its edges.
    static func smallShapes(count: Int) throws -> Scene {
        let perRow = Int(Double(count).squareRoot().rounded(.up))
        let pitch = 1000 / Double(perRow)
        let shapes: [Path] = (0..<count).map { i in
            var circle = Path()
            let centre = Point(x: (Double(i % perRow) + 0.5) * pitch, y: (Double(i / perRow) + 0.5) * pitch)
            circle.addEllipse(in: Rect(x: centre.x - 3.3, y: centre.y - 3.3, width: 6.6, height: 6.6))
            return circle
        }
        var canvas = try Canvas(width: 1000, height: 1000)
        let paint = Paint.solid(BadgeDesign.tutorial.symbolColor)
        let name = countedName("shapes", count)
        return Scene(name: name, summary: "\(count) circles 6.6 px across, one fill each, 1000 x 1000",
                     unit: ("shape", count), allocationBudget: 0) {
            canvas.clear()
            for shape in shapes { try canvas.fill(shape, with: paint, opacity: 0.5) }
            canvas.flush()
        }
    }
}
