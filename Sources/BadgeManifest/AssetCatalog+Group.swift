extension AssetCatalog {
    /// A group folder's `Contents.json`: `existing` (`nil` for a new group) with `info`
    /// added if missing and `"properties": {"provides-namespace": true}`, so that an app
    /// names the image sets inside as `Image("Group/earth-day")`. Every other key is kept.
    ///
    /// Throws when the group says `provides-namespace` is anything but `true`, or says
    /// nothing of it (which Xcode reads as false) while it holds `otherEntry`: turning it on
    /// would rename every other asset of that folder in the project's code.
    static func group(merging existing: JSONValue?, otherEntry: String? = nil) throws(CatalogProblem) -> JSONValue {
        guard case .object(var members) = try root(merging: existing) else { return .null }
        let namespace = JSONValue.Member("provides-namespace", .bool(true))
        guard let index = members.firstIndex(where: { $0.key == "properties" }) else {
            if let otherEntry { throw .namespaceWouldRename(entry: otherEntry) }
            members.append(.init("properties", .object([namespace])))
            return .object(members)
        }
        let found = JSONWriter.compactPrefix(members[index].value, characters: InputLimits.quotedCharacters)
        guard case .object(var properties) = members[index].value else { throw .namespaceNotProvided(found: found) }
        switch properties.first(where: { $0.key == namespace.key })?.value {
        case nil:
            if let otherEntry { throw .namespaceWouldRename(entry: otherEntry) }
            properties.append(namespace)
        case .bool(true): return .object(members)
        case .some: throw .namespaceNotProvided(found: found)
        }
        members[index].value = .object(properties)
        return .object(members)
    }

    /// A new group folder's `Contents.json`.
    package static func groupContents() -> String {
        text(of: (try? group(merging: nil)) ?? .null)
    }
}
