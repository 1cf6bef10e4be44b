import Foundation

/// Everything that can go wrong turning pixels into PNG bytes and back.
///
/// Each case carries the values needed to act on it, and ``description``
/// spells out what was wrong and what is allowed, so the message can be shown
/// to a user as is (e.g. by a command-line tool).
public enum PNGError: LocalizedError, Equatable, Sendable, CustomStringConvertible {
    /// Width or height is below 1 or above ``PNGImage/maximumSide``.
    case invalidImageSize(width: Int, height: Int)
    /// `rgba.count` is not `width * height * 4`.
    case pixelByteCountMismatch(width: Int, height: Int, expected: Int, actual: Int)
    /// ``PNGEncoder/compressionLevel`` is outside `0...9`.
    case compressionLevelOutOfRange(Int)
    /// ``PNGEncoder/memoryLevel`` is outside `1...9`.
    case memoryLevelOutOfRange(Int)
    /// ``PNGMetadata/description`` cannot be stored; the string says why.
    case invalidDescription(String)
    /// A text chunk of ``PNGMetadata/keywords`` cannot be stored: its keyword or its text;
    /// `reason` says why.
    case invalidTextChunk(keyword: String, reason: String)
    /// ``PNGMetadata/dotsPerInch`` is not a positive, finite density that
    /// fits a `pHYs` chunk.
    case invalidDotsPerInch(Double)
    /// libpng reported an error while encoding; carries libpng's message.
    case encodingFailed(String)
    /// libpng could not decode the bytes; carries libpng's message.
    case decodingFailed(String)
    /// The PNG is valid but its RGBA pixels would exceed
    /// ``PNGDecoder/maximumDecodedByteCount``.
    case imageTooLargeToDecode(width: Int, height: Int)
    /// The bytes are not a well-formed PNG chunk stream; the string says why.
    case malformedPNG(String)

    /// What went wrong and what is allowed, as a sentence fit for users.
    public var description: String {
        switch self {
        case let .invalidImageSize(width, height):
            "image size \(width) x \(height) is not allowed: width and height must each be between 1 and \(PNGImage.maximumSide) pixels"
        case let .pixelByteCountMismatch(width, height, expected, actual):
            "image size \(width) x \(height) needs \(expected) RGBA bytes (width * height * 4), but \(actual) were given"
        case let .compressionLevelOutOfRange(level):
            "compression level \(level) is out of range: use 0 (fastest, largest) through 9 (slowest, smallest)"
        case let .memoryLevelOutOfRange(level):
            "zlib memory level \(level) is out of range: use 1 (least memory) through 9 (most); 8 is zlib's default"
        case let .invalidDescription(reason):
            "the PNG description cannot be written: \(reason)"
        case let .invalidTextChunk(keyword, reason):
            "the PNG text chunk \(keyword.debugDescription) cannot be written: \(reason)"
        case let .invalidDotsPerInch(dpi):
            "\(dpi) dots per inch is not a usable pixel density: give a positive, finite value such as 72, 144 (@2x) or 216 (@3x)"
        case let .encodingFailed(message):
            "libpng failed to encode: \(message)"
        case let .decodingFailed(message):
            "libpng failed to decode: \(message)"
        case let .imageTooLargeToDecode(width, height):
            "image size \(width) x \(height) is too large to decode: its RGBA pixels would need more than \(PNGDecoder.maximumDecodedByteCount) bytes"
        case let .malformedPNG(reason):
            "not a well-formed PNG: \(reason)"
        }
    }
}

extension PNGError {
    /// `description`, which Foundation's `localizedDescription` shows.
    public var errorDescription: String? { description }
}
