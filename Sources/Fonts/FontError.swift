import Foundation

/// Why a font could not be loaded or a line could not be shaped.
///
/// The descriptions are meant for people: they name the file, family or value at fault and,
/// where it helps, what is allowed.
public enum FontError: LocalizedError, Equatable, Sendable, CustomStringConvertible {
    /// No file exists at the explicit font path.
    case fileNotFound(path: String)
    /// The explicit font path names a folder, a FIFO, a socket or a device (`kind`), not a
    /// regular file.
    case notAFile(path: String, kind: String)
    /// The file exists but FreeType cannot open it as a font (FreeType error code attached).
    case unreadableFont(path: String, freeTypeError: Int32)
    /// The system gave no memory to read the font file's `bytes` into (a process under a
    /// memory limit, a large collection).
    case notEnoughMemory(path: String, bytes: Int)
    /// The font has no scalable outlines (a bitmap-only font), so it cannot be drawn as paths.
    case notScalable(path: String)
    /// fontconfig matched no font file for the family: no fonts are installed at all
    /// (`noFontInFolders` for a typesetter of given folders).
    case noFontFound(family: String)
    /// No font in the folders given to `Typesetter(fontFolders:)`, the only ones it draws
    /// with.
    case noFontInFolders(family: String, folders: [String])
    /// A folder given to `Typesetter(fontFolders:)` that fontconfig cannot read.
    case unreadableFontFolder(path: String)
    /// The size is not a finite number in `0 < size <= Typesetter.maximumSize`.
    case invalidSize(Double)
    /// A glyph's outline could not be loaded from a font that otherwise opened fine.
    case glyphLoadFailed(path: String, glyphIndex: UInt32, freeTypeError: Int32)
    /// A colour glyph's bitmap is larger than `FontFace.maximumColorGlyphSide` on a side.
    case colorGlyphTooLarge(path: String, glyphIndex: UInt32, width: Int, height: Int)
    /// A glyph's outline has more than `FontFace.maximumGlyphPoints` points.
    case glyphTooComplex(path: String, glyphIndex: UInt32, points: Int)
    /// A glyph's outline reaches farther than `FontFace.maximumGlyphReach` ems from its
    /// origin.
    case glyphTooLarge(path: String, glyphIndex: UInt32, ems: Double)
    /// A line has more than `Typesetter.maximumLineScalars` Unicode scalars.
    case lineTooLong(scalars: Int)
    /// A line's outlines together have more than `Typesetter.maximumLineElements` elements.
    case lineTooComplex(elements: Int)
    /// FreeType could not be initialised.
    case freeTypeInitFailed(freeTypeError: Int32)
    /// fontconfig could not be initialised (its configuration or cache is broken).
    case fontconfigInitFailed
    /// The environment's `FONTCONFIG_FILE` names a FIFO, a socket or a device (`kind`),
    /// which fontconfig would wait on or read without end.
    case notAFontconfigFile(path: String, kind: String)

    public var description: String {
        switch self {
        case .notAFile(let path, let kind):
            "\(Self.shown(path)) is \(kind), not a font file"
        case .fileNotFound(let path):
            "no font file at \(Self.shown(path))"
        case .unreadableFont(let path, let code):
            "\(Self.shown(path)) is not a font FreeType can read (\(Self.freeTypeError(code)))"
        case .notEnoughMemory(let path, let bytes):
            "\(Self.shown(path)) is \(Self.mebibytes(bytes)), more than the memory the system gave to read it: free memory, raise the process's memory limit, or use a smaller font"
        case .notScalable(let path):
            "\(Self.shown(path)) has no scalable outlines (bitmap-only fonts cannot be drawn as paths)"
        case .noFontFound(let family):
            "fontconfig found no font for family \(Self.shown(family)): install one (on Debian, the fonts-dejavu-core package gives DejaVu Sans) or give a TrueType/OpenType file as the font's file path"
        case .noFontInFolders(let family, let folders):
            "found no font for family \(Self.shown(family)) in the font folders \(folders.map(Self.shown).joined(separator: ", ")), the only ones drawn with: put a TrueType/OpenType file there, or draw with the system's fonts"
        case .unreadableFontFolder(let path):
            "fontconfig cannot read the font folder \(Self.shown(path))"
        case .invalidSize(let size):
            "font size \(Self.format(size)) is not allowed: size must be a finite number > 0 and ≤ \(Self.format(Typesetter.maximumSize)) points"
        case .glyphLoadFailed(let path, let glyph, let code):
            "could not load glyph \(glyph) of \(Self.shown(path)) (\(Self.freeTypeError(code)))"
        case .glyphTooComplex(let path, let glyph, let points):
            "glyph \(glyph) of \(Self.shown(path)) has an outline of \(points) points; at most \(FontFace.maximumGlyphPoints) can be drawn (the most complex of common fonts have about 2,000): use another font"
        case .glyphTooLarge(let path, let glyph, let ems):
            "glyph \(glyph) of \(Self.shown(path)) reaches \(Self.format(ems.rounded(.up))) em from its origin; only glyphs within \(FontFace.maximumGlyphReach) em can be drawn (the largest of common fonts reach about 8): use another font"
        case .lineTooLong(let scalars):
            "the text has \(scalars) Unicode scalars; at most \(Typesetter.maximumLineScalars) can be shaped in one line: use shorter text"
        case .lineTooComplex(let elements):
            "the text's glyphs have outlines of \(elements) segments or more together; at most \(Typesetter.maximumLineElements) can be drawn in one line: use shorter text or a simpler font"
        case .colorGlyphTooLarge(let path, let glyph, let width, let height):
            "glyph \(glyph) of \(Self.shown(path)) is a colour bitmap of \(width) x \(height) pixels; colour glyphs of at most \(FontFace.maximumColorGlyphSide) x \(FontFace.maximumColorGlyphSide) can be drawn: use another font"
        case .freeTypeInitFailed(let code):
            "FreeType failed to initialise (\(Self.freeTypeError(code)))"
        case .fontconfigInitFailed:
            "fontconfig failed to initialise (check its configuration and font cache)"
        case .notAFontconfigFile(let path, let kind):
            "FONTCONFIG_FILE names \(Self.shown(path)), which is \(kind), not a fontconfig configuration file: unset it, or name one"
        }
    }

