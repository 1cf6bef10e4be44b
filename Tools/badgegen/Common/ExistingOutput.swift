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
    /// other commands' pictures and for batch files of earlier versions.
    case ours(fingerprint: String?, command: String?, fileName: String?)
    /// Something badgegen did not write, or that it never replaces: a link, a folder, a
    /// device, a PNG without fingerprint, an input of the run. The entry is refused.
    case foreign(String)

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
        let shown = Quoted.path(shownAs ?? path)
        guard lstat(path, &info) == 0 else {
            return errno == ENOENT ? .absent : .foreign("\(shown) cannot be used as an output path: \(String(cString: strerror(errno)))")
        }
        let kind = FileKind(mode: info.st_mode)
        guard kind == .regular else {
            return .foreign("\(shown) is \(kind), which badgegen does not replace or write through: remove it or \(remedy)")
        }
        if inputs.contains(FileIdentity(info)) {
            return .foreign("\(shown) is an input of this run (its manifest or --font file): writing it would destroy it")
        }
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .foreign("\(shown) cannot be read: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var opened = stat()
        guard fstat(fd, &opened) == 0 else { return .foreign("\(shown) cannot be read: \(String(cString: strerror(errno)))") }
        guard opened.st_dev == info.st_dev && opened.st_ino == info.st_ino else { return nil }
        if opened.st_size == 0 { return .ours(fingerprint: nil, command: nil, fileName: nil) }
        guard let header = PNGHeader(fd: fd, size: Int(opened.st_size)), let fingerprint = header.fingerprint else {
            return .foreign("\(shown) was not written by badgegen (it has no \(RenderKey.pngKeyword) fingerprint): "
                            + "it is left as it is; move it away or \(remedy)")
        }
        return .ours(fingerprint: header.isWhole(fd: fd, size: Int(opened.st_size)) ? fingerprint : nil,
                     command: PictureFingerprint.command(of: fingerprint).map(String.init), fileName: header.fileName)
    }

    /// Whether the file is one a batch wrote as `fileName` and carries exactly
    /// `fingerprint`. A file of an earlier version, which records no name, is drawn again
    /// (once), so that every batch file comes to record its name.
    func isUpToDate(with fingerprint: String, fileName: String) -> Bool {
        guard case .ours(let stored?, _, let recorded?) = self else { return false }
        return stored == fingerprint && recorded.utf8.elementsEqual(fileName.utf8)
    }

    /// Whether the file carries a batch file's fingerprint (or is empty): written by a
    /// batch, not by another command.
    var isBatchFile: Bool {
        guard case .ours(_, command: nil, _) = self else { return false }
        return true
    }

    /// Whether a batch wrote the file under the name `fileName`, which it records: the
    /// only files a batch removes. A copy of a batch file under another name, an empty
    /// file and a batch file of an earlier version (which records no name) are not.
    func isBatchFile(named fileName: String) -> Bool {
        recordedFileName?.utf8.elementsEqual(fileName.utf8) == true
    }

    /// The name a batch file records, when the file is one (see `isBatchFile(named:)`).
    var recordedFileName: String? {
        guard case .ours(_, command: nil, let recorded) = self else { return nil }
        return recorded
    }
}

