/// The tool's version, as `--version` prints it. Every fingerprint holds it, so files
/// written by another version are drawn again: it is raised with every change to the bytes
/// badgegen writes for the same input (0.1.1: a space before U+FE0F or a skin-tone modifier
/// in a caption drawn from the text font).
enum BadgegenVersion {
    static let current = "0.1.1"
}
