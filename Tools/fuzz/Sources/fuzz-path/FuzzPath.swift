import Geometry
import Raster

/// libFuzzer's entry: SVG path data as `badgegen path` takes it, drawn on a small canvas
/// with both fill rules. Path data must parse or throw `SVGPathError`, and a parsed path
/// must fill without trapping, every pixel a valid colour.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPath(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let path = try? Path(svgPathData: text) else { return 0 }
    precondition(path.isFinite, "a parsed path holds a non-finite coordinate")
    var canvas = try! Canvas(width: 16, height: 12)
    for rule in FillRule.allCases {
        do {
            try canvas.fill(path, with: .solid(Color(red: 0.1, green: 0.5, blue: 0.9, alpha: 0.7)), fillRule: rule)
        } catch {
            preconditionFailure("a finite path was refused: \(error)")
        }
    }
    for p in canvas.pixmap.pixels {
        precondition(p.w >= 0 && p.w <= 1, "alpha \(p.w) outside 0...1")
    }
    _ = canvas.rgba8()
    return 0
}