/// The start of a PNG file: its chunks up to the first `IDAT`.
private struct PNGHeader {
    /// The text of the `badgegen-hash` chunk, if there is one before the image data.
    var fingerprint: String?
    /// The text of the `badgegen-file` chunk, likewise.
    var fileName: String?
    /// Where the first `IDAT` chunk starts; `nil` when the chunks read end before it (the
    /// file is cut short, or its header chunks are larger than the buffer).
    var imageDataOffset: Int?

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    static let iend: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]

    /// The most bytes a `tEXt` chunk past the buffer may have to be read as the
    /// fingerprint's: its keyword, a command's name and a hash need about 100.
    static let fingerprintChunkBytes = 1_024

    /// Reads the chunks before the image data: those within `InputLimits.pngHeaderBytes`,
    /// and past them, walking chunk headers, only a small `tEXt` chunk (a text chunk
    /// larger than the buffer, such as a long description, can come before the
    /// fingerprint); `nil` when the file does not start as a PNG.
    init?(fd: Int32, size: Int) {
        var buffer = [UInt8](repeating: 0, count: min(size, InputLimits.pngHeaderBytes))
        guard readFully(fd, into: &buffer, at: 0), buffer.starts(with: Self.signature) else { return nil }
        var offset = Self.signature.count
        while buffer.count - offset >= 12 {
            let length = Int(bigEndian(buffer, offset))
            if buffer[offset + 4..<offset + 8].elementsEqual("IDAT".utf8) {
                imageDataOffset = offset
                break
            }
            guard length <= buffer.count - offset - 12 else { break }
            offset += 12 + length
        }
        // The chunks before the image data, closed with an IEND, form a PNG whose chunks
        // the decoder checks (CRCs included) and whose text it reads.
        var headerPNG = Array(buffer[..<offset])
        if imageDataOffset == nil {
            headerPNG += Self.smallTextChunks(fd: fd, size: size, from: offset, imageDataOffset: &imageDataOffset)
        }
        let text = try? PNGDecoder.textEntries(of: headerPNG + Self.iend)
        fingerprint = text?[RenderKey.pngKeyword]
        fileName = text?[RenderKey.fileNameKeyword]
    }

    /// The fingerprint's `tEXt` chunk (at most `fingerprintChunkBytes`) between `offset`
    /// and the image data, whole (header, data and CRC), and where the image data starts:
    /// read chunk header by chunk header, and of a small `tEXt` chunk only its keyword
    /// until the fingerprint's is found.
    private static func smallTextChunks(fd: Int32, size: Int, from start: Int, imageDataOffset: inout Int?) -> [UInt8] {
        let keyword = Array(RenderKey.pngKeyword.utf8) + [0]
        var chunk: [UInt8] = [], header = [UInt8](repeating: 0, count: 8 + keyword.count), offset = start
        for _ in 0..<ExistingOutput.maximumChunks {
            // A chunk before the image data has at least the image data's and IEND's headers
            // after it, more than the keyword: a file where these bytes are missing is cut short.
            guard size - offset >= header.count, readFully(fd, into: &header, at: offset) else { break }
            let length = Int(bigEndian(header, 0)), type = header[4..<8]
            if type.elementsEqual("IDAT".utf8) {
                imageDataOffset = offset
                break
            }
            guard length <= size - offset - 12 else { break }
            if chunk.isEmpty, type.elementsEqual("tEXt".utf8), (keyword.count...fingerprintChunkBytes).contains(length),
               header[8...].elementsEqual(keyword) {
                chunk = [UInt8](repeating: 0, count: 12 + length)
                guard readFully(fd, into: &chunk, at: offset) else { return [] }
            }
            offset += 12 + length
        }
        return chunk
    }

    /// Whether the image data follows in chunks and the file ends with `IEND` exactly at
    /// its size. Reads only chunk headers.
    func isWhole(fd: Int32, size: Int) -> Bool {
        guard var offset = imageDataOffset else { return false }
        var header = [UInt8](repeating: 0, count: 12)
        var sawImageData = false
        for _ in 0..<ExistingOutput.maximumChunks {
            guard size - offset >= 12, readFully(fd, into: &header, at: offset) else { return false }
            let length = Int(bigEndian(header, 0))
            let type = header[4..<8]
            if type.elementsEqual("IEND".utf8) {
                return sawImageData && length == 0 && offset + 12 == size && header.elementsEqual(Self.iend)
            }
            if type.elementsEqual("IDAT".utf8) { sawImageData = true }
            guard length <= size - offset - 12 else { return false }
            offset += 12 + length
        }
        return false
    }
}

private func bigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
}

/// Fills `buffer` from `fd` at `offset`; false when the file ends first or a read fails.
private func readFully(_ fd: Int32, into buffer: inout [UInt8], at offset: Int) -> Bool {
    var done = 0
    while done < buffer.count {
        let n = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + done, $0.count - done, off_t(offset + done)) }
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { return false }
        done += n
    }
    return true
}
