import ArgumentParser
import BadgeManifest

/// `--shard K/N`.
extension Shard: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(argument)
    }
}
