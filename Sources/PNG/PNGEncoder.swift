import PNGShim

/// Turns an RGBA image into the bytes of a PNG file, in memory, via libpng.
///
/// The output is 8-bit RGBA, non-interlaced, always tagged `sRGB`
/// (perceptual intent), optionally with a "Description" text chunk and a
/// `pHYs` density from ``PNGMetadata``. Nothing touches the file system;
/// writing the bytes is the caller's job. ``compressor``, ``compressionLevel`` and
/// ``filter`` trade encoding time against file size: ``pictureDeflate`` is the quickest
/// (and for rendered pictures smaller than zlib's level 1), ``default`` and ``smallest``
/// favour size. All libpng calls run inside a C shim that catches libpng's
/// longjmp-based errors, so failures surface as a thrown ``PNGError``.
///
/// ```swift
/// let pixels = PNGImage(width: 2, height: 1, rgba: [255, 0, 0, 255,  0, 0, 255, 128])
/// let png = try PNGEncoder.default.encode(
///     pixels,
///     metadata: PNGMetadata(description: "Badge for 첫 하이킹.", dotsPerInch: 144))
/// // `png` starts with the PNG signature; hand it to a file writer.
/// ```
public struct PNGEncoder: Hashable, Sendable {
    /// zlib compression level: 0 stores uncompressed, 1 is fastest, 9 is
    /// smallest. Values outside `0...9` make ``encode(_:metadata:)`` throw
    /// ``PNGError/compressionLevelOutOfRange(_:)``.
    public var compressionLevel: Int
    /// The row filter applied before compression.
    public var filter: Filter
    /// How zlib looks for repeats; run-length encoding is much quicker than the
    /// default search and suits filtered image rows well.
    public var strategy: Strategy
    /// zlib's memory level, 1...9: the size of its table of recent strings (8 is
    /// zlib's default, 512 times 2^level bytes). zlib rebuilds the table every 32 KB of
    /// input, so a smaller one can be quicker on large images with long repeats, for
    /// files a little larger. Values outside `1...9` make ``encode(_:metadata:)``
    /// throw ``PNGError/memoryLevelOutOfRange(_:)``.
    public var memoryLevel: Int
    /// What compresses the pixels: zlib, tuned by the settings above, or this module's
    /// own deflate for rendered pictures, whose output they do not change (they are
    /// checked for either).
    public var compressor: Compressor

    /// What compresses a PNG's pixels into its IDAT chunks.
    public enum Compressor: String, Hashable, Sendable, CaseIterable {
        /// zlib, driven by libpng with ``compressionLevel``, ``filter``, ``strategy`` and
        /// ``memoryLevel``.
        case zlib
        /// This module's own deflate, with no row filter, made for rendered pictures: it
        /// looks for repeats at the pixel to the left, the pixel above and the last place
        /// where the same four bytes began, and builds Huffman codes for every 16,384
        /// symbols. On badges it takes about half of zlib level 1's time at 1x and a third
        /// at 3x, for files 8 to 15 % smaller. It searches far fewer places than zlib does, so a picture
        /// whose repeats lie elsewhere (a photograph, dithering) may come out larger.
        /// ``compressionLevel``, ``filter``, ``strategy`` and ``memoryLevel`` do not change
        /// its output, but are checked all the same: a level outside its range throws.
        case pictureDeflate
    }

    /// zlib's compression strategies.
    public enum Strategy: Int32, Hashable, Sendable, CaseIterable {
        /// zlib's usual search for repeated strings.
        case `default` = 0
        /// Tuned for filtered image data: fewer, longer matches.
        case filtered = 1
        /// No matching, only Huffman coding: fastest, largest.
        case huffmanOnly = 2
        /// Matches only runs of the previous byte: quick, and good on smooth images.
        case runLength = 3
    }

    /// Creates an encoder; the defaults match ``default``.
    public init(compressionLevel: Int = 6, filter: Filter = .adaptive, strategy: Strategy = .default,
                memoryLevel: Int = 8, compressor: Compressor = .zlib) {
        self.compressionLevel = compressionLevel
        self.filter = filter
        self.strategy = strategy
        self.memoryLevel = memoryLevel
        self.compressor = compressor
    }

    /// This module's own deflate (``Compressor/pictureDeflate``): the quickest, and for
    /// rendered pictures smaller than zlib level 1.
    public static let pictureDeflate = PNGEncoder(compressionLevel: 1, filter: .none, compressor: .pictureDeflate)

