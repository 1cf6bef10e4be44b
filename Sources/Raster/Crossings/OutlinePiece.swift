/// A straight piece of an outline inside the canvas, from its top to its bottom, with
/// the direction the outline runs along it.
struct OutlinePiece: Sendable {
    var xTop: Double, yTop: Double, xBottom: Double, yBottom: Double
    /// +1 where the outline runs down the piece, -1 where it runs up. For a horizontal
    /// piece (`yTop == yBottom`, from `xTop` to `xBottom` as the outline runs), the step
    /// of the winding number crossing it downwards.
    var direction: Int

    var isHorizontal: Bool { yTop == yBottom }

    /// Where the piece is at height `y`, held to its ends: finite however steep or flat
    /// it is.
    @inline(__always)
    func x(at y: Double) -> Double {
        if y <= yTop { return xTop }
        if y >= yBottom { return xBottom }
        let t = (y - yTop) / (yBottom - yTop)
        return min(max(xTop + t * (xBottom - xTop), min(xTop, xBottom)), max(xTop, xBottom))
    }
}

/// Keeps the pieces of an outline as the accumulator takes them, top to bottom.
struct PieceCollector: PieceSink {
    var pieces: [OutlinePiece]
    let width: Double

    mutating func take(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, midX: Double) {
        if ya == yb {
            guard xa != xb else { return }
            // Crossing it downwards, the winding steps by -1 if the outline runs rightwards.
            pieces.append(OutlinePiece(xTop: xa, yTop: ya, xBottom: xb, yBottom: yb, direction: xb > xa ? -1 : 1))
        } else if midX >= width {
            return  // right of the canvas: it covers nothing
        } else if ya < yb {
            pieces.append(OutlinePiece(xTop: xa, yTop: ya, xBottom: xb, yBottom: yb, direction: 1))
        } else {
            pieces.append(OutlinePiece(xTop: xb, yTop: yb, xBottom: xa, yBottom: ya, direction: -1))
        }
    }
}
