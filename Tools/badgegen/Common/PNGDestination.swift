import BadgeManifest
import PNG
#if canImport(Glibc)
import Glibc
#endif

/// Where `render`, `strip`, `sheet` and `path` write their one PNG: a file (written
/// atomically, its path then printed), standard output for `-o -` or `-o /dev/stdout`
/// (nothing else printed there), or nowhere for `-o /dev/null`.
enum PNGDestination {
    /// A file, and what stood at its path when `check` looked, which the write may
    /// replace (nil for nothing, or before the check).
    case file(String, replacing: FileStamp?)
    /// Standard output, as given: `-`, `/dev/stdout`, `/dev/fd/1` or `/proc/self/fd/1`.
    case standardOutput(String)
    /// The null device (`-o /dev/null`, or another name of it): the picture is drawn and
    /// encoded, every check and warning as for a file, and its bytes are dropped, as other
    /// tools take that path to time or check their work. The device itself is never
    /// opened, so no rename can replace it.
    case nullDevice

    /// How these commands compress their PNG: the PNG module's own deflate, as the batch's
    /// default does. On the captioned badge it takes a tenth or less of the time libpng's
    /// defaults take, for smaller files (Docs/manifest.md).
    static let encoder = PNGEncoder.pictureDeflate

    /// The names other tools take for standard output, which is what they name: not a
    /// file to write beside and rename over (it is a link into `/proc`).
    static let standardOutputNames: Set<String> = ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"]

    init(_ path: String) {
        if path == StandardOutput.name || Self.standardOutputNames.contains(path) {
            self = .standardOutput(path)
        } else if Self.isNullDevice(path) {
            self = .nullDevice
        } else {
            self = .file(path, replacing: nil)
        }
    }

    /// Whether `path` itself (not a link to it) is the null device: a character device
    /// with `/dev/null`'s device number.
    static func isNullDevice(_ path: String) -> Bool {
        var info = stat(), null = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFCHR,
              stat("/dev/null", &null) == 0, null.st_mode & S_IFMT == S_IFCHR else { return false }
        return info.st_rdev == null.st_rdev
    }

    /// Checks before any drawing that the PNG can be written there; `inputs` are the
    /// files the command reads, which a file output must not be. A file already there is
    /// replaced only if badgegen wrote it (it carries a `badgegen-hash` fingerprint), as
    /// the batch replaces only its own files; the file found is kept to be replaced only
    /// while it stays as it was (`AtomicFile.write`).
    mutating func check(inputs: [String] = []) throws(BadgegenError) {
        switch self {
        case .file(let path, _):
            try AtomicFile.checkWritable(path, inputs: inputs)
            let existing = ExistingOutput.inspect(path, remedy: "choose another -o path")
            if case .foreign(let problem) = existing { throw BadgegenError(problem) }
            self = .file(path, replacing: existing.stamp)
            if let warning = Self.otherFormatWarning(path) { Diagnostics.warn(warning) }
        case .standardOutput(let given):
            try StandardOutput.checkNotTerminal(option: "-o", given: given)
        case .nullDevice:
            return
        }
    }

    /// Image formats other tools pick from a file's extension, which badgegen does not
    /// write: a file named so still gets PNG data.
    static let otherImageExtensions: Set<String> = ["jpg", "jpeg", "gif", "webp", "bmp", "tif", "tiff", "heic", "heif", "avif", "svg", "ico"]

    /// A warning for a file named with another image format's extension (`x.jpg`), which
    /// gets PNG data all the same; `nil` for `.png`, other names and none.
    static func otherFormatWarning(_ path: String) -> String? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let ext = name[name.index(after: dot)...].lowercased()
        guard otherImageExtensions.contains(ext) else { return nil }
        return "\(Quoted.path(path)) gets PNG data: badgegen writes PNG files only, whatever the name's extension (.\(ext))"
    }

    /// The PNG's fingerprint (`PictureFingerprint`) for `command`, with the settings every
    /// command shares: the scale and the font file. (The encoder is the same for all.)
    static func fingerprint(command: String, picture: PictureOptions) -> PictureFingerprint {
        var fingerprint = PictureFingerprint(command: command, toolVersion: BadgegenVersion.current)
        fingerprint.add("scale", picture.scale.value)
        fingerprint.add("font", picture.font ?? "")
        return fingerprint
    }

    /// Writes the PNG, and prints the file's path, unless `quiet`: as it is for a script
    /// that reads it, and on a terminal, where control characters would be obeyed,
    /// quoted when it needs escapes (`shownOnTerminal`).
    func write(_ png: [UInt8], quiet: Bool) throws {
        switch self {
        case .file(let path, let expected):
            try AtomicFile.write(png, to: path, replacing: expected)
            if !quiet { try StandardOutput.line(isatty(STDOUT_FILENO) == 1 ? Self.shownOnTerminal(path) : path) }
        case .standardOutput:
            try StandardOutput.write(png)
        case .nullDevice:
            return
        }
    }
}

extension PNGDestination {
    /// `path` as a terminal shows it: as it is when nothing in it needs escaping, else
    /// between single quotes with the characters a terminal would obey or hide escaped
    /// (as `Quoted` says), its single quotes and backslashes too (escapes as messages
    /// write them, not as `ls` does), so that `a\u{1B}b.png` written out and one holding
    /// an escape character read differently.
    static func shownOnTerminal(_ path: String) -> String {
        let plain = Quoted.escaped(path, limit: .max)
        if plain == path, !path.contains("'"), !path.contains("\\") { return path }
        return Quoted(path, limit: .max).description
    }
}
