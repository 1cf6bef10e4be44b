import Geometry
import Layout
import Raster
import Testing

/// `.clipped()`: nothing a view draws beyond its frame shows, and within the frame it
/// draws as before.
@Suite("Views clipped to their frames")
struct ClipTests {
    /// A white square 21 points wide drawn from a frame `side` wide (negative padding
    /// offers it more room than the frame reports), centred in 30 x 30.
    static func overflowing(side: Double, clipped: Bool) throws -> Pixmap {
        let square = Rectangle().fill(Color.white).padding(-(21 - side) / 2).frame(width: side, height: side)
        if clipped { return try render(ZStack { square.clipped() }.frame(width: 30, height: 30)) }
        return try render(ZStack { square }.frame(width: 30, height: 30))
    }

    @Test("what a view draws beyond its frame is cut, exactly at a frame that ends inside pixels")
    func cutToFrame() throws {
        // A frame 9 wide centred in 30: from 10.5 to 19.5, the square from 4.5 to 25.5.
        let plain = try Self.overflowing(side: 9, clipped: false)
        let clipped = try Self.overflowing(side: 9, clipped: true)
        for y in 0..<30 {
            for x in 0..<30 {
                // The share of the pixel inside 10.5...19.5 along each axis.
                func share(_ v: Int) -> Float { v == 10 || v == 19 ? 0.5 : (11...18).contains(v) ? 1 : 0 }
                #expect(clipped[x, y].w == share(x) * share(y), "(\(x), \(y)): \(clipped[x, y].w)")
            }
        }
        #expect(plain[5, 5].w == 1 && plain[24, 24].w == 1, "without .clipped() the square overflows its frame")
    }

    @Test("a view inside its frame is drawn bit for bit as without .clipped(), in a layer too")
    func unchangedInside() throws {
        var disc = Path()
        disc.addEllipse(in: Rect(x: 0.4, y: 0.7, width: 10.2, height: 6.9))
        let view = PathShape(disc).fill(Color(red: 0.2, green: 0.4, blue: 0.9)).padding(3).opacity(0.5).frame(width: 17, height: 13)
        let plain = try render(view, scale: 1.5)
        let clipped = try render(view.clipped(), scale: 1.5)
        #expect(clipped.pixels == plain.pixels)
    }
}
