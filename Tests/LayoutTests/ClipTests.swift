import Foundation
import Geometry
import Layout
import Raster
import Testing
import TestSupport

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

/// `.clipped()` under a turn: the clip turns with the view, as in SwiftUI.
@Suite("Views clipped to turned frames")
struct TurnedClipTests {
    /// The frame 12 x 8 centred in 30 x 30, turned by `degrees` about the centre.
    static func turnedFrame(degrees: Double) -> [Point] {
        let angle = degrees * .pi / 180, (cosine, sine) = (cos(angle), sin(angle))
        return [(-6.0, -4.0), (6, -4), (6, 4), (-6, 4)].map { x, y in
            Point(x: 15 + x * cosine - y * sine, y: 15 + x * sine + y * cosine)
        }
    }

    @Test("a view overflowing its frame, clipped and turned, covers exactly the turned frame", arguments: [30.0, 45, -71.3])
    func turnedClip(degrees: Double) throws {
        // A white rectangle 30 x 26 offered from a 12 x 8 frame: it covers the frame and far more.
        let square = Rectangle().fill(Color.white).padding(-9).frame(width: 12, height: 8)
        let view = ZStack { square.clipped().rotationEffect(.degrees(degrees)) }.frame(width: 30, height: 30)
        let found = try render(view)
        let exact = PointwiseFillOracle.coverage([Self.turnedFrame(degrees: degrees)], width: 30, height: 30)
        var worst = 0.0
        for y in 0..<30 {
            for x in 0..<30 { worst = max(worst, abs(Double(found[x, y].w) - exact[x, y])) }
        }
        #expect(worst < 1e-5, "worst difference \(worst)")
    }

    @Test("clips nested under different turns draw only where both frames are", arguments: [20.0, 61])
    func nestedTurnedClips(degrees: Double) throws {
        let square = Rectangle().fill(Color.white).padding(-10).frame(width: 12, height: 8)
        let view = ZStack {
            square.clipped().rotationEffect(.degrees(degrees)).frame(width: 12, height: 8).clipped()
        }.frame(width: 30, height: 30)
        let found = try render(view)
        // The turned frame cut by the unturned one, x 9...21 and y 11...19 (Sutherland–Hodgman,
        // one side at a time, computed here).
        var polygon = Self.turnedFrame(degrees: degrees)
        polygon = Self.cut(polygon, alongX: true, at: 9, keepingAbove: true)
        polygon = Self.cut(polygon, alongX: true, at: 21, keepingAbove: false)
        polygon = Self.cut(polygon, alongX: false, at: 11, keepingAbove: true)
        polygon = Self.cut(polygon, alongX: false, at: 19, keepingAbove: false)
        let exact = PointwiseFillOracle.coverage([polygon], width: 30, height: 30)
        var worst = 0.0
        for y in 0..<30 {
            for x in 0..<30 { worst = max(worst, abs(Double(found[x, y].w) - exact[x, y])) }
        }
        #expect(worst < 1e-5, "worst difference \(worst)")
    }

    /// The part of the convex polygon on one side of the line x = `at` (or y = `at`).
    static func cut(_ polygon: [Point], alongX: Bool, at bound: Double, keepingAbove: Bool) -> [Point] {
        func coordinate(_ p: Point) -> Double { alongX ? p.x : p.y }
        func keeps(_ p: Point) -> Bool { keepingAbove ? coordinate(p) >= bound : coordinate(p) <= bound }
        var result: [Point] = []
        for (i, p) in polygon.enumerated() {
            let previous = polygon[(i + polygon.count - 1) % polygon.count]
            if keeps(p) != keeps(previous) {
                let t = (bound - coordinate(previous)) / (coordinate(p) - coordinate(previous))
                result.append(Point(x: previous.x + t * (p.x - previous.x), y: previous.y + t * (p.y - previous.y)))
            }
            if keeps(p) { result.append(p) }
        }
        return result
    }
}
