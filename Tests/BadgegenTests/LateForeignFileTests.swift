@testable import badgegen
import Foundation
import Testing

/// A file someone writes at the output path while badgegen draws (after its check, before
/// its rename) is left as it is, and the write fails naming it.
@Suite("badgegen: a file written at the output path meanwhile")
struct LateForeignFileTests {
    @Test("a file that appears after the check is not replaced, and the temporary file is removed")
    func appearedWhileDrawing() throws {
        let folder = try TestFolder()
        let path = folder.path("sheet.png")
        let temporary = try AtomicFile.writeTemporary([1, 2, 3], for: path, shownAs: "sheet.png")
        defer { TemporaryFiles.shared.unregister(temporary) }
        try folder.write("my notes", to: "sheet.png")
        let error = #expect(throws: BadgegenError.self) { try AtomicFile.place(temporary, at: path, shownAs: "sheet.png") }
        #expect(error?.description.contains("'sheet.png' was not written by badgegen") == true, "\(String(describing: error))")
        #expect(try folder.text("sheet.png") == "my notes")
        #expect(folder.files(in: ".") == ["sheet.png"], "the temporary file is gone")
    }

    @Test("an empty file, as a power cut leaves a new one, is replaced")
    func emptyReplaced() throws {
        let folder = try TestFolder()
        let path = folder.path("a.png")
        let temporary = try AtomicFile.writeTemporary([1, 2, 3], for: path, shownAs: "a.png")
        defer { TemporaryFiles.shared.unregister(temporary) }
        try folder.write("", to: "a.png")
        try AtomicFile.place(temporary, at: path, shownAs: "a.png")
        #expect(try folder.bytes("a.png") == [1, 2, 3])
        #expect(folder.files(in: ".") == ["a.png"])
    }

    @Test("a write to a name free when checked leaves a file written there meanwhile")
    func renderThroughWrite() throws {
        let folder = try TestFolder()
        // The name free when checked: the unnamed file cannot be linked, and the rename
        // that follows must not take the name either.
        try folder.write("my notes", to: "x.png")
        #expect(throws: BadgegenError.self) { try AtomicFile.write([9], to: folder.path("x.png"), checkingFolder: false) }
        #expect(try folder.text("x.png") == "my notes")
        #expect(folder.files(in: ".") == ["x.png"])
    }
}
