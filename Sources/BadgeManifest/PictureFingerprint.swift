/// The `badgegen-hash` fingerprint of a picture that one command draws (a badge at any
/// scale, the completed-badges strip, a contact sheet, a path): the SHA-256 of the
/// command, the tool's version and every setting the command adds, in order.
///
/// Like a batch file's (`RenderKey`), it records what drew the file, and marks it as one
/// badgegen wrote: the only kind of file badgegen replaces.
public struct PictureFingerprint: Sendable {
    private var input = FingerprintInput()

    /// A fingerprint of `command`'s picture, drawn by badgegen `toolVersion`.
    public init(command: String, toolVersion: String) {
        input.add("format", "badgegen-picture/1")
        input.add("tool", toolVersion)
        input.add("command", command)
    }

    /// Adds a setting that decides the picture's pixels.
    public mutating func add(_ key: String, _ value: String) {
        input.add(key, value)
    }

    /// Adds a number by its exact bits.
    public mutating func add(_ key: String, _ value: Double) {
        input.add(key, value)
    }

    /// The SHA-256, in lowercase hexadecimal.
    public var value: String { input.hash.hexDigest() }
}
