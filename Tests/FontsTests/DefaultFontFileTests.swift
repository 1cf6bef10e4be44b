@testable import Fonts
import Testing

/// The default face is found without fontconfig, and it is the face fontconfig would give.
@Suite struct DefaultFontFileTests {
    @Test func aCaptionInTheDefaultFaceNeedsNoFontconfig() throws {
        let typesetter = try Typesetter()
        let shaped = try typesetter.shape("Earth Day", font: FontDescriptor(size: 12))
        #expect(!shaped.path.isEmpty && shaped.missingCharacters.isEmpty)
        #expect(!typesetter.hasLoadedFontconfig)
        #expect(DefaultFontFile.paths.contains(try typesetter.primaryFacePath(for: FontDescriptor(size: 12))))
    }

    @Test func theDefaultFaceIsTheOneFontconfigMatches() throws {
        let typesetter = try Typesetter()
        let font = FontDescriptor(size: 12)
        let found = try typesetter.primaryFacePath(for: font)
        #expect(try typesetter.fontconfigMatch(for: font) == found)
        #expect(typesetter.hasLoadedFontconfig)
    }

    @Test func aFallbackLoadsFontconfig() throws {
        let typesetter = try Typesetter()
        let shaped = try typesetter.shape("Day 첫", font: FontDescriptor(size: 12))
        #expect(shaped.missingCharacters.isEmpty, "install `apt-get install fonts-nanum` (CI installs it)")
        #expect(typesetter.hasLoadedFontconfig)
    }

    @Test func otherFamiliesAndWeightsAskFontconfig() throws {
        for font in [FontDescriptor(size: 12, weight: .bold), FontDescriptor(family: "sans-serif", size: 12)] {
            let typesetter = try Typesetter()
            #expect(try typesetter.primaryFacePath(for: font) == typesetter.fontconfigMatch(for: font))
            #expect(typesetter.hasLoadedFontconfig)
        }
    }

    @Test func onlyTheDefaultFamilyAtTheRegularWeightHasCandidates() {
        #expect(DefaultFontFile.candidates(family: "DejaVu Sans", weight: .regular) == DefaultFontFile.paths)
        #expect(DefaultFontFile.candidates(family: "DejaVu Sans", weight: .bold).isEmpty)
        #expect(DefaultFontFile.candidates(family: "DejaVu Serif", weight: .regular).isEmpty)
    }

    @Test func aFolderOfFontsNeverUsesTheSystemsDefaultFile() throws {
        // The fonts of given folders alone: the Nanum folder has no DejaVu Sans, so even
        // the default family resolves to a Nanum face.
        let typesetter = try Typesetter(fontFolders: ["/usr/share/fonts/truetype/nanum"])
        let path = try typesetter.primaryFacePath(for: FontDescriptor(size: 12))
        #expect(path.hasPrefix("/usr/share/fonts/truetype/nanum/"), "resolved \(path)")
    }
}
