/// The glyphs HarfBuzz chose for one run of text in one font and direction, in visual
/// order (left to right on screen, so a right-to-left run's clusters descend).
///
/// Advances are in the font's design units, unhinted: they scale exactly with the
/// point size, so one shaped run serves every size.
public struct ShapedRun: Hashable, Sendable {
    /// Glyph ids in the font.
    public var glyphs: [UInt32]
    /// Horizontal advance of each glyph, design units.
    public var advances: [Int32]
    /// The UTF-8 offset in the run's text of the character each glyph came from.
    public var clusters: [UInt32]
    public var isRightToLeft: Bool
    /// Units per em of the font, to turn advances into points.
    public var unitsPerEm: Int32

    public init(glyphs: [UInt32], advances: [Int32], clusters: [UInt32], isRightToLeft: Bool, unitsPerEm: Int32) {
        self.glyphs = glyphs
        self.advances = advances
        self.clusters = clusters
        self.isRightToLeft = isRightToLeft
        self.unitsPerEm = unitsPerEm
    }

    /// The run's advance width in ems.
    public var ems: Double {
        Double(advances.reduce(0) { $0 + Int($1) }) / Double(unitsPerEm)
    }
}
