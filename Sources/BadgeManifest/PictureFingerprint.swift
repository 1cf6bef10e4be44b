/// The `badgegen-hash` fingerprint of a picture that one command draws (a badge at any
/// scale, the completed-badges strip, a contact sheet, a path): the command's name, a
/// colon, then the SHA-256 of the command, the tool's version and every setting the
/// command adds, in order (`render:3f2a…`).
///
/// Like a batch file's (`RenderKey`), it records what drew the file, and marks it as one
/// badgegen wrote: the only kind of file badgegen replaces. The command's name tells it
/// from a batch file's, which is the hash alone: `batch` removes only its own files (a
/// dropped scale, `--prune`), never a picture another command drew into its folder.
package struct PictureFingerprint: Sendable {
    private var input = FingerprintInput()
    private let command: String

    /// A fingerprint of `command`'s picture, drawn by badgegen `toolVersion`.
    package init(command: String, toolVersion: String) {
        self.command = command
        input.add("format", "badgegen-picture/1")
        input.add("tool", toolVersion)
        input.add("command", command)
    }

    /// Adds a setting that decides the picture's pixels.
    package mutating func add(_ key: String, _ value: String) {
        input.add(key, value)
    }

    /// Adds a number by its exact bits.
    package mutating func add(_ key: String, _ value: Double) {
        input.add(key, value)
    }

    /// The command's name, a colon, and the SHA-256 in lowercase hexadecimal.
    package var value: String { command + ":" + input.hash.hexDigest() }

    /// The command that drew a picture whose `badgegen-hash` is `value`: nil for a batch
    /// file's fingerprint, which is the hash alone (and for a picture another command drew
    /// before its fingerprint named the command).
    package static func command(of value: String) -> Substring? {
        guard let colon = value.firstIndex(of: ":") else { return nil }
        return value[..<colon]
    }
}