    /// zlib level 6 with adaptive filtering: libpng's own default, small
    /// files at moderate cost.
    public static let `default` = PNGEncoder()

    /// zlib level 1 with the `sub` filter: several times quicker than
    /// ``default``, files roughly 1.5 to 2.2 times larger; ``pictureDeflate`` is
    /// quicker still, for smaller files.
    public static let level1Sub = PNGEncoder(compressionLevel: 1, filter: .sub)

    /// zlib level 9 with adaptive filtering: the smallest files libpng's
    /// knobs give, at the highest cost.
    public static let smallest = PNGEncoder(compressionLevel: 9, filter: .adaptive)

    /// Encodes `image` as a PNG file and returns its bytes.
    ///
    /// Throws ``PNGError`` if the image size or byte count is invalid, if the
    /// compression level is out of range, if the metadata cannot be stored,
    /// or if libpng fails.
    public func encode(_ image: PNGImage, metadata: PNGMetadata = PNGMetadata()) throws(PNGError) -> [UInt8] {
        try image.validate()
        let chunks = try Chunks(metadata, for: self)
        if compressor == .pictureDeflate {
            return try file(width: image.width, height: image.height, rgba: nil, idat: ImageDeflater.zlibStream(of: image),
                            chunks: chunks)
        }
        return try image.rgba.withUnsafeBufferPointer { rgba throws(PNGError) in
            // `rgba` has exactly width * height * 4 bytes (checked by validate()), which
            // is all the shim reads of it.
            try file(width: image.width, height: image.height, rgba: rgba.baseAddress, idat: [], chunks: chunks)
        }
    }

    /// Encodes a `width` x `height` picture whose bytes, as ``PNGImage/rgba`` holds
    /// them, `rows` hands to the function it is given, top to bottom, whole rows at a
    /// time, and returns the file's bytes.
    ///
    /// With ``Compressor/pictureDeflate`` each row is compressed as it comes: the
    /// picture's bytes are never all in memory, only the compressed file. zlib takes
    /// them all first.
    ///
    /// Throws as ``encode(_:metadata:)`` does, and
    /// ``PNGError/pixelByteCountMismatch(width:height:expected:actual:)`` when `rows`
    /// hands over other than `width * height * 4` bytes, or part of a row at once.
    public func encode(width: Int, height: Int, metadata: PNGMetadata = PNGMetadata(),
                       rows: (_ write: (_ bytes: UnsafeRawBufferPointer) -> Void) -> Void) throws(PNGError) -> [UInt8] {
        try PNGImage.validate(width: width, height: height)
        let chunks = try Chunks(metadata, for: self)
        // validate(width:height:) bounds both sides by 1_000_000: no count below overflows.
        let expected = width * height * 4
        var handedOver = 0, wholeRows = true
        /// Whether `bytes` are whole rows within the picture, all before them too.
        func accepts(_ bytes: UnsafeRawBufferPointer) -> Bool {
            handedOver += bytes.count
            if !(handedOver <= expected && bytes.count % (4 * width) == 0) { wholeRows = false }
            return wholeRows
        }
        var rgba: [UInt8] = [], idat: [UInt8]? = []
        if compressor == .pictureDeflate {
            let rowBytes = 1 + 4 * width
            idat = ImageDeflater.zlibStream(count: rowBytes * height, rowBytes: rowBytes) { take in
                withoutActuallyEscaping(take) { take in
                    // Bytes refused leave the stream short: it is thrown away.
                    rows { bytes in if accepts(bytes) { FilteredRows.hand(bytes, rowBytes: rowBytes, to: take) } }
                }
            }
        } else {
            // zlib, through libpng, takes them all at once. (Grown as they come, not
            // reserved from the size: the size alone is no promise of the bytes.)
            rows { bytes in if accepts(bytes) { rgba.append(contentsOf: bytes) } }
        }
        guard let idat, wholeRows && handedOver == expected else {
            throw .pixelByteCountMismatch(width: width, height: height, expected: expected, actual: handedOver)
        }
        guard compressor == .zlib else {
            return try file(width: width, height: height, rgba: nil, idat: idat, chunks: chunks)
        }
        return try rgba.withUnsafeBufferPointer { rgba throws(PNGError) in
            try file(width: width, height: height, rgba: rgba.baseAddress, idat: [], chunks: chunks)
        }
    }

