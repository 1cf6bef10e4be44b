import Fonts
import Foundation

/// Temporary files being written right now, and folders made for them, so that an
/// interrupt (Ctrl-C) can remove them before the process ends.
final class TemporaryFiles: Sendable {
    static let shared = TemporaryFiles()

    private struct State {
        var paths: Set<String> = []
        var folders: Set<String> = []
        var isAbandoned = false
    }

    private let state = Locked(State())

    /// Creates the file `path` (it must not exist) for writing and registers it, in one
    /// step under the lock: an interrupt's `abandon()` either finds it or has already
    /// stopped every later creation. Returns the descriptor, or -1 with `errno` set.
    func create(_ path: String) -> Int32 {
        register(path, in: \.paths) { OutputRoots.createNew(path, OutputRoots.fileMode) }
    }

    func unregister(_ path: String) { state.withLock { _ = $0.paths.remove(path) } }

    /// Makes the folder `path` (it must not exist) to hold temporary files and registers
    /// it, in one step under the lock, as `create(_:)` does for a file: an interrupt's
    /// `abandon()` removes it again if it is still empty then. Returns `mkdir`'s result,
    /// with `errno` set on failure.
    func makeFolder(_ path: String) -> Int32 {
        register(path, in: \.folders) { OutputRoots.mkdir(path, OutputRoots.folderMode) }
    }

    /// Calls `make` and, where it succeeds (returns 0 or more), adds `path` to `list`, with
    /// the lock held; once `abandon()` has run, makes nothing and returns -1 (`EINTR`).
    private func register(_ path: String, in list: WritableKeyPath<State, Set<String>>, _ make: () -> Int32) -> Int32 {
        state.withLock { state in
            guard !state.isAbandoned else {
                errno = EINTR
                return -1
            }
            let result = make()
            if result >= 0 { state[keyPath: list].insert(path) }
            return result
        }
    }

    /// Forgets the folder `path`: what it holds is in place, or it has been removed.
    func unregisterFolder(_ path: String) { state.withLock { _ = $0.folders.remove(path) } }

    /// Calls `place` for each of `paths` in turn, with the lock held, until one returns
    /// false, then `finish` if none did; unregisters each path it was called for.
    /// `abandon()` waits meanwhile, so an interrupt finds the files either all registered
    /// (and removes them) or handed to `place`: a badge's files are never left half in
    /// place by the process ending, nor half of what `finish` does. Calls nothing and
    /// returns false once `abandon()` has run.
    func placeAll(_ paths: [String], finish: () -> Void = {}, _ place: (String) -> Bool) -> Bool {
        state.withLock { state in
            guard !state.isAbandoned else { return false }
            for path in paths {
                state.paths.remove(path)
                guard place(path) else { return false }
            }
            finish()
            return true
        }
    }

    /// Removes every registered file: a safety net once the workers have stopped.
    func removeAll() {
        state.withLock { state in
            for p in state.paths { OutputRoots.unlink(p) }
            state.paths.removeAll()
        }
    }

    /// Removes every registered file, then every registered folder left empty, and lets no
    /// other be created: the process is about to end while workers may still be writing.
    /// A folder that holds anything stays (`rmdir` removes only an empty one).
    func abandon() {
        state.withLock { state in
            state.isAbandoned = true
            for p in state.paths { OutputRoots.unlink(p) }
            state.paths.removeAll()
            for folder in state.folders { OutputRoots.rmdir(folder) }
            state.folders.removeAll()
        }
    }
}
