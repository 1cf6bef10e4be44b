import Foundation
import PNG
import Testing

@Suite("badgegen batch: interrupted runs", .serialized)
struct BatchInterruptTests {
    /// Runs a batch and sends it `signal` once some files are in "out" (or after 10 s),
    /// at least `settle` seconds after it started; returns how it ended.
    static func interrupted(_ arguments: [String], in folder: TestFolder, signal: Int32, settle: Double) throws -> BadgegenCLI.Result {
        let running = try BadgegenCLI.start(arguments, in: folder.url)
        let deadline = Date().addingTimeInterval(10)
        usleep(useconds_t(settle * 1_000_000))
        while folder.files(in: "out").isEmpty && Date() < deadline { usleep(10_000) }
        kill(running.process.processIdentifier, signal)
        return try BadgegenCLI.finish(running, timeout: 60)
    }

    @Test("SIGINT, SIGTERM, SIGHUP stop the run: exit 128 + signal, a summary, no temporary or partial files; the next run finishes", arguments: [SIGINT, SIGTERM, SIGHUP])
    func interrupt(signal: Int32) throws {
        let folder = try TestFolder()
        // Enough small badges that a debug build needs a few seconds for them.
        let count = 400
        try folder.manifest(BadgegenCLI.hikeManifest(count: count, scales: [1]))
        let arguments = ["batch", "manifest.json", "--out", "out", "--xcassets", "B.xcassets", "--jobs", "2", "--json", "--prune"]
        let result = try Self.interrupted(arguments, in: folder, signal: signal, settle: 0.5)

        #expect(result.status == 128 + signal, "\(result.stderr)")
        #expect(result.endedBySignal, "ended by the signal, as a shell's loop must see it to stop")
        #expect(result.stderr.contains("--prune did nothing: the run was stopped; run the same command again to finish and prune"),
                "\(result.stderr)")
        let summary = try result.summary()
        #expect(summary["interrupted"] as? Bool == true)
        let written = try #require(summary["written"] as? Int)
        #expect(written > 0 && written < 2 * count, "interrupt too late or too early to test anything: \(written)")

        let files = folder.files(in: "out").map { "out/" + $0 } + folder.files(in: "B.xcassets").map { "B.xcassets/" + $0 }
        #expect(files.allSatisfy { !$0.contains(".tmp-") }, "temporary files left: \(files.filter { $0.contains(".tmp-") })")
        let pngs = files.filter { $0.hasSuffix(".png") }
        #expect(pngs.count == written)
        for file in pngs {
            #expect(throws: Never.self, "\(file) does not decode") { try PNGDecoder.decode(folder.bytes(file)) }
        }

