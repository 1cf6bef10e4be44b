@testable import Raster

/// The filters' matrices read and applied in double precision, one colour at a time: the
/// reference the tests hold the pixel paths (float stages, in one pass with the
/// conversion to bytes) and the published matrices against.
extension ColorMatrix {
    /// The rows as arrays, for reading them one by one.
    var rows: [[Double]] { [row0, row1, row2].map { [$0.x, $0.y, $0.z] } }

    /// `rgb` through the matrix, clamped to 0...1.
    func apply(to rgb: SIMD3<Double>) -> SIMD3<Double> {
        let out = SIMD3(row0.x * rgb.x + row0.y * rgb.y + row0.z * rgb.z,
                        row1.x * rgb.x + row1.y * rgb.y + row1.z * rgb.z,
                        row2.x * rgb.x + row2.y * rgb.y + row2.z * rgb.z)
        return out.clamped(lowerBound: .zero, upperBound: .one)
    }
}

extension ColorFilter {
    /// The filter applied to one un-premultiplied colour, clamped to 0...1.
    func apply(to rgb: SIMD3<Double>) -> SIMD3<Double> { matrix.apply(to: rgb) }
}
