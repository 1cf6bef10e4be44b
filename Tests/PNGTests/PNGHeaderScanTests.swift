import PNG
import Testing

/// The chunks before a PNG's image data, read through a `read` function as the batch's
/// up-to-date check reads a file: what it finds, checked against the decoder's own list of
/// chunks, and that no file cut short or damaged is taken as whole.
@Suite("PNGHeaderScan: the chunks before the image data")
struct PNGHeaderScanTests {
    /// A small picture with a description and the two keywords a batch file carries.
    static let png: [UInt8] = {
        let image = PNGImage(width: 3, height: 2, rgba: (0..<24).map { UInt8($0 * 10) })
        let metadata = PNGMetadata(description: String(repeating: "A long description. ", count: 20),
                                   keywords: ["badgegen-file": "a.png", "badgegen-hash": "0123abcd"])
        return try! PNGEncoder.default.encode(image, metadata: metadata)
    }()

    /// Where the first IDAT chunk starts, from the decoder's list of chunks.
    static func imageDataOffset(of png: [UInt8]) throws -> Int {
        var offset = 8
        for chunk in try PNGDecoder.chunks(of: png) {
            if chunk.type == "IDAT" { return offset }
            offset += 12 + chunk.data.count
        }
        Issue.record("no IDAT")
        return -1
    }

    static func reader(_ bytes: [UInt8]) -> PNGHeaderScan.Read {
        { offset, count in offset >= 0 && count >= 0 && offset <= bytes.count - count ? Array(bytes[offset..<offset + count]) : nil }
    }

    static func scan(_ bytes: [UInt8], buffer: Int = 64 << 10) -> PNGHeaderScan? {
        PNGHeaderScan(size: bytes.count, bufferBytes: buffer, keyword: "badgegen-hash", textChunkBytes: 1_024,
                      maximumChunks: 1_000, read: reader(bytes))
    }

    @Test("a whole file: every text chunk before the image data, where that data starts, and whole")
    func wholeFile() throws {
        let scan = try #require(Self.scan(Self.png))
        #expect(scan.text["badgegen-hash"] == "0123abcd")
        #expect(scan.text["badgegen-file"] == "a.png")
        #expect(scan.text["Description"]?.hasPrefix("A long description.") == true)
        #expect(scan.imageDataOffset == (try Self.imageDataOffset(of: Self.png)))
        #expect(scan.isWhole(size: Self.png.count, maximumChunks: 1_000, read: Self.reader(Self.png)))
    }

    @Test("a buffer that ends inside the description: the walk past it finds the keyword's chunk and the image data")
    func pastTheBuffer() throws {
        let scan = try #require(Self.scan(Self.png, buffer: 60))
        #expect(scan.text["badgegen-hash"] == "0123abcd")
        #expect(scan.text["badgegen-file"] == nil, "past the buffer only the keyword's chunk is read")
        #expect(scan.imageDataOffset == (try Self.imageDataOffset(of: Self.png)))
        #expect(scan.isWhole(size: Self.png.count, maximumChunks: 1_000, read: Self.reader(Self.png)))
    }

    @Test("cut short at any byte, or with bytes after IEND: never whole, whatever the buffer")
    func damaged() throws {
        let start = try Self.imageDataOffset(of: Self.png)
        for length in 0..<Self.png.count {
            let cut = Array(Self.png.prefix(length))
            for buffer in [60, 64 << 10] {
                guard let scan = Self.scan(cut, buffer: buffer) else {
                    #expect(length < 8, "only a file without the whole signature is no PNG: \(length)")
                    continue
                }
                #expect(!scan.isWhole(size: cut.count, maximumChunks: 1_000, read: Self.reader(cut)), "cut at \(length)")
                // The image data's start is found once its chunk header is there (past the
                // buffer, with as many bytes after it as the keyword's chunk header takes).
                if length >= start + 8 + "badgegen-hash".utf8.count + 1 {
                    #expect(scan.imageDataOffset == start, "cut at \(length), buffer \(buffer)")
                }
            }
        }
        let longer = Self.png + [0]
        #expect(Self.scan(longer)?.isWhole(size: longer.count, maximumChunks: 1_000, read: Self.reader(longer)) == false)
        // Too few chunk headers allowed to reach IEND.
        #expect(Self.scan(Self.png)?.isWhole(size: Self.png.count, maximumChunks: 1, read: Self.reader(Self.png)) == false)
    }

    @Test("a read that gives fewer bytes than asked (the file cut short after its size was taken) is taken as the end, at every cut and buffer")
    func shortReads() throws {
        let whole = try #require(Self.scan(Self.png))
        for cut in 0..<Self.png.count {
            // Reads stop at `cut` though the size says more: what `read(upToCount:)` gives.
            let short: PNGHeaderScan.Read = { offset, count in
                offset >= 0 && count >= 0 && offset <= cut ? Array(Self.png[offset..<min(cut, offset + count)]) : nil
            }
            for buffer in [16, 40, 64 << 10] {
                let scan = PNGHeaderScan(size: Self.png.count, bufferBytes: buffer, keyword: "badgegen-hash", textChunkBytes: 1_024,
                                         maximumChunks: 1_000, read: short)
                #expect(scan?.isWhole(size: Self.png.count, maximumChunks: 1_000, read: short) != true, "cut at \(cut), buffer \(buffer)")
                // What it found it found in bytes that were there.
                if let found = scan?.text["badgegen-hash"] { #expect(found == whole.text["badgegen-hash"]) }
            }
        }
    }

    @Test("a chunk that declares more bytes than the file holds ends the walk: no image data, nothing read past the end")
    func hugeLength() throws {
        var png = Self.png
        // The first chunk after IHDR (sRGB) claims 2^31 - 1 bytes.
        png.replaceSubrange(33..<37, with: [0x7F, 0xFF, 0xFF, 0xFF])
        var reads: [(Int, Int)] = []
        let read: PNGHeaderScan.Read = { offset, count in
            reads.append((offset, count))
            return Self.reader(png)(offset, count)
        }
        for buffer in [60, 64 << 10] {
            let scan = try #require(PNGHeaderScan(size: png.count, bufferBytes: buffer, keyword: "badgegen-hash", textChunkBytes: 1_024,
                                                  maximumChunks: 1_000, read: read))
            #expect(scan.imageDataOffset == nil)
            #expect(!scan.isWhole(size: png.count, maximumChunks: 1_000, read: read))
        }
        #expect(reads.allSatisfy { $0.0 + $0.1 <= png.count }, "\(reads)")
    }
}
