import CFriBidi
import CHarfBuzz

/// Turns one line of text into runs in visual order and shapes each with HarfBuzz.
///
/// One per `Typesetter`, used only under its lock: it keeps its HarfBuzz buffer and its
/// working arrays between lines, so a line costs no allocation beyond what its runs need
/// the first time.
///
/// A line goes through five steps (`itemize`): its characters (grapheme clusters) are
/// assigned the face that draws them, embedding levels come from the Unicode bidirectional
/// algorithm (FriBidi), each scalar gets a script (Common and Inherited characters take
/// their neighbours'), a run of a joining script (Arabic) or of Hebrew whose letters came from several
/// faces is given one that has them all, and runs of one face, level and script are put
/// in visual order.
/// `shape(_:_:)` then shapes one run.
final class LineShaper {
    /// The `hb_buffer_t` every run is shaped in.
    private let buffer: OpaquePointer
    /// The line's Unicode scalars: what HarfBuzz and FriBidi read, and what clusters index.
    private(set) var scalars: [UInt32] = []
    /// Per scalar: its face's index in `faces`, or -1 for a character no font has.
    var faceSlots: [Int32] = []
    /// Per character (grapheme cluster) of the line, in order: the index of its first
    /// scalar in `scalars`.
    var characterStarts: [Int] = []
    /// The faces of the line, each once.
    var faces: [FontFace] = []
    /// Per scalar: its resolved script (`hb_script_t`).
    var scripts: [UInt32] = []
    /// Per scalar: its bidirectional embedding level.
    var levels: [FriBidiLevel] = []
    /// FriBidi's working arrays: each scalar's bidi type and bracket pairing.
    var bidiTypes: [FriBidiCharType] = []
    var bracketTypes: [FriBidiBracketType] = []
    /// The runs of the line, in visual order (left to right), after `itemize`.
    var runs: [TextRun] = []
    /// Characters no installed font has, each once, after `itemize`.
    var missingCharacters: [Character] = []

    init() {
        buffer = hb_buffer_create()
    }

    deinit {
        hb_buffer_destroy(buffer)
    }

    /// Splits `text` into runs in visual order (`runs`) and lists the characters no font
    /// has (`missingCharacters`).
    func itemize(_ text: String, primary: FontFace, font: FontDescriptor, store: FaceStore) {
        scalars.removeAll(keepingCapacity: true)
        faceSlots.removeAll(keepingCapacity: true)
        faces.removeAll(keepingCapacity: true)
        characterStarts.removeAll(keepingCapacity: true)
        missingCharacters.removeAll()
        // The face of the nearest earlier character the primary face lacks.
        var fallback: FontFace?
        for character in text {
            characterStarts.append(scalars.count)
            let faces = store.faces(for: character, primary: primary, font: font, after: fallback)
            switch faces {
            case .whole(let face), .partial(let face, _):
                if face !== primary, !face.isColorBitmap { fallback = face }
                let slot = slot(of: face)
                for scalar in character.unicodeScalars {
                    scalars.append(scalar.value)
                    faceSlots.append(slot)
                }
                // Shaped whole in the face of its first letter, whose .notdef glyphs for
                // the letters it lacks draw nothing and take no space: they are named.
                guard case .partial(_, let lacking) = faces else { break }
                for scalar in lacking where !missingCharacters.contains(Character(scalar)) {
                    missingCharacters.append(Character(scalar))
                }
            case .split(let faces):
                for (scalar, face) in zip(character.unicodeScalars, faces) {
                    scalars.append(scalar.value)
                    faceSlots.append(face.map(slot(of:)) ?? -1)
                    // An invisible scalar (a joiner, a variation selector) needs no glyph:
                    // it goes unnamed with the one it belongs to.
                    let missing = Character(scalar)
                    if face == nil, !scalar.properties.isDefaultIgnorableCodePoint, !missingCharacters.contains(missing) {
                        missingCharacters.append(missing)
                    }
                }
            case .missing:
                if !missingCharacters.contains(character) { missingCharacters.append(character) }
                for scalar in character.unicodeScalars {
                    scalars.append(scalar.value)
                    faceSlots.append(-1)
                }
            }
        }
        resolveLevels()
        resolveScripts()
        unifyJoiningRuns(primary: primary)
        makeRuns()
    }

    /// The index of `face` in `faces`, added on first use.
    private func slot(of face: FontFace) -> Int32 {
        if let index = faces.firstIndex(where: { $0 === face }) { return Int32(index) }
        faces.append(face)
        return Int32(faces.count - 1)
    }

    /// Shapes `run` (which has a face) in its direction and script, the whole line as
    /// context, and hands HarfBuzz's glyphs and positions, in visual order, to `body`.
    /// Positions are in font units; clusters index the line's scalars.
    func shape<E: Error>(_ run: TextRun, face: FontFace,
                         _ body: (UnsafeBufferPointer<hb_glyph_info_t>, UnsafeBufferPointer<hb_glyph_position_t>) throws(E) -> Void) throws(E) {
        hb_buffer_clear_contents(buffer)
        scalars.withUnsafeBufferPointer { line in
            hb_buffer_add_utf32(buffer, line.baseAddress, Int32(line.count), UInt32(run.range.lowerBound), Int32(run.range.count))
        }
        hb_buffer_set_direction(buffer, run.isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_t(run.script))
        // No language: HarfBuzz uses the script's default language system, the same on
        // every machine whatever its locale.
        hb_shape(face.harfBuzzFont, buffer, nil, 0)
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        try body(UnsafeBufferPointer(start: infos, count: Int(count)), UnsafeBufferPointer(start: positions, count: Int(count)))
    }
}
