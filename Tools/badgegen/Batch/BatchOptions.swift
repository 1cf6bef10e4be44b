import BadgeManifest
import Foundation

/// The command line of `badgegen batch`, checked.
struct BatchOptions {
    var outputs: [BatchOutput] = []
    var workers: Int
    var shard: Shard = .all
    var scales: Set<Int>?
    var compression: BatchCompression

    init(_ command: BatchCommand) throws(BadgegenError) {
        if let out = command.out { outputs.append(BatchOutput(kind: .folder, given: Self.folderPath(out))) }
        if let catalog = command.xcassets {
            let root = Self.folderPath(catalog)
            guard root.hasSuffix(".xcassets"), root.count > ".xcassets".count else {
                throw .invalidValue("--xcassets", catalog, allowed: "expected a folder name ending in .xcassets, e.g. Badges.xcassets")
            }
            outputs.append(BatchOutput(kind: .assetCatalog, given: root))
        }
        guard !outputs.isEmpty else {
            throw BadgegenError("say where to write: --out <folder> for PNG files, --xcassets <Name.xcassets> for an asset catalog, or both")
        }
        if let out = command.out, let catalog = command.xcassets, Self.folderPath(out) == Self.folderPath(catalog) {
            throw BadgegenError("--out and --xcassets are both '\(out)': give them different folders")
        }

        let cores = ProcessInfo.processInfo.activeProcessorCount
        if let text = command.jobs {
            guard let n = Int(text.trimmingCharacters(in: .whitespaces)), (1...256).contains(n) else {
                throw .invalidValue("--jobs", text, allowed: "expected a whole number of worker threads from 1 to 256 (this machine has \(cores) cores)")
            }
            workers = n
        } else {
            workers = max(1, cores)
        }
        if let text = command.shard {
            guard let shard = Shard(text.trimmingCharacters(in: .whitespaces)) else {
                throw .invalidValue("--shard", text, allowed: Shard.allowed)
            }
            self.shard = shard
        }
        if let text = command.scales {
            let items = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            var set = Set<Int>()
            for item in items {
                guard let scale = Int(item), BadgeLimits.scales.contains(scale) else {
                    throw .invalidValue("--scales", text, allowed: "expected scales from 1, 2, 3 separated by commas, e.g. 1 or 2,3")
                }
                set.insert(scale)
            }
            scales = set
        }
        guard let compression = BatchCompression(rawValue: command.compression) else {
            throw .invalidValue("--compression", command.compression,
                                allowed: "expected one of \(BatchCompression.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        self.compression = compression
    }

    /// The path without trailing slashes (`Badges.xcassets/` → `Badges.xcassets`).
    private static func folderPath(_ text: String) -> String {
        var path = text
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
