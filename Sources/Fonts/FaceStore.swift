import CFontconfig
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Everything the `Typesetter` keeps between calls: the FreeType library, the faces loaded
/// so far (each with its glyph cache and HarfBuzz font) and what fontconfig answered, so
/// that each font file is opened once and each fontconfig query runs once.
///
/// With the system's fonts, fontconfig is loaded only when first asked: the default face
/// is found without it (`DefaultFontFile`), so a caption in the default font that needs no
/// fallback never reads fontconfig's configuration.
///
/// Not thread-safe: it lives inside the `Typesetter`'s mutex and is only touched under it.
final class FaceStore {
    private let library: FreeTypeLibrary
    /// fontconfig, once loaded: at once for the fonts of given folders, on first use for
    /// the system's.
    private var loadedMatcher: FontMatcher?
    /// Whether the store draws with the system's fonts (not those of given folders).
    private let usesSystemFonts: Bool
    private var faces: [FontMatcher.Location: FontFace] = [:]
    private var primaryLocations: [PrimaryKey: FontMatcher.Location] = [:]
    /// What draws a code point the primary face lacks; `.some(nil)` records "no font has it".
    private var fallbackLocations: [FallbackKey: FontMatcher.Location?] = [:]
    /// Which faces claim which characters, and the faces sorted for each set of them, for
    /// each family and weight asked so far, among outline or colour faces; `.some(nil)`
    /// records that fontconfig could not sort them.
    private var fallbackOrders: [OrderKey: FallbackOrder?] = [:]
    /// The colour font that draws an emoji; `.some(nil)` records "no colour font has it".
    private var colorLocations: [Unicode.Scalar: FontMatcher.Location?] = [:]

    // Family names are kept as their UTF-8 bytes: Swift's String equality takes
    // canonically equivalent names (an accent as its own scalar or composed) for one, where
    // fontconfig compares bytes and may match another font.
    private struct PrimaryKey: Hashable {
        var family: [UInt8]
        var weight: FontWeight
    }

    private struct OrderKey: Hashable {
        var family: [UInt8]
        var weight: FontWeight
        var color: Bool
    }

    private struct FallbackKey: Hashable {
        var family: [UInt8]
        var weight: FontWeight
        var scalar: Unicode.Scalar
    }

    /// A store of the system's fonts, or of the fonts in `folders` alone when given.
    init(fontFolders folders: [String]? = nil) throws(FontError) {
        library = try FreeTypeLibrary()
        usesSystemFonts = folders == nil
        if let folders { loadedMatcher = try FontMatcher.fonts(in: folders) }
    }

    deinit {
        fallbackOrders.removeAll()  // their font sets, before the configuration they came from
        if let configuration = loadedMatcher?.configuration { FcConfigDestroy(configuration) }
    }

    /// Whether fontconfig has been asked anything yet.
    var hasLoadedFontconfig: Bool { loadedMatcher != nil }

    /// Why fontconfig's configuration could not be loaded the last time it was wanted;
    /// `nil` once it is loaded, or before it is wanted.
    private(set) var fontconfigProblem: FontError?

    /// fontconfig's matcher, loading the system's configuration on first use.
    private func matcher() throws(FontError) -> FontMatcher {
        if let loadedMatcher { return loadedMatcher }
        do {
            let matcher = try FontMatcher.system()
            loadedMatcher = matcher
            fontconfigProblem = nil
            return matcher
        } catch {
            fontconfigProblem = error
            throw error
        }
    }

    /// The face that draws `font`: its explicit file, the default face where it is
    /// installed (`DefaultFontFile`), or what fontconfig resolves for its family and weight.
    func primaryFace(for font: FontDescriptor) throws(FontError) -> FontFace {
        if let filePath = font.filePath {
            let location = FontMatcher.Location(filePath: filePath, faceIndex: 0)
            if let face = faces[location] { return face }
            // A regular file only (through links): FreeType would wait forever on a FIFO,
            // and read a folder or a device as a font it cannot make sense of.
            var info = stat()
            guard stat(filePath, &info) == 0 else { throw .fileNotFound(path: filePath) }
            guard info.st_mode & S_IFMT == S_IFREG else { throw .notAFile(path: filePath, kind: FontError.kind(of: info.st_mode)) }
            return try face(at: location)
        }
        let key = PrimaryKey(family: Array(font.family.utf8), weight: font.weight)
        if let location = primaryLocations[key] { return try face(at: location) }
        if usesSystemFonts {
            for path in DefaultFontFile.candidates(family: font.family, weight: font.weight) {
                let location = FontMatcher.Location(filePath: path, faceIndex: 0)
                guard let face = try? face(at: location), DefaultFontFile.isDefault(face) else { continue }
                primaryLocations[key] = location
                return face
            }
        }
        let location = try matcher().bestMatch(family: font.family, weight: font.weight)
        let face = try face(at: location)
        primaryLocations[key] = location
        return face
    }

