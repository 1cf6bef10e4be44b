import CFreeType

/// Where the default face, DejaVu Sans Book, is found without fontconfig.
///
/// Reading fontconfig's configuration (some fifty XML files on Debian) takes several
/// milliseconds, a third of a process that draws one captioned badge, while a caption in
/// the default family needs nothing fontconfig knows. So the default family at the
/// regular weight is first looked for where distributions install it, and the file is
/// taken only when the font in it names itself DejaVu Sans Book. Any other family or
/// weight, and every fallback for a character the face lacks, still goes through
/// fontconfig, which is then loaded.
///
/// On a system whose fontconfig configuration maps DejaVu Sans to another font, captions
/// are still drawn in DejaVu Sans when it is installed at one of these places; an explicit
/// font file (`FontDescriptor.filePath`) draws with any other.
enum DefaultFontFile {
    /// The family `FontDescriptor` asks for unless told otherwise.
    static let family = "DejaVu Sans"
    /// The style name of its regular face in the font file.
    static let regularStyle = "Book"

    /// Where distributions install DejaVu Sans Book: Debian and Ubuntu (`fonts-dejavu-core`),
    /// Fedora, Arch, Alpine and openSUSE, and older layouts.
    static let paths = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf",
        "/usr/share/fonts/TTF/DejaVuSans.ttf",
        "/usr/share/fonts/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/truetype/DejaVuSans.ttf",
    ]

    /// The places to try for `family` at `weight`: `paths` for the default family at the
    /// regular weight, nothing for anything else.
    static func candidates(family: String, weight: FontWeight) -> [String] {
        family == Self.family && weight == .regular ? paths : []
    }

    /// Whether `face` is the default face by the names in its file, as fontconfig reads
    /// them: family DejaVu Sans, style Book, the first face of its file.
    static func isDefault(_ face: FontFace) -> Bool {
        isDefault(face.face, faceIndex: face.faceIndex)
    }

    /// Whether the FreeType face `face`, face `faceIndex` of its file, is the default face.
    static func isDefault(_ face: FT_Face, faceIndex: Int) -> Bool {
        guard faceIndex == 0, let familyName = face.pointee.family_name,
              let styleName = face.pointee.style_name else { return false }
        return String(cString: familyName) == family && String(cString: styleName) == regularStyle
    }

    /// Whether the FreeType face `face` is one of the DejaVu families (Sans, Sans Mono,
    /// Serif, their condensed faces), which share the glyphs of `deferredScalars`.
    static func isDejaVu(_ face: FT_Face) -> Bool {
        guard let familyName = face.pointee.family_name else { return false }
        return String(cString: familyName).hasPrefix("DejaVu")
    }

    /// The scalars the DejaVu fonts have glyphs for but draw worse than the script's own
    /// fonts: in their Lao, a tone mark sits on the vowel sign above its letter rather
    /// than over it, where neither can be read (ຊື່). Another face that has them draws
    /// them instead (Noto Sans Lao); without one, DejaVu still does.
    static let deferredScalars: ClosedRange<UInt32> = 0x0E80...0x0EFF
}
