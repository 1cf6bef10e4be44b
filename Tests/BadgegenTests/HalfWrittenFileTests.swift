@testable import badgegen
import Dispatch
import Foundation
import Synchronization
import Testing

/// What keeps a signal from leaving a temporary file behind: the registry of temporary
/// files that an interrupt removes, and the signals held back while a file is half written.
@Suite("Half-written files and signals", .serialized)
struct HalfWrittenFileTests {
    @Test("a file created through the registry is removed by abandon(), and none is created after it")
    func registry() throws {
        let folder = try TestFolder()
        let files = TemporaryFiles()
        let first = folder.path(".a.tmp-1"), second = folder.path(".b.tmp-1")
        let fd = files.create(first)
        #expect(fd >= 0)
        close(fd)
        #expect(FileManager.default.fileExists(atPath: first))
        // An existing file is never taken over.
        #expect(files.create(first) == -1)
        files.abandon()
        #expect(!FileManager.default.fileExists(atPath: first), "a registered file outlived abandon()")
        // After abandon(), which precedes the process's end, a worker creates nothing.
        #expect(files.create(second) == -1)
        #expect(!FileManager.default.fileExists(atPath: second))
    }

    @Test("a folder made through the registry is removed by abandon() while empty, kept once it holds a file, and none is made after it")
    func registryFolders() throws {
        let folder = try TestFolder()
        let files = TemporaryFiles()
        let staging = folder.path("a.imageset"), filled = folder.path("b.imageset"), done = folder.path("c.imageset")
        for path in [staging, filled, done] { #expect(files.makeFolder(path) == 0) }
        // An existing folder is never taken over.
        #expect(files.makeFolder(staging) == -1)
        // One holds only a temporary file, one a file put in place, one is done with.
        close(files.create(staging + "/.a.png.tmp-1"))
        try Data("picture".utf8).write(to: URL(fileURLWithPath: filled + "/b.png"))
        files.unregisterFolder(done)
        files.abandon()
        #expect(!FileManager.default.fileExists(atPath: staging), "a folder holding only temporary files outlived abandon()")
        #expect(FileManager.default.fileExists(atPath: filled + "/b.png"))
        #expect(FileManager.default.fileExists(atPath: done))
        #expect(files.makeFolder(folder.path("d.imageset")) == -1)
        #expect(!FileManager.default.fileExists(atPath: folder.path("d.imageset")))
    }

    @Test("abandon() waits while a badge's files are put in place, and for what placeAll(_:finish:_:) finishes with")
    func abandonWaitsForPlacement() throws {
        let folder = try TestFolder()
        let files = TemporaryFiles()
        let temporary = folder.path(".a.png.tmp-1")
        close(files.create(temporary))
        let events = Mutex<[String]>([])
        let placing = DispatchSemaphore(value: 0), abandoned = DispatchSemaphore(value: 0)
        Thread {
            placing.wait()
            files.abandon()
            events.withLock { $0.append("abandoned") }
            abandoned.signal()
        }.start()
        let completed = files.placeAll([temporary], finish: {
            // abandon() is called meanwhile, from the other thread.
            usleep(50_000)
            events.withLock { $0.append("finished") }
        }) { path in
            placing.signal()
            usleep(50_000)
            events.withLock { $0.append("placed") }
            return rename(path, folder.path("a.png")) == 0
        }
        abandoned.wait()
        #expect(completed)
        #expect(events.withLock { $0 } == ["placed", "finished", "abandoned"])
        #expect(FileManager.default.fileExists(atPath: folder.path("a.png")))
    }

    @Test("a file unregistered once written is left; removeAll() removes only registered ones")
    func unregister() throws {
        let folder = try TestFolder()
        let files = TemporaryFiles()
        let kept = folder.path("kept"), dropped = folder.path("dropped")
        close(files.create(kept))
        close(files.create(dropped))
        files.unregister(kept)
        files.removeAll()
        #expect(FileManager.default.fileExists(atPath: kept))
        #expect(!FileManager.default.fileExists(atPath: dropped))
        // removeAll() is a safety net that later writes outlive.
        let later = folder.path("later")
        let fd = files.create(later)
        #expect(fd >= 0)
        close(fd)
    }

    /// This thread's id, from /proc/thread-self ("pid/task/tid").
    static func currentThreadID() -> Int32 {
        let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")) ?? ""
        return Int32(link.split(separator: "/").last ?? "") ?? 0
    }

    /// The signals blocked on a thread, from the kernel's own account of it.
    static func blockedSignals(thread: Int32) throws -> UInt64 {
        let status = try String(contentsOfFile: "/proc/self/task/\(thread)/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("SigBlk:") })
        return try #require(UInt64(line.dropFirst("SigBlk:".count).trimmingCharacters(in: .whitespaces), radix: 16))
    }

    @Test("while a temporary file replaces a file, SIGINT, SIGTERM and SIGHUP wait on the writing thread")
    func signalsHeldDuringWrite() throws {
        let folder = try TestFolder()
        let path = folder.path("big.bin")
        try Data([1]).write(to: URL(fileURLWithPath: path))  // an existing file: replaced through a temporary one
        let bytes = [UInt8](repeating: 7, count: 64 << 20)
        let thread = Atomic<Int32>(0), finished = Atomic<Bool>(false)
        let writer = Thread {
            // A thread inherits its creator's mask, which the test runner may have set:
            // these start unblocked, as on a command's main thread.
            var interrupts = sigset_t()
            sigemptyset(&interrupts)
            for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&interrupts, number) }
            pthread_sigmask(SIG_UNBLOCK, &interrupts, nil)
            thread.store(Self.currentThreadID(), ordering: .sequentiallyConsistent)
            try? AtomicFile.write(bytes, to: path, checkingFolder: false, replacing: FileStamp.at(path))
            finished.store(true, ordering: .sequentiallyConsistent)
        }
        writer.start()
        var seen: UInt64?
        while !finished.load(ordering: .sequentiallyConsistent) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? []
            if names.contains(where: { $0.hasPrefix(".big.bin.tmp-") }), let mask = try? Self.blockedSignals(thread: thread.load(ordering: .sequentiallyConsistent)) {
                seen = mask
                break
            }
        }
        while !finished.load(ordering: .sequentiallyConsistent) { usleep(1_000) }
        let mask = try #require(seen, "the temporary file was never seen: nothing was tested")
        for number in [SIGINT, SIGTERM, SIGHUP] {
            #expect(mask & (1 << UInt64(number - 1)) != 0, "signal \(number) not blocked while the file was half written")
        }
        // Afterwards the file is whole.
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).count == bytes.count)
    }
}

