import Foundation
import Testing

/// A picture whose pixels alone take more memory than the process may have is refused
/// with one line before it is drawn, rather than stopping the process when an allocation
/// fails.
@Suite("badgegen: pictures larger than the memory a process may use")
struct PictureMemoryTests {
    /// 300 MB of address space: room for badgegen and a small picture, not for 4096 x
    /// 4096 pixels (335 MB at 20 bytes a pixel).
    static let limit = "ulimit -v 300000"

    @Test("under ulimit -v, a picture too large for it is refused in one line, and nothing is written")
    func addressSpaceLimit() throws {
        let folder = try TestFolder()
        let refused = try folder.shell(Self.limit + #"; "$B" path "M 0 0 H 4096 V 4096 Z" --size 4096x4096 -o big.png"#)
        #expect(refused.status == 1, "\(refused.stderr)")
        #expect(refused.stderrLines.count == 1, "\(refused.stderr)")
        #expect(refused.stderr.hasPrefix("badgegen: error: the picture would be 4096 x 4096 pixels, which take about 335 MB to draw, "),
                "\(refused.stderr)")
        #expect(refused.stderr.contains("of address space (ulimit -v) this process may use: give a smaller --size"), "\(refused.stderr)")
        #expect(folder.files(in: ".").isEmpty, "nothing written")
        // What fits is drawn under the same limit.
        let small = try folder.shell(Self.limit + #"; "$B" path "M 0 0 H 64 V 64 Z" --size 64x64 -o small.png"#)
        #expect(small.status == 0, "\(small.stderr)")
        #expect(folder.files(in: ".") == ["small.png"])
    }
}