    /// What a file holds beside its pixels, checked and encoded before any pixel is: the
    /// density and the text chunks. Making it checks the encoder's settings too.
    private struct Chunks {
        var pixelsPerMetre: UInt32
        var texts: [(keyword: [CChar], text: [CChar], isInternational: Bool)] = []

        init(_ metadata: PNGMetadata, for encoder: PNGEncoder) throws(PNGError) {
            guard (0...9).contains(encoder.compressionLevel) else {
                throw .compressionLevelOutOfRange(encoder.compressionLevel)
            }
            guard (1...9).contains(encoder.memoryLevel) else {
                throw .memoryLevelOutOfRange(encoder.memoryLevel)
            }
            pixelsPerMetre = try metadata.dotsPerInch.map(PNGPhysicalDensity.pixelsPerMetre(dotsPerInch:)) ?? 0
            if let description = metadata.description {
                let text = try PNGText.encode(description)
                texts.append((Array("Description".utf8CString), text.cString, text.isInternational))
            }
            for (keyword, value) in metadata.keywords.sorted(by: { $0.key < $1.key }) {
                let name = try PNGText.encodeKeyword(keyword)
                // The description is written under its registered keyword; a second chunk
                // of it would be one that readers, taking the first, never see.
                if keyword == "Description" && metadata.description != nil {
                    throw .invalidTextChunk(keyword: keyword, reason: "the description is written under this keyword too: set one of the two")
                }
                let text = try PNGText.encode(value, keyword: keyword)
                texts.append((name, text.cString, text.isInternational))
            }
        }
    }

    /// The file, from libpng: `rgba` compressed by zlib, or, when `rgba` is nil, the
    /// image data `idat` already compressed. The size was checked.
    private func file(width: Int, height: Int, rgba: UnsafePointer<UInt8>?, idat: [UInt8], chunks: Chunks) throws(PNGError) -> [UInt8] {
        var options = png_shim_encode_options()
        // Sides were checked to be at most 1_000_000, so they fit UInt32.
        options.width = UInt32(width)
        options.height = UInt32(height)
        options.compression_level = Int32(compressionLevel)
        options.filter = filter.shimValue
        options.compression_strategy = strategy.rawValue
        options.memory_level = Int32(memoryLevel)
        options.pixels_per_metre = chunks.pixelsPerMetre

        var message = [CChar](repeating: 0, count: 256)
        var output: UnsafeMutablePointer<UInt8>?
        var outputCount = 0
        let status = idat.withUnsafeBufferPointer { idat in
            withCStrings(chunks.texts) { texts in
                message.withUnsafeMutableBufferPointer { messageBuffer in
                    // The pointers in `options` are only used during this call, while the
                    // caller keeps `rgba` alive and the closures `idat`, the text strings
                    // and `messageBuffer`.
                    options.rgba = rgba
                    if rgba == nil {
                        options.idat = idat.baseAddress
                        options.idat_size = idat.count
                    }
                    options.texts = texts.baseAddress
                    options.text_count = texts.count
                    return png_shim_encode_rgba(
                        &options, &output, &outputCount, messageBuffer.baseAddress, messageBuffer.count)
                }
            }
        }
        // On success the shim hands us `outputCount` bytes at `output`,
        // which we own and must release with png_shim_free exactly once.
        defer { png_shim_free(output) }
        guard status == PNG_SHIM_OK, let output else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw .encodingFailed(text.isEmpty ? "unknown error (status \(status.rawValue))" : text)
        }
        return Array(UnsafeBufferPointer(start: output, count: outputCount))
    }
}

/// Calls `body` with shim text records whose string pointers stay valid inside
/// `body`: each array is pinned by a nested `withUnsafeBufferPointer`.
private func withCStrings<R>(
    _ entries: [(keyword: [CChar], text: [CChar], isInternational: Bool)],
    _ body: (UnsafeBufferPointer<png_shim_text>) -> R
) -> R {
    func pin(_ index: Int, _ records: inout [png_shim_text]) -> R {
        guard index < entries.count else { return records.withUnsafeBufferPointer(body) }
        return entries[index].keyword.withUnsafeBufferPointer { keyword in
            entries[index].text.withUnsafeBufferPointer { text in
                records.append(png_shim_text(keyword: keyword.baseAddress, text: text.baseAddress,
                                             is_international: entries[index].isInternational ? 1 : 0))
                return pin(index + 1, &records)
            }
        }
    }
    var records: [png_shim_text] = []
    return pin(0, &records)
}