        let rest = try BadgegenCLI.run(arguments, in: folder.url)
        #expect(rest.status == 0, "\(rest.stderr)")
        let finished = try rest.summary()
        #expect(finished["skipped"] as? Int == written)
        #expect(finished["written"] as? Int == 2 * count - written)
        #expect(folder.files(in: "out").count == count)
    }

    @Test("an interrupted batch finishes the badge each worker is on: no image set or folder holds some of a badge's scales")
    func interruptKeepsBadgesWhole() throws {
        let folder = try TestFolder()
        let count = 300
        try folder.manifest(BadgegenCLI.hikeManifest(count: count, scales: [1, 2, 3]))
        let arguments = ["batch", "manifest.json", "--out", "out", "--xcassets", "B.xcassets", "--jobs", "2", "--json"]
        let result = try Self.interrupted(arguments, in: folder, signal: SIGINT, settle: 0.3)

        #expect(result.status == 128 + SIGINT, "\(result.stderr)")
        #expect(result.endedBySignal)
        let written = try #require(try result.summary()["written"] as? Int)
        #expect(written > 0 && written < 6 * count, "interrupt too late or too early to test anything: \(written)")
        #expect(written % 6 == 0, "\(written) files: a badge was left with some of its scales")
        // Each badge's files, by stem: all three scales in both outputs, or none.
        var scalesByStem: [String: Int] = [:]
        for file in folder.files(in: "out") + folder.files(in: "B.xcassets") where file.hasSuffix(".png") {
            let name = file.split(separator: "/").last.map(String.init) ?? file
            let stem = name.replacingOccurrences(of: "@2x", with: "").replacingOccurrences(of: "@3x", with: "")
            scalesByStem[stem, default: 0] += 1
        }
        let partial = scalesByStem.filter { $0.value != 6 }
        #expect(partial.isEmpty, "badges with some scales only: \(partial.keys.sorted().prefix(5))")
        let sets = Set(folder.files(in: "B.xcassets").compactMap { $0.split(separator: "/").first }.filter { $0.hasSuffix(".imageset") })
        #expect(sets.count == scalesByStem.count, "image set folders without their pictures")
    }

    @Test("a second Ctrl-C while a badge is drawn leaves each image set whole: no empty folder, no Contents.json without its pictures")
    func secondInterruptLeavesImageSetsWhole() throws {
        // Slow badges (a dashed symbol stroke) on one worker: a new image set's folder is
        // there from its largest scale's picture on, and the second signal lands while a
        // badge is drawn, at a different point in each attempt.
        let badges = (0..<40).map { index in
            #"{"name": "Hike \#(index)", "hue": \#(index * 15 % 360), "symbol": "M 60 330 C 140 120 280 380 360 90", "#
                + #""symbolStroke": {"width": 6, "cap": "round", "join": "round", "dash": [12, 8]}}"#
        }
        let manifest = #"{"defaults": {"caption": false, "scales": [1, 2, 3]}, "badges": [\#(badges.joined(separator: ", "))]}"#
        for attempt in 0..<6 {
            let folder = try TestFolder()
            try folder.manifest(manifest)
            let running = try BadgegenCLI.start(["batch", "manifest.json", "--xcassets", "B.xcassets", "--jobs", "1", "--quiet"],
                                                in: folder.url)
            let deadline = Date().addingTimeInterval(60)
            while !folder.files(in: "B.xcassets").contains(where: { $0.hasSuffix(".imageset/Contents.json") }) && Date() < deadline {
                usleep(5_000)
            }
            usleep(useconds_t(attempt * 37_000))
            kill(running.process.processIdentifier, SIGINT)
            // Apart, so that the second is not taken for the first sent again
            // (`InterruptHandler.repeatWindow`).
            usleep(80_000)
            kill(running.process.processIdentifier, SIGINT)
            let result = try BadgegenCLI.finish(running, timeout: 60)
            #expect(result.status == 128 + SIGINT && result.endedBySignal, "attempt \(attempt): \(result.stderr)")
            // Folders as they are, empty ones and hidden files included.
            let sets = try FileManager.default.contentsOfDirectory(atPath: folder.path("B.xcassets")).filter { $0.hasSuffix(".imageset") }
            for set in sets {
                let stem = String(set.dropLast(".imageset".count))
                let held = try FileManager.default.contentsOfDirectory(atPath: folder.path("B.xcassets/" + set)).sorted()
                #expect(held == ["Contents.json", stem + ".png", stem + "@2x.png", stem + "@3x.png"],
                        "attempt \(attempt): \(set) left with \(held)")
            }
        }
    }

    @Test("the same signal sent twice at once, as GNU timeout sends it, stops the run as one: the summary is printed",
          arguments: [SIGINT, SIGTERM])
    func signalSentTwiceAtOnce(signal: Int32) throws {
        // `timeout` signals the process, then its process group: two signals a moment
        // apart. Taken as a second Ctrl-C, about half the runs ended without a summary.
        for attempt in 0..<10 {
            let folder = try TestFolder()
            try folder.manifest(BadgegenCLI.hikeManifest(count: 300, scales: [1]))
            let running = try BadgegenCLI.start(["batch", "manifest.json", "--out", "out", "--jobs", "2", "--json"], in: folder.url)
            let deadline = Date().addingTimeInterval(60)
            while folder.files(in: "out").isEmpty && Date() < deadline { usleep(5_000) }
            kill(running.process.processIdentifier, signal)
            kill(running.process.processIdentifier, signal)
            let result = try BadgegenCLI.finish(running, timeout: 60)
            #expect(result.status == 128 + signal && result.endedBySignal, "attempt \(attempt): \(result.stderr)")
            #expect((try? result.summary())?["interrupted"] as? Bool == true, "attempt \(attempt): \(result.stdout)")
        }
    }

    @Test("a signal while --prune removes stops it between two removals: each removal said and in the summary, the rest whole",
          arguments: [SIGINT, SIGTERM])
    func signalWhilePruning(signal: Int32) throws {
        let folder = try TestFolder()
        let count = 700
        let manifest = #"{"defaults": {"caption": false, "scales": [1], "dark": false}, "badges": [%@]}"#
        try folder.manifest(manifest.replacingOccurrences(of: "%@", with: (0..<count).map { #"{"name": "B\#($0)"}"# }.joined(separator: ", ")))
        #expect(try BadgegenCLI.run(["batch", "manifest.json", "--xcassets", "X.xcassets", "-q"], in: folder.url).status == 0)
        try folder.manifest(manifest.replacingOccurrences(of: "%@", with: #"{"name": "B0"}"#))
        func imageSets() -> Set<String> {
            Set(((try? FileManager.default.contentsOfDirectory(atPath: folder.path("X.xcassets"))) ?? []).filter { $0.hasSuffix(".imageset") })
        }
        let before = imageSets()

        // The signal once the first removal is said.
        let running = try BadgegenCLI.start(["batch", "manifest.json", "--xcassets", "X.xcassets", "--prune", "--json"], in: folder.url)
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline && running.process.isRunning
                && !((try? String(contentsOf: running.stderr, encoding: .utf8)) ?? "").contains("--prune removed") {
            usleep(1_000)
        }
        kill(running.process.processIdentifier, signal)
        let result = try BadgegenCLI.finish(running, timeout: 60)

        // Whenever it landed: what is gone is exactly what was said and summed up.
        let gone = before.subtracting(imageSets()).map { "X.xcassets/" + $0 }
        let said = result.stderr.split(separator: "\n").filter { $0.hasPrefix("badgegen: --prune removed ") }
            .map { String($0.dropFirst("badgegen: --prune removed '".count).dropLast()) }
        let summary = try result.summary()
        #expect(Set(said) == Set(gone) && said.count == gone.count, "said \(said.count), gone \(gone.count)")
        #expect(Set(summary["pruned"] as? [String] ?? []) == Set(gone))
        #expect(summary["removed"] as? Int == gone.count)
        // Each image set either went whole or stayed whole.
        for set in imageSets() {
            let stem = String(set.dropLast(".imageset".count))
            #expect(folder.files(in: "X.xcassets/" + set) == ["Contents.json", stem + ".png"], "\(set)")
        }
        if result.status == 0 {
            Issue.record("the prune ended before the signal came: nothing stopped (\(gone.count) removed)")
        } else {
            #expect(result.status == 128 + signal && result.endedBySignal, "\(result.stderr)")
            #expect(summary["interrupted"] as? Bool == true)
            #expect(gone.count >= 1 && gone.count < count - 1, "\(gone.count)")
            #expect(result.stderr.contains("--prune stopped by a signal after removing \(gone.count) of what it found; run the same command again to finish"),
                    "\(result.stderr)")
        }
    }

    @Test("a signal ignored when the batch starts (nohup, trap '') stays ignored: the run finishes")
    func ignoredSignalStaysIgnored() throws {
        let folder = try TestFolder()
        let count = 200
        try folder.manifest(BadgegenCLI.hikeManifest(count: count, scales: [1]))
        // SIGHUP once the first files are there; handled, it would stop the run with 129.
        let result = try folder.shell(#"""
            trap '' HUP
            "$B" batch manifest.json --out out --jobs 1 --json & pid=$!
            while [ -z "$(ls out 2>/dev/null)" ]; do sleep 0.02; done
            kill -HUP $pid; wait $pid; echo "status $?" >&2
            """#)
        #expect(result.stderr.contains("status 0"), "\(result.stderr)")
        #expect(try result.summary()["written"] as? Int == count, "\(result.stdout)")
    }
}
