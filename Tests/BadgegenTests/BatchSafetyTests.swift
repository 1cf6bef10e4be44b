import BadgeManifest
import BadgeRendering
@testable import badgegen
import Foundation
import PNG
import Testing

@Suite("badgegen batch: other people's files are left alone")
struct BatchSafetyTests {
    /// A valid PNG badgegen did not write (no fingerprint).
    static let handMade: [UInt8] = try! PNGEncoder.default.encode(PNGImage(width: 1, height: 1, rgba: [9, 9, 9, 255]))
    static let small = #"{"defaults": {"caption": false, "scales": [1]}, "badges": [%@]}"#

    static func manifest(_ entries: String) -> String {
        small.replacingOccurrences(of: "%@", with: entries)
    }

    @Test("an existing catalog keeps its keys and hand-made files; a foreign file refuses its entry only")
    func existingCatalog() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest(#"{"name": "First Hike", "scales": [1, 2]}, {"name": "Logo", "scales": [2]}"#))
        try folder.write(#"{"info": {"author": "xcode", "version": 1}, "properties": {"provides-namespace": true}}"#, to: "B.xcassets/Contents.json")
        try folder.write(#"{"images": [], "properties": {"template-rendering-intent": "template"}}"#, to: "B.xcassets/first-hike.imageset/Contents.json")
        try folder.write(#"{"properties": {"compression-type": "lossless"}}"#, to: "Other.xcassets/Contents.json")
        try folder.write("notes", to: "B.xcassets/first-hike.imageset/notes.txt")
        try folder.write(Self.handMade, to: "B.xcassets/logo.imageset/logo.png")
        try folder.write(Self.handMade, to: "B.xcassets/logo.imageset/logo@2x.png")
        let logo = FolderSnapshot(folder.url.appendingPathComponent("B.xcassets/logo.imageset"))

        let result = try BadgegenCLI.run(["batch", "manifest.json", "--xcassets", "B.xcassets", "--json"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains(#"badges[1] "Logo": 'B.xcassets/logo.imageset/logo@2x.png' was not written by badgegen"#), "\(result.stderr)")
        #expect(FolderSnapshot(folder.url.appendingPathComponent("B.xcassets/logo.imageset")) == logo)
        // It has an info already: left byte for byte as it was.
        #expect(try folder.text("B.xcassets/Contents.json") == #"{"info": {"author": "xcode", "version": 1}, "properties": {"provides-namespace": true}}"#)
        let imageSet = try folder.text("B.xcassets/first-hike.imageset/Contents.json")
        #expect(imageSet.contains(#""template-rendering-intent" : "template""#))
        #expect(imageSet.contains(#""filename" : "first-hike@2x.png""#))
        #expect(try folder.text("B.xcassets/first-hike.imageset/notes.txt") == "notes")
        #expect(try result.summary()["written"] as? Int == 2)
        // A root without info gets one and keeps the rest.
        #expect(try BadgegenCLI.run(["batch", "manifest.json", "--xcassets", "Other.xcassets"], in: folder.url).status == 0)
        #expect(try folder.text("Other.xcassets/Contents.json").contains(#""compression-type" : "lossless""#))
        #expect(try folder.text("Other.xcassets/Contents.json").contains(#""author" : "xcode""#))
        // With --force too, and a second time: nothing of theirs changes.
        let again = try BadgegenCLI.run(["batch", "manifest.json", "--xcassets", "B.xcassets", "--force"], in: folder.url)
        #expect(again.status == 1)
        #expect(FolderSnapshot(folder.url.appendingPathComponent("B.xcassets/logo.imageset")) == logo)
    }

    @Test("a file of a dropped scale is removed only when badgegen wrote it")
    func droppedScale() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest(#"{"name": "A", "scales": [1, 2]}"#))
        #expect(try BadgegenCLI.run(["batch", "manifest.json", "--xcassets", "B.xcassets"], in: folder.url).status == 0)
        try folder.write(Self.handMade, to: "B.xcassets/a.imageset/a@3x.png")
        try folder.manifest(Self.manifest(#"{"name": "A", "scales": [1]}"#))
        #expect(try BadgegenCLI.run(["batch", "manifest.json", "--xcassets", "B.xcassets"], in: folder.url).status == 0)
        #expect(folder.files(in: "B.xcassets/a.imageset") == ["Contents.json", "a.png", "a@3x.png"])
        #expect(try folder.bytes("B.xcassets/a.imageset/a@3x.png") == Self.handMade)
    }

    @Test("links inside the output are not followed; a linked output root is")
    func links() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest(#"{"name": "A", "scales": [1, 2]}, {"name": "B"}"#))
        try folder.write(Self.handMade, to: "elsewhere/a.png")
        try folder.write(Self.handMade, to: "elsewhere/victim.png")
        try folder.link("B.xcassets/a.imageset", to: "../elsewhere")
        try folder.link("out/b.png", to: "../elsewhere/victim.png")
        try folder.write(#"{"info" : {"author" : "xcode", "version" : 1}}"#, to: "B.xcassets/Contents.json")
        let elsewhere = FolderSnapshot(folder.url.appendingPathComponent("elsewhere"))

        let result = try BadgegenCLI.run(["batch", "manifest.json", "--xcassets", "B.xcassets", "--out", "out"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains(#"badges[0] "A": 'B.xcassets/a.imageset' is a symbolic link, not a folder"#), "\(result.stderr)")
        #expect(result.stderr.contains(#"badges[1] "B": 'out/b.png' is a symbolic link"#), "\(result.stderr)")
        #expect(FolderSnapshot(folder.url.appendingPathComponent("elsewhere")) == elsewhere)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: folder.path("out/b.png"))) == "../elsewhere/victim.png")

        try FileManager.default.createDirectory(atPath: folder.path("real"), withIntermediateDirectories: true)
        try folder.link("linked", to: "real")
        let linkedRoot = try BadgegenCLI.run(["batch", "manifest.json", "--out", "linked"], in: folder.url)
        #expect(linkedRoot.status == 0, "\(linkedRoot.stderr)")
        #expect(folder.files(in: "real") == ["a.png", "a@2x.png", "b.png"])
    }

    @Test("a folder of the output swapped for a link while the run works is never written or removed through")
    func folderSwappedForLink() throws {
        let folder = try TestFolder()
        try folder.write(Self.handMade, to: "out/B/b.imageset/b.png")
        try folder.write(Self.handMade, to: "elsewhere/b.png")
        try folder.write(Self.handMade, to: "elsewhere/" + StaleTemporaries.name(for: "b.png").replacingOccurrences(of: "-\(getpid())-", with: "-999999999-"))
        // The run holds its root; then, between its look at a path and its write, the image
        // set (and, next, the group folder holding it) is moved away and a link to a folder
        // outside the output put in its place.
        let root = try #require(OutputRoots.hold(folder.path("out"), fallback: folder.path("out")))
        #expect(root.hasPrefix("/proc/self/fd/"))
        let set = root + "/B/b.imageset"
        func expectNothingThrough(_ swapped: String) {
            let elsewhere = FolderSnapshot(folder.url.appendingPathComponent("elsewhere"))
            #expect(FileManager.default.fileExists(atPath: set + "/b.png"), "the link leads out of the output")
            #expect(OutputRoots.unlink(set + "/b.png") == -1)
            #expect(OutputRoots.mkdir(set + "/new", 0o755) == -1)
            #expect(OutputRoots.createNew(set + "/new.png", 0o644) == -1)
            #expect(throws: BadgegenError.self) { try AtomicFile.write([1, 2, 3], to: set + "/new.png", checkingFolder: false, replacing: nil) }
            #expect(throws: BadgegenError.self) {
                try AtomicFile.write([1, 2, 3], to: set + "/b.png", checkingFolder: false, replacing: FileStamp.at(set + "/b.png"))
            }
            #expect(StaleTemporaries.remove(in: set, for: ["b.png"]) == 0)
            #expect(FolderSnapshot(folder.url.appendingPathComponent("elsewhere")) == elsewhere, "\(swapped)")
        }
        try FileManager.default.moveItem(atPath: folder.path("out/B/b.imageset"), toPath: folder.path("out/B/moved"))
        try folder.link("out/B/b.imageset", to: "../../elsewhere")
        expectNothingThrough("the image set")
        try FileManager.default.removeItem(atPath: set)
        try FileManager.default.moveItem(atPath: folder.path("out/B"), toPath: folder.path("out/moved"))
        try folder.link("out/B", to: "../elsewhere")
        try folder.write(Self.handMade, to: "elsewhere/b.imageset/b.png")
        expectNothingThrough("the group folder")
        // The output's own folders are still written, and the link removed, not followed.
        try AtomicFile.write([1, 2, 3], to: root + "/moved/moved/new.png", checkingFolder: false, replacing: nil)
        #expect(try folder.bytes("out/moved/moved/new.png") == [1, 2, 3])
        #expect(OutputRoots.unlink(root + "/B") == 0)
        #expect(folder.files(in: "elsewhere").contains("b.png"))
    }

    @Test("the output folder renamed, and another put at its path, while the run works: it reads, writes and prunes its own folder only")
    func outputRenamedDuringRun() throws {
        let folder = try TestFolder()
        // The folder swapped in: badgegen's own files, of a badge the run draws and of
        // one its manifest no longer names.
        try folder.manifest(Self.manifest(#"{"name": "Kept", "hue": 10}, {"name": "Stale"}"#), name: "other.json")
        let other = try BadgegenCLI.run(["batch", "other.json", "--out", "newer", "--quiet"], in: folder.url)
        #expect(other.status == 0, "\(other.stderr)")
        // The run's own folder: hand-made files at both names.
        try folder.write(Self.handMade, to: "out/kept.png")
        try folder.write(Self.handMade, to: "out/stale.png")

        let manifest = try Manifest.parse(Array(Self.manifest(#"{"name": "Kept"}, {"name": "New"}"#).utf8))
        let plan = BatchPlan(manifest: manifest, shard: .all, scales: nil)
        var outputs = [BatchOutput(kind: .folder, given: folder.path("out"))]
        try BatchFiles.prepare(&outputs, plan: plan, inputs: [])
        try FileManager.default.moveItem(atPath: folder.path("out"), toPath: folder.path("out-before"))
        try FileManager.default.moveItem(atPath: folder.path("newer"), toPath: folder.path("out"))
        let swappedIn = folder.snapshot

        let runner = BatchRunner(plan: plan, outputs: outputs, renderer: BadgeRenderer(typesetter: nil), toolVersion: "test", force: false)
        runner.start(workers: 1).wait()
        let outcome = BatchPrune(manifest: manifest, outputs: outputs, inputs: []).run()
        #expect(folder.snapshot.entries.filter { $0.key.hasPrefix("out/") } == swappedIn.entries.filter { $0.key.hasPrefix("out/") },
                "the folder now at the path is not the run's")
        #expect(try folder.bytes("out-before/kept.png") == Self.handMade, "a hand-made file replaced")
        #expect(try folder.bytes("out-before/stale.png") == Self.handMade, "a hand-made file pruned")
        #expect(outcome.removed == 0)
        #expect(folder.files(in: "out-before") == ["kept.png", "new.png", "stale.png"])
        #expect(runner.writtenCount == 1)
    }

    @Test("prune: a stop asked for between removals ends it there; what went was told one by one, the rest stays whole")
    func pruneStopsBetweenRemovals() throws {
        let folder = try TestFolder()
        let scales = #"{"defaults": {"caption": false, "scales": [1, 2], "dark": false}, "badges": [%@]}"#
        let names = ["A", "Beta", "Gamma", "Delta", "Eps"]
        try folder.manifest(scales.replacingOccurrences(of: "%@", with: names.map { #"{"name": "\#($0)"}"# }.joined(separator: ", ")))
        #expect(try BadgegenCLI.run(["batch", "manifest.json", "--out", "out", "--xcassets", "B.xcassets", "--quiet"], in: folder.url).status == 0)

        let manifest = try Manifest.parse(Array(scales.replacingOccurrences(of: "%@", with: #"{"name": "A"}"#).utf8))
        var outputs = [BatchOutput(kind: .folder, given: folder.path("out")), BatchOutput(kind: .assetCatalog, given: folder.path("B.xcassets"))]
        try BatchFiles.prepare(&outputs, plan: BatchPlan(manifest: manifest, shard: .all, scales: nil), inputs: [])
        func imageSets() -> [String] {
            (((try? FileManager.default.contentsOfDirectory(atPath: folder.path("B.xcassets"))) ?? []).filter { $0.hasSuffix(".imageset") }).sorted()
        }
        // Eight stale files in "out" are removed first, then four image sets: stopped after
        // five, two and two removals, the last stop falls in the catalog.
        for stopAfter in [5, 2, 2] {
            let before = folder.snapshot
            var told: [String] = []
            var prune = BatchPrune(manifest: manifest, outputs: outputs, inputs: [])
            prune.didRemove = { told.append($0) }
            prune.shouldStop = { told.count >= stopAfter }
            let outcome = prune.run()
            #expect(outcome.stopped)
            #expect(outcome.removedPaths == told && told.count == stopAfter)
            let gone = Set(before.entries.keys).subtracting(folder.snapshot.entries.keys)
            // Each told path is gone, with everything in it; nothing else is.
            let toldRelative = told.map { String($0.dropFirst(folder.url.path.count + 1)) }
            #expect(gone.allSatisfy { path in toldRelative.contains { path == $0 || path.hasPrefix($0 + "/") } }, "\(gone.sorted())")
            for set in imageSets() {
                let stem = String(set.dropLast(".imageset".count))
                #expect(folder.files(in: "B.xcassets/" + set) == ["Contents.json", stem + ".png", stem + "@2x.png"], "\(set)")
            }
        }
        let left = imageSets()
        #expect(left.count == 4 && left.contains("a.imageset"), "one of four stale ones went at the last stop: \(left)")
        // Run again without a stop, it finishes: only A's files and image set are left.
        let rest = BatchPrune(manifest: manifest, outputs: outputs, inputs: []).run()
        #expect(!rest.stopped)
        #expect(folder.files(in: "out") == ["a.png", "a@2x.png"])
        #expect(imageSets() == ["a.imageset"])
    }

    @Test("prune: an image set that changes as it is removed lists the files that went, and says what stays and why")
    func imageSetChangedWhileRemoved() throws {
        let folder = try TestFolder()
        let scales = #"{"defaults": {"caption": false, "scales": [1, 2]}, "badges": [%@]}"#
        try folder.manifest(scales.replacingOccurrences(of: "%@", with: #"{"name": "A"}, {"name": "Beta"}, {"name": "Gamma"}"#))
        #expect(try BadgegenCLI.run(["batch", "manifest.json", "--xcassets", "B.xcassets", "--quiet"], in: folder.url).status == 0)

        let manifest = try Manifest.parse(Array(scales.replacingOccurrences(of: "%@", with: #"{"name": "A"}"#).utf8))
        var outputs = [BatchOutput(kind: .assetCatalog, given: folder.path("B.xcassets"))]
        try BatchFiles.prepare(&outputs, plan: BatchPlan(manifest: manifest, shard: .all, scales: nil), inputs: [])
        var prune = BatchPrune(manifest: manifest, outputs: outputs, inputs: [])
        // Once the run has found only a batch's files in them: Beta's 2x picture is swapped
        // for a folder, and someone puts a file in Gamma's image set.
        prune.beforeRemovingImageSet = { set in
            if set.hasSuffix("/beta.imageset") {
                try? FileManager.default.removeItem(atPath: set + "/beta@2x.png")
                try? FileManager.default.createDirectory(atPath: set + "/beta@2x.png", withIntermediateDirectories: false)
            } else if set.hasSuffix("/gamma.imageset") {
                try? Data("notes".utf8).write(to: URL(fileURLWithPath: set + "/notes.txt"))
            }
        }
        let outcome = prune.run()
        let beta = folder.path("B.xcassets/beta.imageset"), gamma = folder.path("B.xcassets/gamma.imageset")
        // Beta's 1x went; its Contents.json stays with what it cannot remove.
        #expect(folder.files(in: "B.xcassets/beta.imageset") == ["Contents.json"])
        #expect(FileKind.at(beta + "/beta@2x.png") == .folder)
        #expect(folder.files(in: "B.xcassets/gamma.imageset") == ["notes.txt"])
        #expect(outcome.removed == 1 + 2)
        #expect(outcome.removedPaths == [beta + "/beta.png", gamma + "/gamma.png", gamma + "/gamma@2x.png", gamma + "/Contents.json"])
        #expect(outcome.warnings == [
            "--prune left '\(beta)' after removing 1 of its files: \"beta@2x.png\" cannot be removed (Is a directory)",
            "--prune left '\(gamma)' after removing 3 of its files: something was put in it meanwhile (Directory not empty)",
        ])
        // What stays is left alike by a dry run and a run, for the same reasons.
        var dryRun = BatchPrune(manifest: manifest, outputs: outputs, inputs: [])
        dryRun.dryRun = true
        let wouldDo = dryRun.run(), again = BatchPrune(manifest: manifest, outputs: outputs, inputs: []).run()
        #expect(wouldDo.removedPaths.isEmpty && again.removedPaths.isEmpty)
        #expect(again.warnings.count == 2)
        #expect(wouldDo.warnings == again.warnings.map { $0.replacingOccurrences(of: "--prune left ", with: "--prune would leave ") })
    }

    @Test("a catalog's Contents.json that cannot be read is named by the path as given, not by the folder the run holds")
    func contentsNamedAsGiven() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest(#"{"name": "A"}"#))
        let padding = String(repeating: " ", count: 1 << 20)
        try folder.write(#"{"images": [], "info": {"author": "xcode", "version": 1}}"# + padding, to: "B.xcassets/a.imageset/Contents.json")
        let set = try BadgegenCLI.run(["batch", "manifest.json", "--xcassets", "B.xcassets"], in: folder.url)
        #expect(set.status == 1)
        #expect(set.stderr.contains("badges[0] \"A\": 'B.xcassets/a.imageset': its Contents.json is too large: at most 1 MiB allowed"), "\(set.stderr)")
        try folder.write(#"{"info": {"author": "xcode", "version": 1}}"# + padding, to: "C.xcassets/Contents.json")
        let root = try BadgegenCLI.run(["batch", "manifest.json", "--xcassets", "./C.xcassets/"], in: folder.url)
        #expect(root.status == 1)
        #expect(root.stderr.contains("--xcassets './C.xcassets': its Contents.json is too large"), "\(root.stderr)")
        #expect(!(set.stderr + root.stderr).contains("/proc/"))
    }

    @Test("prune: a name the manifest spells otherwise is stale only when the manifest's own spelling is listed there too")
    func staleNeedsOwnSpellingListed() {
        let nfd = "cafe\u{301}.png", nfc = "caf\u{E9}.png"
        let named: [String: [UInt8]?] = [OutputNaming.collisionKey(nfc): Array(nfc.utf8)]
        // On a file system that ignores normalization, looking up either spelling finds the
        // one entry, listed under the spelling it was created with.
        #expect(!BatchPrune.isStale(nfd, named: named, listed: [Array(nfd.utf8)], isOurs: { _ in true }))
        #expect(BatchPrune.isStale(nfd, named: named, listed: [Array(nfd.utf8), Array(nfc.utf8)], isOurs: { _ in true }))
        #expect(!BatchPrune.isStale(nfd, named: named, listed: [Array(nfd.utf8), Array(nfc.utf8)], isOurs: { _ in false }))
        #expect(!BatchPrune.isStale(nfc, named: named, listed: [Array(nfc.utf8)], isOurs: { _ in true }))
        #expect(BatchPrune.isStale("other.png", named: named, listed: [], isOurs: { _ in false }))
    }

    @Test("the rename that replaces a file replaces only a picture badgegen wrote: a FIFO or someone's file put there after the last look stays",
          arguments: [true, false])
    func renameReplacesRegularFilesOnly(exchanging: Bool) throws {
        // Where names cannot be exchanged (NFS, 9p), what stands there is looked at just
        // before a plain rename: the same files stay.
        func rename(_ source: String, to destination: String, replacing expected: FileStamp?) -> Int32 {
            OutputRoots.rename(source, to: destination, replacing: expected, exchanging: exchanging)
        }
        let folder = try TestFolder()
        func kind(_ relative: String) -> FileKind? { FileKind.at(folder.path(relative)) }
        func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder.path("out")).sorted() }
        try folder.write("new", to: "out/.b.png.tmp")
        try folder.write("", to: "out/b.png")  // empty, as looked at: badgegen's to replace
        #expect(rename(folder.path("out/.b.png.tmp"), to: folder.path("out/b.png"),
                                   replacing: FileStamp.at(folder.path("out/b.png"))) == 0)
        #expect(try folder.bytes("out/b.png") == Array("new".utf8))
        #expect(try names() == ["b.png"], "the file replaced is gone, and the temporary")

        // Put back: a file without badgegen's fingerprint that was not looked at; an empty
        // one that was not (another program may have begun to write it); one looked at
        // and written since, in place, whatever its name.
        func expectPutBack(_ name: String, _ text: String, replacing expected: FileStamp?, sourceLocation: SourceLocation = #_sourceLocation) throws {
            try folder.write("new", to: "out/.\(name).tmp")
            #expect(rename(folder.path("out/.\(name).tmp"), to: folder.path("out/\(name)"), replacing: expected) == -1,
                    sourceLocation: sourceLocation)
            #expect(errno == EEXIST, sourceLocation: sourceLocation)
            #expect(try folder.text("out/\(name)") == text, sourceLocation: sourceLocation)
            OutputRoots.unlink(folder.path("out/.\(name).tmp"))
            OutputRoots.unlink(folder.path("out/\(name)"))
        }
        try folder.write("my notes", to: "out/e.png")
        try expectPutBack("e.png", "my notes", replacing: nil)
        try folder.write("", to: "out/e.png")
        try expectPutBack("e.png", "", replacing: nil)
        for name in ["e.png", "icon", "Contents.json"] {
            try folder.write("", to: "out/\(name)")
            let looked = FileStamp.at(folder.path("out/\(name)"))
            let handle = try #require(FileHandle(forWritingAtPath: folder.path("out/\(name)")))
            try handle.write(contentsOf: Data("my notes".utf8))
            try handle.close()
            #expect(FileStamp.at(folder.path("out/\(name)"))?.identity == looked?.identity, "the same file, written in place")
            try expectPutBack(name, "my notes", replacing: looked)
        }
        // A file looked at and unchanged is replaced, whatever its name.
        try folder.write("notes badgegen read", to: "out/Contents.json")
        try folder.write("new", to: "out/.Contents.json.tmp")
        #expect(rename(folder.path("out/.Contents.json.tmp"), to: folder.path("out/Contents.json"),
                                   replacing: FileStamp.at(folder.path("out/Contents.json"))) == 0)
        #expect(try folder.text("out/Contents.json") == "new")
        OutputRoots.unlink(folder.path("out/Contents.json"))

        try folder.write("new", to: "out/.c.png.tmp")
        try folder.fifo("out/c.png")
        #expect(rename(folder.path("out/.c.png.tmp"), to: folder.path("out/c.png"), replacing: FileStamp.at(folder.path("out/c.png"))) == -1)
        #expect(errno == EEXIST)
        #expect(kind("out/c.png") == .fifo)
        #expect(try folder.bytes("out/.c.png.tmp") == Array("new".utf8), "the caller's to remove")
        // With nothing there, a plain rename.
        #expect(rename(folder.path("out/.c.png.tmp"), to: folder.path("out/d.png"), replacing: nil) == 0)
        #expect(try names() == ["b.png", "c.png", "d.png"])
        // A name taken after the look at it is not taken again.
        try folder.write("new", to: "out/.f.png.tmp")
        try folder.write("my notes", to: "out/f.png")
        #expect(rename(folder.path("out/.f.png.tmp"), to: folder.path("out/f.png"), replacing: nil) == -1)
        #expect(try folder.text("out/f.png") == "my notes")
    }

    /// Whether the file system of the tests' folders exchanges two names in one step, as
    /// a local one does (NFS and 9p do not; there a rename never swaps a file out).
    static func exchangesNames() -> Bool {
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32) -> Int32
        guard let symbol = dlsym(nil, "renameat2") else { return false }
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("exchange-\(UUID().uuidString)").path
        guard FileManager.default.createFile(atPath: base + "-a", contents: Data()),
              FileManager.default.createFile(atPath: base + "-b", contents: Data()) else { return false }
        defer { unlink(base + "-a"); unlink(base + "-b") }
        return unsafeBitCast(symbol, to: RenameAt2.self)(AT_FDCWD, base + "-a", AT_FDCWD, base + "-b", 2) == 0
    }

    @Test("a file swapped out that cannot be put back, its name taken again meanwhile, is kept beside it; a picture of badgegen's is removed, leaving no copies",
          .enabled(if: exchangesNames(), "the tests' folder cannot exchange names"), arguments: [false, true])
    func renameKeepsWhatItCannotPutBack(picture: Bool) throws {
        let folder = try TestFolder()
        if picture {
            // Another run's picture, as runs into one output at once swap out.
            try FileManager.default.createDirectory(atPath: folder.path("out"), withIntermediateDirectories: true)
            let drawn = try BadgegenCLI.run(["--name", "G", "-o", "out/g.png", "-q"], in: folder.url)
            #expect(drawn.status == 0, "\(drawn.stderr)")
        } else {
            try folder.write("my notes", to: "out/g.png")
        }
        try folder.write("new", to: "out/.g.png.tmp")
        var kept: String?
        // Looked at and unchanged: it may give way, and is swapped out.
        let looked = FileStamp.at(folder.path("out/g.png"))
        let result = OutputRoots.rename(folder.path("out/.g.png.tmp"), to: folder.path("out/g.png"), replacing: looked,
                                        keptAs: &kept, exchanging: true) {
            // Another program writes g.png between the exchange and the look after it.
            try? folder.write("their picture", to: "out/.theirs")
            Foundation.rename(folder.path("out/.theirs"), folder.path("out/g.png"))
        }
        let error = errno
        #expect(result == -1 && error == EEXIST)
        #expect(try folder.text("out/g.png") == "their picture")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path("out")).sorted()
        guard !picture else {
            #expect(kept == nil && names == ["g.png"])
            return
        }
        let keptName = "g.png.kept-\(getpid())"
        #expect(kept == folder.path("out") + "/" + keptName)
        #expect(try folder.text("out/\(keptName)") == "my notes", "the file swapped out is not lost")
        #expect(names == ["g.png", keptName])
    }

    @Test("a picture another run swapped in between the look and the exchange gives way as the one looked at would",
          .enabled(if: exchangesNames(), "the tests' folder cannot exchange names"))
    func renameReplacesAnotherRunsPictureSwappedIn() throws {
        // Three runs drawing the same badge into one catalog: the second looked at the
        // first's picture, the third put its own there before the second's exchange.
        let folder = try TestFolder()
        try FileManager.default.createDirectory(atPath: folder.path("out"), withIntermediateDirectories: true)
        for name in ["g.png", ".third.png"] {
            let drawn = try BadgegenCLI.run(["--name", "G", "-o", "out/\(name)", "-q"], in: folder.url)
            #expect(drawn.status == 0, "\(drawn.stderr)")
        }
        try folder.write("new", to: "out/.g.png.tmp")
        var kept: String?
        let looked = FileStamp.at(folder.path("out/g.png"))
        let result = OutputRoots.rename(folder.path("out/.g.png.tmp"), to: folder.path("out/g.png"), replacing: looked,
                                        keptAs: &kept, exchanging: true) {
            // What was swapped out is the third run's picture, not the one looked at.
            Foundation.rename(folder.path("out/.third.png"), folder.path("out/.g.png.tmp"))
        }
        #expect(result == 0, "errno \(errno)")
        #expect(try folder.text("out/g.png") == "new")
        #expect(kept == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("out")) == ["g.png"], "nothing left beside it")
    }

    @Test("a failed badge removes the files of an image set folder it made only while the folder holds nothing else of anyone's")
    func createdFilesStayInASharedFolder() throws {
        let folder = try TestFolder()
        func write(_ name: String) throws -> FileIdentity? {
            try folder.write(name, to: "set/\(name)")
            return OutputRoots.identity(folder.path("set/\(name)"))
        }
        func created(_ names: [String]) throws -> CreatedFiles {
            var created = CreatedFiles()
            created.madeFolder(folder.path("set"))
            for name in names { created.wrote(folder.path("set/\(name)"), identity: try write(name)) }
            return created
        }
        // Only its own files: they go, and the folder.
        var alone = try created(["a.png", "Contents.json"])
        #expect(alone.removeAll() == [folder.path("set/a.png"), folder.path("set/Contents.json")])
        #expect(!FileManager.default.fileExists(atPath: folder.path("set")))
        // Another run's file beside them (its picture, or its Contents.json naming ours): all stay.
        var shared = try created(["a.png"])
        _ = try write("b.png")
        #expect(shared.removeAll().isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("set")).sorted() == ["a.png", "b.png"])
        try FileManager.default.removeItem(atPath: folder.path("set"))
        // One of its files replaced by another run's: all stay.
        var replaced = try created(["a.png", "c.png"])
        try folder.write("theirs", to: "theirs.png")
        Foundation.rename(folder.path("theirs.png"), folder.path("set/c.png"))
        #expect(replaced.removeAll().isEmpty)
        #expect(try folder.text("set/c.png") == "theirs")
        #expect(try folder.text("set/a.png") == "a.png")
    }

    @Test("someone's file that may not give way is never swapped out, not even for an instant",
          .enabled(if: exchangesNames(), "the tests' folder cannot exchange names"))
    func renameLeavesSomeonesFileInPlace() throws {
        // A run killed between an exchange and the exchange back would leave the file
        // under the temporary name, which a later run removes as stale.
        let folder = try TestFolder()
        for (name, text) in [("g.png", "my notes"), ("h.png", "")] {
            try folder.write(text, to: "out/\(name)")
            try folder.write("new", to: "out/.\(name).tmp")
            var kept: String?
            var movedAway = false
            let result = OutputRoots.rename(folder.path("out/.\(name).tmp"), to: folder.path("out/\(name)"), replacing: nil,
                                            keptAs: &kept, exchanging: true) {
                movedAway = (try? folder.text("out/\(name)")) != text
            }
            let error = errno
            #expect(result == -1 && error == EEXIST)
            #expect(!movedAway, "\(name) was under the temporary name")
            #expect(try folder.text("out/\(name)") == text && kept == nil)
            #expect(try folder.text("out/.\(name).tmp") == "new", "the caller's to remove")
        }
    }

    @Test("a FIFO or device at an output path is refused, never replaced")
    func specialOutputs() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest(#"{"name": "A"}, {"name": "B"}"#))
        try FileManager.default.createDirectory(atPath: folder.path("out"), withIntermediateDirectories: true)
        try folder.fifo("out/a.png")
        let result = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out"], in: folder.url, timeout: 30)
        #expect(result.status == 1)
        #expect(result.stderr.contains("'out/a.png' is a FIFO (named pipe), which badgegen does not replace"), "\(result.stderr)")
        #expect(FileKind(folder.path("out/a.png")) == S_IFIFO)
        #expect(folder.files(in: "out") == ["b.png"])
    }

    @Test("a manifest inside the catalog it writes is never overwritten")
    func manifestInsideOutput() throws {
        let folder = try TestFolder()
        try folder.write(Self.manifest(#"{"name": "A"}"#), to: "B.xcassets/a.imageset/Contents.json")
        let before = folder.snapshot
        let result = try BadgegenCLI.run(["batch", "B.xcassets/a.imageset/Contents.json", "--xcassets", "B.xcassets"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("its Contents.json is an input of this run (its manifest or --font file)"), "\(result.stderr)")
        var after = folder.snapshot
        after.entries["B.xcassets/Contents.json"] = nil
        #expect(after == before)
    }

    @Test("two entries writing one file: the later fails and the files are written once")
    func sharedFile() throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"defaults": {"caption": false}, "badges": [{"name": "X", "scales": [2]}, {"name": "Y", "stem": "x@2x", "scales": [1]}]}"#)
        let result = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out", "--json"], in: folder.url)
        #expect(result.status == 1)
        #expect(try result.summary()["written"] as? Int == 1)
        let again = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out", "--json"], in: folder.url)
        #expect(try again.summary()["written"] as? Int == 0)
    }

    @Test("a 3 GB file at an output path is judged from its first chunks, at once")
    func hugeForeignFile() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest(#"{"name": "A"}"#))
        try folder.write(Self.handMade, to: "out/a.png")
        let handle = try FileHandle(forWritingTo: folder.url.appendingPathComponent("out/a.png"))
        try handle.truncate(atOffset: 3 << 30)
        try handle.close()
        let start = Date()
        let result = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out"], in: folder.url)
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(result.status == 1)
        #expect(result.stderr.contains("'out/a.png' was not written by badgegen"), "\(result.stderr)")
        #expect((try FileManager.default.attributesOfItem(atPath: folder.path("out/a.png"))[.size] as? NSNumber)?.intValue == 3 << 30)
    }

    @Test("a file of its own without its image data, CRCs all valid, is drawn again")
    func imageDataCutOut() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest(#"{"name": "A"}"#))
        #expect(try BadgegenCLI.run(["batch", "manifest.json", "--out", "out"], in: folder.url).status == 0)
        let good = try folder.bytes("out/a.png")
        // The chunks as stored, CRCs included, all but IDAT.
        var cut = Array(good.prefix(8))
        var offset = 8
        while offset < good.count {
            let length = good[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            if String(decoding: good[offset + 4..<offset + 8], as: UTF8.self) != "IDAT" {
                cut += good[offset..<offset + 12 + length]
            }
            offset += 12 + length
        }
        try folder.write(cut, to: "out/a.png")
        #expect(throws: Never.self) { try PNGDecoder.chunks(of: cut) }
        let result = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out", "--json"], in: folder.url)
        #expect(try result.summary()["written"] as? Int == 1)
        #expect(try folder.bytes("out/a.png") == good)
    }

    @Test("stale temporaries of a killed run are removed; others, and those of another machine or container under a day old, are kept")
    func staleTemporaries() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest(#"{"name": "A"}"#))
        let dead = "999999999", alive = String(getpid())
        let stale = ["out/.a.png.tmp-\(dead)-1", "B.xcassets/a.imageset/.a.png.tmp-\(dead)-2",
                     "B.xcassets/a.imageset/.Contents.json.tmp-\(dead)-3", "B.xcassets/.Contents.json.tmp-\(dead)-4"]
        let kept = ["out/.a.png.tmp-\(alive)-5", "out/.notes.txt.tmp-\(dead)-6", "out/.a.png.tmp-x-7", "out/.a.png.tmp-\(dead)"]
        // Names that say which machine and container wrote them: this one's, or another's,
        // whose process ids mean nothing here: its temporaries go only once a day old.
        let here = StaleTemporaries.machine
        // This one's: the first 8 digits of the boot id and the inode of the process-id
        // namespace, where /proc tells them.
        if let bootID = try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8) {
            var namespace = stat()
            if stat("/proc/self/ns/pid", &namespace) == 0 {
                #expect(here == String(bootID.prefix(8)) + String(UInt64(namespace.st_ino) & 0xFFFF_FFFF, radix: 16))
            }
        }
        let elsewhere = here == "0123abcd1" ? "0123abcd2" : "0123abcd1"
        let staleHere = ["out/.a.png.tmp-\(dead)-8-\(here)", "out/.a.png.tmp-\(dead)-9-\(elsewhere)"]
        let keptHere = ["out/.a.png.tmp-\(alive)-10-\(here)", "out/.a.png.tmp-\(dead)-11-\(elsewhere)",
                        "out/.a.png.tmp-\(dead)-12-\(here.uppercased())x"]
        for file in stale + kept + staleHere + keptHere { try folder.write("partial", to: file) }
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -25 * 60 * 60)],
                                              ofItemAtPath: folder.path(staleHere[1]))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -23 * 60 * 60)],
                                              ofItemAtPath: folder.path(keptHere[1]))
        #expect(try BadgegenCLI.run(["batch", "manifest.json", "--out", "out", "--xcassets", "B.xcassets"], in: folder.url).status == 0)
        for file in staleHere { #expect(!FileManager.default.fileExists(atPath: folder.path(file)), "\(file) left") }
        for file in keptHere { #expect(FileManager.default.fileExists(atPath: folder.path(file)), "\(file) removed") }
        for file in stale { #expect(!FileManager.default.fileExists(atPath: folder.path(file)), "\(file) left") }
        for file in kept { #expect(FileManager.default.fileExists(atPath: folder.path(file)), "\(file) removed") }
    }

    @Test("an entry that fails in an image set it created leaves no folder behind")
    func fullDisk() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest(#"{"name": "A"}"#))
        // Files over 1 block fail to write (EFBIG), as on a full disk: Contents.json fits, the PNG does not.
        let result = try folder.shell(#"trap '' XFSZ; ulimit -f 2; exec "$B" batch manifest.json --xcassets B.xcassets"#)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("cannot write"), "\(result.stderr)")
        #expect(folder.files(in: "B.xcassets") == ["Contents.json"])
        #expect(!FileManager.default.fileExists(atPath: folder.path("B.xcassets/a.imageset")))
    }

    @Test("a write that fails midway through a badge changes none of its files: an image set never mixes two designs")
    func writeFailsMidway() throws {
        let folder = try TestFolder()
        let earlier = #"{"badges": [{"name": "Earth Day", "hue": 90}]}"#, later = #"{"badges": [{"name": "Earth Day", "hue": 200}]}"#
        try folder.write(earlier, to: "manifest.json")
        let outputs = ["--out", "out", "--xcassets", "B.xcassets"]
        #expect(try BadgegenCLI.run(["batch", "manifest.json"] + outputs, in: folder.url).status == 0)
        try folder.write(later, to: "manifest.json")
        let before = folder.snapshot
        // The later design drawn elsewhere, for its files' sizes and bytes.
        #expect(try BadgegenCLI.run(["batch", "manifest.json", "--out", "probe/out", "--xcassets", "probe/B.xcassets"],
                                    in: folder.url).status == 0)
        let light = try [folder.bytes("probe/out/earth-day@3x.png").count,
                         folder.bytes("probe/B.xcassets/earth-day.imageset/earth-day@3x.png").count].max()!
        let dark = try folder.bytes("probe/out/earth-day~dark@3x.png").count
        // The light pictures at 3x are written first and fit the limit; the dark ones do not.
        try #require(light < dark, "the test needs a dark picture at 3x larger than the light ones: \(light), \(dark)")
        let full = try folder.shell(#"prlimit --fsize=\#(light): "$B" batch manifest.json --out out --xcassets B.xcassets"#)
        #expect(full.status == 1, "\(full.stderr)")
        #expect(full.stderr.contains(#"badges[0] "Earth Day": cannot write 'out/earth-day~dark@3x.png': File too large"#),
                "\(full.stderr)")
        #expect(full.stdout.contains("wrote 0 files"), "\(full.stdout)")
        var after = folder.snapshot
        after.entries = after.entries.filter { !$0.key.hasPrefix("probe/") }
        #expect(after == before, "files changed, or temporaries left:\n\(after)")

        // With room, the run writes every file of the later design.
        #expect(try BadgegenCLI.run(["batch", "manifest.json"] + outputs, in: folder.url).status == 0)
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path("probe/out")) {
            #expect(try folder.bytes("out/" + file) == folder.bytes("probe/out/" + file), "\(file)")
        }
    }

    @Test("--prune leaves an image set it cannot list: nothing in it can be told to be a batch's, its Contents.json included")
    func pruneUnlistableImageSet() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest(#"{"name": "A"}, {"name": "B"}"#))
        let first = try folder.shellWithoutPrivileges(#""$B" batch manifest.json --xcassets B.xcassets"#)
        #expect(first.status == 0, "\(first.stderr)")
        try folder.manifest(Self.manifest(#"{"name": "A"}"#))
        // Writable and searchable, not readable: its files can be removed, not listed.
        let imageSet = folder.path("B.xcassets/b.imageset")
        try #require(chmod(imageSet, 0o333) == 0)
        defer { chmod(imageSet, 0o755) }
        for (options, verb) in [(" -n", "would leave"), ("", "left")] {
            let result = try folder.shellWithoutPrivileges(#""$B" batch manifest.json --xcassets B.xcassets --prune"# + options)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.contains("warning: --prune \(verb) 'B.xcassets/b.imageset': it cannot be listed (Permission denied)"),
                    "\(result.stderr)")
            #expect(!result.stderr.contains("removed"), "\(result.stderr)")
        }
        chmod(imageSet, 0o755)
        #expect(folder.files(in: "B.xcassets/b.imageset") == ["Contents.json", "b.png"])
    }

    @Test("--prune of an image set it cannot remove: a killed run's temporary there is not counted, in a dry run or a run")
    func pruneUnremovableImageSetWithTemporary() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest(#"{"name": "A"}, {"name": "B"}"#))
        let first = try folder.shellWithoutPrivileges(#""$B" batch manifest.json --xcassets B.xcassets"#)
        #expect(first.status == 0, "\(first.stderr)")
        try folder.manifest(Self.manifest(#"{"name": "A"}"#))
        let imageSet = folder.path("B.xcassets/b.imageset")
        // Of a process that is gone, written as the unprivileged runs' own.
        let temporary = try folder.shellWithoutPrivileges("echo partial > B.xcassets/b.imageset/.b.png.tmp-999999999-1")
        #expect(temporary.status == 0, "\(temporary.stderr)")
        // Readable, not writable: nothing in it can be removed.
        try #require(chmod(imageSet, 0o555) == 0)
        defer { chmod(imageSet, 0o755) }
        let before = folder.files(in: "B.xcassets/b.imageset")
        for (options, verb) in [(" -n --json", "would leave"), (" --json", "left")] {
            let result = try folder.shellWithoutPrivileges(#""$B" batch manifest.json --xcassets B.xcassets --prune"# + options)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try result.summary()["removed"] as? Int == 0, "\(result.stdout)")
            #expect(!result.stdout.contains(".tmp-"), "\(result.stdout)")
            #expect(result.stderr == "badgegen: warning: --prune \(verb) 'B.xcassets/b.imageset': it cannot be removed: Permission denied\n",
                    "\(result.stderr)")
        }
        #expect(folder.files(in: "B.xcassets/b.imageset") == before)
    }

    @Test("--prune leaves everything in an output folder it cannot list, with a warning naming the folder and why", arguments: [
        ("--out out", "out", "files"), ("--xcassets B.xcassets", "B.xcassets", "image sets"),
        ("--xcassets B.xcassets --group G", "B.xcassets/G", "image sets"),
    ])
    func pruneUnlistableOutputFolder(options: String, unlistable: String, what: String) throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest(#"{"name": "A"}, {"name": "B"}"#))
        let first = try folder.shellWithoutPrivileges(#""$B" batch manifest.json "# + options)
        #expect(first.status == 0, "\(first.stderr)")
        let written = folder.files(in: unlistable)
        try folder.manifest(Self.manifest(#"{"name": "A"}"#))
        // Writable and searchable, not readable: B's files are there to be pruned, but no
        // listing finds them; taken for empty, the folder would be passed over unsaid.
        let path = folder.path(unlistable)
        try #require(chmod(path, 0o333) == 0)
        defer { chmod(path, 0o755) }
        for (dryRun, verb) in [(" -n", "would leave"), ("", "left")] {
            let result = try folder.shellWithoutPrivileges(#""$B" batch manifest.json --prune "# + options + dryRun)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderrLines.filter { $0.hasPrefix("badgegen: warning: ") } == [
                "badgegen: warning: --prune \(verb) everything in '\(unlistable)': it cannot be listed (Permission denied), "
                    + "so the \(what) of badges no longer named cannot be found",
            ], "\(result.stderr)")
            #expect(!result.stderr.contains("removed"), "\(result.stderr)")
        }
        chmod(path, 0o755)
        #expect(folder.files(in: unlistable) == written)
    }

    @Test("a run refused while its outputs are prepared removes the folders and Contents.json files it made for them")
    func refusedPreparation() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest(#"{"name": "A"}"#))
        // --out is made first, then the catalog's group fails on a file standing in its way.
        try folder.write("not a folder", to: "B.xcassets/g1")
        let refused = try BadgegenCLI.run(["batch", "manifest.json", "--out", "new/deep/out", "--xcassets", "B.xcassets",
                                           "--group", "g1/g2"], in: folder.url)
        #expect(refused.status == 1, "\(refused.stderr)")
        #expect(refused.stderr.contains("--group 'g1/g2'"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("new")), "the --out folders were left")
        // The catalog existed without a Contents.json: the one the run wrote there is gone
        // too; a refused run leaves nothing it made.
        #expect(folder.files(in: "B.xcassets") == ["g1"])

        // A new catalog whose Contents.json cannot be written: no file badgegen writes may
        // grow past 0 blocks (its messages go through a pipe to a shell that may).
        let full = try folder.shell(#"(trap '' XFSZ; ulimit -S -f 0; exec "$B" batch manifest.json --xcassets New/Deep/C.xcassets --group G/H; ) 2>&1 | cat >&2"#)
        #expect(full.stderr.contains("cannot write"), "\(full.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("New")), "the catalog's folders were left")
    }

    @Test("a file-size limit fails the write like a full disk: one line, exit 1, the old file kept, no temporary left")
    func fileSizeLimit() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest(#"{"name": "A"}"#))
        #expect(try BadgegenCLI.run(["batch", "manifest.json", "--out", "out"], in: folder.url).status == 0)
        let before = try folder.bytes("out/a.png")
        // No file may grow past 2 blocks (a badge is larger); messages go through a pipe to
        // a shell without the limit. The status is that of the batch, printed after it.
        let script = #"( ulimit -S -f 2; "$B" batch manifest.json --out out --force; echo "status $?" >&2 ) 2>&1 | cat >&2"#
        let result = try folder.shell(script)
        #expect(result.stderr.contains(#"badges[0] "A": cannot write 'out/a.png': File too large"#), "the path as given: \(result.stderr)")
        #expect(result.stderr.contains("status 1"), "\(result.stderr)")
        #expect(try folder.bytes("out/a.png") == before)
        #expect(folder.files(in: "out") == ["a.png"], "\(folder.files(in: "out"))")
        let hidden = (try? FileManager.default.contentsOfDirectory(atPath: folder.path("out"))) ?? []
        #expect(hidden == ["a.png"], "temporary files left: \(hidden)")
    }

    @Test("a replaced file keeps its permissions: a picture or Contents.json readable by its owner alone stays so")
    func permissionsKept() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest(#"{"name": "A"}"#))
        #expect(try BadgegenCLI.run(["batch", "manifest.json", "--out", "out", "--xcassets", "B.xcassets"], in: folder.url).status == 0)
        #expect(try BadgegenCLI.run(["render", "--name", "R", "-o", "r.png"], in: folder.url).status == 0)
        func mode(_ file: String) throws -> Int {
            try #require(try FileManager.default.attributesOfItem(atPath: folder.path(file))[.posixPermissions] as? Int)
        }
        let files = ["out/a.png": 0o600, "B.xcassets/a.imageset/a.png": 0o640, "B.xcassets/a.imageset/Contents.json": 0o600, "r.png": 0o604]
        for (file, mode) in files { try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: folder.path(file)) }
        // Each file replaced: the pictures redrawn, the image set's Contents.json given a 2x slot.
        try folder.manifest(Self.manifest(#"{"name": "A", "scales": [1, 2]}"#))
        let result = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out", "--xcassets", "B.xcassets", "--force"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try BadgegenCLI.run(["render", "--name", "R", "--hue", "90", "-o", "r.png"], in: folder.url).status == 0)
        #expect(try folder.text("B.xcassets/a.imageset/Contents.json").contains("a@2x.png"))
        for (file, expected) in files { #expect(try mode(file) == expected, "\(file)") }
    }

    @Test("new files and folders take their permissions from the umask, as touch and mkdir do: a group sharing the output can write there")
    func permissionsFollowUmask() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest(#"{"name": "A"}"#))
        let batch = #"umask 002; "$B" batch manifest.json --out shared/out --xcassets shared/B.xcassets --quiet && "$B" --no-caption -o shared/r.png"#
        let result = try folder.shell(batch)
        #expect(result.status == 0, "\(result.stderr)")
        func mode(_ file: String) throws -> Int {
            try #require(try FileManager.default.attributesOfItem(atPath: folder.path(file))[.posixPermissions] as? Int)
        }
        for made in ["shared", "shared/out", "shared/B.xcassets", "shared/B.xcassets/a.imageset"] {
            #expect(try mode(made) == 0o775, "\(made)")
        }
        for written in ["shared/out/a.png", "shared/B.xcassets/Contents.json", "shared/B.xcassets/a.imageset/a.png",
                        "shared/B.xcassets/a.imageset/Contents.json", "shared/r.png"] {
            #expect(try mode(written) == 0o664, "\(written)")
        }
        // A stricter umask is kept too: nothing for others.
        let strict = try folder.shell(#"umask 027; "$B" batch manifest.json --out private --quiet"#)
        #expect(strict.status == 0, "\(strict.stderr)")
        #expect(try mode("private") == 0o750)
        #expect(try mode("private/a.png") == 0o640)
    }

    @Test("an argument that is not UTF-8 (a path, a name) is refused, not written or drawn as another")
    func notUTF8() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest(#"{"name": "A"}"#))
        let render = try folder.shell(#"exec "$B" --no-caption -o "$(printf 'x\377.png')""#)
        #expect(render.status == 64)
        #expect(render.stderr == "badgegen: error: argument 3 'x\\xFF.png' is not valid UTF-8: badgegen takes names and paths as UTF-8 text\n", "\(render.stderr)")
        let batch = try folder.shell(#"exec "$B" batch manifest.json --out "$(printf 'o\377')""#)
        #expect(batch.status == 64)
        #expect(batch.stderr.contains("argument 4 'o\\xFF' is not valid UTF-8"), "\(batch.stderr)")
        let name = try folder.shell(#"exec "$B" --name "$(printf 'Caf\351')""#)
        #expect(name.status == 64)
        #expect(name.stderr.contains("argument 2 'Caf\\xE9' is not valid UTF-8"), "\(name.stderr)")
        #expect(folder.files(in: ".").filter { !$0.hasPrefix(".") } == ["manifest.json"])
    }

    @Test("prune leaves what is named not in UTF-8, which no batch writes, and says so in a catalog; a run and a dry run alike")
    func pruneNameNotUTF8() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest(#"{"name": "A"}, {"name": "Beta"}, {"name": "Gamma"}"#))
        let outputs = ["--xcassets", "B.xcassets", "--out", "out"]
        #expect(try BadgegenCLI.run(["batch", "manifest.json", "--quiet"] + outputs, in: folder.url).status == 0)
        // Copies of Gamma's image set and PNG file under a name with the byte 0xFF, which
        // Foundation spells with U+FFFD (the path of another file, or of none), and one of
        // Beta's pictures in its image set. A second copy of the set, named with 0xFE, would
        // read as the first with U+FFFD: each byte is shown as itself.
        let copies = try folder.shell(#"""
            cp -R B.xcassets/gamma.imageset "B.xcassets/$(printf '\377').imageset" && cp out/gamma.png "out/$(printf '\377').png" &&
            cp -R B.xcassets/gamma.imageset "B.xcassets/$(printf '\376').imageset" &&
            cp B.xcassets/beta.imageset/beta.png "B.xcassets/beta.imageset/$(printf '\377').png"
            """#)
        #expect(copies.status == 0, "\(copies.stderr)")
        try folder.manifest(Self.manifest(#"{"name": "A"}"#))
        for (options, left) in [(["--dry-run"], "would leave"), ([], "left")] {
            let result = try BadgegenCLI.run(["batch", "manifest.json", "--prune"] + outputs + options, in: folder.url)
            #expect(result.status == 0, "\(result.stderr)")
            let warnings = result.stderrLines.filter { $0.hasPrefix("badgegen: warning: ") }
            #expect(warnings == [
                "badgegen: warning: --prune \(left) 'B.xcassets/beta.imageset': it holds \"\\xFF.png\", a name not valid UTF-8, which no batch writes",
                "badgegen: warning: --prune \(left) 'B.xcassets/\\xFE.imageset': its name is not valid UTF-8, which no batch writes",
                "badgegen: warning: --prune \(left) 'B.xcassets/\\xFF.imageset': its name is not valid UTF-8, which no batch writes",
            ], "\(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path("B.xcassets/gamma.imageset")), "the set the manifest no longer names is pruned")
        // Listed by `ls -b`, which writes the bytes 0xFE and 0xFF as \376 and \377.
        let kept = try folder.shell(#"cd B.xcassets && LC_ALL=C ls -b ../out beta.imageset "$(printf '\377').imageset" "$(printf '\376').imageset""#)
        #expect(kept.stdout == #"""
            ../out:
            a.png
            \377.png

            beta.imageset:
            Contents.json
            beta.png
            \377.png

            \376.imageset:
            Contents.json
            gamma.png

            \377.imageset:
            Contents.json
            gamma.png
            """# + "\n", "\(kept.stderr)")
    }

    @Test("in a current folder whose path is not UTF-8, relative outputs are written there, not beside it")
    func currentFolderNotUTF8() throws {
        let folder = try TestFolder()
        try folder.manifest(Self.manifest(#"{"name": "A"}"#), name: "m.json")
        // Foundation spells the current folder with U+FFFD for the byte 0xFF: a folder of
        // that name beside it must not receive the files.
        try FileManager.default.createDirectory(atPath: folder.path("p\u{FFFD}/out/sub"), withIntermediateDirectories: true)
        let beside = folder.snapshot
        let run = try folder.shell(#"""
            mkdir "$(printf 'p\377')" && cd "$(printf 'p\377')" && mkdir sub && cp ../m.json . &&
            "$B" batch m.json --out out --xcassets B.xcassets --prune --quiet && "$B" --no-caption -o sub/one.png
            """#)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(folder.snapshot.entries.filter { $0.key.hasPrefix("p\u{FFFD}/") } == beside.entries.filter { $0.key.hasPrefix("p\u{FFFD}/") })
        let listed = try folder.shell(#"cd "$(printf 'p\377')" && find . -type f | LC_ALL=C sort"#)
        #expect(listed.stdout == """
            ./B.xcassets/Contents.json
            ./B.xcassets/a.imageset/Contents.json
            ./B.xcassets/a.imageset/a.png
            ./m.json
            ./out/a.png
            ./sub/one.png

            """, "\(listed.stderr)")
    }

    @Test("a key holding an escape sequence reaches the terminal as text")
    func escapes() throws {
        let folder = try TestFolder()
        try folder.manifest(#"{"badges": [{"name": "A\u001b[2J", "caption": false}, {"name": "B", "\u001b]0;x\u0007": 1}]}"#)
        let result = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out"], in: folder.url)
        #expect(result.status == 1)
        #expect(!result.stderr.utf8.contains(0x1B) && !result.stderr.utf8.contains(0x07), "\(result.stderr.debugDescription)")
        #expect(result.stderr.contains(#"unknown field "\u{1B}]0;x\u{7}""#), "\(result.stderr)")
    }

    @Test("errors are shown up to a limit, then counted")
    func manyErrors() throws {
        let folder = try TestFolder()
        let entries = (0..<120).map { #"{"name": "N\#($0)", "hue": "bad"}"# }.joined(separator: ", ")
        try folder.manifest(#"{"badges": [\#(entries)]}"#)
        let result = try BadgegenCLI.run(["batch", "manifest.json", "--out", "out", "--json"], in: folder.url)
        #expect(result.stderrLines.filter { $0.hasPrefix("badgegen: error:") }.count == 51, "\(result.stderr)")
        #expect(result.stderr.contains("and 70 more messages"))
        #expect((try result.summary()["failures"] as? [Any])?.count == 120)
    }
}

/// The file type bits of `path` itself.
func FileKind(_ path: String) -> mode_t {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
}
