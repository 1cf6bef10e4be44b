@testable import badgegen
import Foundation
import Testing

/// A picture whose pixels alone take more memory than the process may have is refused
/// with one line before it is drawn, rather than stopping the process when an allocation
/// fails.
@Suite("badgegen: pictures larger than the memory a process may use")
struct PictureMemoryTests {
    /// 300 MB of address space: room for badgegen and a small picture, not for 4096 x
    /// 4096 pixels (419 MB at 24 bytes a pixel and 16 MB more).
    static let limit = "ulimit -v 300000"

    @Test("under ulimit -v, a picture too large for it is refused in one line, and nothing is written")
    func addressSpaceLimit() throws {
        let folder = try TestFolder()
        let refused = try folder.shell(Self.limit + #"; "$B" path "M 0 0 H 4096 V 4096 Z" --size 4096x4096 -o big.png"#)
        #expect(refused.status == 1, "\(refused.stderr)")
        #expect(refused.stderrLines.count == 1, "\(refused.stderr)")
        #expect(refused.stderr.hasPrefix("badgegen: error: the picture would be 4096 x 4096 pixels, which take about 419 MB to draw, "),
                "\(refused.stderr)")
        #expect(refused.stderr.contains("of address space (ulimit -v) this process may use: give a smaller --size"), "\(refused.stderr)")
        #expect(folder.files(in: ".").isEmpty, "nothing written")
        // What fits is drawn under the same limit.
        let small = try folder.shell(Self.limit + #"; "$B" path "M 0 0 H 64 V 64 Z" --size 64x64 -o small.png"#)
        #expect(small.status == 0, "\(small.stderr)")
        #expect(folder.files(in: ".") == ["small.png"])
    }

    /// A font file of 250 MiB (within the 256 MiB `--font` takes) under 300 MB of address
    /// space: its bytes cannot be held, and every command that reads it says so in one
    /// line. A failed Swift allocation stopped the process instead (SIGILL, or abort).
    @Test("under ulimit -v, a --font too large to hold is refused in one line, never stopped by a failed allocation",
          arguments: ["--name A", "strip", "sheet m.json", "batch m.json --out out"])
    func fontTooLargeForMemory(command: String) throws {
        let folder = try TestFolder()
        try folder.write(#"{"badges": [{"name": "A"}]}"#, to: "m.json")
        let setup = try folder.shell("truncate -s 250M big.ttf")
        #expect(setup.status == 0, "\(setup.stderr)")
        let result = try folder.shell(Self.limit + "; \"$B\" \(command) --font big.ttf -q" + (command.hasPrefix("batch") ? "" : " -o out.png"))
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderrLines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("'big.ttf' is 250 MiB, more than the memory the system gave to read it"), "\(result.stderr)")
        #expect(folder.files(in: ".").sorted() == ["big.ttf", "m.json"], "nothing written")
    }

    @Test("without a control group's limit below it, the machine's memory and swap are a limit")
    func machineLimit() {
        let limits = PictureMemory.limits()
        let memory = limits.filter { !$0.mapsWholeCanvases }
        #expect(memory.count == 1, "\(limits.map(\.name))")
        let machine = ProcessInfo.processInfo.physicalMemory
        if JobCount.availableMemory < machine {
            #expect(memory.first?.name.hasSuffix("of its control group's memory") == true)
        } else {
            #expect(memory.first?.name == PictureMemory.megabytes(machine + PictureMemory.swap()) + " of the machine's memory and swap")
        }
        #expect(memory.allSatisfy { $0.room < machine + PictureMemory.swap() })
        let meminfo = "MemTotal:       24576000 kB\nSwapCached:            0 kB\nSwapTotal:       2097148 kB\nSwapFree:        2097148 kB\n"
        #expect(PictureMemory.swap(meminfo: meminfo) == 2_097_148 * 1024)
        #expect(PictureMemory.swap(meminfo: "MemTotal:       24576000 kB\n") == 0)
    }

    /// Each limit from 120 to 400 MB of address space, 20 MB apart: the picture is drawn,
    /// or refused in one line with nothing written, and the process never stops on an
    /// allocation that fails. The strip (three badges at scale 6, 1896 x 995 pixels) draws
    /// a second canvas for the symbols of the badges after the first; counting one canvas,
    /// the check let limits through under which it stopped (SIGILL). The path needs a few
    /// megabytes beside its pixels, which the check once left out.
    @Test("under every ulimit -v, a picture is drawn or refused in one line, never stopped by a failed allocation",
          arguments: ["strip --scale 6", #"path "M 0 0 H 2000 V 2000 Z" --size 2000x2000"#])
    func noFailedAllocation(command: String) throws {
        let folder = try TestFolder()
        var outcomes: Set<Int32> = []
        for limit in stride(from: 120_000, through: 400_000, by: 20_000) {
            let result = try folder.shell("ulimit -v \(limit); \"$B\" \(command) -q -o out.png")
            outcomes.insert(result.status)
            #expect(result.status == 0 || result.status == 1, "ulimit -v \(limit): status \(result.status): \(result.stderr)")
            if result.status == 1 {
                #expect(result.stderrLines.count == 1 && result.stderr.contains("of address space (ulimit -v)"),
                        "ulimit -v \(limit): \(result.stderr)")
                #expect(folder.files(in: ".").isEmpty, "ulimit -v \(limit): nothing written")
            } else {
                #expect(folder.files(in: ".") == ["out.png"], "ulimit -v \(limit)")
                try FileManager.default.removeItem(atPath: folder.path("out.png"))
            }
        }
        #expect(outcomes == [0, 1], "both drawn and refused within the limits tried: \(outcomes)")
    }
}
