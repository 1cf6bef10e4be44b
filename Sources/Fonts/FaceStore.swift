import CFontconfig
import Foundation

/// Everything the `Typesetter` keeps between calls: the FreeType library, the faces loaded
/// so far (each with its glyph cache) and what fontconfig answered, so that each font file is
/// opened once and each fontconfig query runs once.
///
/// Not thread-safe: it lives inside the `Typesetter`'s mutex and is only touched under it.
final class FaceStore {
    private let library: FreeTypeLibrary
    private let matcher: FontMatcher
    private var faces: [FontMatcher.Location: FontFace] = [:]
    private var primaryLocations: [PrimaryKey: FontMatcher.Location] = [:]
    /// What draws a code point the primary face lacks; `.some(nil)` records "no font has it".
    private var fallbackLocations: [FallbackKey: FontMatcher.Location?] = [:]

    private struct PrimaryKey: Hashable {
        var family: String
        var weight: FontWeight
    }

    private struct FallbackKey: Hashable {
        var family: String
        var weight: FontWeight
        var scalar: Unicode.Scalar
    }

    /// A store of the system's fonts, or of the fonts in `folders` alone when given.
    init(fontFolders folders: [String]? = nil) throws(FontError) {
        library = try FreeTypeLibrary()
        if let folders {
            matcher = try FontMatcher.fonts(in: folders)
        } else {
            matcher = try FontMatcher.system()
        }
    }

    deinit {
        if let configuration = matcher.configuration { FcConfigDestroy(configuration) }
    }

    /// The face that draws `font`: its explicit file, or what fontconfig resolves for its
    /// family and weight.
    func primaryFace(for font: FontDescriptor) throws(FontError) -> FontFace {
        if let filePath = font.filePath {
            let location = FontMatcher.Location(filePath: filePath, faceIndex: 0)
            if let face = faces[location] { return face }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: filePath, isDirectory: &isDirectory) else {
                throw .fileNotFound(path: filePath)
            }
            guard !isDirectory.boolValue else { throw .unreadableFont(path: filePath, freeTypeError: 0) }
            return try face(at: location)
        }
        let key = PrimaryKey(family: font.family, weight: font.weight)
        if let location = primaryLocations[key] { return try face(at: location) }
        let location = try matcher.bestMatch(family: font.family, weight: font.weight)
        let face = try face(at: location)
        primaryLocations[key] = location
        return face
    }

    /// The face and glyph that draw `scalar`: the primary face's own glyph when it has one,
    /// else the first installed face fontconfig offers that really has it, else `nil`.
    func glyph(for scalar: Unicode.Scalar, primary: FontFace, font: FontDescriptor) -> (face: FontFace, glyph: UInt32)? {
        let index = primary.glyphIndex(for: scalar)
        if index != 0 { return (primary, index) }

        let key = FallbackKey(family: font.family, weight: font.weight, scalar: scalar)
        if let cached = fallbackLocations[key] {
            guard let location = cached, let face = try? face(at: location) else { return nil }
            let index = face.glyphIndex(for: scalar)
            return index != 0 ? (face, index) : nil
        }
        for location in matcher.candidates(covering: scalar, family: font.family, weight: font.weight) {
            // A font fontconfig lists but FreeType cannot open is skipped, not fatal.
            guard let face = try? face(at: location) else { continue }
            let index = face.glyphIndex(for: scalar)
            if index != 0 {
                fallbackLocations[key] = location
                return (face, index)
            }
        }
        fallbackLocations[key] = .some(nil)
        return nil
    }

    /// The face at `location`, opened on first use.
    private func face(at location: FontMatcher.Location) throws(FontError) -> FontFace {
        if let face = faces[location] { return face }
        let face = try FontFace(library: library, filePath: location.filePath, faceIndex: location.faceIndex)
        faces[location] = face
        return face
    }
}
