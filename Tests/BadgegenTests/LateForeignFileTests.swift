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
        let error = #expect(throws: BadgegenError.self) { try AtomicFile.place(temporary, at: path, shownAs: "sheet.png", replacing: nil) }
        #expect(error?.description.contains("'sheet.png' was not written by badgegen") == true, "\(String(describing: error))")
        #expect(try folder.text("sheet.png") == "my notes")
        #expect(folder.files(in: ".") == ["sheet.png"], "the temporary file is gone")
    }

    @Test("an empty file, as a power cut leaves a new one, is replaced when it was there at the check")
    func emptyReplaced() throws {
        let folder = try TestFolder()
        let path = folder.path("a.png")
        try folder.write("", to: "a.png")
        let checked = ExistingOutput.inspect(path)
        #expect(checked.stamp != nil && !checked.holdsPicture)
        let temporary = try AtomicFile.writeTemporary([1, 2, 3], for: path, shownAs: "a.png")
        defer { TemporaryFiles.shared.unregister(temporary) }
        try AtomicFile.place(temporary, at: path, shownAs: "a.png", replacing: checked.stamp)
        #expect(try folder.bytes("a.png") == [1, 2, 3])
        #expect(folder.files(in: ".") == ["a.png"])
    }

    @Test("an empty file that appears after the check, as another program begins to write it, stays")
    func emptyAfterCheckStays() throws {
        let folder = try TestFolder()
        let path = folder.path("a.png")
        let temporary = try AtomicFile.writeTemporary([1, 2, 3], for: path, shownAs: "a.png")
        defer { TemporaryFiles.shared.unregister(temporary) }
        try folder.write("", to: "a.png")
        let error = #expect(throws: BadgegenError.self) { try AtomicFile.place(temporary, at: path, shownAs: "a.png", replacing: nil) }
        #expect(error?.description == "'a.png' was made or changed by another program while badgegen worked: it is left as it is; "
                    + "run again, or choose another path", "\(String(describing: error))")
        #expect(try folder.bytes("a.png") == [])
        #expect(folder.files(in: ".") == ["a.png"], "the temporary file is gone")
        // A batch's message suggests another stem.
        let staged = try AtomicFile.writeTemporary([1, 2, 3], for: path, shownAs: "a.png")
        defer { TemporaryFiles.shared.unregister(staged) }
        let batch = #expect(throws: BadgegenError.self) {
            try AtomicFile.place(staged, at: path, shownAs: "a.png", replacing: nil, remedy: "give this badge another stem")
        }
        #expect(batch?.description.hasSuffix("run again, or give this badge another stem") == true, "\(String(describing: batch))")
    }

    @Test("a file badgegen found and may replace, written by someone else meanwhile, stays, whatever its name",
          arguments: ["icon", "badge.jpg", "b.png"])
    func changedAfterCheckStays(name: String) throws {
        let folder = try TestFolder()
        let path = folder.path(name)
        try folder.write("", to: name)
        let checked = ExistingOutput.inspect(path)
        let temporary = try AtomicFile.writeTemporary([1, 2, 3], for: path, shownAs: name)
        defer { TemporaryFiles.shared.unregister(temporary) }
        try folder.write("precious user data", to: name)
        let error = #expect(throws: BadgegenError.self) { try AtomicFile.place(temporary, at: path, shownAs: name, replacing: checked.stamp) }
        #expect(error?.description == "'\(name)' was made or changed by another program while badgegen worked: it is left as it is; "
                    + "run again, or choose another path", "\(String(describing: error))")
        #expect(try folder.text(name) == "precious user data")
        #expect(folder.files(in: ".") == [name])
    }

    @Test("render, strip, sheet and path: a file found at -o and written by someone else while drawing stays",
          arguments: ["icon", "badge.jpg", "b.png"])
    func destinationKeepsWhatChanged(name: String) throws {
        let folder = try TestFolder()
        try folder.write("", to: name)  // empty: badgegen may replace it, as it is now
        var destination = PNGDestination(folder.path(name))
        try destination.check()
        let handle = try #require(FileHandle(forWritingAtPath: folder.path(name)))
        try handle.write(contentsOf: Data("precious user data".utf8))  // in place, while drawing
        try handle.close()
        #expect(throws: BadgegenError.self) { try destination.write([1, 2, 3], quiet: true) }
        #expect(try folder.text(name) == "precious user data")
        #expect(folder.files(in: ".") == [name])
        // Unchanged since the check, it is replaced.
        try folder.write("", to: name)
        try destination.check()
        try destination.write([1, 2, 3], quiet: true)
        #expect(try folder.bytes(name) == [1, 2, 3])
    }

    @Test("a file with the very bytes written, put there meanwhile (another shard's Contents.json), is replaced; other bytes stay")
    func sameBytesReplaced() throws {
        let folder = try TestFolder()
        let path = folder.path("Contents.json")
        let bytes = Array(#"{"info" : {"author" : "xcode", "version" : 1}}"#.utf8) + [10]
        let temporary = try AtomicFile.writeTemporary(bytes, for: path, shownAs: "Contents.json")
        defer { TemporaryFiles.shared.unregister(temporary) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        try AtomicFile.place(temporary, at: path, shownAs: "Contents.json", replacing: nil)
        #expect(try folder.bytes("Contents.json") == bytes)
        #expect(folder.files(in: ".") == ["Contents.json"])
        // One byte more, or one byte other: left, and the write fails.
        for other in [bytes + [10], bytes.dropLast() + [32]] {
            try FileManager.default.removeItem(atPath: path)
            let again = try AtomicFile.writeTemporary(bytes, for: path, shownAs: "Contents.json")
            defer { TemporaryFiles.shared.unregister(again) }
            try Data(other).write(to: URL(fileURLWithPath: path))
            #expect(throws: BadgegenError.self) { try AtomicFile.place(again, at: path, shownAs: "Contents.json", replacing: nil) }
            #expect(try folder.bytes("Contents.json") == Array(other))
            #expect(folder.files(in: ".") == ["Contents.json"])
        }
    }

    @Test("a picture of badgegen's cut short, as one still being copied or piped, stays")
    func cutPictureStays() throws {
        let folder = try TestFolder()
        let made = try BadgegenCLI.run(["--name", "Other", "--no-caption", "-q", "-o", "whole.png"], in: folder.url)
        #expect(made.status == 0, "\(made.stderr)")
        let whole = try folder.bytes("whole.png")
        try Data(whole.prefix(whole.count / 2)).write(to: URL(fileURLWithPath: folder.path("b.png")))
        let path = folder.path("b.png")
        let temporary = try AtomicFile.writeTemporary([1, 2, 3], for: path, shownAs: "b.png")
        defer { TemporaryFiles.shared.unregister(temporary) }
        #expect(throws: BadgegenError.self) { try AtomicFile.place(temporary, at: path, shownAs: "b.png", replacing: nil) }
        #expect(try folder.bytes("b.png") == Array(whole.prefix(whole.count / 2)))
    }

    @Test("a picture badgegen wrote there meanwhile (another run's) is replaced")
    func otherRunsPictureReplaced() throws {
        let folder = try TestFolder()
        let path = folder.path("b.png")
        let temporary = try AtomicFile.writeTemporary([1, 2, 3], for: path, shownAs: "b.png")
        defer { TemporaryFiles.shared.unregister(temporary) }
        let other = try BadgegenCLI.run(["--name", "Other", "--no-caption", "-q", "-o", "b.png"], in: folder.url)
        #expect(other.status == 0, "\(other.stderr)")
        try AtomicFile.place(temporary, at: path, shownAs: "b.png", replacing: nil)
        #expect(try folder.bytes("b.png") == [1, 2, 3])
        #expect(folder.files(in: ".") == ["b.png"])
    }

    @Test("a write to a name free when checked leaves a file written there meanwhile")
    func renderThroughWrite() throws {
        let folder = try TestFolder()
        // The name free when checked: the unnamed file cannot be linked, and the rename
        // that follows must not take the name either.
        try folder.write("my notes", to: "x.png")
        #expect(throws: BadgegenError.self) { try AtomicFile.write([9], to: folder.path("x.png"), checkingFolder: false, replacing: nil) }
        #expect(try folder.text("x.png") == "my notes")
        #expect(folder.files(in: ".") == ["x.png"])
    }
}
