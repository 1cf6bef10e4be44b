import BadgeManifest

/// Checks a `--font` file before anything opens it: it must exist and be a regular file of
/// at most `InputLimits.fontBytes`. A FIFO or a device would make FreeType wait or read
/// forever.
enum FontFile {
    static func check(_ path: String) throws(BadgegenError) {
        try InputFile.check(path, what: "--font", limit: InputLimits.fontBytes,
                            hint: " (give a .ttf or .otf file)")
    }
}
