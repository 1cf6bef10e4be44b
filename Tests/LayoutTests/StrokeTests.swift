import Geometry
import Layout
import Raster
import Testing

/// `.stroke` as SwiftUI spells it: the line is centred on the shape's outline, its width in
/// points, drawn at the renderer's scale.
@Suite("Layout: strokes")
struct StrokeTests {
    static func alphaSum(_ pixmap: Pixmap) -> Double { pixmap.pixels.reduce(0) { $0 + Double($1.w) } }

    @Test("a stroked rectangle covers its perimeter times the width, in points squared times the scale squared")
    func rectangleRing() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        // A 32 x 22 rectangle inside 4 points of padding; the line reaches 2 points each side.
        let view = Rectangle().stroke(red, lineWidth: 4).padding(4).frame(width: 40, height: 30)
        for scale in [1.0, 2, 3] {
            let pixmap = try render(view, scale: scale)
            let expected = 2 * (32 + 22) * 4 * scale * scale
            #expect(abs(Self.alphaSum(pixmap) - expected) < 1e-2, "scale \(scale): \(Self.alphaSum(pixmap))")
            // Inside the line, red; in the middle of the rectangle, nothing.
            let line = pixmap.pixels[Int(4 * scale) * pixmap.width + Int(20 * scale)]
            #expect(line == SIMD4<Float>(1, 0, 0, 1))
            #expect(pixmap.pixels[Int(15 * scale) * pixmap.width + Int(20 * scale)].w == 0)
        }
    }

    @Test("without a colour the line takes the foreground colour: black in light mode, white in dark")
    func foregroundColor() throws {
        var dark = Layout.Environment()
        dark.colorScheme = .dark
        let view = Rectangle().stroke(lineWidth: 2).padding(2).frame(width: 10, height: 10)
        let light = try render(view)
        let darkPixmap = try render(view, environment: dark)
        #expect(light.pixels[2 * 10 + 5] == SIMD4<Float>(0, 0, 0, 1))
        #expect(darkPixmap.pixels[2 * 10 + 5] == SIMD4<Float>(1, 1, 1, 1))
    }

    @Test("style: dashes in points; opacity on a single stroke needs no layer")
    func styleAndOpacity() throws {
        var line = Path()
        line.move(to: Point(x: 0, y: 5))
        line.addLine(to: Point(x: 40, y: 5))
        let dashed = PathShape(line).stroke(.black, style: StrokeStyle(lineWidth: 2, dash: [5, 5])).frame(width: 40, height: 10)
        // 20 points of dashes, 2 wide, at 2 pixels per point.
        #expect(abs(Self.alphaSum(try render(dashed, scale: 2)) - 20 * 2 * 4) < 1e-2)
        let faded = try render(PathShape(line).stroke(.black, lineWidth: 2).opacity(0.5).frame(width: 40, height: 10))
        #expect(faded.pixels[5 * 40 + 10].w == 0.5)
        #expect(abs(Self.alphaSum(faded) - 40) < 1e-2)
    }

    @Test("a refused style is an error, not a picture")
    func refusedStyle() throws {
        let view = Rectangle().stroke(.black, style: StrokeStyle(lineWidth: 2, dash: [0, 0])).frame(width: 10, height: 10)
        #expect(throws: RasterError.invalidStroke(.zeroDashPattern)) { try render(view) }
    }
}
