import CFreeType

extension FontFace {
    /// The most pixels on each side of a colour glyph's bitmap: colour fonts' largest
    /// strikes are 160 pixels per em or less, and a bitmap that size takes 4 MiB.
    static let maximumColorGlyphSide = 1024

    /// At most this many bytes of colour bitmaps are kept between captions; past it the
    /// kept ones are let go.
    static let colorGlyphCacheBytes = 64 << 20

    /// The colour bitmap of glyph `index` in the selected strike, loaded once with
    /// `FT_LOAD_COLOR` and converted from FreeType's premultiplied BGRA to premultiplied
    /// RGBA; `nil` for a glyph without a colour bitmap (an empty or monochrome one).
    ///
    /// - Throws: `FontError.colorGlyphTooLarge` for a bitmap with a side of more than
    ///   `maximumColorGlyphSide` pixels, found from its header before it is decoded (a
    ///   strike of a few megabytes may hold PNGs of 16384 x 16384 pixels, a gigabyte each).
    func colorGlyph(_ index: UInt32) throws(FontError) -> ColorGlyph? {
        if let cached = colorGlyphs[index] { return cached }
        let metricsOnly = FT_Int32(FT_LOAD_COLOR) | FT_Int32(FT_LOAD_BITMAP_METRICS_ONLY)
        func checkSize(_ bitmap: FT_Bitmap) throws(FontError) {
            let width = Int(bitmap.width), height = Int(bitmap.rows)
            guard width <= Self.maximumColorGlyphSide && height <= Self.maximumColorGlyphSide else {
                throw .colorGlyphTooLarge(path: filePath, glyphIndex: index, width: width, height: height)
            }
        }
        if FT_Load_Glyph(face, index, metricsOnly) == 0, let slot = face.pointee.glyph {
            try checkSize(slot.pointee.bitmap)
        }
        let error = FT_Load_Glyph(face, index, FT_Int32(FT_LOAD_COLOR))
        guard error == 0, let slot = face.pointee.glyph, let size = face.pointee.size else {
            throw .glyphLoadFailed(path: filePath, glyphIndex: index, freeTypeError: error)
        }
        let bitmap = slot.pointee.bitmap
        // Should the look at the header have failed, the decoded size is checked too.
        try checkSize(bitmap)
        let width = Int(bitmap.width), height = Int(bitmap.rows)
        let pixelsPerEM = Double(size.pointee.metrics.y_ppem)
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), width > 0, height > 0,
              pixelsPerEM > 0, let buffer = bitmap.buffer else {
            colorGlyphs[index] = .some(nil)
            return nil
        }
        let pitch = Int(bitmap.pitch)
        // A negative pitch means rows run bottom to top in memory.
        let firstRow = pitch < 0 ? buffer - pitch * (height - 1) : buffer
        let rgba = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
            for y in 0..<height {
                let row = firstRow + y * pitch
                for x in 0..<width {
                    // Safe: x < width and y < height, inside FreeType's bitmap of `pitch`
                    // bytes per row, and the output holds width * height * 4 bytes.
                    let i = (y * width + x) * 4
                    out[i] = row[4 * x + 2]
                    out[i + 1] = row[4 * x + 1]
                    out[i + 2] = row[4 * x]
                    out[i + 3] = row[4 * x + 3]
                }
            }
            count = width * height * 4
        }
        let glyph = ColorGlyph(width: width, height: height, premultipliedRGBA: rgba,
                               left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
                               pixelsPerEM: pixelsPerEM)
        if colorGlyphBytes + rgba.count > colorGlyphBudget {
            colorGlyphs.removeAll()
            colorGlyphBytes = 0
        }
        colorGlyphs[index] = glyph
        colorGlyphBytes += rgba.count
        return glyph
    }
}
