import BadgeManifest
import Badges

/// Reads and checks a strip's `--entries` file.
enum StripEntries {
    static func load(_ path: String) throws(BadgegenError) -> [CompletedBadges.Entry] {
        let bytes = try InputFile.read(path, what: "--entries", limit: InputLimits.stripEntriesBytes)
        if InputFile.isBlank(bytes) {
            throw BadgegenError("--entries \(Quoted.path(path)) is empty: expected a JSON list such as "
                                + #"[{"name": "First Hike"}, {"name": "Earth Day", "hue": 90}]"#)
        }
        do {
            return try StripEntryList.parse(bytes)
        } catch {
            throw BadgegenError("--entries \(Quoted.path(path)) \(error)")
        }
    }

    /// Checks that `count` badges fit a strip at `scale`.
    static func check(count: Int, scale: Double) throws(BadgegenError) {
        do {
            try StripEntryList.check(count: count, scale: scale)
        } catch {
            throw BadgegenError("the strip \(error)")
        }
    }
}
