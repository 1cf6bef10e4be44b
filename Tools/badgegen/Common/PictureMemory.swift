import Foundation
import Raster
#if canImport(Glibc)
import Glibc
#endif

/// The memory a picture takes while it is drawn, checked before drawing against what
/// this process may use: a picture that cannot have it is refused with one line, rather
/// than stopping the process when an allocation fails (under `ulimit -v`) or having it
/// killed by the system (past its control group's memory limit).
///
/// The estimate: 20 bytes a pixel for each canvas drawn at once (four floats and a
/// coverage cell), 4 more for the PNG file's bytes (pixels that do not compress), and
/// 16 MB for what the encoder and the drawing threads take besides. A badge drawn alone
/// takes one canvas: its layers are drawn in place or band by band. A strip or a sheet
/// maps two: a badge's symbols, at half opacity, are drawn in a layer the size of the
/// picture once other badges are on it. Measured under `ulimit -v` (the smallest limit
/// under which a picture is drawn, at two sizes of each command): 20 bytes a pixel for
/// `path` and `render`, 38 for `strip`, 41 for `sheet`, and about 6 MB more than the
/// process had when checked.
enum PictureMemory {
    /// Bytes each pixel of a canvas takes while it is drawn.
    static let bytesPerCanvasPixel: UInt64 = 20
    /// Bytes each pixel of the PNG file may take.
    static let bytesPerFilePixel: UInt64 = 4
    /// Bytes a picture may take beside its pixels.
    static let bytesBesidePixels: UInt64 = 16 << 20
    /// Pictures that take less are drawn without looking at the limits.
    static let smallestChecked: UInt64 = 32 << 20

    /// Refuses `what`, `width` x `height` pixels, when drawing it could take more memory
    /// than the process may use beside what it uses already, with `canvases` canvases of
    /// its size drawn at once. A side longer than a picture may be is left for the canvas
    /// to refuse, which says so.
    ///
    /// A layer's canvas is mapped whole, and counts whole against the address space
    /// (`ulimit -v`), but its pages are resident only where the layer is drawn: against a
    /// control group's memory, which counts resident pages, one canvas is counted.
    static func check(_ what: @autoclosure () -> String, width: Int, height: Int, canvases: Int = 1,
                      advice: @autoclosure () -> String) throws(BadgegenError) {
        guard width <= Canvas.maximumDimension, height <= Canvas.maximumDimension else { return }
        let pixels = UInt64(max(0, width)) * UInt64(max(0, height))
        func needed(canvases: Int) -> UInt64 {
            pixels * (bytesPerCanvasPixel * UInt64(max(1, canvases)) + bytesPerFilePixel) + bytesBesidePixels
        }
        // A process that cannot have this much cannot have started: not worth asking.
        guard needed(canvases: canvases) > smallestChecked else { return }
        for limit in limits() {
            let bytes = needed(canvases: limit.mapsWholeCanvases ? canvases : 1)
            guard bytes > limit.room else { continue }
            throw BadgegenError("\(what()) would be \(width) x \(height) pixels, which take about \(megabytes(bytes)) to draw, "
                                + "more than the \(megabytes(limit.room)) left of the \(limit.name) this process may use: \(advice())")
        }
    }

    /// A limit on this process's memory: the bytes left under it, how messages name it,
    /// and whether it counts memory mapped but not yet used.
    struct Limit {
        var room: UInt64
        var name: String
        var mapsWholeCanvases: Bool
    }

    /// The limits on this process, the address space's first: `ulimit -v`, then its
    /// control group's memory where that is less than the machine's, else the machine's
    /// memory and swap (past which an allocation fails, or the system kills a process).
    static func limits() -> [Limit] {
        var limits: [Limit] = []
        func left(_ bytes: UInt64, _ used: UInt64) -> UInt64 { bytes > used ? bytes - used : 0 }
        var address = rlimit()
        if getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &address) == 0, address.rlim_cur != rlim_t.max {
            let bytes = UInt64(address.rlim_cur)
            limits.append(Limit(room: left(bytes, usage(field: 0)), name: "\(megabytes(bytes)) of address space (ulimit -v)",
                                mapsWholeCanvases: true))
        }
        let machine = ProcessInfo.processInfo.physicalMemory, available = JobCount.availableMemory
        if available < machine {
            limits.append(Limit(room: left(available, usage(field: 1)), name: "\(megabytes(available)) of its control group's memory",
                                mapsWholeCanvases: false))
        } else {
            let total = machine + swap()
            limits.append(Limit(room: left(total, usage(field: 1)), name: "\(megabytes(total)) of the machine's memory and swap",
                                mapsWholeCanvases: false))
        }
        return limits
    }

    /// The machine's swap in bytes (`SwapTotal` in `/proc/meminfo`); 0 where it has none
    /// or it cannot be read.
    static func swap() -> UInt64 {
        guard let text = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8) else { return 0 }
        return swap(meminfo: text)
    }

    /// `SwapTotal` of `/proc/meminfo`'s text `meminfo`, in bytes; 0 where it is missing.
    static func swap(meminfo: String) -> UInt64 {
        for line in meminfo.split(separator: "\n") where line.hasPrefix("SwapTotal:") {
            let fields = line.split(separator: " ")
            guard fields.count >= 2, let kilobytes = UInt64(fields[1]) else { return 0 }
            return kilobytes.multipliedReportingOverflow(by: 1024).overflow ? .max / 2 : kilobytes * 1024
        }
        return 0
    }

    /// The process's size (`field` 0) or resident memory (1) in bytes, from
    /// `/proc/self/statm`; 0 where it cannot be read.
    private static func usage(field: Int) -> UInt64 {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard field < fields.count, let pages = UInt64(fields[field]) else { return 0 }
        return pages * UInt64(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// `1.3 GB`, `335 MB`.
    static func megabytes(_ bytes: UInt64) -> String {
        bytes >= 1_000_000_000 ? String(format: "%.1f GB", Double(bytes) / 1e9) : "\(bytes / 1_000_000) MB"
    }
}