    /// The file fontconfig matches for `font`'s family and weight, whether or not the
    /// store found the face without it: what `DefaultFontFile` must agree with.
    func fontconfigMatch(for font: FontDescriptor) throws(FontError) -> String {
        try matcher().bestMatch(family: font.family, weight: font.weight).filePath
    }

    /// The first installed face, other than the primary, that fontconfig offers for
    /// `scalar` and that really has it; `nil` when none has (or fontconfig cannot load).
    func fallbackFace(for scalar: Unicode.Scalar, font: FontDescriptor) -> FontFace? {
        let key = FallbackKey(family: Array(font.family.utf8), weight: font.weight, scalar: scalar)
        if let cached = fallbackLocations[key] {
            return cached.flatMap { try? face(at: $0) }
        }
        let order = fallbackOrder(family: font.family, weight: font.weight, color: false)
        let candidates = order?.candidates(covering: scalar) { scalar in
            (try? matcher())?.candidates(covering: scalar, family: font.family, weight: font.weight) ?? []
        } ?? []
        let found = firstFace(covering: scalar, among: candidates)
        fallbackLocations[key] = .some(found?.location)
        return found?.face
    }

    /// Which faces claim which characters for `family` at `weight`, among outline faces or
    /// (`color`) colour ones, found on first use; `nil` when fontconfig cannot load or sort.
    private func fallbackOrder(family: String, weight: FontWeight, color: Bool) -> FallbackOrder? {
        let key = OrderKey(family: Array(family.utf8), weight: weight, color: color)
        if let cached = fallbackOrders[key] { return cached }
        guard let matcher = try? matcher() else { return nil }  // not cached: a later call may load it
        let order = matcher.fallbackOrder(family: family, weight: weight, color: color)
        fallbackOrders[key] = .some(order)
        return order
    }

    /// The colour font (Noto Color Emoji) that draws `scalar`, when one is installed.
    func colorFace(for scalar: Unicode.Scalar) -> FontFace? {
        if let cached = colorLocations[scalar] {
            return cached.flatMap { try? face(at: $0) }
        }
        let order = fallbackOrder(family: "emoji", weight: .regular, color: true)
        let candidates = order?.candidates(covering: scalar) { scalar in
            (try? matcher())?.colorCandidates(covering: scalar) ?? []
        } ?? []
        let found = firstFace(covering: scalar, among: candidates)
        colorLocations[scalar] = .some(found?.location)
        return found?.face
    }

    /// The first of `locations` whose face opens and has a glyph for `scalar`: fontconfig's
    /// charset is its claim, FreeType's cmap the fact. A font FreeType cannot open is
    /// skipped, not fatal. A face that defers `scalar` (`FontFace.defers`) is taken only
    /// when no other has it.
    private func firstFace(covering scalar: Unicode.Scalar, among locations: [FontMatcher.Location]) -> (face: FontFace, location: FontMatcher.Location)? {
        var deferring: (face: FontFace, location: FontMatcher.Location)?
        for location in locations {
            guard let face = try? face(at: location), face.glyphIndex(for: scalar) != 0 else { continue }
            guard face.defers(scalar) else { return (face, location) }
            if deferring == nil { deferring = (face, location) }
        }
        return deferring
    }

    /// The face at `location`, opened on first use.
    private func face(at location: FontMatcher.Location) throws(FontError) -> FontFace {
        if let face = faces[location] { return face }
        let face = try FontFace(library: library, filePath: location.filePath, faceIndex: location.faceIndex)
        faces[location] = face
        return face
    }
}
