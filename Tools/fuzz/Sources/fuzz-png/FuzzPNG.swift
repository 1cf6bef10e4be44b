import PNG

/// libFuzzer's entry: any bytes, read as the up-to-date check of `badgegen batch` reads an
/// existing PNG (the chunks before its image data, with a small buffer so that the walk
/// past it is taken too, and whether the file is whole), then its metadata and text, then
/// decoded in full.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let read: PNGHeaderScan.Read = { offset, count in
        offset >= 0 && count >= 0 && offset <= bytes.count - count ? Array(bytes[offset..<offset + count]) : nil
    }
    for buffer in [64, 64 << 10] {
        if let scan = PNGHeaderScan(size: bytes.count, bufferBytes: buffer, keyword: "badgegen-hash", textChunkBytes: 1_024,
                                    maximumChunks: 100_000, read: read) {
            _ = scan.isWhole(size: bytes.count, maximumChunks: 100_000, read: read)
        }
    }
    _ = try? PNGDecoder.metadata(of: bytes)
    _ = try? PNGDecoder.textEntries(of: bytes)
    _ = try? PNGDecoder.dotsPerInch(of: bytes)
    if let image = try? PNGDecoder.decode(bytes) {
        precondition(image.rgba.count == image.width * image.height * 4, "decoded size does not match")
    }
    return 0
}
