import BadgeManifest
import Foundation
import PNG
#if canImport(Glibc)
import Glibc
#endif

/// What stands at a path badgegen would write, read with a bounded buffer: nothing, a
/// file badgegen wrote (it carries a `badgegen-hash` fingerprint), or something badgegen
/// must leave alone.
///
/// Only the chunks before the image data are read (at most `InputLimits.pngHeaderBytes`):
/// the fingerprint is among them. Past them only the 8-byte chunk headers are read, to
/// check that the file is whole: image data, then `IEND`, ending exactly where the file
/// ends. A file cut short, or with its image data removed, is redrawn.
enum ExistingOutput: Equatable {
    /// No file: it can be written.
    case absent
    /// A file badgegen may replace: it wrote it (or it is empty, as a power cut can leave
    /// a new file). `fingerprint` is set when the file is whole, for the up-to-date check;
    /// `command` names the command that drew it when that is not `batch` (see
    /// `PictureFingerprint`), so that a batch removes only files of its own; `fileName`
    /// is the name a batch file was written as (`RenderKey.fileNameKeyword`), nil for
    /// other commands' pictures and for batch files of earlier versions. `stamp` is the
    /// file as it was looked at: a write replaces it only while it is unchanged, or holds
    /// a whole picture of badgegen's or the very bytes written (`OutputRoots.rename`).
    case ours(fingerprint: String?, command: String?, fileName: String?, stamp: FileStamp)
    /// Something badgegen did not write, or that it never replaces: a link, a folder, a
    /// device, a PNG without fingerprint, an input of the run. The entry is refused.
    case foreign(String)

    /// The file as it was looked at, when badgegen may replace it (it wrote it, or it is
    /// empty); nil otherwise. What a write that replaces it expects to find there
    /// (`AtomicFile.write`).
    var stamp: FileStamp? {
        if case .ours(_, _, _, let stamp) = self { return stamp }
        return nil
    }

    /// Whether the file holds a whole picture badgegen wrote: it carries a fingerprint,
    /// and its image data ends where the file does. (An empty file, or one cut short, is
    /// not one: it may be a file another program has only begun to write, a copy or a
    /// `badgegen -o - > file` under way.)
    var holdsPicture: Bool {
        guard case .ours(_?, _, _, _) = self else { return false }
        return true
    }

    /// The most chunks walked past the image data's start before a file counts as damaged.
    static let maximumChunks = 100_000

    /// Looks at `path` without following a link there.
    ///
    /// - Parameters:
    ///   - shownAs: the path as messages show it (as the user gave the output folder).
    ///   - inputs: the files the run reads; one of them at `path` is foreign.
    ///   - remedy: what a message about a foreign file suggests after "remove it or".
    static func inspect(_ path: String, shownAs: String? = nil, inputs: Set<FileIdentity> = [],
                        remedy: String = "give this badge another stem") -> ExistingOutput {
        // Another run may replace the file between the look at its path and the read (two
        // batches writing one folder): then it is looked at again.
        for _ in 0..<4 {
            if let state = inspectOnce(path, shownAs: shownAs, inputs: inputs, remedy: remedy) { return state }
        }
        return .foreign("\(Quoted.path(shownAs ?? path)) keeps changing while it is read: another program is writing it")
    }

    /// What `inspect` finds, or nil when the file opened is not the one looked at.
    private static func inspectOnce(_ path: String, shownAs: String?, inputs: Set<FileIdentity>,
                                    remedy: String) -> ExistingOutput? {
        var info = stat()
        // The path as messages quote it, made only for a message: most paths looked at
        // need none (a batch looks at six a badge).
        func shown() -> String { Quoted.path(shownAs ?? path) }
        func failure() -> String { String(cString: strerror(errno)) }
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return .absent }
            let reason = failure()
            return .foreign("\(shown()) cannot be used as an output path: \(reason)")
        }
        let kind = FileKind(mode: info.st_mode)
        guard kind == .regular else {
            return .foreign("\(shown()) is \(kind), which badgegen does not replace or write through: remove it or \(remedy)")
        }
        if inputs.contains(FileIdentity(info)) {
            return .foreign("\(shown()) is an input of this run (its manifest or --font file): writing it would destroy it")
        }
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let reason = failure()
            return .foreign("\(shown()) cannot be read: \(reason)")
        }
        defer { close(fd) }
        var opened = stat()
        guard fstat(fd, &opened) == 0 else {
            let reason = failure()
            return .foreign("\(shown()) cannot be read: \(reason)")
        }
        guard opened.st_dev == info.st_dev && opened.st_ino == info.st_ino else { return nil }
        let stamp = FileStamp(opened)
        if opened.st_size == 0 { return .ours(fingerprint: nil, command: nil, fileName: nil, stamp: stamp) }
        let size = Int(opened.st_size)
        let read: PNGHeaderScan.Read = { readBytes(fd, at: $0, count: $1) }
        // The fingerprint's chunk, a keyword, a command's name and a hash, takes about 100
        // bytes; one past the buffer is looked for up to 1 KiB.
        guard let header = PNGHeaderScan(size: size, bufferBytes: InputLimits.pngHeaderBytes, keyword: RenderKey.pngKeyword,
                                         textChunkBytes: 1_024, maximumChunks: maximumChunks, read: read),
              let fingerprint = header.text[RenderKey.pngKeyword] else {
            return .foreign("\(shown()) was not written by badgegen (it has no \(RenderKey.pngKeyword) fingerprint): "
                            + "it is left as it is; move it away or \(remedy)")
        }
        return .ours(fingerprint: header.isWhole(size: size, maximumChunks: maximumChunks, read: read) ? fingerprint : nil,
                     command: PictureFingerprint.command(of: fingerprint).map(String.init),
                     fileName: header.text[RenderKey.fileNameKeyword], stamp: stamp)
    }

    /// Whether the file is one a batch wrote as `fileName` and carries exactly
    /// `fingerprint`. A file of an earlier version, which records no name, is drawn again
    /// (once), so that every batch file comes to record its name.
    func isUpToDate(with fingerprint: String, fileName: String) -> Bool {
        guard case .ours(let stored?, _, let recorded?, _) = self else { return false }
        return stored == fingerprint && recorded.isSameFileName(as: fileName)
    }

    /// Whether the file carries a batch file's fingerprint (or is empty): written by a
    /// batch, not by another command.
    var isBatchFile: Bool {
        guard case .ours(_, command: nil, _, _) = self else { return false }
        return true
    }

    /// Whether a batch wrote the file under the name `fileName`, which it records: the
    /// only files a batch removes. A copy of a batch file under another name, an empty
    /// file and a batch file of an earlier version (which records no name) are not.
    func isBatchFile(named fileName: String) -> Bool {
        recordedFileName?.isSameFileName(as: fileName) == true
    }

    /// The name a batch file records, when the file is one (see `isBatchFile(named:)`).
    var recordedFileName: String? {
        guard case .ours(_, command: nil, let recorded, _) = self else { return nil }
        return recorded
    }
}

/// Reads exactly `count` bytes of `fd` at `offset`: `nil` when the file ends first or a
/// read fails.
private func readBytes(_ fd: Int32, at offset: Int, count: Int) -> [UInt8]? {
    guard offset >= 0, count >= 0 else { return nil }
    var buffer = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
        let n = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + done, $0.count - done, off_t(offset + done)) }
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { return nil }
        done += n
    }
    return buffer
}
