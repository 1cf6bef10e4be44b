import CFriBidi
import CHarfBuzz

extension LineShaper {
    /// Embedding levels by the Unicode bidirectional algorithm (UAX #9), rules P2 to L1:
    /// the paragraph's direction is that of its first strong character (left to right when
    /// it has none), as SwiftUI's natural direction is. A line whose scalars all lie below
    /// U+0590, where no right-to-left character is, is all level 0 without asking FriBidi.
    func resolveLevels() {
        let count = scalars.count
        levels.removeAll(keepingCapacity: true)
        levels.append(contentsOf: repeatElement(0, count: count))
        guard scalars.contains(where: { $0 >= 0x0590 }) else { return }
        bidiTypes.removeAll(keepingCapacity: true)
        bidiTypes.append(contentsOf: repeatElement(FriBidiCharType(0), count: count))
        bracketTypes.removeAll(keepingCapacity: true)
        bracketTypes.append(contentsOf: repeatElement(0, count: count))
        var direction = FRIBIDI_PAR_ON
        let resolved = scalars.withUnsafeBufferPointer { line in
            bidiTypes.withUnsafeMutableBufferPointer { types in
                bracketTypes.withUnsafeMutableBufferPointer { brackets in
                    levels.withUnsafeMutableBufferPointer { levels in
                        fribidi_get_bidi_types(line.baseAddress, Int32(count), types.baseAddress)
                        Self.neutralizeNewerEmoji(line, types)
                        fribidi_get_bracket_types(line.baseAddress, Int32(count), types.baseAddress, brackets.baseAddress)
                        guard fribidi_get_par_embedding_levels_ex(types.baseAddress, brackets.baseAddress, Int32(count),
                                                                  &direction, levels.baseAddress) > 0 else { return false }
                        // Rule L1's last part: whitespace at the end of the line takes the
                        // paragraph's level. No reordering here: runs are reordered below.
                        return fribidi_reorder_line(0, types.baseAddress, Int32(count), 0, direction,
                                                    levels.baseAddress, nil, nil) > 0
                    }
                }
            }
        }
        if !resolved {
            // FriBidi fails only when it cannot allocate: draw the line left to right.
            levels.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        }
    }

    /// FriBidi's character data can be older than the emoji it is given (Debian 12's
    /// follows Unicode 10), and it takes a code point it does not know for a strong
    /// left-to-right letter. Emoji assigned since Unicode 11 are other neutrals (ON), as
    /// every emoji before them: as letters, they were reordered in right-to-left text and
    /// split ZWJ sequences (👩‍🦰) apart. Each emoji assigned since then that FriBidi takes
    /// for a letter is made neutral again.
    static func neutralizeNewerEmoji(_ line: UnsafeBufferPointer<UInt32>, _ types: UnsafeMutableBufferPointer<FriBidiCharType>) {
        for i in line.indices where types[i] == FRIBIDI_TYPE_LTR && line[i] >= 0x2000 {
            guard let scalar = Unicode.Scalar(line[i]), scalar.properties.isEmoji,
                  let age = scalar.properties.age, age.major >= 11 else { continue }
            types[i] = FRIBIDI_TYPE_ON
        }
    }

    /// Each scalar's script; Common and Inherited scalars (spaces, digits, punctuation,
    /// combining marks) take the script of the scalar before them, or at the start of the
    /// line the first real script after them.
    func resolveScripts() {
        let functions = hb_unicode_funcs_get_default()
        scripts.removeAll(keepingCapacity: true)
        var current: UInt32?
        var pending = 0
        for scalar in scalars {
            let script = hb_unicode_script(functions, scalar)
            if script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN {
                if let current { scripts.append(current) } else { scripts.append(0); pending += 1 }
                continue
            }
            if current == nil {
                for i in 0..<pending { scripts[i] = script.rawValue }
            }
            current = script.rawValue
            scripts.append(script.rawValue)
        }
        if current == nil {
            for i in 0..<pending { scripts[i] = HB_SCRIPT_COMMON.rawValue }
        }
    }

    /// Cuts the line where the face, level or script changes, then orders the runs by rule
    /// L2: from the highest level down to the lowest odd one, every stretch of runs at that
    /// level or higher is reversed.
    func makeRuns() {
        runs.removeAll(keepingCapacity: true)
        var start = 0
        for i in 0..<scalars.count {
            let last = i + 1 == scalars.count
            if !last, faceSlots[i + 1] == faceSlots[i], levels[i + 1] == levels[i],
               faceSlots[i] < 0 || scripts[i + 1] == scripts[i] {
                continue
            }
            let slot = Int(faceSlots[i])
            runs.append(TextRun(range: start..<(i + 1), face: slot >= 0 ? faces[slot] : nil,
                                level: Int8(levels[i]), script: scripts[i]))
            start = i + 1
        }
        guard let highest = runs.lazy.map(\.level).max(), let lowest = runs.lazy.map(\.level).min() else { return }
        var level = highest
        while level >= (lowest | 1) {
            var i = 0
            while i < runs.count {
                guard runs[i].level >= level else { i += 1; continue }
                var end = i
                while end < runs.count, runs[end].level >= level { end += 1 }
                runs[i..<end].reverse()
                i = end
            }
            level -= 1
        }
    }
}
