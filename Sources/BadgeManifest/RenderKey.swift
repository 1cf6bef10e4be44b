import Badges
import Geometry
import Layout
import Raster

/// Everything that decides the bytes of one output file, and its SHA-256 fingerprint.
///
/// `badgegen batch` stores the fingerprint in each PNG it writes (text keyword
/// `badgegen-hash`); a later run skips a file whose stored fingerprint matches, so the
/// record of what a file shows travels with the file and cannot go stale.
package struct RenderKey: Hashable, Sendable {
    /// The PNG text keyword the fingerprint is stored under.
    package static let pngKeyword = "badgegen-hash"
    /// The PNG text keyword under which a batch file records the name it was written as
    /// (`earth-day@2x.png`). A batch removes a file of its own only under that name: a
    /// copy someone made of it, under another name, carries the same fingerprint but is
    /// theirs.
    package static let fileNameKeyword = "badgegen-file"

    /// The badge drawn.
    package var spec: BadgeSpec
    /// Pixels per point of the file.
    package var scale: Int
    /// Which kind of file it is.
    package var kind: OutputKind
    /// The tool's version: a new release may draw differently, so it renders again.
    package var toolVersion: String
    /// How the PNG is encoded (`"picture deflate"`, `"zlib 6, memory 8, filter none"`;
    /// `BadgeRenderer.encoding`): other settings, other bytes.
    package var encoding: String
    /// Light or dark: the caption's colour.
    package var appearance: ColorScheme
    /// The font file that draws the caption instead of the default family, as
    /// ``fontDigest(of:)`` of its bytes: another file, or the same file changed, draws
    /// other letters. `nil` for the default family. Left out of the fingerprint of a badge
    /// without a caption.
    package var fontDigest: String?
    /// The caption's characters that no installed font could draw, which the picture leaves
    /// out (`HikeBadge.CaptionCheck.missingCharacters`): once a font that has them is
    /// installed, or fontconfig loads again, the picture changes, and so does its
    /// fingerprint. Left out of the fingerprint when empty, so that other files keep theirs.
    package var missingCharacters: [Character]

    /// The fingerprint of one file of a badge, in `appearance`.
    package init(spec: BadgeSpec, scale: Int, appearance: ColorScheme = .light, kind: OutputKind, toolVersion: String,
                encoding: String, fontDigest: String? = nil, missingCharacters: [Character] = []) {
        self.fontDigest = fontDigest
        self.missingCharacters = missingCharacters
        self.spec = spec
        self.scale = scale
        self.appearance = appearance
        self.kind = kind
        self.toolVersion = toolVersion
        self.encoding = encoding
    }

    /// The fingerprint: 64 hex digits of SHA-256 over a canonical encoding of the resolved
    /// settings. Where a badge sits in the manifest and whether a setting came from the
    /// defaults do not matter; only what is drawn, and how it is stored, does.
    package var fingerprint: String {
        var input = FingerprintInput()
        input.add("format", "badgegen-render-key/1")
        input.add("tool", toolVersion)
        input.add("encoding", encoding)
        input.add("kind", kind.rawValue)
        input.add("scale", String(scale))
        input.add("name", spec.name)
        input.add("caption", spec.showsCaption ? "1" : "0")
        input.add("hue", spec.hue)
        input.add("grayscale", spec.grayscale)
        let design = spec.design
        input.add("gradientStart", design.gradientStart)
        input.add("gradientEnd", design.gradientEnd)
        input.add("symbolColor", design.symbolColor)
        input.add("symbol", design.symbol.map(Self.canonical) ?? "mountain")
        // Filled symbols leave the field out, so that their files keep their fingerprints.
        if let stroke = design.symbolStroke { input.add("symbolStroke", Self.canonical(stroke)) }
        // Light files were drawn before there were appearances: leaving the field out
        // for them keeps their fingerprints, so existing files stay current.
        if appearance != .light { input.add("appearance", appearance.rawValue) }
        // Likewise for the default font; a badge without a caption draws no letters, and
        // its files stay the same whatever the font.
        if let fontDigest, spec.showsCaption { input.add("font", fontDigest) }
        if spec.showsCaption, !missingCharacters.isEmpty { input.add("missing", String(missingCharacters)) }
        return input.hash.hexDigest()
    }

    /// The SHA-256 of a font file's bytes, in hex, for ``fontDigest``.
    package static func fontDigest(of bytes: [UInt8]) -> String {
        var hash = SHA256()
        hash.update(bytes)
        return hash.hexDigest()
    }

    /// ``fontDigest(of:)`` of the bytes `feed` hands, a chunk at a time, to the function
    /// it is given: a font of hundreds of megabytes is never held whole.
    package static func fontDigest<E: Error>(_ feed: ((ArraySlice<UInt8>) -> Void) throws(E) -> Void) throws(E) -> String {
        var hash = SHA256()
        try feed { hash.update($0) }
        return hash.hexDigest()
    }

    /// A stroke style as text that names every number exactly.
    private static func canonical(_ style: StrokeStyle) -> String {
        let numbers = [style.lineWidth, style.miterLimit, style.dashPhase] + style.dash
        return style.lineCap.rawValue + " " + style.lineJoin.rawValue + " " + numbers.map(FingerprintInput.bits).joined(separator: ",")
    }

    /// A path as text that names every coordinate exactly (bit patterns in hex).
    private static func canonical(_ path: Path) -> String {
        var out = ""
        func add(_ p: Point) { out += " " + FingerprintInput.bits(p.x) + "," + FingerprintInput.bits(p.y) }
        for element in path.elements {
            switch element {
            case .move(let p): out += "M"; add(p)
            case .line(let p): out += "L"; add(p)
            case .quadCurve(let p, let c): out += "Q"; add(c); add(p)
            case .curve(let p, let c1, let c2): out += "C"; add(c1); add(c2); add(p)
            case .closeSubpath: out += "Z"
            }
            out += ";"
        }
        return out
    }
}
