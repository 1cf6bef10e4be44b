extension Pixmap {
    /// Runs `filters` over the pixels of `region` (innermost first): un-premultiply, matrix,
    /// clamp, premultiply.
    public mutating func apply(_ filters: [ColorFilter], in region: PixelRegion? = nil) {
        let stages = FilterStages(filters)
        guard !stages.isEmpty else { return }
        let region = region ?? PixelRegion(x: 0, y: 0, width: width, height: height)
        let width = self.width
        pixels.withUnsafeMutableBufferPointer { px in
            // Safe: the region lies inside the pixmap (PixelRegion is clipped by its makers).
            for y in region.y..<(region.y + region.height) {
                for i in (y * width + region.x)..<(y * width + region.x + region.width) {
                    let p = px[i]
                    let a = p.w
                    guard a > 0 else { continue }
                    // Opaque pixels, most of a badge, need no un-premultiplying.
                    let c = stages.apply(a == 1 ? p : p / a)
                    px[i] = SIMD4(c.x * a, c.y * a, c.z * a, a)
                }
            }
        }
    }
}
