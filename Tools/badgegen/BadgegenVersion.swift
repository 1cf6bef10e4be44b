/// The tool's version, as `--version` prints it. Every fingerprint holds it, so files
/// written by another version are drawn again.
enum BadgegenVersion {
    static let current = "0.1.0"
}
