import CLibPNG

/// Reads PNG bytes back into pixels and metadata: what the tests use to check what the
/// encoder wrote, and what `badgegen batch` uses to tell whether a file on disk is up to
/// date (it reads the settings fingerprint a badge's PNG carries in its text chunks).
/// Nothing here is needed to draw or write a badge.
///
/// ``decode(_:)`` accepts any PNG libpng understands (any bit depth, palette,
/// grey, interlaced) and converts it to 8-bit RGBA with straight alpha, using
/// libpng's simplified API, which catches libpng's errors internally so none
/// escape into Swift. ``chunks(of:)``, ``metadata(of:)``, ``textEntries(of:)``
/// and ``dotsPerInch(of:)`` are pure Swift (each chunk's CRC is checked) and let
/// callers see exactly what an encoder wrote without inflating any image data.
public enum PNGDecoder {
    /// The most RGBA bytes ``decode(_:)`` will allocate (1 GiB, e.g. 16384 x
    /// 16384 pixels), so a tiny malicious file cannot demand terabytes.
    public static let maximumDecodedByteCount = 1 << 30

    /// Decodes a PNG file into an 8-bit RGBA image with straight alpha.
    public static func decode(_ bytes: [UInt8]) throws(PNGError) -> PNGImage {
        guard !bytes.isEmpty else { throw .decodingFailed("the input is empty; it is not a PNG file") }
        try checkDeclaredLengths(bytes)
        let result: Result<PNGImage, PNGError> = bytes.withUnsafeBufferPointer { file in
            var image = png_image()
            image.version = png_uint_32(PNG_IMAGE_VERSION)
            // libpng reads `file` lazily until png_image_finish_read or
            // png_image_free; both happen inside this closure, while the
            // buffer is pinned.
            guard png_image_begin_read_from_memory(&image, file.baseAddress, file.count) != 0 else {
                return .failure(.decodingFailed(libpngMessage(&image)))
            }
            let width = Int(image.width)
            let height = Int(image.height)
            guard width > 0, height > 0, width * height <= maximumDecodedByteCount / 4 else {
                png_image_free(&image)
                return .failure(.imageTooLargeToDecode(width: width, height: height))
            }
            // PNG_FORMAT_RGBA, spelled out: its macro is too complex to import.
            image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            let finished = rgba.withUnsafeMutableBytes { pixels in
                // `pixels` holds width * height * 4 bytes, exactly what
                // PNG_FORMAT_RGBA with the minimal row stride (0) writes.
                png_image_finish_read(&image, nil, pixels.baseAddress, 0, nil)
            }
            guard finished != 0 else {
                let message = libpngMessage(&image)
                png_image_free(&image)
                return .failure(.decodingFailed(message))
            }
            return .success(PNGImage(width: width, height: height, rgba: rgba))
        }
        return try result.get()
    }

    /// Lists the chunks of a PNG file, from `IHDR` through `IEND`.
    ///
    /// Throws ``PNGError/malformedPNG(_:)`` for a missing signature, a
    /// truncated file, a bad CRC or a missing `IEND`.
    public static func chunks(of bytes: [UInt8]) throws(PNGError) -> [PNGChunk] {
        try PNGChunk.parse(bytes)
    }

    /// The ``PNGMetadata`` a PNG carries: its "Description" text (from
    /// `tEXt` or uncompressed `iTXt`) and its `pHYs` density in dots per inch.
    public static func metadata(of bytes: [UInt8]) throws(PNGError) -> PNGMetadata {
        let chunks = try chunks(of: bytes)
        var texts = try textEntries(in: chunks)
        let description = texts.removeValue(forKey: "Description")
        return PNGMetadata(description: description, dotsPerInch: try dotsPerInch(in: chunks), keywords: texts)
    }

    /// Keyword to text for every `tEXt` and uncompressed `iTXt` chunk
    /// (compressed text is skipped). If a keyword repeats, the first wins.
    public static func textEntries(of bytes: [UInt8]) throws(PNGError) -> [String: String] {
        try textEntries(in: chunks(of: bytes))
    }

    /// The horizontal density from `pHYs` in dots per inch, or `nil` when
    /// there is no `pHYs` or its unit is unspecified.
    public static func dotsPerInch(of bytes: [UInt8]) throws(PNGError) -> Double? {
        try dotsPerInch(in: chunks(of: bytes))
    }

    private static func textEntries(in chunks: [PNGChunk]) throws(PNGError) -> [String: String] {
        var entries: [String: String] = [:]
        for chunk in chunks {
            if let entry = try PNGText.entry(of: chunk), entries[entry.keyword] == nil {
                entries[entry.keyword] = entry.text
            }
        }
        return entries
    }

    private static func dotsPerInch(in chunks: [PNGChunk]) throws(PNGError) -> Double? {
        guard let pHYs = chunks.first(where: { $0.type == "pHYs" }) else { return nil }
        return try PNGPhysicalDensity.dotsPerInch(pHYs: pHYs.data)
    }

    /// Refuses a chunk that declares more data than the input holds. libpng allocates a
    /// chunk's declared length before reading it, so a 20-byte file could make it ask for
    /// 2 GiB. Only lengths are checked (a cut-off CRC or IEND is left to libpng).
    private static func checkDeclaredLengths(_ bytes: [UInt8]) throws(PNGError) {
        var offset = PNGChunk.signature.count
        while offset + 8 <= bytes.count {
            let length = Int(UInt32(bigEndian: bytes, at: offset))
            guard length <= bytes.count - offset - 8 else {
                let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
                throw .decodingFailed("the chunk at byte \(offset) (\(type.debugDescription)) declares \(length) data bytes but the file ends first")
            }
            if bytes[(offset + 4)..<(offset + 8)].elementsEqual("IEND".utf8) { return }
            offset += length + 12
        }
    }

    /// The NUL-terminated message libpng stored in `image`.
    private static func libpngMessage(_ image: inout png_image) -> String {
        let bytes = withUnsafeBytes(of: image.message) { Array($0.prefix { $0 != 0 }) }
        return bytes.isEmpty ? "unknown error" : String(decoding: bytes, as: UTF8.self)
    }
}
