import Fonts
import Foundation
import Testing

/// `Typesetter(fontFolders:)`: the fonts of given folders alone, and a clear error when
/// there are none.
@Suite struct FontFolderTests {
    /// A new empty folder, removed by `body`'s caller.
    static func withFolder(copying fonts: [String] = [], _ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("font-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for font in fonts {
            try FileManager.default.copyItem(atPath: font, toPath: folder.appendingPathComponent((font as NSString).lastPathComponent).path)
        }
        try body(folder.path)
    }

    static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    @Test func aFolderWithoutFontsGivesNoFontInFolders() throws {
        try Self.withFolder { folder in
            let typesetter = try Typesetter(fontFolders: [folder])
            #expect(throws: FontError.noFontInFolders(family: "DejaVu Sans", folders: [folder])) {
                _ = try typesetter.shape("Hi", font: FontDescriptor(size: 12))
            }
            #expect(throws: FontError.noFontInFolders(family: "DejaVu Sans", folders: [folder])) {
                _ = try typesetter.primaryFacePath(for: FontDescriptor(size: 12))
            }
            // The folders are named, not a package to install for the system's fonts.
            let message = FontError.noFontInFolders(family: "DejaVu Sans", folders: [folder, "/b"]).description
            #expect(message.hasPrefix("found no font for family 'DejaVu Sans' in the font folders '\(folder)', '/b'"))
            #expect(!message.contains("fonts-dejavu-core"))
        }
    }

    @Test func noFontFoundSaysWhatToInstallOrPass() {
        let message = FontError.noFontFound(family: "DejaVu Sans").description
        #expect(message.hasPrefix("fontconfig found no font for family 'DejaVu Sans'"))
        #expect(message.contains("fonts-dejavu-core"))
        #expect(message.contains("TrueType/OpenType file"))
    }

    @Test func anExplicitFileStillWorksWithoutFoldersFonts() throws {
        try Self.withFolder { folder in
            let typesetter = try Typesetter(fontFolders: [folder])
            let line = try typesetter.shape("Hi", font: FontDescriptor(size: 12, filePath: Self.dejaVuSans))
            #expect(line.advanceWidth > 0)
        }
    }

    @Test func onlyTheFoldersFontsAreUsed() throws {
        try Self.withFolder(copying: [Self.dejaVuSans]) { folder in
            let typesetter = try Typesetter(fontFolders: [folder])
            // Any family is matched among the folder's fonts: here, its one face.
            let path = try typesetter.primaryFacePath(for: FontDescriptor(family: "Nanum Gothic", size: 12))
            #expect(path == folder + "/DejaVuSans.ttf")
            // Korean is not in DejaVu Sans, and the system's Nanum is not consulted.
            let line = try typesetter.shape("A한", font: FontDescriptor(size: 12))
            #expect(line.missingCharacters == ["한"])
            #expect(try Typesetter().shape("A한", font: FontDescriptor(size: 12)).missingCharacters.isEmpty)
        }
    }

    @Test func anUnreadableFolderIsReported() {
        let path = "/nonexistent/\(UUID().uuidString)"
        #expect(throws: FontError.unreadableFontFolder(path: path)) {
            _ = try Typesetter(fontFolders: [path])
        }
        #expect(FontError.unreadableFontFolder(path: path).description == "fontconfig cannot read the font folder '\(path)'")
    }
}
