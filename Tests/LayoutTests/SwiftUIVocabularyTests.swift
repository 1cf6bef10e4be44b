import Foundation
import Geometry
import Layout
import Raster
import Testing
import TestSupport

/// The shapes, modifiers and constants SwiftUI code reaches for first: each drawn and
/// measured against what was worked out here independently (areas by formula, places by
/// hand).
@Suite("SwiftUI's everyday shapes and modifiers")
struct SwiftUIVocabularyTests {
    /// The total coverage of a picture, and the centre of that coverage.
    static func coverage(_ pixmap: Pixmap) -> (area: Double, centre: Point) {
        var (area, x, y) = (0.0, 0.0, 0.0)
        for row in 0..<pixmap.height {
            for column in 0..<pixmap.width {
                let a = Double(pixmap[column, row].w)
                (area, x, y) = (area + a, x + a * (Double(column) + 0.5), y + a * (Double(row) + 0.5))
            }
        }
        return (area, Point(x: x / area, y: y / area))
    }

    @Test("circles, ellipses, capsules and rounded rectangles cover their areas, centred in their frames")
    func shapes() throws {
        // A 26 x 14 frame at (5, 3) in 36 x 20; the cubic arcs are within 0.03 % of the radius.
        func drawn(_ shape: some Shape) throws -> (area: Double, centre: Point) {
            try Self.coverage(render(ZStack { shape.fill(Color.white).frame(width: 26, height: 14).position(x: 18, y: 10) }
                .frame(width: 36, height: 20)))
        }
        let cases: [(String, (area: Double, centre: Point), Double)] = [
            ("circle", try drawn(Circle()), .pi * 7 * 7),
            ("ellipse", try drawn(Ellipse()), .pi * 13 * 7),
            ("capsule", try drawn(Capsule()), 26 * 14 - (4 - .pi) * 7 * 7),
            ("rounded rectangle", try drawn(RoundedRectangle(cornerRadius: 4.5)), 26 * 14 - (4 - .pi) * 4.5 * 4.5),
            ("rounded rectangle, radius past half a side", try drawn(RoundedRectangle(cornerRadius: 40)), 26 * 14 - (4 - .pi) * 7 * 7),
            ("rounded rectangle, no radius", try drawn(RoundedRectangle(cornerRadius: 0)), 26 * 14),
        ]
        for (name, found, expected) in cases {
            #expect(abs(found.area - expected) < 2e-3 * expected, "\(name): \(found.area) against \(expected)")
            #expect(abs(found.centre.x - 18) < 1e-4 && abs(found.centre.y - 10) < 1e-4, "\(name): centred at \(found.centre)")
        }
    }

    @Test("offset moves the drawing, not the layout: the neighbour stays")
    func offset() throws {
        let plain = try render(HStack(spacing: 0) {
            Rectangle().fill(Color.white).frame(width: 4, height: 4)
            Rectangle().fill(Color.black).frame(width: 4, height: 4)
        }.frame(width: 12, height: 10))
        let moved = try render(HStack(spacing: 0) {
            Rectangle().fill(Color.white).frame(width: 4, height: 4).offset(x: 2.5, y: -3)
            Rectangle().fill(Color.black).frame(width: 4, height: 4)
        }.frame(width: 12, height: 10))
        // The stack is centred: the white square from (2, 3), the black one from (6, 3).
        #expect(plain[2, 3].w == 1 && plain[6, 3].x == 0 && plain[6, 3].w == 1)
        // Moved by (2.5, -3): x 4.5...8.5, y 0...4, over the black one's left half.
        #expect(moved[4, 0].w == 0.5 && moved[5, 0].w == 1 && moved[8, 2].x == 0.5 && moved[8, 2].w == 0.5)
        #expect(moved[2, 3].w == 0, "the square left its place")
        #expect(moved[9, 6].w == 1 && moved[9, 6].x == 0, "the black square is where it was")
    }

