import Layout

extension BadgeDesign {
    /// Whether a custom symbol leaves every pixel of the badge transparent: drawn as the
    /// badge draws its eight copies, at 1x (100 x 100 pixels), it covers no pixel. So it is
    /// for a path wholly beyond the badge's reach, or a filled one that encloses no area
    /// (a line without `symbolStroke`), and for any symbol, the tutorial's too, stroked
    /// with a line 0 wide. False for the tutorial's symbol otherwise, and when the symbol
    /// cannot be drawn (the error is the drawing's to report).
    public var symbolShowsNothing: Bool {
        if symbolStroke?.lineWidth == 0 { return true }
        guard symbol != nil,
              let pixmap = try? ViewRenderer(scale: 1.0 / 3.0).render(Badge(design: self).symbols.frame(width: 300, height: 300))
        else { return false }
        return pixmap.pixels.allSatisfy { $0.w == 0 }
    }
}
