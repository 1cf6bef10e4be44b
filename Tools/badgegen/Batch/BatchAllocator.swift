#if canImport(Glibc)
import Glibc
#endif

/// Memory allocator settings for a batch.
///
/// Every badge draws into fresh canvases and layers of up to a few megabytes. glibc's
/// malloc hands blocks that large out as separate `mmap`s and unmaps them when freed, so
/// each file paid for page faults and for the kernel zeroing new pages (about a fifth of
/// the run time in profiles). Raising the mmap and trim thresholds keeps those blocks in
/// the heap for reuse. Peak memory stays a few canvases per worker.
enum BatchAllocator {
    static func keepLargeBlocksForReuse() {
        #if canImport(Glibc)
        // <malloc.h> is not part of the Glibc module, so mallopt is looked up by name.
        // Its C signature is `int mallopt(int param, int value)`; the constants are
        // M_TRIM_THRESHOLD (-1) and M_MMAP_THRESHOLD (-3) from <malloc.h>.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        _ = mallopt(-3, 32 << 20)   // M_MMAP_THRESHOLD: the largest value glibc accepts
        _ = mallopt(-1, 128 << 20)  // M_TRIM_THRESHOLD
        #endif
    }
}
