import Foundation

/// HarfBuzz's own command-line tools (`hb-shape`, `hb-view`, from libharfbuzz-bin, which CI
/// installs), as an independent reference for the shaping and the ink of text.
public enum HarfBuzzTools {
    /// Why a tool gave no answer.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// One glyph as `hb-shape --output-format=json --no-glyph-names` prints it (font units).
    public struct ShapedGlyph: Equatable, CustomStringConvertible {
        public var id: UInt32, cluster: Int, xAdvance: Int, xOffset: Int, yOffset: Int

        public init(id: UInt32, cluster: Int, xAdvance: Int, xOffset: Int, yOffset: Int) {
            self.id = id; self.cluster = cluster; self.xAdvance = xAdvance; self.xOffset = xOffset; self.yOffset = yOffset
        }

        public var description: String { "\(id)=\(cluster)@\(xOffset),\(yOffset)+\(xAdvance)" }
    }

    /// `hb-shape` of `text` in the font file at its units per em: glyphs in visual order,
    /// clusters as indices of Unicode scalars. Run in the C locale (UTF-8), so that it
    /// shapes with the script's default language system.
    public static func shape(_ text: String, fontFile: String) throws -> [ShapedGlyph] {
        let output = try run("hb-shape", ["--output-format=json", "--no-glyph-names", "--font-file=\(fontFile)", "--text=\(text)"])
        guard let list = try JSONSerialization.jsonObject(with: output) as? [[String: Any]] else {
            throw Failure(description: "hb-shape printed no JSON list: \(String(decoding: output, as: UTF8.self))")
        }
        return try list.map { glyph in
            guard let id = glyph["g"] as? Int, let cluster = glyph["cl"] as? Int, let ax = glyph["ax"] as? Int,
                  let dx = glyph["dx"] as? Int, let dy = glyph["dy"] as? Int else {
                throw Failure(description: "hb-shape printed a glyph without g, cl, ax, dx, dy: \(glyph)")
            }
            return ShapedGlyph(id: UInt32(id), cluster: cluster, xAdvance: ax, xOffset: dx, yOffset: dy)
        }
    }

    /// `hb-view`'s PNG of `text` in the font file at `size` pixels per em, no margin:
    /// black (or colour glyphs) on transparency, so that alpha is coverage.
    public static func view(_ text: String, fontFile: String, size: Int) throws -> Data {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hb-view-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        _ = try run("hb-view", ["--font-file=\(fontFile)", "--font-size=\(size)", "--margin=0", "--background=00000000",
                                "--output-format=png", "--output-file=\(file.path)", "--text=\(text)"])
        return try Data(contentsOf: file)
    }

    private static func run(_ tool: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/\(tool)")
        process.arguments = arguments
        process.environment = ["LC_ALL": "C.UTF-8", "LANG": "C.UTF-8"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot run /usr/bin/\(tool) (apt-get install libharfbuzz-bin): \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(tool) \(arguments.joined(separator: " ")) exited with status \(process.terminationStatus)")
        }
        return data
    }
}
