import Foundation
import PNG
import Testing

@Suite("badgegen batch: shards writing one catalog at once")
struct BatchSharedCatalogTests {
    @Test("three shards at once into one catalog and group leave it whole; a run after them has nothing to do")
    func concurrentShards() throws {
        let folder = try TestFolder()
        let count = 24
        try folder.manifest(BadgegenCLI.hikeManifest(count: count, scales: [1, 2]))
        // The catalog does not exist yet: every shard creates it, its root and group
        // Contents.json, at the same moment.
        let arguments = ["batch", "manifest.json", "--xcassets", "Shared/Badges.xcassets", "--group", "Badges", "--jobs", "1", "--json"]
        let shards = try (1...3).map { try BadgegenCLI.start(arguments + ["--shard", "\($0)/3"], in: folder.url) }
        let results = try shards.map { try BadgegenCLI.finish($0) }
        for result in results {
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try result.summary()["written"] as? Int == 2 * count / 3)
        }

        let catalog = "Shared/Badges.xcassets"
        let files = folder.files(in: catalog)
        #expect(files.count == 2 + count * 3, "\(files)")
        #expect(files.allSatisfy { !$0.contains(".tmp-") })
        let root = try JSONSerialization.jsonObject(with: Data(folder.bytes(catalog + "/Contents.json"))) as? [String: Any]
        #expect(root?.keys.sorted() == ["info"])
        let group = try JSONSerialization.jsonObject(with: Data(folder.bytes(catalog + "/Badges/Contents.json"))) as? [String: Any]
        #expect((group?["properties"] as? [String: Bool]) == ["provides-namespace": true])
        for index in 0..<count {
            let set = "\(catalog)/Badges/hike-\(index).imageset/"
            let contents = try JSONSerialization.jsonObject(with: Data(folder.bytes(set + "Contents.json"))) as? [String: Any]
            let images = try #require(contents?["images"] as? [[String: String]], "\(set)")
            #expect(images.compactMap { $0["filename"] } == ["hike-\(index).png", "hike-\(index)@2x.png"])
            for (file, side) in [("hike-\(index).png", 100), ("hike-\(index)@2x.png", 200)] {
                #expect(try PNGDecoder.decode(folder.bytes(set + file)).width == side, "\(set)\(file)")
            }
        }

        let again = try BadgegenCLI.run(Array(arguments.dropLast()), in: folder.url)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.hasPrefix("nothing to do: \(2 * count) files up to date"), "\(again.stdout)")
    }
}

@Suite("Examples: the Kubernetes Indexed Job's command")
struct KubernetesExampleTests {
    @Test("the Job's command, run as its pods run it (index 0 to N-1), draws the whole manifest into one catalog")
    func indexedJobCommand() throws {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let job = try String(contentsOf: package.appendingPathComponent("Examples/kubernetes/badges-job.yaml"), encoding: .utf8)
        // The folded `args` block: the lines after `- >-` up to the next key.
        let lines = job.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "- >-" })
        let command = lines[(start + 1)...].prefix { !$0.contains(":") || $0.contains("$((") }
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(command.hasPrefix("exec badgegen batch /manifest/manifest.json"), "\(command)")
        #expect(job.contains("completionMode: Indexed"))

        let folder = try TestFolder()
        try FileManager.default.createDirectory(atPath: folder.path("manifest"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: package.appendingPathComponent("Examples/manifest.json").path,
                                         toPath: folder.path("manifest/manifest.json"))
        let local = command.replacingOccurrences(of: "exec badgegen", with: "\"$B\"")
            .replacingOccurrences(of: "/manifest/", with: "manifest/").replacingOccurrences(of: "/out/", with: "out/")
        let executable = try #require(BadgegenCLI.executable)
        let pods = try (0..<3).map { index in
            try BadgegenCLI.start(["-c", "B='\(executable.path)' JOB_COMPLETION_INDEX=\(index) SHARDS=3; " + local],
                                  in: folder.url, program: URL(fileURLWithPath: "/bin/sh"))
        }
        let written = try pods.map { pod -> Int in
            let result = try BadgegenCLI.finish(pod)
            #expect(result.status == 0, "\(result.stderr)")
            return try #require(try result.summary()["written"] as? Int)
        }
        // The same files as one unsharded run, each written by exactly one pod.
        let whole = try BadgegenCLI.run(["batch", "manifest/manifest.json", "--xcassets", "Whole.xcassets", "--group", "Badges", "--json"], in: folder.url)
        #expect(written.reduce(0, +) == (try whole.summary()["written"] as? Int))
        #expect(try folder.contents(of: "out/Badges.xcassets") == folder.contents(of: "Whole.xcassets"))
    }
}
