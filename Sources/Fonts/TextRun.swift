/// A stretch of a line that one face shapes in one direction and script: the unit HarfBuzz
/// shapes.
struct TextRun {
    /// The run's scalars: indices into the line's Unicode scalars.
    var range: Range<Int>
    /// The face that draws it; `nil` for characters no installed font has, which are left
    /// out and take no space.
    var face: FontFace?
    /// The Unicode bidirectional embedding level: even runs go left to right, odd right to left.
    var level: Int8
    /// The ISO 15924 script HarfBuzz shapes it as (`hb_script_t`).
    var script: UInt32

    /// Whether the run reads right to left.
    var isRightToLeft: Bool { level & 1 == 1 }
}