    @Test("scaleEffect(x:y:) stretches and mirrors about its anchor")
    func scaleXY() throws {
        let wedge = PathShape({
            var path = Path()
            path.addLines([Point(x: 0, y: 0), Point(x: 8, y: 0), Point(x: 0, y: 8)])
            path.closeSubpath()
            return path
        }()).fill(Color.white).frame(width: 8, height: 8)
        let mirrored = try render(wedge.scaleEffect(x: -1))
        let plain = try render(wedge)
        for y in 0..<8 {
            for x in 0..<8 { #expect(abs(mirrored[x, y].w - plain[7 - x, y].w) < 1e-6, "(\(x), \(y))") }
        }
        let stretched = try Self.coverage(render(ZStack { wedge.scaleEffect(x: 1.5, y: 0.5, anchor: .topLeading) }.frame(width: 16, height: 8)))
        #expect(abs(stretched.area - 32 * 0.75) < 1e-4, "\(stretched.area)")
    }

    @Test("the nine alignments and unit points name the corners and edge middles")
    func alignments() throws {
        let cases: [(Alignment, UnitPoint, Double, Double)] = [
            (.topLeading, .topLeading, 0, 0), (.top, .top, 0.5, 0), (.topTrailing, .topTrailing, 1, 0),
            (.leading, .leading, 0, 0.5), (.center, .center, 0.5, 0.5), (.trailing, .trailing, 1, 0.5),
            (.bottomLeading, .bottomLeading, 0, 1), (.bottom, .bottom, 0.5, 1), (.bottomTrailing, .bottomTrailing, 1, 1),
        ]
        for (alignment, unit, x, y) in cases {
            #expect(unit.x == x && unit.y == y)
            // A 2 x 2 square in a 10 x 6 stack: its top-left at (8 x, 4 y).
            let picture = try render(ZStack(alignment: alignment) {
                Rectangle().fill(Color.clear).frame(width: 10, height: 6)
                Rectangle().fill(Color.white).frame(width: 2, height: 2)
            })
            let (left, top) = (Int(8 * x), Int(4 * y))
            #expect(picture[left, top].w == 1 && picture[left + 1, top + 1].w == 1, "\(alignment)")
            #expect(Self.coverage(picture).area == 4, "\(alignment)")
        }
        #expect(UnitPoint.zero == .topLeading)
    }

    @Test("angles in radians")
    func radians() {
        #expect(abs(Angle.radians(.pi / 2).degrees - 90) < 1e-12)
        #expect(abs(Angle(degrees: 180).radians - .pi) < 1e-15)
        #expect(abs(Angle(radians: -1).radians + 1) < 1e-15)
    }

    @Test("background draws behind the view in its frame, overlay in front; the size is the view's")
    func backgroundAndOverlay() throws {
        let dot = Rectangle().fill(Color(red: 1, green: 0, blue: 0, alpha: 0.5)).frame(width: 2, height: 2)
        let behind = try render(dot.padding(2).background(Color.white))
        #expect(behind.width == 6 && behind.height == 6)
        #expect(behind[0, 0] == SIMD4(1, 1, 1, 1), "the background fills the padded frame")
        #expect(behind[2, 2] == SIMD4(1, 0.5, 0.5, 1), "the half-red square over white")
        let inFront = try render(Rectangle().fill(Color.white).frame(width: 6, height: 6).overlay(alignment: .bottomTrailing) { dot })
        #expect(inFront[5, 5] == SIMD4(1, 0.5, 0.5, 1) && inFront[3, 3] == SIMD4(1, 1, 1, 1))
        // A background larger than the view is aligned in the view's frame and may reach past it.
        let wide = try render(ZStack {
            dot.background(alignment: .leading) { Rectangle().fill(Color.white).frame(width: 4, height: 2) }
        }.frame(width: 8, height: 4))
        // The dot at (3, 1) to (5, 3); the background from x 3 to 7 on the same rows.
        #expect(wide[3, 1].w == 1 && wide[6, 2].w == 1 && wide[7, 1].w == 0 && wide[2, 1].w == 0)
    }

    @Test("text styles are SwiftUI's sizes at the default Dynamic Type size; foregroundStyle is foregroundColor")
    func textStyles() throws {
        let styles: [(Font, Double)] = [(.largeTitle, 34), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
                                        (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption, 12), (.caption2, 11)]
        #expect(styles.map(\.0.size) == styles.map(\.1))
        #expect(Font.headline.weight == .semibold && Font.system(size: 9, weight: .bold) == Font(size: 9, weight: .bold))
        let square = Rectangle().stroke(lineWidth: 2).frame(width: 6, height: 6).padding(1)
        let red = Color(red: 1, green: 0, blue: 0)
        #expect(try render(square.foregroundStyle(red)) == render(square.foregroundColor(red)))
        #expect(try render(square.foregroundStyle(red)) != render(square))
    }

    @Test("a shape is a view: it fills its frame's outline with the foreground colour")
    func shapeAsView() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        #expect(try render(ZStack { Circle() }.frame(width: 10, height: 8))
                == render(ZStack { Circle().fill(Color.black) }.frame(width: 10, height: 8)))
        #expect(try render(RoundedRectangle(cornerRadius: 2).frame(width: 7, height: 5).foregroundColor(red))
                == render(RoundedRectangle(cornerRadius: 2).fill(red).frame(width: 7, height: 5)))
        let beside = try render(HStack(spacing: 0) { Rectangle().frame(width: 3, height: 3); Capsule().frame(width: 6, height: 3) })
        #expect(beside.width == 9 && beside[1, 1] == SIMD4(0, 0, 0, 1) && beside[5, 1] == SIMD4(0, 0, 0, 1))
        #expect(beside[3, 0].w < 1, "the capsule's rounded end, in its own frame")
    }

    @Test("a spacer takes what is left along its stack, shared with the other spacers, and nothing across")
    func spacers() throws {
        let square = Rectangle().frame(width: 4, height: 4)
        // Pushed apart in a 20-point row: the squares at x 0 and 16; the row 4 tall.
        let row = try render(HStack(spacing: 0) { square; Spacer(); square }.frame(width: 20))
        #expect(row.width == 20 && row.height == 4)
        #expect(row[0, 0].w == 1 && row[3, 3].w == 1 && row[4, 0].w == 0 && row[15, 0].w == 0 && row[16, 0].w == 1)
        // Two spacers share the room: the square in the middle.
        let centred = try render(HStack(spacing: 0) { Spacer(); square; Spacer() }.frame(width: 20))
        #expect(centred[7, 2].w == 0 && centred[8, 2].w == 1 && centred[11, 2].w == 1 && centred[12, 2].w == 0)
        // The same down a column.
        let column = try render(VStack(spacing: 0) { square; Spacer(); square }.frame(height: 30))
        #expect(column.width == 4 && column.height == 30 && column[0, 25].w == 0 && column[0, 26].w == 1)
        // Offered nothing along the axis, a spacer is its least length: 8 points unless told.
        let renderer = ViewRenderer()
        #expect(try renderer.size(of: HStack(spacing: 0) { square; Spacer(); square }) == Size(width: 16, height: 4))
        #expect(try renderer.size(of: HStack(spacing: 0) { square; Spacer(minLength: 2); square }) == Size(width: 10, height: 4))
        #expect(try renderer.size(of: Spacer().frame(width: nil, height: nil)) == Size(width: 8, height: 8))
    }

    @Test("an image is its pixels one point each, or, resizable, stretched over its frame")
    func images() throws {
        // Opaque red and blue side by side.
        let pixels = try PremultipliedImage(width: 2, height: 1, bytes: [255, 0, 0, 255, 0, 0, 255, 255])
        let plain = try render(Image(pixels), scale: 2)
        #expect(plain.width == 4 && plain.height == 2)
        #expect(plain[0, 0] == SIMD4(1, 0, 0, 1) && plain[0, 1] == SIMD4(1, 0, 0, 1) && plain[3, 1] == SIMD4(0, 0, 1, 1))
        let stretched = try render(Image(pixels).resizable().frame(width: 8, height: 3))
        #expect(stretched.width == 8 && stretched.height == 3)
        // Scaled up, the two blend as bilinear filtering blends them between their centres
        // (at x 2 and 6); beyond the centres each is pure.
        #expect(stretched[0, 0] == SIMD4(1, 0, 0, 1) && stretched[1, 2] == SIMD4(1, 0, 0, 1))
        #expect(stretched[6, 1] == SIMD4(0, 0, 1, 1) && stretched[7, 2] == SIMD4(0, 0, 1, 1))
        #expect(stretched[3, 1].x > stretched[3, 1].z && stretched[3, 1].z > 0 && stretched[3, 1].w == 1)
        #expect(try ViewRenderer().size(of: Image(pixels).frame(width: 8, height: 3)) == Size(width: 8, height: 3))
        #expect(try ViewRenderer().size(of: Image(pixels).resizable()) == Size(width: 2, height: 1), "offered nothing: its own size")
    }
}
