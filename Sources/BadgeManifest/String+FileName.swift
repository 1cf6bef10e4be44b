extension String {
    // File names compared as the file system compares them: byte for byte.
    //
    // `String`'s own comparisons are made for text, and two of their rules name the wrong
    // files. Equality (and `Set` and `Dictionary` lookups) takes canonically equivalent
    // strings as one: "é" as one scalar and "e" with a combining accent are equal, but on
    // Linux they name two files, and another program's file may be the other one. And
    // `hasPrefix`, `hasSuffix`, `first` and `dropFirst` work in whole characters: "." with a
    // combining mark on it is one character that is not ".", though its file is hidden
    // all the same; a letter that joins what follows it (U+0D4E) makes "ൎ.png" end in a
    // character other than ".png"'s.

    /// Whether this file name and `other` are the same name: the same bytes.
    package func isSameFileName(as other: String) -> Bool {
        utf8.elementsEqual(other.utf8)
    }

    /// Whether this file name's bytes start with those of `prefix`.
    package func hasFileNamePrefix(_ prefix: String) -> Bool {
        utf8.starts(with: prefix.utf8)
    }

    /// Whether this file name's bytes end with those of `suffix`, an ASCII suffix such as
    /// ".png"; with `ignoringCase`, its letters in either case (".PNG" too).
    package func hasFileNameSuffix(_ suffix: String, ignoringCase: Bool = false) -> Bool {
        let tail = suffix.utf8
        guard utf8.count >= tail.count else { return false }
        return zip(utf8.suffix(tail.count), tail).allSatisfy { byte, expected in
            byte == expected || (ignoringCase && Self.isASCIILetter(expected) && byte | 0x20 == expected | 0x20)
        }
    }

    /// This file name without its last `suffix.utf8.count` bytes: the stem of
    /// `stem.imageset`, when `hasFileNameSuffix(".imageset")`. Nil when the name is no
    /// longer than the suffix.
    package func droppingFileNameSuffix(_ suffix: String) -> String? {
        let count = suffix.utf8.count
        guard utf8.count > count else { return nil }
        return String(decoding: utf8.dropLast(count), as: UTF8.self)
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
