#if canImport(Glibc)
import Glibc
#endif

/// The bytes of a font file, read whole into memory that this object owns, for FreeType
/// to open with `FT_New_Memory_Face`.
///
/// FreeType opening a file by its path maps it into memory and reads it as it goes: a
/// font file changed or cut short while a long run draws with it (a package upgrade, a
/// `--font` file rewritten) then ends the process with SIGBUS or SIGSEGV, and letters drawn
/// after the change come from the new file. Read once, the face stays as it was loaded.
final class FontFileBytes {
    /// The most bytes a font file may have (the largest CJK collections have about 100 MB).
    static let maximumBytes = 512 << 20

    /// The memory the bytes are read into, `count` of them; freed with this object, which
    /// FontFace keeps until its face is done: FreeType reads the face from this memory
    /// for as long as the face exists, and never writes it.
    private let storage: UnsafeMutableRawBufferPointer
    /// How many bytes were read.
    let count: Int

    /// The first byte, as FreeType takes it.
    var baseAddress: UnsafePointer<UInt8> { UnsafePointer(storage.baseAddress!.assumingMemoryBound(to: UInt8.self)) }

    /// Reads the file at `path` whole; throws `FontError.unreadableFont` with the error
    /// FreeType gives for a file it cannot open (1) or one too large for memory (64), and
    /// `FontError.notEnoughMemory` when the system gives no memory for its bytes (a
    /// process under a memory limit): never the trap of a failed Swift allocation.
    init(path: String) throws(FontError) {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw .unreadableFont(path: path, freeTypeError: 1) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { throw .unreadableFont(path: path, freeTypeError: 1) }
        guard info.st_size <= Self.maximumBytes else { throw .unreadableFont(path: path, freeTypeError: 64) }
        let size = Int(info.st_size)
        // At least one byte, so that the address is never nil.
        guard let memory = malloc(max(size, 1)) else { throw .notEnoughMemory(path: path, bytes: size) }
        storage = UnsafeMutableRawBufferPointer(start: memory, count: max(size, 1))
        var done = 0
        // A file that shrinks meanwhile gives fewer bytes; FreeType reads what there is.
        while done < size {
            let n = read(fd, storage.baseAddress! + done, size - done)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            done += n
        }
        count = done
    }

    deinit {
        free(storage.baseAddress)
    }
}
