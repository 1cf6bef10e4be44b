import Foundation
import Layout

/// Where a badge's files go: file stems, `@2x` names, and paths inside an output folder
/// or an asset catalog. Pure string work; nothing here touches the file system.
package enum OutputNaming {
    /// The file stem for a badge name: lower case, with spaces of every kind (a no-break
    /// space, an ideographic one), `/`, `\\`, `:` and control characters as hyphens
    /// (`"Earth Day"` → `earth-day`); invisible format characters (a byte-order mark, a
    /// zero-width space) dropped, so that two names that look the same name the same
    /// files; every other character is kept (`Team@Work` → `team@work`, `첫 하이킹` →
    /// `첫-하이킹`). A run of hyphens becomes one
    /// (`"a  - b"` → `a-b`), and hyphens and dots at the start and hyphens at the end are
    /// dropped, so no name is hidden or read as a command-line option (`.hidden` →
    /// `hidden`); a name left with nothing gives `badge`. The same rule as
    /// `badgegen render`'s default output name.
    package static func stem(for name: String) -> String {
        // A name that starts and ends with an ASCII character other than a space or a tab
        // has nothing to trim: most names skip Foundation's trimming.
        let isTrimmed = { (byte: UInt8?) in byte.map { $0 < 0x80 && $0 != 0x20 && $0 != 0x09 } ?? true }
        let lowered = (isTrimmed(name.utf8.first) && isTrimmed(name.utf8.last) ? name : name.trimmingCharacters(in: .whitespaces))
            .lowercased()
        var out = ""
        var endsInHyphen = false
        for ch in lowered {
            // Compared by scalars: comparing Characters normalizes both, which made this
            // loop most of the time of reading a manifest of accented names.
            // A separator with a mark on it is still one: `/` must never reach a file name.
            let scalars = ch.unicodeScalars
            // A space is a character's base, its first scalar (marks on it follow).
            let isSeparator = scalars.contains(where: { "/\\:- ".unicodeScalars.contains($0) || $0.value < 0x20 })
                || scalars.first.map { Self.mayBeInvisible($0) && Self.isSpace($0) } == true
            if isSeparator {
                // Nothing before it yet, or a hyphen already: one hyphen between words.
                if !out.isEmpty && !endsInHyphen { out.append("-") }
                endsInHyphen = !out.isEmpty
            } else if out.isEmpty && scalars.first == "." {
                continue  // a dot at the start, marks or joiners on it or not
            } else if scalars.allSatisfy({ Self.mayBeInvisible($0) && $0.properties.generalCategory == .format }) {
                continue  // invisible: U+FEFF, U+200B, U+2060 alone
            } else {
                out.append(ch)
                endsInHyphen = false
            }
        }
        if endsInHyphen { out.removeLast() }
        return out.isEmpty ? "badge" : out
    }

    /// Whether `scalar` may be a space or a format character other than ASCII's: U+00A0,
    /// U+00AD, or from U+0600 on (the letters of Latin, Greek and Cyrillic, most of many
    /// a name, are skipped without looking up their category).
    @inline(__always)
    private static func mayBeInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xA0 || scalar.value == 0xAD || scalar.value >= 0x600
    }

    /// Whether `scalar` is a space, a line or a paragraph separator (Unicode's Z categories).
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    /// `stem.png` at scale 1, `stem@2x.png`, `stem@3x.png`; in dark appearance
    /// `stem~dark.png`, `stem~dark@2x.png`, `stem~dark@3x.png`.
    package static func fileName(stem: String, scale: Int, appearance: ColorScheme = .light) -> String {
        let base = stem + suffix(for: appearance)
        return scale == 1 ? base + ".png" : base + "@\(scale)x.png"
    }

    /// What follows the stem in the names of an appearance's files: nothing for light,
    /// `~dark` for dark.
    package static func suffix(for appearance: ColorScheme) -> String {
        appearance == .light ? "" : "~" + appearance.rawValue
    }

    /// Every file name a badge with this stem may ever write, at every scale and in
    /// every appearance: what must not collide with another badge's.
    package static func allFileNames(stem: String) -> [String] {
        ColorScheme.allCases.flatMap { appearance in
            BadgeLimits.scales.map { fileName(stem: stem, scale: $0, appearance: appearance) }
        }
    }

    /// The folder of a badge's image set in an asset catalog: `stem.imageset`.
    package static func imageSetFolder(stem: String) -> String {
        stem + ".imageset"
    }

    /// The path of one file relative to the output root: `stem@2x.png` in a folder,
    /// `stem.imageset/stem@2x.png` in an asset catalog.
    package static func relativePath(stem: String, scale: Int, appearance: ColorScheme = .light, kind: OutputKind) -> String {
        let name = fileName(stem: stem, scale: scale, appearance: appearance)
        switch kind {
        case .folder: return name
        case .assetCatalog: return imageSetFolder(stem: stem) + "/" + name
        }
    }

    /// Why `stem` cannot name output files, or `nil` when it can.
    package static func problem(withStem stem: String) -> String? {
        let limit = BadgeLimits.maximumStemLength
        if stem.isEmpty { return "expected a file name stem with at least one character, e.g. \"earth-day\"" }
        if stem.count > limit { return "a stem has at most \(limit) characters; this one has \(stem.count)" }
        let bytes = stem.utf8.count
        if bytes > BadgeLimits.maximumNameBytes {
            return "a stem has at most \(BadgeLimits.maximumNameBytes) bytes in UTF-8, so that its file names fit in "
                + "255 bytes; this one has \(bytes)"
        }
        if stem.first?.isWhitespace == true || stem.last?.isWhitespace == true {
            return "a stem cannot start or end with a space"
        }
        // By bytes: "." with a combining mark on it is a character other than ".", and a
        // hidden file's name all the same.
        if stem.hasFileNamePrefix(".") { return "a stem cannot start with '.' (the files would be hidden)" }
        if stem.hasFileNamePrefix("-") { return "a stem cannot start with '-' (commands would read its files as options)" }
        if let bad = stem.unicodeScalars.first(where: { "/\\:".unicodeScalars.contains($0) || $0.properties.generalCategory == .control }) {
            // C0 and C1 controls (U+0085 among them) are named, not printed: they show nothing.
            let shown = bad.properties.generalCategory == .control ? "control characters" : "'\(bad)'"
            return "a stem cannot contain \(shown); use letters, digits, '-' or '_'"
        }
        if let bad = stem.unicodeScalars.first(where: { Quoted.needsEscape($0) }) {
            return "a stem cannot contain invisible or direction-changing characters such as U+"
                + String(bad.value, radix: 16, uppercase: true) + "; use letters, digits, '-' or '_'"
        }
        return nil
    }

    /// The bytes of `collisionKey` of each of `names`, file names that are `stem` and an
    /// ASCII suffix (`allFileNames(stem:)`): the stem's key with each suffix, the stem's
    /// key made once. (Case maps scalar by scalar, and a suffix starts with a character no
    /// accent attaches to, so the two are the same.)
    package static func collisionKeys(of names: [String], stem: String) -> [[UInt8]] {
        let stemKey = Array(collisionKey(stem).utf8), stemBytes = stem.utf8.count
        return names.map { name in
            let suffix = name.utf8.dropFirst(stemBytes)
            guard name.hasFileNamePrefix(stem), suffix.allSatisfy({ $0 < 0x80 }),
                  let first = suffix.first, first == UInt8(ascii: ".") || first == UInt8(ascii: "@") || first == UInt8(ascii: "~") else {
                return Array(collisionKey(name).utf8)
            }
            return stemKey + suffix
        }
    }

    /// The key two stems or file names are compared by: names that differ only in case
    /// collide on case-insensitive file systems (macOS, Windows, exFAT) and in Xcode, and
    /// names that differ only in Unicode normalization (`é` as one character or as `e` and
    /// a combining accent) collide on macOS, whose file systems normalize names.
    ///
    /// Those file systems compare case in different ways: APFS folds case as Unicode's
    /// case folding does (`ß` and `ẞ` as `ss`, `ſ` as `s`, final `ς` as `σ`); NTFS and
    /// exFAT compare upper-case forms (`ı` as `I`, so as `i`). The key takes every one of
    /// these as equal: the name decomposed (NFD), in upper case then in lower case twice
    /// (`ẞ` → `ß` → `ss`), decomposed again. Two names that any of them takes for one
    /// have equal keys, and equal keys are equal bytes.
    package static func collisionKey(_ name: String) -> String {
        // ASCII is its own decomposition, and its upper case's lower case is its lower
        // case: most names skip Foundation's normalization, which took half of reading a
        // 100,000-badge manifest.
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return name.lowercased() }
        return name.decomposedStringWithCanonicalMapping.uppercased().lowercased().uppercased().lowercased()
            .decomposedStringWithCanonicalMapping
    }
}

/// The two layouts `badgegen batch` writes.
package enum OutputKind: String, Hashable, Sendable, CaseIterable {
    /// Plain files in a folder: `stem.png`, `stem@2x.png`, `stem@3x.png`.
    case folder = "png"
    /// An Xcode asset catalog: `stem.imageset/` with the files and a `Contents.json`.
    case assetCatalog = "xcassets"
}
