import PNG

/// libFuzzer's entry: any bytes, read as the up-to-date check of `badgegen batch` reads an
/// existing PNG (its metadata and text), then decoded in full.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? PNGDecoder.metadata(of: bytes)
    _ = try? PNGDecoder.textEntries(of: bytes)
    _ = try? PNGDecoder.dotsPerInch(of: bytes)
    if let image = try? PNGDecoder.decode(bytes) {
        precondition(image.rgba.count == image.width * image.height * 4, "decoded size does not match")
    }
    return 0
}
