import CFreeType
import CHarfBuzz

/// One font file opened with FreeType and wrapped for HarfBuzz shaping.
///
/// FreeType reads the file, the vertical metrics and the character map; HarfBuzz
/// shapes over the same face with its OpenType functions at a scale of one unit per
/// design unit, so advances are exact and unhinted (hinting moves widths by up to
/// ±1.3 pt at 17 pt, see TOOLCHAIN.md §3).
///
/// Not `Sendable` and not thread-safe: only `FontMeasurer`'s locked state holds faces.
final class FontFace {
    let path: String
    let unitsPerEm: Int32
    /// hhea ascender, design units (positive, above the baseline).
    let ascender: Int32
    /// hhea descender, design units (positive depth below the baseline).
    let descent: Int32
    /// Extra space between lines, design units (hhea lineGap).
    let lineGap: Int32
    private let library: FreeTypeLibrary
    private let ftFace: FT_Face
    private let hbFont: OpaquePointer

    init(path: String, library: FreeTypeLibrary) throws(FontLoadingError) {
        var face: FT_Face?
        let error = FT_New_Face(library.handle, path, 0, &face)
        guard error == 0, let face else { throw .freeTypeFailed(path: path, code: error) }
        guard let hbFace = hb_ft_face_create_referenced(face) else {
            FT_Done_Face(face)
            throw .harfBuzzFailed(path: path)
        }
        defer { hb_face_destroy(hbFace) }
        guard let font = hb_font_create(hbFace) else {
            FT_Done_Face(face)
            throw .harfBuzzFailed(path: path)
        }
        let record = face.pointee
        let upem = Int32(record.units_per_EM)
        hb_font_set_scale(font, upem, upem)
        hb_font_make_immutable(font)
        self.path = path
        self.library = library
        self.ftFace = face
        self.hbFont = font
        unitsPerEm = upem
        ascender = Int32(record.ascender)
        descent = -Int32(record.descender)
        lineGap = max(Int32(record.height) - Int32(record.ascender) + Int32(record.descender), 0)
    }

    deinit {
        hb_font_destroy(hbFont)
        FT_Done_Face(ftFace)
    }

    /// Whether the font maps `scalar` to a glyph (its cmap has it).
    func covers(_ scalar: Unicode.Scalar) -> Bool {
        FT_Get_Char_Index(ftFace, FT_ULong(scalar.value)) != 0
    }

    /// Shapes `text` as one run; HarfBuzz guesses script, direction and language from
    /// the text, which is why runs are split by script before they get here.
    func shape(_ text: Substring) -> ShapedRun {
        guard let buffer = hb_buffer_create() else {
            return ShapedRun(glyphs: [], advances: [], clusters: [], isRightToLeft: false, unitsPerEm: unitsPerEm)
        }
        defer { hb_buffer_destroy(buffer) }
        let utf8 = Array(text.utf8)
        utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(hbFont, buffer, nil, 0)
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        var glyphs: [UInt32] = []
        var advances: [Int32] = []
        var clusters: [UInt32] = []
        glyphs.reserveCapacity(Int(count))
        advances.reserveCapacity(Int(count))
        clusters.reserveCapacity(Int(count))
        if let infos, let positions {
            for index in 0..<Int(count) {
                glyphs.append(infos[index].codepoint)
                clusters.append(infos[index].cluster)
                advances.append(positions[index].x_advance)
            }
        }
        let isRightToLeft = hb_buffer_get_direction(buffer) == HB_DIRECTION_RTL
        return ShapedRun(
            glyphs: glyphs,
            advances: advances,
            clusters: clusters,
            isRightToLeft: isRightToLeft,
            unitsPerEm: unitsPerEm
        )
    }
}
