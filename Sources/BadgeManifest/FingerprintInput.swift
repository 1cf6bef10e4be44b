import Raster

/// Fields fed to SHA-256 unambiguously: each as its name, a zero byte, its length in
/// eight bytes, and its UTF-8 bytes, so no two different field lists give the same input.
struct FingerprintInput {
    var hash = SHA256()

    mutating func add(_ key: String, _ value: String) {
        hash.update(key.utf8)
        hash.update(CollectionOfOne(0))
        withUnsafeBytes(of: UInt64(value.utf8.count).littleEndian) { hash.update($0) }
        hash.update(value.utf8)
    }

    mutating func add(_ key: String, _ value: Double) {
        add(key, Self.bits(value))
    }

    mutating func add(_ key: String, _ color: Color) {
        add(key, [color.red, color.green, color.blue, color.alpha].map(Self.bits).joined(separator: ","))
    }

    /// A number's exact bits; -0 counts as 0 (they draw the same).
    static func bits(_ value: Double) -> String {
        String((value == 0 ? 0 : value).bitPattern, radix: 16)
    }
}
