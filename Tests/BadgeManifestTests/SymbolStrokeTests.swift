@testable import BadgeManifest
import Badges
import Geometry
import Layout
import Raster
import Testing

@Suite("Manifest: symbolStroke")
struct SymbolStrokeTests {
    /// The manifest helpers of the manifest tests: the manifest read from text, and the one
    /// problem a manifest with one bad entry reports.
    let reading = ManifestTests()
    func manifest(_ text: String) throws -> Manifest { try reading.manifest(text) }
    func problem(_ entry: String) throws -> String { try reading.problem(entry) }

    @Test("every member is read; defaults give it to every badge, a badge's own wins")
    func parsed() throws {
        let m = try manifest("""
            {"defaults": {"symbolStroke": {"width": 16}},
             "badges": [{"name": "A"},
                        {"name": "B", "symbol": "M 110 110 H 310 V 310 H 110 Z",
                         "symbolStroke": {"width": 12.5, "cap": "round", "join": "bevel", "miterLimit": 4,
                                          "dash": [30, 12, 0], "dashPhase": -5}}]}
            """)
        #expect(m.problems.isEmpty, "\(m.problems)")
        #expect(m.badges[0].symbolStroke == StrokeStyle(lineWidth: 16))
        #expect(m.badges[0].design.symbolStroke == StrokeStyle(lineWidth: 16))
        let b = StrokeStyle(lineWidth: 12.5, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dash: [30, 12, 0], dashPhase: -5)
        #expect(m.badges[1].symbolStroke == b && m.badges[1].design.symbolStroke == b)
        #expect(try manifest(#"{"badges": [{"name": "A"}]}"#).badges[0].symbolStroke == nil)
    }

    @Test("bad strokes fail their badge, naming the member, the value and what is allowed", arguments: [
        (#""symbolStroke": 12"#, #"symbolStroke 12 is not allowed: expected an object such as {"width": 12, "join": "round"}"#),
        (#""symbolStroke": {"cap": "round"}"#, "symbolStroke.width"),
        (#""symbolStroke": {"width": 500}"#, "symbolStroke.width 500 is not allowed: expected a number from 0 to 420 (the symbol box is 420 wide)"),
        (#""symbolStroke": {"width": -1}"#, "symbolStroke.width -1 is not allowed"),
        (#""symbolStroke": {"width": 4, "cap": "flat"}"#, #"symbolStroke.cap "flat" is not allowed: expected one of "butt", "round", "square""#),
        (#""symbolStroke": {"width": 4, "join": 1}"#, #"symbolStroke.join 1 is not allowed: expected one of "miter", "round", "bevel""#),
        (#""symbolStroke": {"width": 4, "miterLimit": 0.5}"#, "symbolStroke.miterLimit 0.5 is not allowed: expected a number from 1 to 1000 (half line widths)"),
        (#""symbolStroke": {"width": 4, "dash": [0, 0]}"#, "symbolStroke.dash [0,0] is not allowed: expected a list of 1 to 64 dash and gap lengths from 0 to 10000, not all 0"),
        (#""symbolStroke": {"width": 4, "dash": [4, -1]}"#, "symbolStroke.dash [4,-1] is not allowed"),
        (#""symbolStroke": {"width": 4, "dash": []}"#, "symbolStroke.dash [] is not allowed"),
        (#""symbolStroke": {"width": 4, "dashPhase": 20000}"#, "symbolStroke.dashPhase 20000 is not allowed: expected a number from -10000 to 10000"),
        (#""symbolStroke": {"width": 4, "dashes": [1, 2]}"#, #"unknown field "symbolStroke.dashes" (did you mean "symbolStroke.dash"?); allowed: symbolStroke.width, symbolStroke.cap"#),
        (#""symbolStroke": {"width": 4, "dash": [0.001, 0.001]}"#, "symbolStroke.dash [0.001, 0.001] is not allowed: the dash pattern would cut the path into about"),
    ])
    func badStrokes(member: String, message: String) throws {
        let text = try problem(#"{"name": "Bad", \#(member)}"#)
        #expect(text.contains(message), "\(text)")
        #expect(text.hasPrefix(#"badges[1] "Bad": "#), "\(text)")
    }

    @Test("the dash count is checked against the symbol the badge ends up with, from the defaults or its own")
    func dashCountAgainstTheSymbol() throws {
        // The mountain is some 1,500 long: [0.001, 0.001] would make 750,000 dashes. Around a
        // 200-wide square, 800 long, [0.02, 0.02] makes 20,000.
        let fine = #"{"width": 4, "dash": [0.001, 0.001]}"#
        #expect(try problem(#"{"name": "Bad", "symbolStroke": \#(fine)}"#).contains("symbolStroke.dash"))
        let square = #""symbol": "M 110 110 H 310 V 310 H 110 Z""#
        let m = try manifest(#"{"defaults": {\#(square)}, "badges": [{"name": "A", "symbolStroke": {"width": 4, "dash": [0.02, 0.02]}}]}"#)
        #expect(m.problems.isEmpty, "\(m.problems)")
    }

    @Test("a stroke changes the fingerprint; a filled symbol's fingerprint is what it was")
    func fingerprint() throws {
        func key(_ stroke: StrokeStyle?) -> String {
            RenderKey(spec: BadgeSpec(name: "A", symbolStroke: stroke), scale: 1, kind: .folder, toolVersion: "1", encoding: "e").fingerprint
        }
        let filled = key(nil)
        // Recorded before strokes existed: a filled badge keeps its files current.
        #expect(filled == RenderKey(spec: BadgeSpec(name: "A"), scale: 1, kind: .folder, toolVersion: "1", encoding: "e").fingerprint)
        let styles = [StrokeStyle(lineWidth: 4), StrokeStyle(lineWidth: 5), StrokeStyle(lineWidth: 4, lineCap: .round),
                      StrokeStyle(lineWidth: 4, lineJoin: .bevel), StrokeStyle(lineWidth: 4, miterLimit: 3),
                      StrokeStyle(lineWidth: 4, dash: [1, 2]), StrokeStyle(lineWidth: 4, dash: [1, 2], dashPhase: 1)]
        let keys = styles.map(key)
        #expect(Set(keys + [filled]).count == styles.count + 1)
    }

    @Test("the symbol is outlined, the line's width in the 420 box scaled with the symbol")
    func drawn() throws {
        let square = try Path(svgPathData: "M 110 110 H 310 V 310 H 110 Z")
        let color = Color(red: 0, green: 0, blue: 1)
        // In a 210-point frame the box is scaled by 1/2: a 20-wide line becomes 10 wide
        // around a 100-wide square, 400 x 10 = 4,000 square points.
        for (stroke, expected) in [(StrokeStyle(lineWidth: 20), 4_000.0), (nil, 10_000.0)] {
            let design = BadgeDesign(symbolColor: color, symbol: square, symbolStroke: stroke)
            let pixmap = try ViewRenderer().render(BadgeSymbol(design: design).frame(width: 210, height: 210))
            let ink = pixmap.pixels.reduce(0.0) { $0 + Double($1.w) }
            #expect(abs(ink - expected) < 0.05, "\(String(describing: stroke)): \(ink)")
            // The square's middle is empty when outlined.
            #expect((pixmap.pixels[105 * 210 + 105].w == 0) == (stroke != nil))
        }
    }
}
