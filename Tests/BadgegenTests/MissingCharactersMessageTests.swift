@testable import badgegen
import Testing

/// The warning for characters a caption leaves out names every code point of each, so
/// that the one no font has is among them.
@Suite("badgegen: the missing-characters warning")
struct MissingCharactersMessageTests {
    @Test("each character with all its code points, four hex digits at least")
    func codePoints() {
        // An old Hangul syllable whose first jamo fonts have and whose second none has.
        let syllable: Character = "\u{1112}\u{119E}\u{11AB}"
        #expect(Diagnostics.missingCharacters([syllable, "🥾", "\u{E9}"], fontconfigProblem: nil)
                == "no installed font can draw '\(syllable)' (U+1112 U+119E U+11AB), '🥾' (U+1F97E), 'é' (U+00E9)")
    }

    @Test("when fontconfig could not load, the font in use is named instead of every installed one, and why")
    func fontconfigProblem() {
        #expect(Diagnostics.missingCharacters(["\u{D55C}"], fontconfigProblem: .fontconfigInitFailed)
                == "the font in use cannot draw '\u{D55C}' (U+D55C), and other fonts were not searched: "
                + "fontconfig failed to initialise (check its configuration and font cache)")
    }
}
