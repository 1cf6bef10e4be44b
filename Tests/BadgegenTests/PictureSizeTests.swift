@testable import badgegen
import BadgeManifest
import Badges
import Foundation
import Raster
import Testing

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
        var badges = (0..<60).map { #"{"name": "Plain \#($0)"}"# }
        badges[7] = #"{"name": "\#(Self.wideAndTallName)"}"#
        try folder.manifest(#"{"badges": [\#(badges.joined(separator: ","))]}"#)
        let result = try BadgegenCLI.run(["sheet", "manifest.json"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("the sheet of 60 badges at scale 1 would be "), "\(result.stderr)")
        #expect(result.stderr.contains("pixels, and a strip or contact sheet has at most 33,554,432 pixels (8,192 x 4,096): its tiles are "))
        #expect(result.stderr.contains(#"points, to fit badges[7] ""#))
        #expect(result.stderr.contains("leave it out or split the manifest, or use a lower --scale"))
        #expect(folder.files(in: ".").filter { $0.hasSuffix(".png") }.isEmpty)
        // Without that badge, the sheet is small, and drawn.
        badges.remove(at: 7)
        try folder.manifest(#"{"badges": [\#(badges.joined(separator: ","))]}"#)
        #expect(try BadgegenCLI.run(["sheet", "manifest.json"], in: folder.url).status == 0)
    }

    @Test("strip: tall captions at scale 10 make too many pixels; refused before it is drawn")
    func stripPixels() throws {
        let folder = try TestFolder()
        let name = "e" + String(repeating: "\u{301}", count: 120)
        try folder.manifest("[" + Array(repeating: #"{"name": "\#(name)"}"#, count: 10).joined(separator: ",") + "]", name: "e.json")
        let result = try BadgegenCLI.run(["strip", "--entries", "e.json", "--scale", "10"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("the strip of 10 badges at scale 10 would be "), "\(result.stderr)")
        #expect(result.stderr.contains("and a strip or contact sheet has at most 33,554,432 pixels (8,192 x 4,096): its captions make it that large"))
        #expect(folder.files(in: ".").filter { $0.hasSuffix(".png") }.isEmpty)
    }

    @Test("the pixel limit of strips and sheets: 8,192 x 4,096 pass, one more row or column does not")
    func layeredLimit() throws {
        #expect(InputLimits.layeredPicturePixels == 8_192 * 4_096)
        try PictureSize.checkLayered("it", width: 8_192, height: 4_096, advice: "")
        try PictureSize.checkLayered("it", width: 16_384, height: 2_048, advice: "")
        for (width, height) in [(8_193, 4_096), (8_192, 4_097), (16_384, 16_384)] {
            #expect(throws: BadgegenError.self) { try PictureSize.checkLayered("it", width: width, height: height, advice: "") }
        }
    }

    @Test("a sheet too tall in the default columns gets as many more as keep it within a canvas")
    func sheetColumns() {
        let most = Double(Canvas.maximumDimension)
        for count in [100, 3_000, 3_200, 20_000] {
            for rowHeight in [17.0, 44.0, 140.0] {
                let defaultColumns = ContactSheet.defaultColumns(for: count)
                let rows = (count + defaultColumns - 1) / defaultColumns
                let height = Int(Double(rows) * rowHeight)
                guard height > Canvas.maximumDimension else { continue }
                let columns = SheetCommand.columns(fitting: count, heightInDefaultColumns: height)
                let newRows = (count + columns - 1) / columns
                #expect(Double(newRows) * rowHeight <= most, "\(count) badges, rows \(rowHeight) high: \(columns) columns")
                // No more columns than that needs: one fewer would not fit.
                let fewerRows = (count + columns - 2) / max(columns - 1, 1)
                #expect(columns == 1 || Double(fewerRows) * rowHeight > most - rowHeight, "\(count), \(rowHeight): \(columns)")
            }
        }
    }
}
