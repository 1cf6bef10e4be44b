import BadgeManifest
import Foundation

/// The command line as bytes. ArgumentParser hands over `String`s, which replace bytes
/// that are not UTF-8 with U+FFFD: a file named with such bytes would be written under
/// another name. Paths to write are therefore checked against the raw arguments.
enum ArgumentBytes {
    /// Throws when `path` came from a command-line argument that is not valid UTF-8.
    static func checkUTF8(_ path: String, option: String) throws(BadgegenError) {
        guard path.unicodeScalars.contains("\u{FFFD}") else { return }
        for index in 0..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            let bytes = UnsafeBufferPointer(start: pointer, count: strlen(pointer)).map { UInt8(bitPattern: $0) }
            let decoded = String(decoding: bytes, as: UTF8.self)
            let valid = String(validating: bytes, as: UTF8.self) != nil
            if !valid, decoded == path || decoded.hasSuffix("=" + path) || decoded.hasSuffix(path) {
                throw BadgegenError("\(option) \(Quoted.path(path)): the path is not valid UTF-8; badgegen writes only to UTF-8 paths")
            }
        }
    }
}
