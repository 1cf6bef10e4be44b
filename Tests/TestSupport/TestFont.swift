import Foundation
import PNG

/// Minimal TrueType fonts written byte by byte from Apple's and Microsoft's table
/// formats, for tests of glyphs no installed font has: colour bitmaps of any size in an
/// `sbix` table (as Apple's colour emoji font stores them), or an outline of any number
/// of points.
public enum TestFont {
    /// A colour font: glyph 0 `.notdef` (empty), then one glyph per picture, mapped from
    /// "A", "B", … in order, each drawn from `pictures[i]` in a strike of `ppem` pixels per em.
    public static func sbix(pictures: [PNGImage], ppem: Int = 64) throws -> [UInt8] {
        sbix(pngs: try pictures.map { try PNGEncoder.default.encode($0) }, ppem: ppem)
    }

    /// A colour font whose glyphs' PNG files are `pngs`, as they are (a header may say any
    /// size).
    public static func sbix(pngs: [[UInt8]], ppem: Int = 64) -> [UInt8] {
        let glyphCount = pngs.count + 1
        var tables = commonTables(glyphCount: glyphCount)
        tables.append(("loca", [UInt8](repeating: 0, count: 2 * (glyphCount + 1))))
        tables.append(("glyf", [0, 0, 0, 0]))

        // sbix: one strike; each glyph's data is its origin, "png " and the PNG.
        var sbix = Writer()
        sbix.u16(1); sbix.u16(1); sbix.u32(1); sbix.u32(12)
        var strike = Writer()
        strike.u16(UInt16(ppem)); strike.u16(72)
        var offset = 4 + 4 * (glyphCount + 1)
        var data = Writer()
        strike.u32(UInt32(offset)); strike.u32(UInt32(offset))  // .notdef: no data
        for png in pngs {
            data.i16(0); data.i16(0); data.tag("png "); data.append(png)
            offset = 4 + 4 * (glyphCount + 1) + data.bytes.count
            strike.u32(UInt32(offset))
        }
        sbix.append(strike.bytes); sbix.append(data.bytes)
        tables.append(("sbix", sbix.bytes))

        return assemble(tables)
    }

