// Times the 300 x 300 badge: the same scene the peer renderers draw (background
// gradient, then eight symbols each at opacity 0.5), with paths already in pixel
// space, the canvas cleared and reused every frame. Also times the whole view render
// (layout, path building, rasterizing) for comparison.
//
//     swift run -c release raster-bench [frames] [word: only the measurements labelled with it]
import Badges
import Fonts
import Foundation
import Geometry
import Layout
import PNG
import Raster

let frames = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 2000
/// `raster-bench 2000 rasterize` runs only the measurements whose label contains the word.
let only = CommandLine.arguments.dropFirst(2).first

/// Nanoseconds per run of `body`, over `frames` runs after a warm-up; returns the
/// sorted samples.
func measure(_ label: String, _ body: () throws -> Void) rethrows {
    if let only, !label.contains(only) { return }
    for _ in 0..<max(frames / 10, 10) { try body() }
    var samples: [UInt64] = []
    samples.reserveCapacity(frames)
    for _ in 0..<frames {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        samples.append(DispatchTime.now().uptimeNanoseconds - start)
    }
    samples.sort()
    func us(_ q: Double) -> String {
        String(format: "%8.1f", Double(samples[min(Int(Double(samples.count) * q), samples.count - 1)]) / 1000)
    }
    print("\(label.padding(toLength: 44, withPad: " ", startingAt: 0)) median \(us(0.5)) µs   p10 \(us(0.1))   p90 \(us(0.9))")
}

// The scene in pixel space, built once.
let frame = Rect(x: 0, y: 0, width: 300, height: 300)
let background = Hexagon().path(in: frame)
let gradient = Paint.linearGradient(LinearGradient(
    start: Point(x: 150, y: 0), end: Point(x: 150, y: 180),
    colors: [BadgeDesign.tutorial.gradientStart, BadgeDesign.tutorial.gradientEnd]))
let symbol = Mountain().path(in: Rect(x: 0, y: 0, width: 420, height: 420))
let symbolPaint = Paint.solid(BadgeDesign.tutorial.symbolColor)
let symbols: [Path] = (0..<8).map { i in
    // The chain of Docs/spec.md §Symbols: padding(-60), rotationEffect about the bottom, scaleEffect(1/4)
    // about the top, position(x: 150, y: 225).
    let t = AffineTransform(translationX: -60, y: -60)
        .concatenating(AffineTransform(rotationDegrees: Double(i) * 45, around: Point(x: 150, y: 300)))
        .concatenating(AffineTransform(scale: 0.25, around: Point(x: 150, y: 0)))
        .concatenating(AffineTransform(translationX: 0, y: 75))
    return symbol.applying(t)
}

print("badge 300 x 300, \(frames) frames, release build")
var canvas = try Canvas(width: 300, height: 300)
try measure("rasterize (paths in pixel space)") {
    canvas.clear()
    try canvas.fill(background, with: gradient)
    for s in symbols { try canvas.fill(s, with: symbolPaint, opacity: 0.5) }
}
let renderer = ViewRenderer(scale: 1)
try measure("render Badge() view") {
    _ = try renderer.render(Badge().frame(width: 300, height: 300))
}
try measure("render hike badge @3x, no caption") {
    _ = try ViewRenderer(scale: 3).render(HikeBadge(name: "First Hike", showsCaption: false))
}

// PNG encoding of the 300 x 300 badge and of a 3x hike badge, per encoder setting.
let badgeImage = try ViewRenderer(scale: 1).render(Badge().frame(width: 300, height: 300))
let pngImage = PNGImage(width: badgeImage.width, height: badgeImage.height, rgba: badgeImage.rgba8())
let encoders: [(String, PNGEncoder)] = [
    ("default (level 6, adaptive)", .default),
    ("level 1, sub", .level1Sub),
    ("level 1, sub, run-length", PNGEncoder(compressionLevel: 1, filter: .sub, strategy: .runLength)),
    ("level 6, sub, run-length", PNGEncoder(compressionLevel: 6, filter: .sub, strategy: .runLength)),
    ("level 1, up, run-length", PNGEncoder(compressionLevel: 1, filter: .up, strategy: .runLength)),
    ("level 1, none, huffman only", PNGEncoder(compressionLevel: 1, filter: .none, strategy: .huffmanOnly)),
    ("smallest (level 9, adaptive)", .smallest),
]
print("\nPNG encoding of the 300 x 300 badge")
for (label, encoder) in encoders {
    let bytes = try encoder.encode(pngImage).count
    try measure("\(label) \(bytes) B") { _ = try encoder.encode(pngImage) }
}

// The stages of one batch file: a captioned hike badge with grayscale and hue filters.
print("\nCaptioned hike badge (grayscale 0.5, hue 45), per stage")
let environment = Environment(typesetter: try Typesetter())
let tenthHike = StyledHikeBadge(HikeBadge(name: "Tenth Hike"), style: HikeBadgeStyle(hue: 45, grayscale: 0.5))
let batchEncoder = PNGEncoder(compressionLevel: 1, filter: .none, memoryLevel: 6)
let zlibDefaultMemory = PNGEncoder(compressionLevel: 1, filter: .none)
for scale in [1.0, 2.0, 3.0] {
    let renderer = ViewRenderer(scale: scale, environment: environment)
    let pixmap = try renderer.render(tenthHike)
    let rgba = pixmap.rgba8()
    let image = PNGImage(width: pixmap.width, height: pixmap.height, rgba: rgba)
    let label = "@\(Int(scale))x \(pixmap.width) x \(pixmap.height)"
    try measure("\(label) render") { _ = try renderer.render(tenthHike) }
    measure("\(label) rgba8") { _ = pixmap.rgba8() }
    // What the batch does: the filters still pending on the canvas, run during the conversion.
    let size = try renderer.size(of: tenthHike)
    var context = DrawingContext(canvas: try Canvas(width: pixmap.width, height: pixmap.height),
                                 transform: AffineTransform(scale: scale), environment: environment)
    try tenthHike.draw(in: Rect(origin: .zero, size: size), context: &context)
    measure("\(label) rgba8 with the filters") { _ = context.canvas.rgba8() }
    try measure("\(label) encode (zlib 1, memory 8, no filter)") { _ = try zlibDefaultMemory.encode(image) }
    try measure("\(label) encode (zlib 1, memory 6, no filter)") { _ = try batchEncoder.encode(image) }
}
