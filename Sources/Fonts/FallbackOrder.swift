import CFontconfig

/// Which installed faces claim which characters, for one family and weight: it lets
/// fallback ask fontconfig to sort the faces for a character only when no character with
/// the same claimants was sorted before.
///
/// Fallback takes the faces `FcFontSort` offers for a pattern whose charset holds just the
/// character (`FontMatcher.candidates(covering:family:weight:)`, and
/// `colorCandidates(covering:)` for colour fonts). Each such sort took 1 to 2.6 ms: a line
/// of 16,000 characters no font has took 40 s, one of 16,000 CJK ideographs 29 s. A
/// pattern's charset enters fontconfig's scores only as the count of its characters a face
/// lacks, here 0 or 1, and trimming a sort looks at the faces' charsets alone. So two
/// characters claimed by the same faces give every face the same scores, and the same
/// sorted faces: the set of claimants is the key of a sort already made. A character no
/// face claims has no candidates at all.
///
/// Not thread-safe: it lives in a `FaceStore`, under the `Typesetter`'s lock.
final class FallbackOrder {
    /// Every face fontconfig knows (`FcFontSort` untrimmed, which returns them all); it
    /// owns the patterns whose charsets `charsets` point into.
    private let fontSet: UnsafeMutablePointer<FcFontSet>
    /// Each face's charset, in `fontSet`'s order; `nil` for a face without one.
    private let charsets: [OpaquePointer?]
    /// The sorted candidates for each set of claimants seen, the claimants as indices into
    /// `charsets`.
    private var sorted: [[Int32]: [FontMatcher.Location]] = [:]
    /// How many sorts `candidates(covering:sort:)` asked for: the tests count them.
    private(set) var sortsMade = 0

    /// The faces of `fontSet`, which it takes over and destroys.
    init(fontSet: UnsafeMutablePointer<FcFontSet>) {
        self.fontSet = fontSet
        charsets = (0..<Int(fontSet.pointee.nfont)).map { i in
            guard let font = fontSet.pointee.fonts[i] else { return nil }
            var charset: OpaquePointer?
            return FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch ? charset : nil
        }
    }

    deinit { FcFontSetDestroy(fontSet) }

    /// The candidates for `scalar`: none when no face claims it, those of an earlier
    /// character with the same claimants, or else what `sort` gives for it.
    func candidates(covering scalar: Unicode.Scalar, sort: (Unicode.Scalar) -> [FontMatcher.Location]) -> [FontMatcher.Location] {
        var claimants: [Int32] = []
        for (index, charset) in charsets.enumerated() where charset.map({ FcCharSetHasChar($0, scalar.value) == FcTrue }) ?? false {
            claimants.append(Int32(index))
        }
        guard !claimants.isEmpty else { return [] }
        if let known = sorted[claimants] { return known }
        let found = sort(scalar)
        sortsMade += 1
        sorted[claimants] = found
        return found
    }
}