    /// A PNG file whose header says `width` x `height` pixels of 8-bit RGBA, with a few
    /// bytes of image data: what a reader finds before it decodes anything.
    public static func pngHeader(width: Int, height: Int) -> [UInt8] {
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            var out = Writer()
            out.u32(UInt32(data.count)); out.tag(type); out.append(data)
            out.u32(crc32(Array(type.utf8) + data))
            return out.bytes
        }
        var header = Writer()
        header.u32(UInt32(width)); header.u32(UInt32(height)); header.append([8, 6, 0, 0, 0])
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header.bytes)
            + chunk("IDAT", [0x78, 0x01, 0x01, 0x00, 0x00, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x01]) + chunk("IEND", [])
    }

    /// CRC-32 as PNG chunks carry it (ISO 3309, bit by bit).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// A font whose glyph 1, mapped from "A", is one closed contour of `points` on-curve
    /// points zigzagging across the em square (as many line segments), or `width` units
    /// wide (the em is 1,000 units); `curved`, every other point is off the curve, so the
    /// contour is quadratic curves reaching `width` across and back.
    public static func zigzag(points: Int, width: Int = 1000, curved: Bool = false) -> [UInt8] {
        var tables = commonTables(glyphCount: 2)
        var glyph = Writer()
        glyph.i16(1); glyph.i16(0); glyph.i16(0); glyph.i16(Int16(width)); glyph.i16(800)
        glyph.u16(UInt16(points - 1)); glyph.u16(0)   // end point of the contour; no instructions
        for i in 0..<points { glyph.append([curved && i % 2 == 1 ? 0x00 : 0x01]) }  // on- or off-curve, two-byte x and y
        var x = 0, y = 0
        for i in 0..<points { let next = i % 2 == 0 ? width : 0; glyph.i16(Int16(next - x)); x = next }
        for i in 0..<points { let next = 800 * i / points; glyph.i16(Int16(next - y)); y = next }
        while glyph.bytes.count % 2 != 0 { glyph.append([0]) }
        var loca = Writer()
        loca.u16(0); loca.u16(0); loca.u16(UInt16(glyph.bytes.count / 2))  // short offsets: halved
        tables.append(("loca", loca.bytes))
        tables.append(("glyf", glyph.bytes))
        return assemble(tables)
    }

    /// head, hhea, maxp, hmtx, cmap ("A"… to glyphs 1…) and post for `glyphCount` glyphs.
    private static func commonTables(glyphCount: Int) -> [(tag: String, data: [UInt8])] {
        var tables: [(tag: String, data: [UInt8])] = []
        var head = Writer()
        head.u32(0x0001_0000); head.u32(0x0001_0000); head.u32(0); head.u32(0x5F0F_3CF5)
        head.u16(0b1011); head.u16(1000)             // flags; units per em
        head.zeros(16)                               // created, modified
        head.i16(0); head.i16(-200); head.i16(1000); head.i16(800)  // xMin yMin xMax yMax
        head.u16(0); head.u16(8); head.i16(2)        // macStyle, lowest size, direction hint
        head.i16(0); head.i16(0)                     // short loca offsets; glyph data format
        tables.append(("head", head.bytes))

        var hhea = Writer()
        hhea.u32(0x0001_0000); hhea.i16(800); hhea.i16(-200); hhea.i16(0)
        hhea.u16(1000); hhea.i16(0); hhea.i16(0); hhea.i16(1000)
        hhea.i16(1); hhea.i16(0); hhea.i16(0); hhea.zeros(8); hhea.i16(0)
        hhea.u16(UInt16(glyphCount))
        tables.append(("hhea", hhea.bytes))

        var maxp = Writer()
        maxp.u32(0x0001_0000); maxp.u16(UInt16(glyphCount)); maxp.zeros(26)
        tables.append(("maxp", maxp.bytes))

        var hmtx = Writer()
        for _ in 0..<glyphCount { hmtx.u16(1000); hmtx.i16(0) }
        tables.append(("hmtx", hmtx.bytes))

        // cmap: one Windows Unicode BMP subtable, format 4, "A"... to glyphs 1...
        var cmap = Writer()
        cmap.u16(0); cmap.u16(1); cmap.u16(3); cmap.u16(1); cmap.u32(12)
        let first = UInt16(0x41), last = UInt16(0x41 + glyphCount - 2)
        cmap.u16(4); cmap.u16(16 + 2 * 8); cmap.u16(0)      // format, length, language
        cmap.u16(4); cmap.u16(4); cmap.u16(1); cmap.u16(0)  // 2 segments
        cmap.u16(last); cmap.u16(0xFFFF); cmap.u16(0)       // end codes, reserved pad
        cmap.u16(first); cmap.u16(0xFFFF)                   // start codes
        cmap.u16(UInt16(truncatingIfNeeded: 1 - Int(first))); cmap.u16(1)  // deltas
        cmap.u16(0); cmap.u16(0)                            // range offsets
        tables.append(("cmap", cmap.bytes))


        var post = Writer()
        post.u32(0x0003_0000); post.zeros(28)
        tables.append(("post", post.bytes))

        return tables
    }

    /// The table directory, then each table padded to four bytes, in tag order.
    private static func assemble(_ tables: [(tag: String, data: [UInt8])]) -> [UInt8] {
        let sorted = tables.sorted { $0.tag < $1.tag }
        var out = Writer()
        var power = 1, log = 0
        while power * 2 <= sorted.count { power *= 2; log += 1 }
        out.u32(0x0001_0000); out.u16(UInt16(sorted.count))
        out.u16(UInt16(power * 16)); out.u16(UInt16(log)); out.u16(UInt16(sorted.count * 16 - power * 16))
        var offset = 12 + 16 * sorted.count
        var body = Writer()
        for table in sorted {
            out.tag(table.tag); out.u32(checksum(table.data)); out.u32(UInt32(offset)); out.u32(UInt32(table.data.count))
            body.append(table.data)
            while body.bytes.count % 4 != 0 { body.append([0]) }
            offset = 12 + 16 * sorted.count + body.bytes.count
        }
        out.append(body.bytes)
        return out.bytes
    }

    private static func checksum(_ data: [UInt8]) -> UInt32 {
        var sum: UInt32 = 0
        for i in stride(from: 0, to: data.count, by: 4) {
            var word: UInt32 = 0
            for k in 0..<4 { word = word << 8 | UInt32(i + k < data.count ? data[i + k] : 0) }
            sum &+= word
        }
        return sum
    }

    /// Big-endian fields, as every sfnt table stores them.
    private struct Writer {
        var bytes: [UInt8] = []
        mutating func u16(_ v: UInt16) { bytes += [UInt8(v >> 8), UInt8(v & 0xFF)] }
        mutating func i16(_ v: Int16) { u16(UInt16(bitPattern: v)) }
        mutating func u32(_ v: UInt32) { u16(UInt16(v >> 16)); u16(UInt16(v & 0xFFFF)) }
        mutating func tag(_ t: String) { bytes += Array(t.utf8) }
        mutating func zeros(_ n: Int) { bytes += [UInt8](repeating: 0, count: n) }
        mutating func append(_ b: [UInt8]) { bytes += b }
    }
}
