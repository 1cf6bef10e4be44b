/// Names as the system gives them, bytes that need not be UTF-8 (a folder's entries read
/// with `readdir`, the command line's arguments), quoted for a message.
///
/// A `String` made of such a name shows every byte that is not part of valid UTF-8 as
/// U+FFFD, so that two names differing only in those bytes read alike. Here each such byte
/// is written `\xFF`, as a shell's `$'…'` and `printf` read it back; the rest is quoted as
/// `Quoted` quotes text, so a name that is valid UTF-8 reads exactly as its `String` does,
/// and a `\` of the name, escaped where a mark is given (`\\xFF`), is never taken for one.
///
///     Quoted.path(bytes: Array("out/".utf8) + [0xFF, 0x2E, 0x70, 0x6E, 0x67])  // 'out/\xFF.png'
extension Quoted {
    /// `bytes` in double quotes (or `mark`), escaped and cut as `quoted(_:limit:mark:)`
    /// does, each byte that is not part of valid UTF-8 written `\xFF`.
    package static func quoted(bytes: some Collection<UInt8>, limit: Int = InputLimits.quotedCharacters,
                              mark: Character = "\"") -> String {
        String(mark) + escaped(units(of: bytes), limit: limit, mark: mark) + String(mark)
    }

    /// A path read as bytes, for a message: as `path(_:)` quotes a path, each byte that is
    /// not part of valid UTF-8 written `\xFF`.
    package static func path(bytes: some Collection<UInt8>) -> String {
        quoted(bytes: bytes, limit: InputLimits.quotedPathCharacters, mark: "'")
    }

    /// The Unicode scalars of `bytes`, and on its own each byte that is not part of one
    /// (a byte no UTF-8 sequence starts with, a sequence cut short, an overlong form, a
    /// surrogate), as a strict decoder such as `String(validating:as:)` finds them.
    static func units(of bytes: some Collection<UInt8>) -> [Unit] {
        let bytes = Array(bytes)
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var units: [Unit] = []
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                units.append(.scalar(Unicode.UTF8.decode(encoded)))
                offset += encoded.count
            case .error(let length):
                units += bytes[offset..<offset + length].map(Unit.byte)
                offset += length
            case .emptyInput:
                return units
            }
        }
    }
}
