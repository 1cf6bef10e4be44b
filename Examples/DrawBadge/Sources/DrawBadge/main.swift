import Foundation

// Draws a triangle and a badge into the folder given as the only argument (the current
// folder by default, created if missing): `swift run DrawBadge out` writes
// out/triangle.png and out/earth-day@2x.png. The library draws; only this program
// touches files.
let folder = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? ".", isDirectory: true)
do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, bytes) in [("triangle.png", try trianglePNG()), ("earth-day@2x.png", try earthDayPNG())] {
        let file = folder.appendingPathComponent(name)
        try Data(bytes).write(to: file, options: .atomic)
        print(file.path)
    }
} catch {
    FileHandle.standardError.write(Data("DrawBadge: error: \(error)\n".utf8))
    exit(1)
}
