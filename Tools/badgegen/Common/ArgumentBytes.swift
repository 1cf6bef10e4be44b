import BadgeManifest
import Foundation

/// The command line as bytes. ArgumentParser hands over `String`s, which replace bytes
/// that are not UTF-8 with U+FFFD: a name would be drawn with a replacement character and
/// a file written under another name than the one given. Every argument is therefore
/// checked before parsing, and one that is not UTF-8 refuses the whole command line.
enum ArgumentBytes {
    /// Why the command line cannot be used, naming the first argument that is not valid
    /// UTF-8; `nil` when every argument is.
    static func problem() -> String? {
        for index in 1..<max(1, Int(CommandLine.argc)) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            let bytes = UnsafeBufferPointer(start: pointer, count: strlen(pointer)).map { UInt8(bitPattern: $0) }
            if String(validating: bytes, as: UTF8.self) == nil {
                let shown = Quoted(String(decoding: bytes, as: UTF8.self))
                return "argument \(index) \(shown) is not valid UTF-8: badgegen takes names and paths as UTF-8 text"
            }
        }
        return nil
    }
}
