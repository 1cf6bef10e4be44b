import Fonts
import Foundation
import Geometry
import Raster

/// Where each input is written: FreeType opens fonts from files.
private let fontFile = FileManager.default.temporaryDirectory
    .appendingPathComponent("badgegen-fuzz-font-\(ProcessInfo.processInfo.processIdentifier).ttf").path

/// libFuzzer's entry: the bytes of a font file, loaded through the Fonts module as
/// `--font` does, a few characters shaped and their outlines filled. Loading must succeed
/// or throw `FontError`; a trap is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFont(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard FileManager.default.createFile(atPath: fontFile, contents: Data(bytes: data, count: size)) else { return 0 }
    // A fresh typesetter each time: its face cache is keyed by the file's path.
    guard let typesetter = try? Typesetter() else { return 0 }
    let font = FontDescriptor(size: 24, filePath: fontFile)
    guard let shaped = try? typesetter.shape("Ag1 é", font: font) else { return 0 }
    var canvas = try! Canvas(width: 48, height: 32)
    try? canvas.fill(shaped.path, with: .solid(.black), transform: AffineTransform(translationX: 2, y: 24))
    _ = canvas.rgba8()
    return 0
}
