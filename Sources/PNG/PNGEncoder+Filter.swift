import PNGShim

extension PNGEncoder {
    /// The PNG row filter applied before compression.
    ///
    /// Filters turn each row into differences from neighbouring pixels so
    /// zlib finds more repetition. A fixed filter is cheapest; ``adaptive``
    /// lets libpng try all five per row and keep the one likely to compress
    /// best, which usually gives the smallest file at some CPU cost.
    public enum Filter: String, Hashable, Sendable, CaseIterable {
        /// Rows are stored as is.
        case none
        /// Difference from the pixel to the left.
        case sub
        /// Difference from the pixel above.
        case up
        /// Difference from the mean of the left and upper pixels.
        case average
        /// Difference from the Paeth predictor of left, upper and upper-left.
        case paeth
        /// libpng chooses among all five filters for each row.
        case adaptive

        var shimValue: png_shim_filter {
            switch self {
            case .none: PNG_SHIM_FILTER_NONE
            case .sub: PNG_SHIM_FILTER_SUB
            case .up: PNG_SHIM_FILTER_UP
            case .average: PNG_SHIM_FILTER_AVERAGE
            case .paeth: PNG_SHIM_FILTER_PAETH
            case .adaptive: PNG_SHIM_FILTER_ADAPTIVE
            }
        }
    }
}
