import ArgumentParser
import PNG

/// The PNG encoder settings `badgegen batch --compression` offers.
///
/// Encoding is a large share of a batch's time. Badges are flat colours, soft gradients
/// and antialiased edges on transparency; for them, PNG's row filters do not pay, and
/// what repeats is mostly the pixel to the left or the pixel above. `fast` is the PNG
/// module's own deflate, which looks there first (`PNGEncoder.Compressor.pictureDeflate`);
/// `small` and `smallest` are zlib on unfiltered rows. Measured on 600 badge files (1x,
/// 2x, 3x, one thread; Docs/manifest.md has the table): `small` makes files 2 % smaller
/// than `fast` in about 3 times the time, `smallest` 7 % smaller in about 12 times.
enum CompressionPreset: String, CaseIterable, ExpressibleByArgument {
    /// The PNG module's own deflate, no filter: the default.
    case fast
    /// zlib level 6, no filter.
    case small
    /// zlib level 9, no filter.
    case smallest

    var pngEncoder: PNGEncoder {
        switch self {
        case .fast: return .pictureDeflate
        case .small: return PNGEncoder(compressionLevel: 6, filter: .none)
        case .smallest: return PNGEncoder(compressionLevel: 9, filter: .none)
        }
    }

    /// What `batch --help` says of each value.
    var defaultValueDescription: String {
        switch self {
        case .fast: return "the quickest; smaller files than libpng's defaults"
        case .small: return "zlib 6: about 2 % smaller files, 3 times the time"
        case .smallest: return "zlib 9: about 7 % smaller files, 12 times the time"
        }
    }
}
