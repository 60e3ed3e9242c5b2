import CHarfBuzz
import LayoutModel
import LayoutText
import Testing

/// The measurer the font tests share, nil when the stand-in font is not installed
/// (then those tests are skipped with `TestFonts.missing` as the reason; CI installs
/// the package, so there they run). It measures Roboto's own advances (no
/// ``StandInWidthScale``), so widths compare with HarfBuzz run independently.
enum TestFonts {
    static let measurer: FontMeasurer? = try? FontMeasurer(widthScale: .none)
    static let available = measurer != nil
    static let missing: Comment = "fonts-roboto-unhinted is not installed: font tests skipped"

    static func require() throws -> FontMeasurer {
        guard let measurer else { throw FontTestError.missing }
        return measurer
    }

    enum FontTestError: Error { case missing }
}

/// Widths computed the way TOOLCHAIN.md §3 does, independently of LayoutText: the
/// file read by HarfBuzz alone (no FreeType), its OpenType functions, one run.
enum IndependentHarfBuzz {
    /// Runs `body` with the font at `fontPath` opened by HarfBuzz alone, scaled to its
    /// units per em; the second argument is that unit count.
    static func withFont<T>(_ fontPath: String, _ body: (OpaquePointer?, Int32) -> T) -> T {
        let blob = hb_blob_create_from_file(fontPath)
        defer { hb_blob_destroy(blob) }
        let face = hb_face_create(blob, 0)
        defer { hb_face_destroy(face) }
        let upem = Int32(hb_face_get_upem(face))
        let font = hb_font_create(face)
        defer { hb_font_destroy(font) }
        hb_font_set_scale(font, upem, upem)
        return body(font, upem)
    }

    /// Sum of the x advances of `text` shaped as a single run, in points.
    static func advanceWidth(_ text: String, fontPath: String, pointSize: Double) -> Double {
        withFont(fontPath) { font, upem in
            let buffer = hb_buffer_create()
            defer { hb_buffer_destroy(buffer) }
            hb_buffer_add_utf8(buffer, text, -1, 0, -1)
            hb_buffer_guess_segment_properties(buffer)
            hb_shape(font, buffer, nil, 0)
            var count: UInt32 = 0
            guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return 0 }
            let total = (0..<Int(count)).reduce(0) { $0 + Int(positions[$1].x_advance) }
            return Double(total) * pointSize / Double(upem)
        }
    }

    /// The glyph each scalar maps to in the font's cmap, before shaping.
    static func nominalGlyphs(_ text: String, fontPath: String) -> [UInt32] {
        withFont(fontPath) { font, _ in
            text.unicodeScalars.map { scalar in
                var glyph: hb_codepoint_t = 0
                _ = hb_font_get_nominal_glyph(font, scalar.value, &glyph)
                return glyph
            }
        }
    }

    /// hhea/OS/2 ascender of the font in design units per em, as HarfBuzz reads it.
    static func ascenderEms(fontPath: String) -> Double {
        withFont(fontPath) { font, upem in
            var extents = hb_font_extents_t()
            _ = hb_font_get_h_extents(font, &extents)
            return Double(extents.ascender) / Double(upem)
        }
    }
}
