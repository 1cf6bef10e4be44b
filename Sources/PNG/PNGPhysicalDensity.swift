/// Conversions between dots per inch and the `pHYs` chunk, which stores
/// pixels per unit (the metre is the only physical unit PNG defines).
enum PNGPhysicalDensity {
    /// Exactly 0.0254 metres in an inch.
    static let metresPerInch = 0.0254

    /// `round(dpi / 0.0254)`, validated to fit the chunk's 31-bit field.
    static func pixelsPerMetre(dotsPerInch dpi: Double) throws(PNGError) -> UInt32 {
        guard dpi.isFinite, dpi > 0 else { throw .invalidDotsPerInch(dpi) }
        let perMetre = (dpi / metresPerInch).rounded()
        guard perMetre >= 1, perMetre <= Double(Int32.max) else { throw .invalidDotsPerInch(dpi) }
        return UInt32(perMetre)
    }

    /// Reads a `pHYs` chunk body: horizontal density in dots per inch, or
    /// `nil` when the unit is unspecified (the chunk then only gives an
    /// aspect ratio). The vertical density is ignored; we always write
    /// square pixels.
    static func dotsPerInch(pHYs data: [UInt8]) throws(PNGError) -> Double? {
        guard data.count == 9 else {
            throw .malformedPNG("pHYs chunk must hold 9 bytes, found \(data.count)")
        }
        let perUnitX = UInt32(bigEndian: data, at: 0)
        switch data[8] {
        case 0: return nil
        case 1: return Double(perUnitX) * metresPerInch
        case let unit: throw .malformedPNG("pHYs chunk has unknown unit \(unit)")
        }
    }
}