/// Temporary names stay within the file system's 255 bytes, however long the name they
/// stand for, so that a file with a long name can be replaced as well as written.
@Suite("Temporary names")
struct TemporaryNameTests {
    @Test("a name that leaves room keeps its whole name; a longer one a prefix, within 255 bytes", arguments: [
        "earth-day.png", String(repeating: "a", count: 211), String(repeating: "a", count: 212),
        String(repeating: "😀", count: 60) + "~dark@3x.png", String(repeating: "é", count: 120) + ".png",
    ])
    func withinLimit(name: String) throws {
        let temporary = StaleTemporaries.name(for: name)
        #expect(temporary.utf8.count <= 255, "\(temporary.utf8.count) bytes")
        let (stem, pid, machine) = try #require(StaleTemporaries.parse(temporary))
        #expect(pid == getpid())
        #expect(machine == StaleTemporaries.machine)
        #expect(name.hasPrefix(stem))
        if name.utf8.count <= 211 {
            #expect(stem == name)
        } else {
            #expect(stem.utf8.count <= 211 && stem.utf8.count > 207)
        }
    }

    @Test("a name of another program's that begins with .tmp- is not one", arguments: [
        ".tmp-x", ".tmp-999999999-1", ".tmp-999999999-1-abc", ".tmp-",
    ])
    func foreignName(name: String) {
        #expect(StaleTemporaries.parse(name) == nil)
    }

    @Test("a long name's file is replaced, and its stale temporaries are found again")
    func longNameReplaced() throws {
        let folder = try TestFolder()
        let name = String(repeating: "😀", count: 60) + "~dark@3x.png"  // 252 bytes
        let path = folder.path(name)
        // Empty, as badgegen replaces (a file without its fingerprint would stay).
        try AtomicFile.write([], to: path, checkingFolder: false, replacing: nil)
        try AtomicFile.write([4, 5], to: path, checkingFolder: false, replacing: FileStamp.at(path))  // through a temporary file
        #expect(try folder.bytes(name) == [4, 5])
        // Temporaries of a process that is gone (pid 2^31 - 1 exists on no system here): as
        // this version names them (52 of the 60 emoji, 208 bytes, and the machine), and as
        // versions before named them (57 emoji, 228 bytes, no machine).
        let stale = ["." + String(repeating: "😀", count: 52) + ".tmp-2147483647-7-" + StaleTemporaries.machine,
                     "." + String(repeating: "😀", count: 57) + ".tmp-2147483647-8"]
        for temporary in stale { #expect(FileManager.default.createFile(atPath: folder.path(temporary), contents: Data([0]))) }
        #expect(StaleTemporaries.remove(in: folder.url.path, for: [name]) == 2)
        #expect(folder.files(in: ".") == [name])
    }
}
