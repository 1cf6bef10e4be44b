import Foundation

/// What a batch run did: the counts, the time, and one line per badge that failed.
package struct BatchSummary: Hashable, Sendable {
    /// One badge that could not be drawn or written.
    package struct Failure: Hashable, Sendable {
        /// Its position in the manifest's `badges` list, from 0.
        package var index: Int
        /// Its name, if it has one.
        package var name: String?
        /// What went wrong, in one line.
        package var error: String

        /// The failure of the badge at `index`.
        package init(index: Int, name: String?, error: String) {
            self.index = index
            self.name = name
            self.error = error
        }
    }

    /// What was said of a badge drawn this run that is no failure: characters its caption
    /// leaves out, a symbol that draws nothing.
    package struct Warning: Hashable, Sendable {
        /// Its position in the manifest's `badges` list, from 0.
        package var index: Int
        /// Its name.
        package var name: String
        /// The warning, in one line, without the badge's location.
        package var warning: String

        /// A warning of the badge at `index`.
        package init(index: Int, name: String, warning: String) {
            self.index = index
            self.name = name
            self.warning = warning
        }
    }

    /// Files written this run.
    package var written: Int
    /// Files left alone because they were up to date.
    package var skipped: Int
    /// Files removed this run: a scale a badge no longer has, a killed run's temporary
    /// files, and with `--prune` the files of badges the manifest no longer names.
    package var removed: Int
    /// An asset catalog's `Contents.json` files written this run (its own, its group's,
    /// each image set's), new or brought up to date: not counted in `written`, which
    /// counts pictures, but a change all the same.
    package var updatedContents = 0
    /// What `--prune` removed: each file of a folder and each image set (each file removed
    /// from one whose folder stays), as messages show them (under the output as the user
    /// gave it).
    package var pruned: [String] = []
    /// Badges that failed (one badge may have several files).
    package var failed: Int { failures.count }
    /// Wall-clock time of the run.
    package var seconds: Double
    /// The failed badges, in manifest order.
    package var failures: [Failure]
    /// The warnings of the badges drawn, in manifest order.
    package var warnings: [Warning] = []
    /// Whether the run was interrupted before it finished.
    package var interrupted: Bool
    /// Why the run was refused as a whole before any badge was drawn (the manifest cannot
    /// be read, an output cannot be prepared), if it was.
    package var error: String?
    /// Whether this is what a run would do (`--dry-run`): the counts and `changes` are
    /// those a run would make, and nothing was changed.
    package var isDryRun = false
    /// For a dry run, each file and image set a run would write, replace or remove, in
    /// the order it would.
    package var changes: [Change] = []

    /// One change a run makes to its outputs.
    package struct Change: Hashable, Sendable {
        package enum Kind: String, Hashable, Sendable {
            /// A file made where none stands.
            case write
            /// A file badgegen wrote, replaced by a new one.
            case replace
            /// A file, or an image set with its files, removed.
            case remove
        }

        package var kind: Kind
        /// The path as messages show it: under the output as the user gave it.
        package var path: String

        package init(_ kind: Kind, _ path: String) {
            self.kind = kind
            self.path = path
        }

        /// `would write Badges/alpha.png`: the path as it is, but for control and
        /// format characters, escaped as messages escape them.
        package var line: String { "would \(kind.rawValue) \(Quoted.escaped(path, limit: .max))" }
    }

    /// A summary; an empty run by default.
    package init(written: Int = 0, skipped: Int = 0, removed: Int = 0, seconds: Double = 0, failures: [Failure] = [],
                interrupted: Bool = false, error: String? = nil) {
        self.written = written
        self.skipped = skipped
        self.removed = removed
        self.seconds = seconds
        self.failures = failures.sorted { $0.index < $1.index }
        self.interrupted = interrupted
        self.error = error
    }

    /// One line of JSON with sorted keys: `{"failed":0,"failures":[],"interrupted":false,
    /// "pruned":[],"removed":0,"seconds":1.234,"skipped":0,"updatedContents":0,"warnings":[],
    /// "written":9}`; each failure is `{"error":…,"index":…,"name":…}`, each warning
    /// `{"index":…,"name":…,"warning":…}`, and `pruned` lists what `--prune` removed.
    /// A run refused as a whole adds `"error":…`, its counts all 0. A dry run adds
    /// `"dryRun":true` and `"changes"`, each `{"change":"write","path":…}` (or `replace`,
    /// `remove`), its counts being those a run would make.
    package var json: String {
        let failures: [JSONValue] = failures.map { failure in
            .object([.init("index", .number(failure.index)),
                     .init("name", failure.name.map(JSONValue.string) ?? .null),
                     .init("error", .string(failure.error))])
        }
        return JSONWriter.compact(.object([
            .init("written", .number(written)), .init("skipped", .number(skipped)), .init("failed", .number(failed)),
            .init("seconds", .number(String(format: "%.3f", seconds))), .init("failures", .array(failures)),
            .init("interrupted", .bool(interrupted)), .init("removed", .number(removed)),
            .init("pruned", .array(pruned.map(JSONValue.string))), .init("updatedContents", .number(updatedContents)),
            .init("warnings", .array(warnings.map { warning in
                .object([.init("index", .number(warning.index)), .init("name", .string(warning.name)),
                         .init("warning", .string(warning.warning))])
            })),
        ] + (error.map { [.init("error", .string($0))] } ?? [])
          + (isDryRun ? [.init("dryRun", .bool(true)), .init("changes", .array(changes.map { change in
              .object([.init("change", .string(change.kind.rawValue)), .init("path", .string(change.path))])
          }))] : [])))
    }

    /// The human summary, one line: `wrote 12 files, removed 2, 3 up to date, 1 badge
    /// failed, 0.42 s`, or `nothing to do: 9 files up to date` when there was nothing to
    /// write or remove. `removed 1 empty image set` stands for the files removed when
    /// `--prune` removed only image sets with no picture in them. `updated 1
    /// Contents.json` stands for the pictures written when none was, nor removed, and an
    /// asset catalog's `Contents.json` was (a key badgegen manages, put back). A dry run's
    /// says what a run would do, and that nothing was changed.
    package var text: String {
        let time = String(format: "%.2f s", seconds)
        let dryRun = isDryRun ? "dry run: " : ""
        // Image sets `--prune` removed without a picture in them (a killed run's).
        let emptySets = removed == 0 ? pruned.count : 0
        if written == 0, removed == 0, emptySets == 0, updatedContents == 0, failed == 0, !interrupted {
            return dryRun + "nothing to do: \(Self.count(skipped, "file")) up to date (\(time))"
        }
        // `dry run: would write 12 files, remove 2, 3 up to date, 1 badge would fail;
        // nothing was changed (0.04 s)`.
        let verb = isDryRun ? (write: "would write", remove: "would remove", removeAfterWrite: "remove", fail: "would fail",
                               update: "would update")
                            : (write: "wrote", remove: "removed", removeAfterWrite: "removed", fail: "failed", update: "updated")
        var parts: [String] = []
        if written == 0, removed == 0, updatedContents > 0 {
            parts.append("\(verb.update) \(updatedContents) Contents.json")
        } else if written > 0 || (removed == 0 && emptySets == 0) {
            parts.append("\(verb.write) \(Self.count(written, "file"))")
        }
        if removed > 0 {
            parts.append(parts.isEmpty ? "\(verb.remove) \(Self.count(removed, "file"))" : "\(verb.removeAfterWrite) \(removed)")
        } else if emptySets > 0 {
            let sets = Self.count(emptySets, "empty image set")
            parts.append(parts.isEmpty ? "\(verb.remove) \(sets)" : "\(verb.removeAfterWrite) \(sets)")
        }
        if skipped > 0 { parts.append("\(skipped) up to date") }
        if failed > 0 { parts.append("\(Self.count(failed, "badge")) \(verb.fail)") }
        if isDryRun {
            return dryRun + parts.joined(separator: ", ") + (interrupted ? " (interrupted)" : "") + "; nothing was changed (\(time))"
        }
        parts.append(time)
        return parts.joined(separator: ", ") + (interrupted ? " (interrupted: run again to finish)" : "")
    }

    private static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }
}
