@testable import badgegen
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
