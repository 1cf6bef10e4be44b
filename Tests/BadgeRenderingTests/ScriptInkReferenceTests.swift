import Fonts
import Layout
import PNG
import Testing
import TestSupport

/// The ink of captions in every script against HarfBuzz's own rendering of the same text
/// in the same font at the same size (`hb-view`, which shapes with HarfBuzz and draws with
/// cairo and FreeType).
///
/// Both are 48 pixels per em at 1x. The ink is the set of pixels at least half covered.
/// The bound: the ink boxes' widths and heights differ by at most 2 pixels, and, the boxes'
/// corners aligned, at least 99 % of each one's ink pixels have ink of the other within
/// one pixel. Anti-aliasing and cairo's hinting move edges by a pixel (the masks' plain
/// overlap is only 73 to 94 %, thin strokes being 4 pixels wide), while a wrong glyph, a
/// wrong order or a missing mark moves whole strokes. Measured here: boxes within 1 pixel
/// (2 in height for the Arabic dots), 100 % matched but 99.7 % of our Arabic ink.
///
/// Colour emoji are not here: the `hb-view` of HarfBuzz 6.0 draws no CBDT bitmaps.
@Suite("Ink of shaped captions agrees with hb-view")
struct ScriptInkReferenceTests {
    let typesetter: Typesetter

    init() throws { typesetter = try Typesetter() }

    static let lines = ["Affluent AVATAR", "يوم الأرض", "פסגה ראשונה", "यात्रा", "เดินป่าครั้งแรก", "하이킹"]

    /// The pixels at least half covered, by their alpha.
    struct Ink {
        var width: Int, height: Int
        var covered: [Bool]

        /// The smallest box holding the ink: columns and rows.
        var box: (x: Range<Int>, y: Range<Int>)? {
            var x0 = width, x1 = -1, y0 = height, y1 = -1
            for y in 0..<height {
                for x in 0..<width where covered[y * width + x] {
                    x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
                }
            }
            return x1 < 0 ? nil : (x0..<(x1 + 1), y0..<(y1 + 1))
        }

        func isCovered(_ x: Int, _ y: Int) -> Bool {
            x >= 0 && x < width && y >= 0 && y < height && covered[y * width + x]
        }
    }

    @Test("ink box and coverage agree with hb-view", arguments: lines)
    func agreesWithHBView(text: String) throws {
        let runs = try typesetter.glyphRuns(text, font: FontDescriptor(size: 48))
        try #require(runs.count == 1, "\(text): one run, one font file")
        let fontFile = runs[0].fontFile

        let reference = try PNGDecoder.decode([UInt8](try HarfBuzzTools.view(text, fontFile: fontFile, size: 48)))
        let referenceInk = Ink(width: reference.width, height: reference.height,
                               covered: stride(from: 3, to: reference.rgba.count, by: 4).map { reference.rgba[$0] >= 128 })

        var environment = Layout.Environment(typesetter: typesetter)
        environment.font = Font(size: 48, filePath: fontFile)
        let ours = try ViewRenderer(environment: environment).renderRGBA8(Text(text))
        let ourInk = Ink(width: ours.width, height: ours.height,
                         covered: stride(from: 3, to: ours.rgba.count, by: 4).map { ours.rgba[$0] >= 128 })

        guard let theirs = referenceInk.box, let mine = ourInk.box else {
            Issue.record("\(text): no ink (hb-view's: \(referenceInk.box != nil), ours: \(ourInk.box != nil))")
            return
        }
        #expect(abs(theirs.x.count - mine.x.count) <= 2, "\(text): ink \(mine.x.count) wide, hb-view's \(theirs.x.count)")
        #expect(abs(theirs.y.count - mine.y.count) <= 2, "\(text): ink \(mine.y.count) tall, hb-view's \(theirs.y.count)")
        // Each ink pixel of one, boxes aligned, has ink of the other within one pixel.
        func matched(_ a: Ink, _ aBox: (x: Range<Int>, y: Range<Int>), _ b: Ink, _ bBox: (x: Range<Int>, y: Range<Int>)) -> Double {
            var inked = 0, near = 0
            for y in aBox.y {
                for x in aBox.x where a.isCovered(x, y) {
                    inked += 1
                    let bx = x - aBox.x.lowerBound + bBox.x.lowerBound, by = y - aBox.y.lowerBound + bBox.y.lowerBound
                    if (-1...1).contains(where: { dy in (-1...1).contains { dx in b.isCovered(bx + dx, by + dy) } }) { near += 1 }
                }
            }
            return Double(near) / Double(max(inked, 1))
        }
        let ourMatched = matched(ourInk, mine, referenceInk, theirs)
        let theirMatched = matched(referenceInk, theirs, ourInk, mine)
        #expect(min(ourMatched, theirMatched) >= 0.99, "\(text): \(ourMatched) of our ink and \(theirMatched) of hb-view's is near the other's")
    }
}
