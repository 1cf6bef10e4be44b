import Geometry
import PNG
import Raster

/// A blue triangle, drawn from SVG path data, as the bytes of a PNG file.
func trianglePNG() throws -> [UInt8] {
    let triangle = try Path(svgPathData: "M 60 10 L 110 100 H 10 Z")
    var canvas = try Canvas(width: 120, height: 110)
    try canvas.fill(triangle, with: .solid(Color(red: 0.2, green: 0.5, blue: 0.9)))
    let image = PNGImage(width: canvas.width, height: canvas.height, rgba: canvas.rgba8())
    return try PNGEncoder.default.encode(image)
}
