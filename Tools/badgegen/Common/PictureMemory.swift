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
/// The estimate is a floor: every picture holds its pixels as four floats and a coverage
/// cell per pixel, 20 bytes a pixel (a contact sheet of 67 million pixels peaks at 1.33
/// GB), and a badge's layers can take more. A picture within it may still find too
/// little memory; one beyond it certainly would.
enum PictureMemory {
    /// Bytes each pixel of a picture takes at least while it is drawn.
    static let bytesPerPixel: UInt64 = 20
    /// Pictures that take less are drawn without looking at the limits.
    static let smallestChecked: UInt64 = 32 << 20

    /// Refuses `what`, `width` x `height` pixels, when its pixels alone would take more
    /// memory than the process may use beside what it uses already. A side longer than a
    /// picture may be is left for the canvas to refuse, which says so.
    static func check(_ what: @autoclosure () -> String, width: Int, height: Int, advice: @autoclosure () -> String) throws(BadgegenError) {
        guard width <= Canvas.maximumDimension, height <= Canvas.maximumDimension else { return }
        let needed = UInt64(max(0, width)) * UInt64(max(0, height)) * bytesPerPixel
        // A process that cannot have this much cannot have started: not worth asking.
        guard needed > smallestChecked, let (room, limit) = room(), needed > room else { return }
        throw BadgegenError("\(what()) would be \(width) x \(height) pixels, which take about \(megabytes(needed)) to draw, "
                            + "more than the \(megabytes(room)) left of the \(limit) this process may use: \(advice())")
    }

    /// The bytes left under the tightest limit on this process, and that limit as
    /// messages name it; `nil` when nothing but the machine limits it.
    static func room() -> (bytes: UInt64, limit: String)? {
        var limits: [(bytes: UInt64, used: UInt64, limit: String)] = []
        var address = rlimit()
        if getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &address) == 0, address.rlim_cur != rlim_t.max {
            limits.append((UInt64(address.rlim_cur), usage(field: 0), "\(megabytes(UInt64(address.rlim_cur))) of address space (ulimit -v)"))
        }
        let machine = ProcessInfo.processInfo.physicalMemory, available = JobCount.availableMemory
        if available < machine {
            limits.append((available, usage(field: 1), "\(megabytes(available)) of its control group's memory"))
        }
        return limits.map { (bytes: $0.bytes > $0.used ? $0.bytes - $0.used : 0, limit: $0.limit) }.min { $0.bytes < $1.bytes }
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