    /// FreeType's error code with what it means, for the codes a bad font file gives
    /// (`fterrdef.h`): "FreeType error 2: unknown file format".
    static func freeTypeError(_ code: Int32) -> String {
        let meanings: [Int32: String] = [
            0x01: "cannot open resource", 0x02: "unknown file format", 0x03: "broken file",
            0x04: "invalid FreeType version", 0x06: "invalid argument", 0x07: "unimplemented feature",
            0x08: "broken table", 0x09: "broken offset within table", 0x0A: "array allocation size too large",
            0x10: "invalid glyph index", 0x12: "unsupported glyph image format", 0x14: "invalid outline",
            0x15: "invalid composite glyph", 0x17: "invalid pixel size", 0x40: "out of memory",
            0x80: "invalid opcode", 0x82: "stack overflow", 0x8E: "SFNT font table missing",
            0x8F: "horizontal header (hhea) table missing", 0x90: "locations (loca) table missing",
            // Faces are read from the file's bytes in memory, where a read past their end
            // is a stream error: the file is shorter than a font, or than the font it starts.
            0x53: "invalid stream skip", 0x54: "invalid stream read: the file is cut short, or not a font",
            0x55: "invalid stream operation: the file is cut short, or not a font", 0x56: "invalid frame operation",
        ]
        return "FreeType error \(code)" + (meanings[code].map { ": " + $0 } ?? "")
    }

    /// The most Unicode scalars of a path or family name a message shows; longer ones
    /// end in `…`.
    static let shownScalars = 1_024

    /// A path or family name for a message: between single quotes, with `'` and `\`
    /// escaped, and every control, format or line-separating character (which a terminal
    /// would obey, or which would reorder or split the message) written as an escape:
    /// `\n` and `\r` by name, others as `\u{1B}`, as the tool's other messages write
    /// them. Cut after `shownScalars`.
    static func shown(_ text: String) -> String {
        var out = "'"
        for (count, scalar) in text.unicodeScalars.enumerated() {
            guard count < shownScalars else { out += "…"; break }
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "'", "\\": out += "\\" + String(scalar)
            default:
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate:
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                default:
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "'"
    }

    /// A file's size for a message: "250 MiB", "0.5 MiB".
    static func mebibytes(_ bytes: Int) -> String {
        let value = Double(bytes) / Double(1 << 20)
        return (value >= 10 ? format(value.rounded()) : String(format: "%.1f", value)) + " MiB"
    }

    /// "12" rather than "12.0" for whole numbers; "nan", "inf", "-1.5" otherwise.
    private static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }
}

extension FontError {
    /// `description`, which Foundation's `localizedDescription` shows.
    public var errorDescription: String? { description }

    /// What stands at `path` (through links) when it is a FIFO, a socket or a device, for a
    /// message; nil for a regular file, a folder, or nothing.
    static func specialKind(at path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let type = info.st_mode & S_IFMT
        return type == S_IFREG || type == S_IFDIR ? nil : kind(of: info.st_mode)
    }

    /// What a file that is not a regular one is, for a message: "a folder", "a FIFO", "a
    /// socket" or "a device".
    static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        default: "a device"
        }
    }
}
