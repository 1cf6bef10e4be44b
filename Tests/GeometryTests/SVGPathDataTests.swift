import Foundation
import Geometry
import Testing

@Suite("SVG path data")
struct SVGPathDataTests {
    /// The control distance of a quarter circle drawn as one cubic: 4/3 (√2 − 1) ≈ 0.5523.
    static let kappa = 4.0 / 3.0 * (2.0.squareRoot() - 1)

    func parse(_ text: String) throws -> [Path.Element] {
        try Path(svgPathData: text).elements
    }

    func expectClose(_ a: Point, _ b: Point, tolerance: Double = 1e-9, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance, "\(a) is not \(b)", sourceLocation: sourceLocation)
    }

    // MARK: - Lines

    @Test("a relative square: h, v and z from a relative moveto")
    func relativeSquare() throws {
        #expect(try parse("m 10 10 h 20 v 20 h -20 z") == [
            .move(to: Point(10, 10)), .line(to: Point(30, 10)), .line(to: Point(30, 30)),
            .line(to: Point(10, 30)), .closeSubpath,
        ])
    }

    @Test("absolute H and V keep the other coordinate")
    func absoluteHV() throws {
        #expect(try parse("M 1 2 H 5 V 7 H 1") == [
            .move(to: Point(1, 2)), .line(to: Point(5, 2)), .line(to: Point(5, 7)), .line(to: Point(1, 7)),
        ])
    }

    @Test("pairs after a moveto are linetos: absolute after M, relative after m")
    func implicitLineto() throws {
        #expect(try parse("M 0 0 10 0 10 10") == [.move(to: Point(0, 0)), .line(to: Point(10, 0)), .line(to: Point(10, 10))])
        #expect(try parse("m 1 1 2 2 3 3") == [.move(to: Point(1, 1)), .line(to: Point(3, 3)), .line(to: Point(6, 6))])
    }

    @Test("a command letter repeats for every further group of arguments, commas allowed between groups")
    func repeatedCommand() throws {
        #expect(try parse("M0,0 L 1,1, 2,2 3 3") == [
            .move(to: Point(0, 0)), .line(to: Point(1, 1)), .line(to: Point(2, 2)), .line(to: Point(3, 3)),
        ])
        #expect(try parse("M0 0h1 1 1") == [.move(to: Point(0, 0)), .line(to: Point(1, 0)), .line(to: Point(2, 0)), .line(to: Point(3, 0))])
    }

    @Test("numbers: exponents, a second point ends a number, a sign starts a new one")
    func compactNumbers() throws {
        #expect(try parse("M.5.5L-1-2") == [.move(to: Point(0.5, 0.5)), .line(to: Point(-1, -2))])
        #expect(try parse("M1e-3,2E+2l+3 4e1") == [.move(to: Point(0.001, 200)), .line(to: Point(3.001, 240))])
        #expect(try parse("M 1.5.5 0.25-.25") == [.move(to: Point(1.5, 0.5)), .line(to: Point(0.25, -0.25))])
        #expect(try parse("M1.e1 2") == [.move(to: Point(10, 2))])
        #expect(try parse("\t\nM\r0\u{0C}0 \n") == [.move(to: Point(0, 0))])
    }

    @Test("after z, drawing goes on from the subpath's start in a new subpath")
    func afterClose() throws {
        #expect(try parse("M 10 10 l 10 0 z l 0 10") == [
            .move(to: Point(10, 10)), .line(to: Point(20, 10)), .closeSubpath,
            .move(to: Point(10, 10)), .line(to: Point(10, 20)),
        ])
        #expect(try parse("M 0 0 L 5 0 Z M 7 7 z m 1 1") == [
            .move(to: Point(0, 0)), .line(to: Point(5, 0)), .closeSubpath,
            .move(to: Point(7, 7)), .closeSubpath, .move(to: Point(8, 8)),
        ])
    }

    @Test("empty data is an empty path")
    func empty() throws {
        #expect(try Path(svgPathData: "").isEmpty)
        #expect(try Path(svgPathData: "  \n\t ").isEmpty)
    }

    // MARK: - Curves

    @Test("c is relative to the current point for all three points")
    func relativeCubic() throws {
        #expect(try parse("m 10 10 c 1 2 3 4 5 6") == [
            .move(to: Point(10, 10)), .curve(to: Point(15, 16), control1: Point(11, 12), control2: Point(13, 14)),
        ])
    }

    @Test("S reflects the previous cubic's second control point about the current point")
    func smoothCubic() throws {
        #expect(try parse("M 0 0 C 10 0 20 10 30 10 S 50 20 60 0") == [
            .move(to: Point(0, 0)),
            .curve(to: Point(30, 10), control1: Point(10, 0), control2: Point(20, 10)),
            .curve(to: Point(60, 0), control1: Point(40, 10), control2: Point(50, 20)),
        ])
        // s after s reflects the previous s; relative coordinates.
        #expect(try parse("M 0 0 s 10 10 20 0 s 10 -10 20 0") == [
            .move(to: Point(0, 0)),
            .curve(to: Point(20, 0), control1: Point(0, 0), control2: Point(10, 10)),
            .curve(to: Point(40, 0), control1: Point(30, -10), control2: Point(30, -10)),
        ])
    }

    @Test("S after anything but C or S uses the current point as its first control point")
    func smoothCubicAlone() throws {
        #expect(try parse("M 0 0 Q 5 5 10 0 S 20 10 30 0") == [
            .move(to: Point(0, 0)), .quadCurve(to: Point(10, 0), control: Point(5, 5)),
            .curve(to: Point(30, 0), control1: Point(10, 0), control2: Point(20, 10)),
        ])
    }

    @Test("T reflects the previous quadratic's control point; after a line it uses the current point")
    func smoothQuadratic() throws {
        #expect(try parse("M0 0 Q 5 5 10 0 T 20 0 t 10 0") == [
            .move(to: Point(0, 0)), .quadCurve(to: Point(10, 0), control: Point(5, 5)),
            .quadCurve(to: Point(20, 0), control: Point(15, -5)), .quadCurve(to: Point(30, 0), control: Point(25, 5)),
        ])
        #expect(try parse("M 0 0 L 10 0 T 20 0") == [
            .move(to: Point(0, 0)), .line(to: Point(10, 0)), .quadCurve(to: Point(20, 0), control: Point(10, 0)),
        ])
        // C does not leave a quadratic control point for T.
        #expect(try parse("M 0 0 C 1 1 2 2 3 3 T 5 5").last == .quadCurve(to: Point(5, 5), control: Point(3, 3)))
    }

    // MARK: - Arcs

    /// Checks that `curves` are the pieces of the circular arc about `center` of `radius`
    /// from `angle` turning by `sweep` radians (positive: towards +y): equal turns, each
    /// piece's ends on the circle at its angles, and control points along the tangents at
    /// `4/3 tan(turn / 4)` of the radius (0.5523 for a quarter turn).
    func expectCircularPieces(_ curves: [(Point, Point, Point, Point)], center: Point, radius r: Double,
                              from angle: Double, sweep: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let turn = sweep / Double(curves.count), k = 4.0 / 3.0 * tan(turn / 4) * r
        for (i, curve) in curves.enumerated() {
            let a = angle + turn * Double(i), b = a + turn
            let start = center + Point(x: cos(a), y: sin(a)) * r, end = center + Point(x: cos(b), y: sin(b)) * r
            expectClose(curve.0, start, tolerance: 1e-9 * r, sourceLocation: sourceLocation)
            expectClose(curve.1, start + Point(x: -sin(a), y: cos(a)) * k, tolerance: 1e-9 * r, sourceLocation: sourceLocation)
            expectClose(curve.2, end - Point(x: -sin(b), y: cos(b)) * k, tolerance: 1e-9 * r, sourceLocation: sourceLocation)
            expectClose(curve.3, end, tolerance: 1e-9 * r, sourceLocation: sourceLocation)
        }
    }

    @Test("a small quarter circle is one cubic with the standard control distance 0.5523 r")
    func quarterCircle() throws {
        let curves = try cubics(parse("M 0.3 0 A 0.3 0.3 0 0 1 0 0.3"))
        try #require(curves.count == 1)
        let k = Self.kappa * 0.3
        expectClose(curves[0].1, Point(0.3, k))
        expectClose(curves[0].2, Point(k, 0.3))
        expectClose(curves[0].3, Point(0, 0.3))
    }

    @Test("larger quarter circles are cut into equal pieces, more as the radius grows, each a circular cubic")
    func quarterCirclePieces() throws {
        var previous = 1
        for r in [1.0, 10, 100, 1_000, 100_000] {
            let curves = try cubics(parse("M \(r) 0 A \(r) \(r) 0 0 1 0 \(r)"))
            #expect(curves.count >= previous, "radius \(r): \(curves.count) pieces after \(previous)")
            previous = curves.count
            expectCircularPieces(curves, center: Point(0, 0), radius: r, from: 0, sweep: Double.pi / 2)
        }
        #expect(previous > 4)
    }

    @Test("a relative quarter circle the other way round (sweep 0)")
    func quarterCircleCounterClockwise() throws {
        let curves = try cubics(parse("M 0 10 a 10 10 0 0 0 10 -10"))
        // Sweep 0 turns the negative way, from 90° down to 0° about the centre (0, 0).
        expectCircularPieces(curves, center: Point(0, 0), radius: 10, from: Double.pi / 2, sweep: -Double.pi / 2)
        #expect(curves.last?.3 == Point(10, 0))
    }

    @Test("radii too small are scaled up: a semicircle in pieces through the apex")
    func radiiScaledUp() throws {
        let curves = try cubics(parse("M 0 0 A 1 1 0 0 1 10 0"))
        // Radius 5 about (5, 0); sweep 1 turns through angle 270°, which is (5, -5) with y down.
        try #require(curves.count.isMultiple(of: 2))
        expectCircularPieces(curves, center: Point(5, 0), radius: 5, from: Double.pi, sweep: Double.pi)
        expectClose(curves[curves.count / 2 - 1].3, Point(5, -5))
        #expect(curves.last?.3 == Point(10, 0))
    }

    @Test("arc flags written without separators: 0 00 1 1 is rotation, large-arc, sweep, x, y")
    func packedFlags() throws {
        #expect(try parse("M0 0a1 1 0 00 1 1") == parse("M 0 0 a 1 1 0 0 0 1 1"))
        let curves = try cubics(parse("M0 0a5 5 0 0010 0"))
        try #require(curves.count.isMultiple(of: 2))
        // Sweep 0 goes the other way: through (5, 5).
        expectClose(curves[curves.count / 2 - 1].3, Point(5, 5))
        expectClose(curves[curves.count - 1].3, Point(10, 0))
    }

    @Test("large-arc picks the long way round")
    func largeArc() throws {
        let small = try cubics(parse("M 100 0 A 100 100 0 0 1 0 100"))
        let large = try cubics(parse("M 100 0 A 100 100 0 1 1 0 100"))
        #expect(large.count == 3 * small.count)
        // The long way round turns about (100, 100) through (200, 100) and (100, 200).
        let q = small.count
        expectClose(large[q - 1].3, Point(200, 100))
        expectClose(large[2 * q - 1].3, Point(100, 200))
        expectClose(large[3 * q - 1].3, Point(0, 100))
        expectCircularPieces(large, center: Point(100, 100), radius: 100, from: -Double.pi / 2, sweep: 1.5 * Double.pi)
    }

    @Test("a rotated ellipse: every point of the cubics lies on it (within 0.0001 of it)")
    func rotatedEllipse() throws {
        // rx 10 along the rotated x axis (screen y), ry 5 across: a half ellipse about (0, 10).
        let curves = try cubics(parse("M 0 0 A 10 5 90 0 1 0 20"))
        #expect(curves.count.isMultiple(of: 2))
        var widest = 0.0
        for curve in curves {
            for step in 0...20 {
                let p = pointOnCubic(curve, at: Double(step) / 20)
                let onEllipse = ((p.y - 10) / 10) * ((p.y - 10) / 10) + (p.x / 5) * (p.x / 5)
                // 2 / 5 of the distance off the ellipse, where it is farthest from the centre.
                #expect(abs(onEllipse - 1) < 4e-5, "\(p) is off the ellipse by \(onEllipse - 1)")
                widest = max(widest, abs(p.x))
            }
        }
        #expect(abs(widest - 5) < 1e-9)
    }

    @Test("a zero radius makes a line; equal end points a line of no length, as browsers draw them; negative radii count as positive")
    func degenerateArcs() throws {
        #expect(try parse("M 0 0 A 0 5 0 0 1 10 10") == [.move(to: Point(0, 0)), .line(to: Point(10, 10))])
        #expect(try parse("M 5 5 A 10 10 0 0 1 5 5") == [.move(to: Point(5, 5)), .line(to: Point(5, 5))])
        // So a round cap makes a dot there, as for M 5 5 L 5 5; a move alone draws nothing.
        let style = StrokeStyle(lineWidth: 4, lineCap: .round)
        let dot = try Path(svgPathData: "M 5 5 A 10 10 0 0 1 5 5").strokedPath(style, tolerance: 0.01)
        #expect(dot == (try Path(svgPathData: "M 5 5 L 5 5").strokedPath(style, tolerance: 0.01)) && !dot.isEmpty)
        #expect(try parse("M 100 0 A -100 -100 0 0 1 0 100") == parse("M 100 0 A 100 100 0 0 1 0 100"))
    }

    // MARK: - Errors

    @Test("errors name the character position, what is there, and what was expected")
    func errors() {
        let cases: [(String, SVGPathError)] = [
            ("L 10 10", .unexpectedCharacter("L", position: 1, expected: "a moveto command ('M' or 'm') to start the path")),
            ("M 10", .unexpectedEnd(position: 5, expected: "a number")),
            ("M 10 x", .unexpectedCharacter("x", position: 6, expected: "a number")),
            ("M,0 0", .unexpectedCharacter(",", position: 2, expected: "a number")),
            ("M 0 0 L 1 1,", .unexpectedEnd(position: 13, expected: "a number")),
            ("M 0 0 A 1 1 0 2 0 5 5", .unexpectedCharacter("2", position: 15, expected: "an arc flag ('0' or '1')")),
            ("M 0 0 1e", .unexpectedEnd(position: 9, expected: "the digits of an exponent")),
            ("M 0 0 Z 5", .unexpectedCharacter("5", position: 9, expected: "a command letter (M L H V C S Q T A Z, or lower case) or the end")),
            ("M 0 0 L 5 5 #", .unexpectedCharacter("#", position: 13, expected: "a number, a command letter (M L H V C S Q T A Z, or lower case) or the end")),
            ("M 0 0 L 첫", .unexpectedCharacter("첫", position: 9, expected: "a number")),
            ("M 1e999 0", .numberOutOfRange("1e999", position: 3)),
            ("M 1e308 0 l 1e308 0", .coordinateOverflow(position: 11)),
        ]
        for (text, expected) in cases {
            #expect(throws: expected, "\(text)") { try Path(svgPathData: text) }
        }
    }

    @Test("error messages read as one line")
    func messages() {
        #expect(SVGPathError.unexpectedCharacter("x", position: 6, expected: "a number").description
            == "at character 6 ('x'): expected a number")
        #expect(SVGPathError.unexpectedEnd(position: 5, expected: "a number").description
            == "at character 5 (the end): expected a number")
        #expect(SVGPathError.unexpectedCharacter("\t", position: 2, expected: "a number").description
            == "at character 2 (U+0009): expected a number")
        #expect(SVGPathError.numberOutOfRange("1e999", position: 3).description.contains("1e999"))
        // A number of a hundred thousand digits is shown by its start and its length.
        let digits = String(repeating: "9", count: 120_000)
        let message = SVGPathError.numberOutOfRange(digits, position: 7).description
        #expect(message == "at character 7: the number \(String(repeating: "9", count: 32))… (120000 characters) is too large: expected a finite number")
        let longest = String(repeating: "9", count: 40)  // the most shown whole
        #expect(SVGPathError.numberOutOfRange(longest, position: 1).description.contains(longest))
    }

    @Test("arcs with extreme radii either fail or stay finite", arguments: [
        "M 0 0 A 1e200 1e200 0 0 1 1e-200 0", "M 0 0 A 1e300 1e300 0 0 1 1e300 1e300",
        "M 0 0 A 1e-300 1e-300 0 0 1 1e300 0", "M -1e308 0 A 1 1 0 1 1 1e308 0", "M 0 0 A 1e308 1 45 1 0 1 1",
    ])
    func extremeArcs(text: String) {
        if let path = try? Path(svgPathData: text) { #expect(path.isFinite) }
    }

    @Test("whatever the input, a path that parses is finite")
    func neverNonFinite() {
        var generator = SVGFuzzRandom(seed: 42)
        let alphabet = Array("MmLlHhVvCcSsQqTtAaZz0123456789.-+eE, 9999999e300")
        for _ in 0..<3000 {
            let length = Int(generator.next() % 40)
            let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            if let path = try? Path(svgPathData: "M 0 0 " + text) {
                #expect(path.isFinite, "\(text)")
            }
        }
    }
}

/// A small deterministic random number generator for the fuzz test.
private struct SVGFuzzRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
