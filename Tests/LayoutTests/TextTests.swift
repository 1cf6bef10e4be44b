import Foundation
import Fonts
import Geometry
import Layout
@testable import Raster
import Testing
import TestSupport

@Suite("Text in layouts")
struct TextTests {
    let typesetter: Typesetter

    init() throws {
        typesetter = try Typesetter()
    }

    func environment(_ log: PlacementLog) -> Layout.Environment {
        var env = Layout.Environment(typesetter: typesetter)
        env.onTextPlaced = { log.record($0, $1) }
        return env
    }

    @Test("a Text is as wide as the font's advances and as tall as its line")
    func size() throws {
        let shaped = try typesetter.shape("Earth Day", font: FontDescriptor(size: 12))
        let size = try ViewRenderer(environment: Layout.Environment(typesetter: typesetter))
            .size(of: Text("Earth Day").font(.caption))
        #expect(size.width == shaped.advanceWidth)
        #expect(size.height == shaped.ascent + shaped.descent)
        #expect(size.width > 40 && size.width < 70, "12 pt DejaVu Sans, about 55 pt")
    }

    @Test("reservingTextInk gives every line the room the tallest ink of the strings needs, and levels baselines side by side")
    func reservedInk() throws {
        // Vietnamese capitals with two marks reach above DejaVu Sans's ascender; the
        // Tibetan letters stacked under a letter, below its descender.
        let tall = "\u{1EA4}P \u{0110}\u{1ED2}NG", deep = "\u{0F66}\u{0F90}\u{0FB1}\u{0FB2}\u{0FAD}\u{0F74}"
        let font = FontDescriptor(size: 12)
        let plain = try typesetter.shape("Hike", font: font), above = try typesetter.shape(tall, font: font)
        let below = try typesetter.shape(deep, font: font)
        #expect(plain.overhangAbove == 0 && plain.overhangBelow == 0)
        #expect(above.overhangAbove > 1 && below.overhangBelow > 3)
        let renderer = ViewRenderer(environment: Layout.Environment(typesetter: typesetter))
        let reserved = try renderer.size(of: Text("Hike").font(.caption).reservingTextInk(of: [tall, deep], font: .caption))
        #expect(reserved.height == above.overhangAbove + plain.ascent + plain.descent + below.overhangBelow)
        // Strings whose ink keeps within the line reserve nothing.
        #expect(try renderer.size(of: Text("Hike").font(.caption).reservingTextInk(of: ["First Hike"], font: .caption))
                == renderer.size(of: Text("Hike").font(.caption)))
        // Side by side, lined up at their tops: the lines start at one height.
        let log = PlacementLog()
        _ = try ViewRenderer(environment: environment(log)).render(
            HStack(alignment: .top) {
                Text("Hike")
                Text(tall)
                Text(deep)
            }
            .font(.caption)
            .reservingTextInk(of: ["Hike", tall, deep], font: .caption))
        #expect(log.all.map(\.1.minY) == [above.overhangAbove, above.overhangAbove, above.overhangAbove], "\(log.all)")
    }

    @Test("line breaks start new lines, stacked at the leading edge, as a VStack of the lines draws them",
          arguments: ["\n", "\r\n", "\r", "\u{2028}", "\u{2029}", "\u{85}"])
    func lineBreaks(separator: String) throws {
        let renderer = ViewRenderer(scale: 2, environment: Layout.Environment(typesetter: typesetter))
        let text = Text("Earth" + separator + "Day Jf" + separator + separator + "é").font(.caption)
        let stacked = VStack(alignment: .leading, spacing: 0) {
            Text("Earth").font(.caption)
            Text("Day Jf").font(.caption)
            Text("").font(.caption)
            Text("é").font(.caption)
        }
        let lines = try ["Earth", "Day Jf", "", "é"].map { try renderer.size(of: Text($0).font(.caption)) }
        let size = try renderer.size(of: text)
        #expect(size.width == lines.map(\.width).max())
        #expect(size.height == lines.reduce(0) { $0 + $1.height })
        #expect(lines[2].height > 10, "an empty line is a line's height")
        #expect(try renderer.render(text) == renderer.render(stacked))
        // The lines are placed as the stack places them.
        let placed = PlacementLog(), stackPlaced = PlacementLog()
        _ = try ViewRenderer(environment: environment(placed)).render(text)
        _ = try ViewRenderer(environment: environment(stackPlaced)).render(stacked)
        #expect(placed.all.map(\.0) == ["Earth", "Day Jf", "", "é"])
        #expect(placed.all.map(\.1) == stackPlaced.all.map(\.1))
    }

    @Test("a line whose glyphs would be cut into more segments than a fill may have is refused as text, by its count")
    func tooManySegments() throws {
        // 4,096 quadratics reaching 16 em across and back: at 150 pt, 1,096 segments each.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("curves-\(UUID().uuidString).ttf")
        try Data(TestFont.zigzag(points: 8192, width: 16_000, curved: true)).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let renderer = ViewRenderer(environment: Layout.Environment(typesetter: typesetter))
        do {
            try renderer.render(Text("A").font(Font(size: 150, filePath: file.path)))
            Issue.record("drawn")
        } catch let error as LayoutError {
            #expect(error == .textTooComplex(segments: Canvas.maximumFillSegments + 1))
            #expect(error.description.contains("the text's glyphs would be cut into more than 4000000 line segments at this size"))
        }
        // At 100 pt, 895 segments each, 3,665,920 in all: within the limit (drawing them
        // takes long in a debug build: only the check is made).
        let shaped = try typesetter.shape("A", font: FontDescriptor(size: 100, filePath: file.path))
        try Canvas.checkSegments(of: shaped.path, width: 1700, height: 200)
    }

    @Test("a caption in a centred VStack is centred to within 1/64 pt", arguments: [1.0, 2.0, 3.0])
    func centred(scale: Double) throws {
        let log = PlacementLog()
        let view = VStack(alignment: .center, spacing: 8) {
            Color.clearBox(width: 100, height: 100)
            Text("Tenth Hike").font(.caption)
        }
        try ViewRenderer(scale: scale, environment: environment(log)).render(view)
        let frame = try #require(log.all.first?.1)
        #expect(abs(frame.midX / scale - 50) <= 1.0 / 64)
        #expect(abs(frame.minY / scale - 108) <= 1.0 / 64)
    }

    @Test("the font set on a stack reaches only its Text children")
    func fontEnvironment() throws {
        let log = PlacementLog()
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("Completed Badges").font(.headline)
            Text("Completed Badges")
        }.font(.caption)
        try ViewRenderer(environment: environment(log)).render(view)
        let widths = log.all.map(\.1.width)
        let headline = try typesetter.shape("Completed Badges", font: FontDescriptor(size: 17, weight: .semibold)).advanceWidth
        let caption = try typesetter.shape("Completed Badges", font: FontDescriptor(size: 12)).advanceWidth
        #expect(widths == [headline, caption])
    }

    @Test("without a typesetter, Text is an error, not a crash")
    func noTypesetter() {
        #expect(throws: LayoutError.noTypesetter) {
            try ViewRenderer().render(Text("x"))
        }
        #expect(throws: LayoutError.noTypesetter) {
            try ViewRenderer().renderRGBA8(VStack { Color.clearBox(width: 4, height: 4); Text("x") })
        }
        #expect(LayoutError.noTypesetter.description.contains("Environment(typesetter:)"))
    }

    @Test("text with a typesetter that finds no font throws FontError.noFontInFolders")
    func noFontFound() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("no-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = ViewRenderer(environment: Layout.Environment(typesetter: try Typesetter(fontFolders: [folder.path])))
        #expect(throws: FontError.noFontInFolders(family: Font.caption.family, folders: [folder.path])) {
            try renderer.render(Text("x").font(.caption))
        }
    }
}

extension Color {
    /// An empty view of a fixed size, for spacing things out in tests.
    static func clearBox(width: Double, height: Double) -> some View {
        PathShape(Path()).fill(.clear).frame(width: width, height: height)
    }
}
