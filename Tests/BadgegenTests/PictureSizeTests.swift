@testable import badgegen
import BadgeManifest
import BadgeRendering
import Badges
import Fonts
import Foundation
import Geometry
import Raster
import Testing
import TestSupport

/// Pictures too large for one canvas: each command says what would be how large, and why.
@Suite("Pictures larger than a canvas")
struct PictureSizeTests {
    /// 64 of the widest character DejaVu Sans has: a name the name rules allow.
    static let wideName = String(repeating: "\u{FDFD}", count: 64)

    @Test("render: the badge, its scale and its size, and that the caption makes it wide; status 1")
    func render() throws {
        let folder = try TestFolder()
        let result = try BadgegenCLI.run(["--name", Self.wideName, "--scale", "3", "-o", "w.png"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("at scale 3 would be "), "\(result.stderr)")
        #expect(result.stderr.contains("pixels, and a picture has at most \(Canvas.maximumDimension) a side: its caption is that wide"))
        #expect(folder.files(in: ".").filter { $0.hasSuffix(".png") }.isEmpty)
    }

    @Test("strip: the count, the scale, the size and the captions; batch names the entry and the scale")
    func stripAndBatch() throws {
        let folder = try TestFolder()
        let entries = "[" + Array(repeating: #"{"name": "\#(String(repeating: "W", count: 64))"}"#, count: 30).joined(separator: ",") + "]"
        try folder.manifest(entries, name: "e.json")
        let strip = try BadgegenCLI.run(["strip", "--entries", "e.json"], in: folder.url)
        #expect(strip.status == 1)
        #expect(strip.stderr.contains("the strip of 30 badges at scale 1 would be "), "\(strip.stderr)")
        #expect(strip.stderr.contains("its captions make it that wide"))
        try folder.manifest(#"{"badges": [{"name": "\#(Self.wideName)", "scales": [3]}]}"#)
        let batch = try BadgegenCLI.run(["batch", "manifest.json", "--out", "o"], in: folder.url)
        #expect(batch.status == 1)
        #expect(batch.stderr.contains(": at scale 3 the badge would be "), "\(batch.stderr)")
    }

    /// A name both wide and tall, within the name rules (243 bytes): ten of DejaVu's widest
    /// character, then an `e` with 106 acute accents stacked on it.
    static let wideAndTallName = String(repeating: "\u{FDFD}", count: 10) + "e" + String(repeating: "\u{301}", count: 106)

    @Test("sheet: one name wide and tall sizes every tile; the sheet is refused before it is drawn, naming that badge")
    func sheetPixels() throws {
        let folder = try TestFolder()
        var badges = (0..<100).map { #"{"name": "Plain \#($0)"}"# }
        badges[7] = #"{"name": "\#(Self.wideAndTallName)"}"#
        try folder.manifest(#"{"badges": [\#(badges.joined(separator: ","))]}"#)
        let result = try BadgegenCLI.run(["sheet", "manifest.json"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("the sheet of 100 badges at scale 1 would be "), "\(result.stderr)")
        #expect(result.stderr.contains("pixels, and a strip or contact sheet has at most 67,108,864 pixels (8,192 x 8,192): its tiles are "))
        #expect(result.stderr.contains(#"points, to fit badges[7] ""#))
        #expect(result.stderr.contains("leave it out or split the manifest, or use a lower --scale"))
        #expect(folder.files(in: ".").filter { $0.hasSuffix(".png") }.isEmpty)
        // Without that badge, the sheet is small, and drawn.
        badges.remove(at: 7)
        try folder.manifest(#"{"badges": [\#(badges.joined(separator: ","))]}"#)
        #expect(try BadgegenCLI.run(["sheet", "manifest.json"], in: folder.url).status == 0)
    }

    /// `badgegen sheet` with `arguments` on `plain` plain badges and, at `index`, one whose
    /// name is `wide` of DejaVu's widest character and an `e` with `marks` accents stacked
    /// on it; refused (status 1).
    static func sheetWithOneWideName(plain: Int, wide: Int, marks: Int, at index: Int,
                                     _ arguments: [String]) throws -> (TestFolder, BadgegenCLI.Result) {
        let folder = try TestFolder()
        var badges = (0..<plain).map { #"{"name": "P \#($0)"}"# }
        let name = String(repeating: "\u{FDFD}", count: wide) + "e" + String(repeating: "\u{301}", count: marks)
        badges.insert(#"{"name": "\#(name)"}"#, at: index)
        try folder.manifest(#"{"badges": [\#(badges.joined(separator: ","))]}"#)
        let result = try BadgegenCLI.run(["sheet", "manifest.json"] + arguments, in: folder.url)
        #expect(result.status == 1)
        return (folder, result)
    }

    @Test("sheet: one wide name makes every column count too wide or too tall; the refusal names it")
    func sheetSidesNamed() throws {
        let (folder, result) = try Self.sheetWithOneWideName(plain: 48, wide: 27, marks: 36, at: 16, ["--scale", "2"])
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("pixels, and a picture has at most 16384 a side: its tiles are "), "\(result.stderr)")
        #expect(result.stderr.contains(#"points, to fit badges[16] ""#), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("leave it out or split the manifest, or use a lower --scale\n"))
        #expect(folder.files(in: ".").filter { $0.hasSuffix(".png") }.isEmpty)
    }

    @Test("sheet: a title wider than two tiles sets every cell's width; the refusal names the badge it is under")
    func sheetTitleNamed() throws {
        let folder = try TestFolder()
        var badges = (0..<40).map { #"{"name": "P \#($0)"}"# }
        badges.insert(#"{"name": "\#(Self.wideName)", "caption": false}"#, at: 5)
        try folder.manifest(#"{"badges": [\#(badges.joined(separator: ","))]}"#)
        let result = try BadgegenCLI.run(["sheet", "manifest.json", "--scale", "2"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("; its cells are "), "\(result.stderr)")
        #expect(result.stderr.contains(#" points wide and its tiles 146 points tall, as wide as the title of badges[5] ""#), "\(result.stderr)")
        // Every tile is as tall: the badge taken for the tallest is not named.
        #expect(result.stderr.hasSuffix(#"" needs; leave it out or split the manifest, or use a lower --scale"# + "\n"), "\(result.stderr)")
        #expect(folder.files(in: ".").filter { $0.hasSuffix(".png") }.isEmpty)
    }

    @Test("sheet: columns given too tall, the others too many pixels: the side is named first, then the badge")
    func sheetSideBeforePixels() throws {
        let (folder, result) = try Self.sheetWithOneWideName(plain: 41, wide: 13, marks: 50, at: 33, ["--scale", "1.5", "--columns", "1"])
        #expect(result.stderr.contains("in 1 column would be "), "\(result.stderr)")
        #expect(result.stderr.contains("pixels, and a picture has at most 16384 a side: other numbers of columns fit the sides "
                                       + "but not 67,108,864 pixels (8,192 x 8,192); its tiles are "), "\(result.stderr)")
        #expect(result.stderr.contains(#"points, to fit badges[33] ""#), "\(result.stderr)")
        #expect(folder.files(in: ".").filter { $0.hasSuffix(".png") }.isEmpty)
    }

    @Test("strip: captions wide and tall at scale 10 make too many pixels; refused before it is drawn")
    func stripPixels() throws {
        let folder = try TestFolder()
        let names = (0..<5).map { String(repeating: "\u{FDFD}", count: 3) + "e" + String(repeating: "\u{301}", count: 114) + "\($0)" }
        try folder.manifest("[" + names.map { #"{"name": "\#($0)"}"# }.joined(separator: ",") + "]", name: "e.json")
        let result = try BadgegenCLI.run(["strip", "--entries", "e.json", "--scale", "10"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("the strip of 5 badges at scale 10 would be "), "\(result.stderr)")
        #expect(result.stderr.contains("and a strip or contact sheet has at most 67,108,864 pixels (8,192 x 8,192): its captions make it that large"))
        #expect(folder.files(in: ".").filter { $0.hasSuffix(".png") }.isEmpty)
    }

    @Test("sheet: columns that fit the sides but not the pixels are not offered; those that fit both are")
    func sheetColumnsWithinPixels() throws {
        let folder = try TestFolder()
        // One name wide and tall sizes every tile: in 3 to 4 columns the sheet fits 16,384
        // pixels a side but has too many pixels; in 1 or 2 it has fewer (rows half empty).
        let tall = String(repeating: "\u{FDFD}", count: 6) + "e" + String(repeating: "\u{301}", count: 80)
        let badges = [#"{"name": "\#(tall)"}"#] + (0..<12).map { #"{"name": "Plain \#($0)"}"# }
        try folder.manifest(#"{"badges": [\#(badges.joined(separator: ","))]}"#)
        let result = try BadgegenCLI.run(["sheet", "manifest.json", "--scale", "3", "--columns", "5"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("the sheet of 13 badges at scale 3 in 5 columns would be "), "\(result.stderr)")
        #expect(result.stderr.hasSuffix(": give --columns 1 to 2\n"), "\(result.stderr)")
    }

    @Test("column counts in runs")
    func columnRuns() {
        #expect(SheetColumns.describe([3]) == "3")
        #expect(SheetColumns.describe([2, 3, 4]) == "2 to 4")
        #expect(SheetColumns.describe([1, 2, 4, 5, 7]) == "1 to 2, 4 to 5, 7")
    }

    @Test("the nearest usable count, the larger of two as near, asking about no count farther than it")
    func nearestCount() {
        #expect(SheetColumns.nearest(to: 3, in: 1...8) { [2, 4].contains($0) } == 4)
        #expect(SheetColumns.nearest(to: 3, in: 1...8) { $0 <= 2 } == 2)
        #expect(SheetColumns.nearest(to: 3, in: 1...8) { [1, 3, 8].contains($0) } == 3)
        #expect(SheetColumns.nearest(to: 3, in: 1...8) { _ in false } == nil)
        #expect(SheetColumns.nearest(to: 12, in: 1...8) { $0 < 6 } == 5)
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<500 {
            let counts = Int.random(in: 1...10, using: &rng)...Int.random(in: 10...30, using: &rng)
            let usable = Set(counts.filter { _ in Int.random(in: 0..<4, using: &rng) == 0 })
            let preferred = Int.random(in: 1...35, using: &rng)
            let expected = usable.min { (abs($0 - preferred), -$0) < (abs($1 - preferred), -$1) }
            var asked: [Int] = []
            let found = SheetColumns.nearest(to: preferred, in: counts) { asked.append($0); return usable.contains($0) }
            #expect(found == expected, "\(preferred) in \(counts), usable \(usable.sorted())")
            let reach = expected.map { abs($0 - preferred) } ?? Int.max
            #expect(asked.allSatisfy { abs($0 - preferred) <= reach && counts.contains($0) }, "asked \(asked)")
        }
    }

    @Test("a caption too tall is called tall, one too wide (or both) wide")
    func captionAdvice() {
        #expect(PictureSize.captionAdvice(width: 100, height: 24_119).hasPrefix("its caption is that tall"))
        #expect(PictureSize.captionAdvice(width: 20_000, height: 300).hasPrefix("its caption is that wide"))
        #expect(PictureSize.captionAdvice(width: 20_000, height: 20_000).hasPrefix("its caption is that wide"))
    }

    @Test("the pixel limit of strips and sheets: 8,192 x 8,192 pass, one more row or column does not")
    func layeredLimit() throws {
        #expect(InputLimits.layeredPicturePixels == 8_192 * 8_192)
        try PictureSize.checkLayered("it", width: 8_192, height: 8_192, advice: "")
        try PictureSize.checkLayered("it", width: 16_384, height: 4_096, advice: "")
        for (width, height) in [(8_193, 8_192), (8_192, 8_193), (16_384, 16_384)] {
            #expect(throws: BadgegenError.self) { try PictureSize.checkLayered("it", width: width, height: height, advice: "") }
        }
    }

    @Test("the columns that fit are those whose sheet is within a canvas both ways, found as a search of all would find them",
          arguments: [(1, 40.0, 30.0), (7, 3000.0, 40.0), (100, 300.0, 400.0), (150, 30.0, 400.0), (60, 900.0, 900.0), (5, 9000.0, 20.0)])
    func sheetColumns(count: Int, tileWidth: Double, tileHeight: Double) throws {
        let items = (0..<count).map { ContactSheet.Item(title: "B\($0)", badge: BadgeSpec(name: "B\($0)").styledBadge) }
        let environment = BadgeRenderer(typesetter: try Typesetter()).environment
        let sizer = SheetColumns(sheet: ContactSheet(items: items, columns: 1, tileSize: Size(width: tileWidth, height: tileHeight)),
                                 scale: 1, environment: environment)
        let most = Double(Canvas.maximumDimension)
        var fitting: [Int] = []
        for columns in 1...min(count, ColumnCount.maximum) {
            let pixels = try sizer.pixels(columns: columns)
            if pixels.width <= most && pixels.height <= most { fitting.append(columns) }
        }
        let found = try sizer.fitting()
        #expect(found.map(Array.init) ?? [] == fitting, "\(count) tiles of \(tileWidth) x \(tileHeight)")
    }

    @Test("the usable count nearest the one preferred, the larger of two as near, is the one a search of all would pick",
          arguments: [(7, 3000.0, 40.0), (100, 300.0, 400.0), (60, 900.0, 900.0), (40, 1200.0, 1200.0), (5, 9000.0, 20.0)])
    func nearestUsable(count: Int, tileWidth: Double, tileHeight: Double) throws {
        let items = (0..<count).map { ContactSheet.Item(title: "B\($0)", badge: BadgeSpec(name: "B\($0)").styledBadge) }
        let environment = BadgeRenderer(typesetter: try Typesetter()).environment
        let sizer = SheetColumns(sheet: ContactSheet(items: items, columns: 1, tileSize: Size(width: tileWidth, height: tileHeight)),
                                 scale: 1, environment: environment)
        let fitting = try sizer.fitting()
        let usable = try sizer.usable(within: fitting)
        for preferred in Set([1, 2, ContactSheet.defaultColumns(for: count), count / 2, count, ColumnCount.maximum] + usable) {
            let expected = usable.min { (abs($0 - preferred), -$0) < (abs($1 - preferred), -$1) }
            let found = try sizer.nearestUsable(to: preferred, within: fitting)
            #expect(found == expected, "\(count) tiles of \(tileWidth) x \(tileHeight), preferring \(preferred), usable \(usable)")
        }
    }
}
