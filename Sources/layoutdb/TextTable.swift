/// Columns padded to their widest cell, for text output people read.
struct TextTable {
    var header: [String]
    /// Indices of columns aligned right (numbers).
    var rightAligned: Set<Int> = []
    var rows: [[String]]

    var text: String {
        let all = [header] + rows
        let cellWidths = all.map { $0.map(Self.displayWidth) }
        let widths = header.indices.map { column in
            cellWidths.map { $0.indices.contains(column) ? $0[column] : 0 }.max() ?? 0
        }
        return all.indices.map { index in
            let row = all[index]
            return row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: max(0, widths[column] - cellWidths[index][column]))
                if column == row.count - 1 && !rightAligned.contains(column) { return cell }
                return rightAligned.contains(column) ? padding + cell : cell + padding
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }

    /// The columns `text` takes on a terminal: 2 for each character that is East Asian
    /// Wide or Fullwidth or shown as an emoji, 1 for any other.
    ///
    /// An approximation by Unicode scalar ranges, not the full East Asian Width table:
    /// CJK ideographs and their extensions, kana, Hangul, CJK symbols and punctuation,
    /// fullwidth forms, and emoji (a character with emoji presentation, or one made an
    /// emoji by U+FE0F). Counting characters, as before, misaligned every column after a
    /// Japanese or Chinese document name.
    static func displayWidth(_ text: String) -> Int {
        text.reduce(0) { width, character in width + (isWide(character) ? 2 : 1) }
    }

    static func isWide(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        if scalars.contains("\u{FE0F}") { return true }
        guard let first = scalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        switch first.value {
        case 0x1100...0x115F,  // Hangul Jamo leading consonants
            0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
            0x3041...0x33FF,  // kana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK strokes, enclosed and compatibility
            0x3400...0x4DBF,  // CJK extension A
            0x4E00...0x9FFF,  // CJK unified ideographs
            0xA000...0xA4CF,  // Yi
            0xAC00...0xD7A3,  // Hangul syllables
            0xF900...0xFAFF,  // CJK compatibility ideographs
            0xFE30...0xFE4F,  // CJK compatibility forms
            0xFF00...0xFF60,  // fullwidth forms
            0xFFE0...0xFFE6,  // fullwidth signs
            0x20000...0x2FFFD, 0x30000...0x3FFFD:  // CJK extensions B and later
            return true
        default:
            return false
        }
    }
}
