import BadgeManifest
import Geometry
import Raster

/// libFuzzer's entry: a manifest's bytes, read and checked as `badgegen batch` does, and
/// each custom symbol drawn small. Every input must end in a manifest or a typed error;
/// a trap is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzManifest(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let manifest = try? Manifest.parse(bytes) else { return 0 }
    _ = manifest.problems.map(\.description)
    for badge in manifest.badges {
        _ = badge.design
        guard let symbol = badge.symbolPath else { continue }
        // The 420-point symbol box on 21 pixels.
        var canvas = try! Canvas(width: 21, height: 21)
        try? canvas.fill(symbol, with: .solid(.black), transform: AffineTransform(scale: 0.05))
        _ = canvas.rgba8()
    }
    return 0
}
