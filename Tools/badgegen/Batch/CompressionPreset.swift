import ArgumentParser
import PNG

/// The PNG encoder settings `badgegen batch --compression` offers. Not to be confused with
/// the PNG module's own presets: the batch's `fast` is zlib 1 with no row filter and a
/// smaller zlib hash table, not `PNGEncoder.fast` (zlib 1 with the `sub` filter).
///
/// Encoding is a large share of a batch's time. Badges are flat colours, soft gradients
/// and antialiased edges on transparency; for them, PNG's row filters do not pay: with
/// no filter, zlib finds longer repeats, so files are both smaller and quicker to make
/// than with libpng's adaptive filtering. Measured on 600 badge files (1x, 2x, 3x;
/// Docs/manifest.md has the table): `fast` makes files smaller than libpng's default
/// settings (zlib 6, adaptive) in about half the time.
enum CompressionPreset: String, CaseIterable, ExpressibleByArgument {
    /// zlib level 1, no filter, memory level 6: the default.
    case fast
    /// zlib level 6, no filter: about 12 % smaller files than `fast`, about 1.5 times the time.
    case small
    /// zlib level 9, no filter: about 17 % smaller than `fast`, about 4.5 times the time.
    case smallest

    var pngEncoder: PNGEncoder {
        switch self {
        // A smaller hash table than zlib's default: 15 % fewer instructions on a 3x
        // badge (zlib rebuilds the table every 32 KB), 0.1 % larger files.
        case .fast: return PNGEncoder(compressionLevel: 1, filter: .none, memoryLevel: 6)
        case .small: return PNGEncoder(compressionLevel: 6, filter: .none)
        case .smallest: return PNGEncoder(compressionLevel: 9, filter: .none)
        }
    }

    /// What `batch --help` says of each value.
    var defaultValueDescription: String {
        switch self {
        case .fast: return "the quickest; smaller files than libpng's defaults"
        case .small: return "about 12 % smaller files, 1.5 times the time"
        case .smallest: return "about 17 % smaller files, 4.5 times the time"
        }
    }
}
