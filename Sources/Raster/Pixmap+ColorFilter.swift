extension Pixmap {
    /// Runs `filters` over the pixels of `region` that lie inside the pixmap, or over
    /// every pixel when `region` is nil (innermost filter first): un-premultiply, matrix,
    /// clamp, premultiply. This is what SwiftUI's `grayscale` and `hueRotation` do to a
    /// layer.
    public mutating func apply(_ filters: [ColorFilter], in region: PixelRegion? = nil) {
        let stages = FilterStages(filters)
        let region = (region ?? bounds).intersection(bounds)
        guard !stages.isEmpty, !region.isEmpty else { return }
        let pixels = uniqueBuffer()
        for y in region.y..<(region.y + region.height) {
            let row = y * width
            for i in (row + region.x)..<(row + region.x + region.width) {
                // Safe: the region was clipped to the pixmap, so i is a pixel of row y.
                let p = pixels[unchecked: i]
                let a = p.w
                guard a > 0 else { continue }
                // Opaque pixels, most of a badge, need no un-premultiplying.
                let c = stages.apply(a == 1 ? p : p / a)
                pixels[unchecked: i] = SIMD4(c.x * a, c.y * a, c.z * a, a)
            }
        }
    }
}
