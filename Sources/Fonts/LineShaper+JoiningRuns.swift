import CHarfBuzz

extension LineShaper {
    /// The scripts whose words are drawn from one face: those whose letters join one
    /// another, where a word from two faces shows a seam where the faces' strokes, sizes
    /// and joins differ; and Hebrew, whose cantillation marks DejaVu Sans lacks, so that a
    /// verse would mix its heavy letters with Noto Sans Hebrew's light ones, each letter
    /// bearing such a mark drawn whole from the other face.
    static let scriptsDrawnFromOneFace: Set<UInt32> = Set([
        HB_SCRIPT_ARABIC, HB_SCRIPT_SYRIAC, HB_SCRIPT_NKO, HB_SCRIPT_MONGOLIAN, HB_SCRIPT_MANDAIC,
        HB_SCRIPT_MANICHAEAN, HB_SCRIPT_PSALTER_PAHLAVI, HB_SCRIPT_ADLAM, HB_SCRIPT_HANIFI_ROHINGYA,
        HB_SCRIPT_SOGDIAN, HB_SCRIPT_PHAGS_PA, HB_SCRIPT_HEBREW,
    ].map(\.rawValue))

    /// U+0640 ARABIC TATWEEL: a stroke that lengthens the join between two letters.
    static let tatweel: UInt32 = 0x0640

    /// Draws each run of a joining script from one face where its letters came from
    /// several: the first face other than the primary among them that has every letter
    /// of the run. DejaVu Sans has most Arabic letters but not Urdu's ہ, ے and ۔, which
    /// would otherwise come from Noto Sans Arabic in the middle of a word drawn in DejaVu.
    /// Where no face has every letter, each keeps its own.
    ///
    /// A run is the characters of the line whose resolved script (`resolveScripts`) is
    /// the joining script; its letters those whose own script it is, and the tatweel
    /// (U+0640, which stretches a join), each drawn whole from an outline face. Spaces,
    /// digits and punctuation keep their faces.
    func unifyJoiningRuns(primary: FontFace) {
        var first = 0
        while first < characterStarts.count {
            let script = scripts[characterStarts[first]]
            var end = first + 1
            while end < characterStarts.count, scripts[characterStarts[end]] == script { end += 1 }
            if Self.scriptsDrawnFromOneFace.contains(script) { unify(first..<end, script: script, primary: primary) }
            first = end
        }
    }

    /// The scalars of character `index` of the line: indices into `scalars`.
    private func scalarRange(ofCharacter index: Int) -> Range<Int> {
        characterStarts[index]..<(index + 1 < characterStarts.count ? characterStarts[index + 1] : scalars.count)
    }

    /// The slot of the face that draws character `index` whole, when it is a letter of
    /// `script` drawn from an outline face; nil otherwise.
    private func letterSlot(ofCharacter index: Int, script: UInt32) -> Int32? {
        let range = scalarRange(ofCharacter: index)
        let functions = hb_unicode_funcs_get_default()
        let own = scalars[range].lazy.map { hb_unicode_script(functions, $0) }
            .first { $0 != HB_SCRIPT_COMMON && $0 != HB_SCRIPT_INHERITED && $0 != HB_SCRIPT_UNKNOWN }
        // The tatweel is Common (Syriac and others use it too) but joins as a letter does.
        let joins = own == nil && scalars[range.lowerBound] == Self.tatweel
        guard own?.rawValue == script || joins else { return nil }
        let slot = faceSlots[range.lowerBound]
        guard slot >= 0, faceSlots[range].allSatisfy({ $0 == slot }), !faces[Int(slot)].isColorBitmap else { return nil }
        return slot
    }

    /// Gives the letters of the run `characters` one face, as `unifyJoiningRuns` says.
    private func unify(_ characters: Range<Int>, script: UInt32, primary: FontFace) {
        // Each character's slot, when it is a letter of the run: looked up once.
        let letters = characters.compactMap { index in letterSlot(ofCharacter: index, script: script).map { (index, $0) } }
        guard let firstSlot = letters.first?.1, letters.contains(where: { $0.1 != firstSlot }) else { return }
        var tried: Set<Int32> = []
        for (_, slot) in letters where faces[Int(slot)] !== primary && tried.insert(slot).inserted {
            let face = faces[Int(slot)]
            let hasEvery = letters.allSatisfy { index, _ in
                scalars[scalarRange(ofCharacter: index)].allSatisfy { scalar in
                    Unicode.Scalar(scalar).map { $0.properties.isDefaultIgnorableCodePoint || face.glyphIndex(for: $0) != 0 } ?? false
                }
            }
            guard hasEvery else { continue }
            for (index, _) in letters {
                for i in scalarRange(ofCharacter: index) { faceSlots[i] = slot }
            }
            return
        }
    }
}
